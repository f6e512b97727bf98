/*
 * adv_ok_lib_helper_perspectives.cu - legal: library calls from helpers
 * whose bounds carry what the callee needs: a block helper pinned to 128
 * threads calls the 128x4 exchange, a warp helper is called from block
 * code (each warp runs it, the implicit group) and from a 2-warp split
 * arm, and a thread helper calls the thread layer from any code.
 */
#include "prism_lib.h"

PRISM_DEVICE(void, to_striped, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(int32_t *, items, THREAD(1)))
{
    PRISM_CALL(prism_block_exchange_b2s_i32_128x4, items, items);
}

PRISM_DEVICE(int32_t, warp_total, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, items, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int32_t mine = PRISM_CALL(prism_thread_reduce_sum_i32, items, 4);
    return PRISM_CALL(prism_warp_reduce_sum_i32, mine, 32);
}

PRISM_DEVICE(int32_t, own_max, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, items, THREAD(1)))
{
    return PRISM_CALL(prism_thread_reduce_max_i32, items, 4);
}

PRISM_KERNEL(helper_perspectives, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_AT(THREAD(1)) int32_t s = 0;
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            s = PRISM_CALL(warp_total, items) + PRISM_CALL(own_max, items);
            PRISM_SPLIT(WARP) {
                PRISM_CASE(2) { s += PRISM_CALL(warp_total, items); }
                PRISM_CASE(2) { PRISM_GROUP(THREAD(1)) { s -= PRISM_CALL(own_max, items); } }
            }
            items[0] += s;
            PRISM_CALL(to_striped, items);
            PRISM_CALL(prism_block_store_striped_i32, ob, items, 4);
        }
    }
}
/*
 * check-name: adversarial legal: library calls from block, warp and thread helpers with matching bounds
 * check-error-start
 * check-error-end
 */
