/*
 * pp_angle_include.cu - `#include <mylib/util.cuh>` found in the project's
 * own -I directory is read like "mylib/util.cuh": gcc and nvcc search the
 * -I directories for <...> before the system's, so they build that file,
 * and a barrier in a helper there is checked (it was skipped silently).
 * <prism.h> is the DSL's header, read as "prism.h" is.
 */
#include <prism.h>
#include <mylib/util.cuh>
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            if (i < n) {
                BLOCK_BARRIER(); /* error P080 */
                block_barrier(); /* the helper's barrier: P080 in the header */
                xi[0] *= 2.0f;
            }
        }
    }
}

PRISM_HOST_API int k_launch(float *x, int n)
{
    return PRISM_LAUNCH(k, 1, 32, x, n);
}
/*
 * check-name: <...> includes found in a user -I directory are read (the DSL's <prism.h> too)
 * check-exit-value: 1
 * check-command: prism-check -Ipp_angle_inc $file
 *
 * check-error-start
pp_angle_inc/mylib/util.cuh:4:62: error: '__syncthreads' is a block[1] collective in 'block_barrier', a function without a perspective signature: collectives belong in PRISM_DEVICE functions [P080]
pp_angle_inc/mylib/util.cuh:4:62: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_angle_inc/mylib/util.cuh:4:62: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
pp_angle_inc/mylib/util.cuh:4:62: note: see: prism-check --explain P080
pp_angle_include.cu:17:17: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_angle_inc/mylib/util.cuh:3:9: note: in expansion of macro 'BLOCK_BARRIER' defined here
pp_angle_include.cu:17:17: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_angle_include.cu:17:17: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
 * check-error-end
 */
