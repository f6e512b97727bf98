/*
 * adv_lib_exchange_budget_stage_live.cu - CUB's TempStorage union done
 * wrong: the kernel budgets the staging tile and the exchange as if
 * they shared one union (max of the two), but the staging tile is still
 * live when the exchange runs, so the exchange's 2112 bytes would land
 * past the 2112-byte arena.
 */
#include "prism_lib.h"

PRISM_KERNEL(union_budget, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, stage, 512);
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            PRISM_CALL(prism_block_store_direct_i32, stage, items, 4);
            PRISM_CALL(prism_block_load_striped_i32, items, stage, 4);
            PRISM_CALL(prism_block_exchange_s2b_i32_128x4, items, items); /* error P071 */
            PRISM_CALL(prism_block_store_direct_i32, ob, items, 4);
        }
    }
}
/*
 * check-name: adversarial lib: an exchange while the staging tile is still live
 * check-exit-value: 1
 * check-error-start
adv_lib_exchange_budget_stage_live.cu:22:13: error: call to 'prism_block_exchange_s2b_i32_128x4' needs 2112 bytes of shared memory; 64 of the 2112 bytes 'union_budget' declares are left here [P071]
adv_lib_exchange_budget_stage_live.cu:22:13: note: at stake: the callee's PRISM_SHARED allocations would overrun the block's shared memory
adv_lib_exchange_budget_stage_live.cu:22:13: note: fix: raise the caller's PRISM_SMEM budget by the callee's, or release the caller's allocations before the call
adv_lib_exchange_budget_stage_live.cu:22:13: note: see: prism-check --explain P071
 * check-error-end
 */
