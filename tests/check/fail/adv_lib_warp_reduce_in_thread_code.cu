/*
 * adv_lib_warp_reduce_in_thread_code.cu - a warp primitive called from
 * thread-level code: inside PRISM_GROUP(THREAD(1)) each thread runs
 * the shuffles alone (in CUDA: a __shfl_sync with a full mask under a
 * per-thread guard), so the 32 lanes the shuffles name are not
 * converged there and the result is undefined.
 */
#include "prism_lib.h"

PRISM_KERNEL(per_thread_warp_sum, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = PRISM_CALL(prism_warp_reduce_sum_f32, in[g], 32); /* error P070 */
        }
    }
}
/*
 * check-name: adversarial lib: a warp reduction called from thread[1] code
 * check-exit-value: 1
 * check-error-start
adv_lib_warp_reduce_in_thread_code.cu:19:24: error: 'prism_warp_reduce_sum_f32' requires {thread[32]}; code here is {thread[1]}, which does not derive thread[32] [P070]
../../../lib-cub-like/warp/gen/warp_reduce_f32.h:13:48: note: 'prism_warp_reduce_sum_f32' declares its bound here
adv_lib_warp_reduce_in_thread_code.cu:19:24: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lib_warp_reduce_in_thread_code.cu:19:24: note: fix: call 'prism_warp_reduce_sum_f32' outside the group that narrowed the code, from code at thread[32] (the group's units are parts of it; a thread[32] collective needs all of them)
adv_lib_warp_reduce_in_thread_code.cu:19:24: note: see: prism-check --explain P070
 * check-error-end
 */
