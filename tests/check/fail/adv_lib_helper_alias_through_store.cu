/*
 * adv_lib_helper_alias_through_store.cu - a user helper "copy src to dst
 * shifted by one thread" that hands `src + 4 * ((t + 1) % N)` to the
 * block store as its items while the store partitions `dst`; called with
 * one shared tile as both: thread t overwrites slots 4t.. while thread
 * t-1 is still reading them as its items, inside the store's scope.
 */
#include "prism_lib.h"

PRISM_DEVICE(void, shift_copy, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, dst, BLOCK(1)),
             PRISM_PARAM(const int32_t *, src, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_CALL(prism_block_store_direct_i32, dst, src + 4 * ((t + 1) % (int)PRISM_NTHREADS()), 4);
}

PRISM_KERNEL(alias_through_store, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 512);
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            PRISM_CALL(prism_block_store_direct_i32, tile, items, 4);
            PRISM_CALL(shift_copy, tile, tile); /* error P061 */
            PRISM_CALL(prism_block_load_direct_i32, items, tile, 4);
            PRISM_CALL(prism_block_store_direct_i32, ob, items, 4);
        }
    }
}
/*
 * check-name: adversarial lib: one tile passed as both sides of a helper whose block store reads one inside the other's scope
 * check-exit-value: 1
 * check-error-start
adv_lib_helper_alias_through_store.cu:29:42: error: arguments for 'dst' and 'src' may point into the same memory ('tile'): 'shift_copy' narrows 'dst' with PRISM_PARTITION (itself or in a function it calls) and uses 'src' inside, which would bypass the scope [P061]
../../../lib-cub-like/block/gen/block_store_i32.h:19:5: note: 'dst' is narrowed here
../../../lib-cub-like/block/gen/block_store_i32.h:21:54: note: 'src' is used inside the scope here
adv_lib_helper_alias_through_store.cu:29:42: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_lib_helper_alias_through_store.cu:29:42: note: fix: pass memory that cannot overlap: two buffers by their own names (two PRISM_SHARED allocations, or two partitions of one), not two elements of one array of pointers or two values of one pointer ('tile'), which the checker cannot tell apart; buffers that rotate (ping-pong, a ring of N) are named in turn: unroll the loop by their number (docs/GUIDE.md)
adv_lib_helper_alias_through_store.cu:29:42: note: see: prism-check --explain P061
 * check-error-end
 */
