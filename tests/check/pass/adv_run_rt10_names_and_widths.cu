/*
 * adv_run_rt10_names_and_widths.cu - two ways one memory looked like two
 * to the barrier inference (red team rt10):
 *
 * - a block helper given a file-scope __shared__ array as its pointer
 *   parameter p writes it through a partition of p, then reads the array
 *   by its own name at a neighbour's index (hole_param_names_file_shared):
 *   the parameter and the variable were two roots, no barrier, and every
 *   thread read its neighbour's old value.  A pointer parameter of a
 *   block's or warp's code may now be memory the function names itself
 *   (sync_access.c, acc_overlaps).
 * - a 64-bit atomicAdd phase, then 32-bit atomicAdds on its low word
 *   (hole_atomic_add_widths): one commuting class to the checker, but a
 *   64-bit add carries into the high word and a 32-bit one wraps.  Classes
 *   are per width now (atomic_names.c).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

__shared__ int32_t named_tile[64];

PRISM_DEVICE(int32_t, fill_then_peek, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, p, BLOCK(1)), PRISM_PARAM(int32_t, r, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_PARTITION(z, p, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { z[0] = t * 10 + r; }
    }
    PRISM_GROUP(THREAD(1)) { v = named_tile[(t + 1) % 64]; }
    return v;
}

PRISM_KERNEL(names_and_widths, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0, w = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) const int32_t r = in[0] & 7;
        v = PRISM_CALL(fill_then_peek, named_tile, r);
        PRISM_SHARED(unsigned long long, acc, 1);
        PRISM_ONE_CLAIM(a, acc) { a[0] = 0xFFFFFFFFull; }
        PRISM_FOR_STRIDED(i, 64) { if (i == 0) atomicAdd(&acc[0], 1ull); }
        PRISM_FOR_STRIDED(i, 64) { (void)i; atomicAdd((unsigned *)acc, 1u); }
        PRISM_GROUP(THREAD(1)) { w = (int32_t)(acc[0] >> 32) * 1000 + (int32_t)(acc[0] & 0xFFFFFFFFu); }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v * 10000 + w;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = (((i % 64) + 1) % 64 * 10 + (in[0] & 7)) * 10000 + 1064;
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(names_and_widths, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): a helper's parameter that is a __shared__ array it names, and atomic adds of two widths
 *
 * check-error-start
 * check-error-end
 */
