/*
 * pp_nvcc_defined.cu - __NVCC__ is defined in nvcc's host pass, and so in
 * the checker's view: the barrier under it is what nvcc builds, and it is
 * checked (a __syncthreads() reached by some threads: accepted before,
 * when the checker left __NVCC__ undefined and dropped the branch).
 */
#include "prism.h"

PRISM_DEVICE(void, by_nvcc, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
#ifdef __NVCC__
        if (t < 4)
            __syncthreads(); /* error P080 */
#endif
        out[0] = t;
    }
}
/*
 * check-name: __NVCC__ is defined as nvcc defines it: the code under it is checked
 * check-exit-value: 1
 *
 * check-error-start
pp_nvcc_defined.cu:16:13: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_nvcc_defined.cu:16:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_nvcc_defined.cu:16:13: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
pp_nvcc_defined.cu:16:13: note: see: prism-check --explain P080
 * check-error-end
 */
