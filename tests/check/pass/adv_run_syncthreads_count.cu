/*
 * adv_run_syncthreads_count.cu - __syncthreads_count returns the same count to every thread of the
 * block, so a branch on it is block uniform.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include "block/block_reduce.h"

PRISM_KERNEL(syncthreads_count, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t v[1];
        v[0] = in[g];
        PRISM_AT(BLOCK(1)) const int c = __syncthreads_count(v[0] > 0);
        if (c > 60)
            acc = c + 1000 * PRISM_CALL(prism_block_reduce_sum_i32, v, 1);
        else
            acc = c;
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
        int b = i / 128, c = 0;
        int32_t s = 0;
        for (int j = 0; j < 128; j++) {
            c += in[b * 128 + j] > 0;
            s += in[b * 128 + j];
        }
        out[i] = c > 60 ? c + 1000 * s : c;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(syncthreads_count, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): __syncthreads_count's block-uniform result steering a block reduction
 *
 * check-error-start
 * check-error-end
 */
