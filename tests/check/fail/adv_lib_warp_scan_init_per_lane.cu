/*
 * adv_lib_warp_scan_init_per_lane.cu - a warp exclusive scan seeded with
 * each lane's own offset (the block prefix fetched per thread from
 * global memory): the scan's contract is one `init` for the warp;
 * lane 0's seed is the only one that starts the chain, and the other
 * lanes' seeds are folded in at the wrong places.
 */
#include "prism_lib.h"

PRISM_KERNEL(seeded, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(const int32_t *, offsets, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(32)) {
        r = PRISM_CALL(prism_warp_scan_excl_sum_i32, in[g], offsets[g], 32); /* error P072 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial lib: a warp exclusive scan whose init differs per lane
 * check-exit-value: 1
 * check-error-start
adv_lib_warp_scan_init_per_lane.cu:18:69: error: argument 'g' at thread[1] is narrower than parameter 'init' at thread[32] of 'prism_warp_scan_excl_sum_i32' [P072]
../../../lib-cub-like/warp/gen/warp_scan_i32.h:26:14: note: parameter 'init' is declared thread[32] here
adv_lib_warp_scan_init_per_lane.cu:18:69: note: at stake: the callee treats the parameter as shared by its unit; a narrower value could make its collectives diverge
adv_lib_warp_scan_init_per_lane.cu:18:69: note: fix: pass a value at least as broad as the parameter, or declare the parameter narrower in the callee
adv_lib_warp_scan_init_per_lane.cu:18:69: note: see: prism-check --explain P072
 * check-error-end
 */
