/*
 * adv_lib_load_tile_handed_out.cu - a block load from a shared tile while
 * the tile is still handed out to the threads (inside the partition in
 * which each thread writes its slot): the load reads the neighbours'
 * slots before any barrier, so it sees the previous round's values.
 */
#include "prism_lib.h"

PRISM_KERNEL(load_while_writing, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t items[4];
        PRISM_PARTITION(slot, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { slot[0] = in[g]; }
            PRISM_CALL(prism_block_load_striped_i32, items, tile, 1); /* error P061 */
        }
        r = items[0];
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial lib: a block load from a tile still partitioned to the threads
 * check-exit-value: 1
 * check-error-start
adv_lib_load_tile_handed_out.cu:21:61: error: 'tile' is hidden inside the PRISM_PARTITION that narrows it; use 'slot' [P061]
adv_lib_load_tile_handed_out.cu:19:9: note: 'tile' is narrowed to 'slot' here
adv_lib_load_tile_handed_out.cu:21:61: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_lib_load_tile_handed_out.cu:21:61: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_lib_load_tile_handed_out.cu:21:61: note: see: prism-check --explain P061
 * check-error-end
 */
