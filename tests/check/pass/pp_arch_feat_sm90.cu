/*
 * pp_arch_feat_sm90.cu - pp_arch_feat's kernel built for sm_80 and sm_90
 * (no arch-specific target): no pass defines __CUDA_ARCH_FEAT_SM90_ALL,
 * nvcc compiles no barrier there, and the checker accepts.
 */
#include "prism.h"

PRISM_DEVICE(void, feat_only, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, p, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
        __syncthreads();
#endif
        p[0] = 1;
    }
}
/*
 * check-name: the sm_90a-only branch in a build without sm_90a
 * check-command: prism-check --cuda-arch=80,90 $file
 *
 * check-error-start
 * check-error-end
 */
