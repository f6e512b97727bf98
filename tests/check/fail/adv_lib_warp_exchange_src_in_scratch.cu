/*
 * adv_lib_warp_exchange_src_in_scratch.cu - the warp exchange through
 * shared memory given its scratch slice and, as its source items, the
 * same slice (the items were staged there): the exchange writes the
 * striped items into the scratch while lanes still read their blocked
 * source from it, so some lanes read items another lane already
 * overwrote.  CUB: "exchange with a smem buffer also used as the load's
 * staging".
 */
#include "prism_lib.h"

PRISM_KERNEL(exchange_over_stage, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2176),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, scratch, 4 * 132);
            PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
            PRISM_PARTITION(ow, ob, THREAD(32), w * 128) {
                PRISM_PARTITION(sw, scratch, THREAD(32), w * 132) {
                    PRISM_GROUP(THREAD(32)) {
                        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                        PRISM_AT(THREAD(1)) int32_t items[4];
                        PRISM_CALL(prism_warp_load_direct_i32, items, in + base + 128 * w, 4);
                        PRISM_CALL(prism_warp_store_direct_i32, sw, items, 4);
                        PRISM_CALL(prism_warp_exchange_smem_b2s_i32, items, sw + 4 * lane, 4, sw); /* error P061 */
                        PRISM_CALL(prism_warp_store_striped_i32, ow, items, 4);
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial lib: a warp exchange whose source items lie in its own scratch slice
 * check-exit-value: 1
 * check-error-start
adv_lib_warp_exchange_src_in_scratch.cu:28:77: error: arguments for 'scratch' and 'src' may point into the same memory ('sw'): 'prism_warp_exchange_smem_b2s_i32' narrows 'scratch' with PRISM_PARTITION (itself or in a function it calls) and uses 'src' inside, which would bypass the scope [P061]
../../../lib-cub-like/warp/gen/warp_exchange_i32.h:105:5: note: 'scratch' is narrowed here
../../../lib-cub-like/warp/gen/warp_exchange_i32.h:108:192: note: 'src' is used inside the scope here
adv_lib_warp_exchange_src_in_scratch.cu:28:77: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_lib_warp_exchange_src_in_scratch.cu:28:77: note: fix: pass memory that cannot overlap: two buffers by their own names (two PRISM_SHARED allocations, or two partitions of one), not two elements of one array of pointers or two values of one pointer ('sw'), which the checker cannot tell apart; buffers that rotate (ping-pong, a ring of N) are named in turn: unroll the loop by their number (docs/GUIDE.md)
adv_lib_warp_exchange_src_in_scratch.cu:28:77: note: see: prism-check --explain P061
 * check-error-end
 */
