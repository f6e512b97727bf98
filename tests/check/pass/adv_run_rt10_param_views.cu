/*
 * adv_run_rt10_param_views.cu - a callee's parameters that are one tile
 * under names the barrier inference kept apart (red team rt10; each gave
 * a wrong result and a race in the checked build, none in the
 * conservative one):
 *
 * - a thread[1] pointer to const that the caller points at its
 *   neighbour's slot of the tile the callee writes through its block[1]
 *   parameter (hole_thread_param_const_view): "the caller's own memory"
 *   now holds only for a thread[1] pointer to writable values, which P073
 *   keeps each thread's own (sync_access.c, own_param);
 * - a struct by value whose member points at that tile
 *   (hole_struct_param_alias): an address-carrying struct parameter may be
 *   the same memory as a pointer parameter (acc_overlaps);
 * - a PRISM_UNSAFE function that writes a file-scope __shared__ array by
 *   name (hole_unsafe_fn_names_shared): memory a trusted body names is
 *   read and written at its call.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

struct view {
    const int32_t *q;
};
__shared__ int32_t named_tile[64];

PRISM_DEVICE(int32_t, write_then_view, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, s, BLOCK(1)), PRISM_PARAM(const int32_t *, d, THREAD(1)),
             PRISM_PARAM(struct view, v, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t x = 0;
    PRISM_PARTITION(z, s, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { z[0] = t + 500; }
    }
    PRISM_GROUP(THREAD(1)) { x = d[0] * 1000 + v.q[(t + 1) % 64]; }
    return x;
}

PRISM_UNSAFE PRISM_DEVICE(void, fill_named, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
                          PRISM_PARAM(int32_t, base, BLOCK(1)))
{
    named_tile[threadIdx.x % 64] = (int32_t)(threadIdx.x % 64) + base;
}

PRISM_KERNEL(param_views, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t x = 0, y = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(int32_t, tile, 64);
        PRISM_AT(THREAD(1)) const int32_t *mine = tile + (t + 63) % 64;
        struct view vw = {tile};
        x = PRISM_CALL(write_then_view, tile, mine, vw);
        PRISM_AT(BLOCK(1)) const int32_t base = in[0] & 7;
        PRISM_CALL(fill_named, base);
        PRISM_GROUP(THREAD(1)) { y = named_tile[(t + 63) % 64]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = x * 100 + y;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        int t = i % 64;
        int32_t x = ((t + 63) % 64 + 500) * 1000 + (t + 1) % 64 + 500;
        out[i] = x * 100 + (t + 63) % 64 + (in[0] & 7);
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(param_views, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): a callee's const thread[1] view, struct parameter and trusted body on one tile
 *
 * check-error-start
 * check-error-end
 */
