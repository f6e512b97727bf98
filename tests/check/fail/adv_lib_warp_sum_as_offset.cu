/*
 * adv_lib_warp_sum_as_offset.cu - a warp reduction's result (the same in
 * every lane, docs/LIBRARY.md) used as the offset of the warp's slice of
 * a shared tile: a call's result is thread[1] to the checker (Known
 * limits), so the offset is narrower than the warp and each lane could
 * get a different slice.  In CUDA the code works only while the library
 * keeps broadcasting; the checker cannot see that promise.
 */
#include "prism_lib.h"

PRISM_KERNEL(sum_offset, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) int32_t s = 0;
        PRISM_AT(THREAD(1)) int32_t items[1] = {in[g]};
        PRISM_GROUP(THREAD(32)) {
            s = PRISM_CALL(prism_warp_reduce_max_i32, in[g] & 3, 32);
        }
        PRISM_PARTITION(ws, tile, THREAD(32), 32 * s) { /* error P062 */
            PRISM_GROUP(THREAD(32)) {
                PRISM_CALL(prism_warp_store_direct_i32, ws, items, 1);
            }
        }
        (void)out;
    }
}
/*
 * check-name: adversarial lib: a warp reduction's result used as a warp slice offset
 * check-exit-value: 1
 * check-error-start
adv_lib_warp_sum_as_offset.cu:23:52: error: partition offset reads 's' at thread[1], narrower than the target thread[32]: each thread[32] unit needs one offset [P062]
adv_lib_warp_sum_as_offset.cu:18:37: note: 's' is declared thread[1] here
adv_lib_warp_sum_as_offset.cu:23:52: note: at stake: units with the same offset would write the same elements
adv_lib_warp_sum_as_offset.cu:23:52: note: fix: compute the offset from values at least as broad as the target unit, taken in the code around the partition: PRISM_ID(BLOCK(1)) * n for block[1] pieces, PRISM_ID(THREAD(32)) * n for warps, PRISM_ID(THREAD(1)) * n for threads
adv_lib_warp_sum_as_offset.cu:23:52: note: see: prism-check --explain P062
 * check-error-end
 */
