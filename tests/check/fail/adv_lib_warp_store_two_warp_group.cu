/*
 * adv_lib_warp_store_two_warp_group.cu - a 64-thread group (two warps)
 * owns a 64-thread slice of the output and calls the warp store with
 * it: the call runs once per warp (the implicit group), and both warps
 * write the same first 32 x 4 elements of the slice; the second half
 * stays unwritten.
 */
#include "prism_lib.h"

PRISM_KERNEL(pair_store, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(64)) const int pair = (int)PRISM_ID(THREAD(64));
    PRISM_PARTITION(op, out, THREAD(64), pair * 256) {
        PRISM_GROUP(THREAD(64)) {
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_thread_load_i32, items, in + 4 * (int)PRISM_ID(THREAD(1)) + pair * 256, 4);
            PRISM_CALL(prism_warp_store_direct_i32, op, items, 4); /* error P073 */
        }
    }
}
/*
 * check-name: adversarial lib: a warp store given a two-warp group's slice
 * check-exit-value: 1
 * check-error-start
adv_lib_warp_store_two_warp_group.cu:19:53: error: pointer argument 'op' at thread[64] must match parameter 'dst' at thread[32] of 'prism_warp_store_direct_i32' exactly: 'prism_warp_store_direct_i32' may write through it [P073]
../../../lib-cub-like/warp/gen/warp_store_i32.h:13:14: note: parameter 'dst' is declared thread[32] here
adv_lib_warp_store_two_warp_group.cu:19:53: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
adv_lib_warp_store_two_warp_group.cu:19:53: note: fix: hand 'prism_warp_store_direct_i32' its part with a partition around the call, in the code that owns 'op': PRISM_PARTITION(dst_part, op, THREAD(32), offset) { PRISM_CALL(prism_warp_store_direct_i32, ..., dst_part, ...); } (the offset from ids at least as broad as thread[32])
adv_lib_warp_store_two_warp_group.cu:19:53: note: see: prism-check --explain P073
 * check-error-end
 */
