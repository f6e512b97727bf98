/*
 * adv_run_block_stride_loop.cu - each block owns a 512-element chunk (a block partition of the output)
 * and strides over it with its 128 threads; the per-thread partition
 * sits inside the loop, below the block one, so no grid-level write
 * is repeated.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(block_stride_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int chunk = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_PARTITION(ob, out, BLOCK(1), chunk) {
        PRISM_GROUP(BLOCK(1)) {
            const int nthreads = (int)PRISM_NTHREADS();
            for (int j = 0; j < 512; j += nthreads) {
                PRISM_AT(THREAD(1)) const int e = j + (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(o, ob, THREAD(1), e) {
                    PRISM_GROUP(THREAD(1)) {
                        if (chunk + e < n)
                            o[0] = in[chunk + e] * in[chunk + e];
                    }
                }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[i] * in[i];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(block_stride_loop, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 1024);
}
/*
 * check-name: adversarial legal (runnable): a block-stride loop over the block's chunk, one partition per element
 *
 * check-error-start
 * check-error-end
 */
