/*
 * pp_arch_feat.cu - Hopper code picks its wgmma path with
 * #if defined(__CUDA_ARCH_FEAT_SM90_ALL), which nvcc defines in the
 * sm_90a device pass only.  The checker's sm_90a pass defines it too, so
 * the branch the GPU runs is the one checked: a barrier in thread code
 * there (accepted before: the pass defined __CUDA_ARCH__ alone, and a
 * file testing only __CUDA_ARCH_FEAT_* got no device pass).
 */
#include "prism.h"

PRISM_DEVICE(void, feat_only, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, p, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
        __syncthreads(); /* error P080 */
#endif
        p[0] = 1;
    }
}
/*
 * check-name: a collective only the sm_90a device pass compiles (__CUDA_ARCH_FEAT_SM90_ALL)
 * check-exit-value: 1
 * check-command: prism-check --cuda-arch=80,90a $file
 *
 * check-error-start
pp_arch_feat.cu:16:9: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_arch_feat.cu:15:13: note: in the device pass for sm_90a, __CUDA_ARCH__=900 (--cuda-arch)
pp_arch_feat.cu:16:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_arch_feat.cu:16:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
pp_arch_feat.cu:16:9: note: see: prism-check --explain P080
 * check-error-end
 */
