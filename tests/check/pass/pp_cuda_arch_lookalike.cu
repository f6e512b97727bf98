/*
 * pp_cuda_arch_lookalike.cu - #if __CUDA_ARCH__ choosing between legal
 * spellings: every pass is clean and needs the same barriers.
 */
#include "prism.h"

PRISM_DEVICE(void, either, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, p, THREAD(1)))
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    __syncthreads();
#else
    PRISM_SYNC();
#endif
    PRISM_GROUP(THREAD(1)) { p[0] = 1; }
}
/*
 * check-name: #if __CUDA_ARCH__ between legal spellings, -o written
 * check-command: prism-check --cuda-arch=80,90a $file -o /dev/null
 *
 * check-error-start
 * check-error-end
 */
