/*
 * adv_lib_exchange_dst_staging.cu - CUB's "exchange through the same
 * shared buffer as the load's staging": the user hands the staging tile
 * itself to the exchange as its destination (as one would alias
 * TempStorage and the output in a union).  Every thread would write the
 * striped items through the block's tile at the same offsets, racing
 * with the exchange's own reads of its scratch, with no owner.
 */
#include "prism_lib.h"

PRISM_KERNEL(exchange_into_stage, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(4224),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, stage, 512);
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            PRISM_CALL(prism_block_exchange_b2s_i32_128x4, stage, items); /* error P073 */
            PRISM_CALL(prism_block_store_striped_i32, ob, items, 4);
        }
    }
}
/*
 * check-name: adversarial lib: an exchange whose destination is the block's staging tile
 * check-exit-value: 1
 * check-error-start
adv_lib_exchange_dst_staging.cu:21:60: error: pointer argument 'stage' at block[1] must match parameter 'dst' at thread[1] of 'prism_block_exchange_b2s_i32_128x4' exactly: 'prism_block_exchange_b2s_i32_128x4' may write through it [P073]
../../../lib-cub-like/block/gen/block_exchange_i32.h:15:14: note: parameter 'dst' is declared thread[1] here
adv_lib_exchange_dst_staging.cu:21:60: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
adv_lib_exchange_dst_staging.cu:21:60: note: fix: hand 'prism_block_exchange_b2s_i32_128x4' its part with a partition around the call, in the code that owns 'stage': PRISM_PARTITION(dst_part, stage, THREAD(1), offset) { PRISM_CALL(prism_block_exchange_b2s_i32_128x4, ..., dst_part, ...); } (the offset from ids at least as broad as thread[1])
adv_lib_exchange_dst_staging.cu:21:60: note: see: prism-check --explain P073
 * check-error-end
 */
