/*
 * adv_run_warp_partials.cu - each warp reduces by shuffles and its lane 0 stores the warp's slot;
 * after the partition ends the block reads all four slots (the
 * barrier that CUB's BlockReduce places between its two phases).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(warp_partials, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, sums, 4);
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        PRISM_PARTITION(ws, sums, THREAD(32), warp) {
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(1)) int32_t s = in[g];
                for (int off = 16; off > 0; off /= 2)
                    s += prism_shfl_xor(s, off);
                PRISM_CLAIM(w1, ws, THREAD(1)) {
                    PRISM_SPLIT(THREAD) {
                        PRISM_CASE(1) { w1[0] = s; }
                    }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = sums[0] + sums[1] + sums[2] + sums[3] + 10000 * sums[warp]; }
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
        int b = i / 128, w = (i % 128) / 32;
        int32_t s = 0, sw = 0;
        for (int j = 0; j < 128; j++) {
            s += in[b * 128 + j];
            if (j / 32 == w)
                sw += in[b * 128 + j];
        }
        out[i] = s + 10000 * sw;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warp_partials, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): per-warp partial sums in shared memory, then the whole block adds them
 *
 * check-error-start
 * check-error-end
 */
