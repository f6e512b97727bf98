/*
 * adv_run_nblocks_stride.cu - a grid-stride sum, CUDA's
 *   for (i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
 * with the grid's block count from PRISM_NBLOCKS() instead of gridDim (P081):
 * it is grid[1], so it may bound a loop in grid[1] and block[1] code, where
 * a barrier inside needs every thread to take the same trip count.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(nblocks_stride, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(GRID(1)) const int stride = (int)PRISM_NBLOCKS() * (int)PRISM_NTHREADS();
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        for (int i = 0; i < n; i += stride) {          /* grid[1] trip count: fine */
            PRISM_GROUP(THREAD(1)) {
                if (i + g < n)
                    acc += in[i + g];
            }
            prism_syncthreads();                       /* reached by the whole block */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc + (int32_t)PRISM_NBLOCKS() * 1000; }
    }
}

#define NB 3
#define BS 64

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int g = 0; g < NB * BS; g++) {
        int32_t s = 0;
        for (int i = g; i < n; i += NB * BS)
            s += in[i];
        out[g] = s + NB * 1000;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(nblocks_stride, NB, BS, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1001, NB * BS);
}
/*
 * check-name: adversarial legal (runnable): a grid-stride loop bounded by PRISM_NBLOCKS(), a grid[1] value
 *
 * check-error-start
 * check-error-end
 */
