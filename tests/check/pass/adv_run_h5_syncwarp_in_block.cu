/*
 * adv_run_h5_syncwarp_in_block.cu - user __syncwarp()s in block code (legal: once per warp) between a
 * write partition and a read of another warp's slot: a warp barrier does
 * not order warps, so the inferred __syncthreads must stay.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_syncwarp_block, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_SHARED(int32_t, st, 128);
        const int32_t *cs = st;
        for (int k = 0; k < 2; k++) {
            PRISM_PARTITION(w, st, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[g] + k; }
            }
            prism_syncwarp();
            __syncwarp();
            PRISM_GROUP(THREAD(1)) { v += cs[(t + 32) % 128]; }
            __syncwarp(0xffffffffu);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 128 < n; b++) {
        const int32_t *bin = in + b * 128;
        int32_t *bout = out + b * 128;
        (void)bin;
        for (int t = 0; t < 128; t++) bout[t] = 2 * bin[(t + 32) % 128] + 1;

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_syncwarp_block, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): user __syncwarp in block code is no block barrier
 *
 * check-error-start
 * check-error-end
 */
