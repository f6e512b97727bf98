/*
 * adv_lib_store_src_aliases_dst.cu - a block store whose source items
 * are read from the same shared tile it writes (each thread's items are
 * the next thread's slots: "shift the tile by one thread in place"):
 * thread t writes slots 4t.. while thread t-1 is still reading them as
 * its items.  CUB: BlockStore's output aliasing its input.
 */
#include "prism_lib.h"

PRISM_KERNEL(shift_in_place, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 512);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            PRISM_CALL(prism_block_store_direct_i32, tile, items, 4);
            PRISM_CALL(prism_block_store_direct_i32, tile, tile + 4 * ((t + 1) % 128), 4); /* error P061 */
            PRISM_CALL(prism_block_load_direct_i32, items, tile, 4);
            PRISM_CALL(prism_block_store_direct_i32, ob, items, 4);
        }
    }
}
/*
 * check-name: adversarial lib: a block store whose source is the tile it writes
 * check-exit-value: 1
 * check-error-start
adv_lib_store_src_aliases_dst.cu:22:60: error: arguments for 'dst' and 'src' may point into the same memory ('tile'): 'prism_block_store_direct_i32' narrows 'dst' with PRISM_PARTITION (itself or in a function it calls) and uses 'src' inside, which would bypass the scope [P061]
../../../lib-cub-like/block/gen/block_store_i32.h:19:5: note: 'dst' is narrowed here
../../../lib-cub-like/block/gen/block_store_i32.h:21:54: note: 'src' is used inside the scope here
adv_lib_store_src_aliases_dst.cu:22:60: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_lib_store_src_aliases_dst.cu:22:60: note: fix: pass memory that cannot overlap: two buffers by their own names (two PRISM_SHARED allocations, or two partitions of one), not two elements of one array of pointers or two values of one pointer ('tile'), which the checker cannot tell apart; buffers that rotate (ping-pong, a ring of N) are named in turn: unroll the loop by their number (docs/GUIDE.md)
adv_lib_store_src_aliases_dst.cu:22:60: note: see: prism-check --explain P061
 * check-error-end
 */
