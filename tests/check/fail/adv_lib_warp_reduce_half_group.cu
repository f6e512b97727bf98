/*
 * adv_lib_warp_reduce_half_group.cu - a warp reduction from a
 * PRISM_GROUP(THREAD(16)): the code programs half warps, but the
 * primitive's shuffles need the whole physical warp (a logical width of
 * 16 is an argument, not a narrower caller).  Each half runs the
 * 32-lane shuffles on its own: a full-mask shuffle reached by 16 lanes.
 */
#include "prism_lib.h"

PRISM_KERNEL(half_sums, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(16)) {
        r = PRISM_CALL(prism_warp_reduce_sum_i32, in[g], 16); /* error P070 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial lib: a 16-wide warp reduction called by a half-warp group
 * check-exit-value: 1
 * check-error-start
adv_lib_warp_reduce_half_group.cu:17:13: error: 'prism_warp_reduce_sum_i32' requires {thread[32]}; code here is {thread[16]}, which does not derive thread[32] [P070]
../../../lib-cub-like/warp/gen/warp_reduce_i32.h:13:50: note: 'prism_warp_reduce_sum_i32' declares its bound here
adv_lib_warp_reduce_half_group.cu:17:13: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lib_warp_reduce_half_group.cu:17:13: note: fix: call 'prism_warp_reduce_sum_i32' outside the group that narrowed the code, from code at thread[32] (the group's units are parts of it; a thread[32] collective needs all of them)
adv_lib_warp_reduce_half_group.cu:17:13: note: see: prism-check --explain P070
 * check-error-end
 */
