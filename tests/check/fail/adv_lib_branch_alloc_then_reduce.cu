/*
 * adv_lib_branch_alloc_then_reduce.cu - CUB's TempStorage union read as
 * "the branches share the space": one branch of a uniform `if` stages in
 * a 2048-byte tile, the other exchanges (2112 bytes); the budget is the
 * larger of the two.  But a PRISM_SHARED in an `if` branch stays live
 * after it (SPEC 6.2: a plain block or branch does not free), so the
 * reduction after the `if` lands above the tile: 2048 + 128 bytes in a
 * 2112-byte arena.
 */
#include "prism_lib.h"

PRISM_KERNEL(branch_union, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, mode, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            if (mode == 0) {
                PRISM_SHARED(int32_t, stage, 512);
                PRISM_CALL(prism_block_store_direct_i32, stage, items, 4);
                PRISM_CALL(prism_block_load_striped_i32, items, stage, 4);
            } else {
                PRISM_CALL(prism_block_exchange_b2s_i32_128x4, items, items);
            }
            items[0] += PRISM_CALL(prism_block_reduce_sum_i32, items, 4); /* error P071 */
            PRISM_CALL(prism_block_store_striped_i32, ob, items, 4);
        }
    }
}
/*
 * check-name: adversarial lib: a reduction after an if whose branch allocated a tile
 * check-exit-value: 1
 * check-error-start
adv_lib_branch_alloc_then_reduce.cu:29:25: error: call to 'prism_block_reduce_sum_i32' needs 128 bytes of shared memory; 64 of the 2112 bytes 'branch_union' declares are left here [P071]
adv_lib_branch_alloc_then_reduce.cu:29:25: note: at stake: the callee's PRISM_SHARED allocations would overrun the block's shared memory
adv_lib_branch_alloc_then_reduce.cu:29:25: note: fix: raise the caller's PRISM_SMEM budget by the callee's, or release the caller's allocations before the call
adv_lib_branch_alloc_then_reduce.cu:29:25: note: see: prism-check --explain P071
 * check-error-end
 */
