/*
 * pp_cuda_arch.cu - code under #if __CUDA_ARCH__ is what the GPU runs: the
 * file is checked again for each device pass (--cuda-arch), and an error
 * only one pass sees says which.
 */
#include "prism.h"

PRISM_DEVICE(void, arch_only, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, p, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) {
#if __CUDA_ARCH__ >= 900
        __syncthreads(); /* error P080 */
#endif
        p[0] = 1;
    }
}
/*
 * check-name: a collective only the sm_90 device pass compiles
 * check-exit-value: 1
 * check-command: prism-check --cuda-arch=80,90a $file
 *
 * check-error-start
pp_cuda_arch.cu:13:9: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_cuda_arch.cu:12:5: note: in the device pass for sm_90a, __CUDA_ARCH__=900 (--cuda-arch)
pp_cuda_arch.cu:13:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_cuda_arch.cu:13:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
pp_cuda_arch.cu:13:9: note: see: prism-check --explain P080
 * check-error-end
 */
