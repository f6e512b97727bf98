/*
 * adv_run_rt11_unsigned_arena.cu - a shared allocation whose count folds
 * only by C's unsigned conversions: `64 + ((-1 < 0u) ? 0 : 64)` is 128
 * ints to gcc and nvcc.  A sibling group then puts a 64-int pad and its
 * tile c on the tile's upper half: the WAR between the first group's reads
 * of a[64..127] and the second's writes of c needs a barrier.
 *
 * Was a hole (red team rt11, hole_arena_fold_unsigned_cmp: the checker
 * folded `-1 < 0u` to 1, sized the tile at 64 ints, took c for disjoint
 * memory and placed no barrier; a wrong result and a race in the checked
 * build).  Constants now fold with C's conversions (consteval.c).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#define NA (64 + ((-1 < 0u) ? 0 : 64))
PRISM_KERNEL(unsigned_arena, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, a, NA);
            PRISM_PARTITION(z, a, THREAD(1), t * 2) {
                PRISM_GROUP(THREAD(1)) { z[0] = in[t]; z[1] = in[t] + 1000; }
            }
            PRISM_GROUP(THREAD(1)) { acc = a[64 + (t + 1) % 64]; }
        }
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, pad, 64);
            PRISM_SHARED(int32_t, c, 64);
            (void)pad;
            PRISM_PARTITION(z, c, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { z[0] = -1; }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        int k = 64 + (i % 64 + 1) % 64; /* a[k]: z[k % 2] of thread k / 2 */
        out[i] = k % 2 ? in[k / 2] + 1000 : in[k / 2];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(unsigned_arena, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): a shared tile whose count folds by C's unsigned conversions
 *
 * check-error-start
 * check-error-end
 */
