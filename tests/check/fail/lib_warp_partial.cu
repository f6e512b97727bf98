/*
 * lib_warp_partial.cu - CUB: "WarpReduce must be called by all threads of
 * the (logical) warp".  A split hands 16 lanes to one arm; the full-warp
 * shuffles inside would wait for lanes that never come.  (Logical warps
 * of 16 go through the width argument, called by the whole warp.)
 */
#include "prism_lib.h"

PRISM_KERNEL(half_warp, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = in[g];
    PRISM_GROUP(THREAD(32)) {
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(16) { r = PRISM_CALL(prism_warp_reduce_sum_i32, r, 16); }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: lib misuse: CUB: "WarpReduce must be called by all threads of
 * check-command: set -o pipefail; prism-check $file 2>&1 >/dev/null | grep -v '/lib-cub-like/' >&2
 * check-exit-value: 1
 *
 * check-error-start
lib_warp_partial.cu:17:34: error: 'prism_warp_reduce_sum_i32' requires {thread[32]}; code here is {thread[16]}, which does not derive thread[32] [P070]
lib_warp_partial.cu:17:34: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
lib_warp_partial.cu:17:34: note: fix: call 'prism_warp_reduce_sum_i32' outside the group that narrowed the code, from code at thread[32] (the group's units are parts of it; a thread[32] collective needs all of them)
lib_warp_partial.cu:17:34: note: see: prism-check --explain P070
 * check-error-end
 */
