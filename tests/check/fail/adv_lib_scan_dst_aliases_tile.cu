/*
 * adv_lib_scan_dst_aliases_tile.cu - a block scan whose output aliases
 * its input through shared memory: each thread's slots of the tile are
 * handed to it as the scan's destination while the scan reads the same
 * tile (through `tile + 4 * t`) as its source.  In CUDA: an in-place
 * BlockScan over shared memory, where nothing orders one thread's
 * writes of its results with the reads of the tile by the rest.
 */
#include "prism_lib.h"

PRISM_KERNEL(scan_in_smem, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2176),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t items[4] = {in[4 * g], in[4 * g + 1], in[4 * g + 2], in[4 * g + 3]};
        PRISM_CALL(prism_block_store_direct_i32, tile, items, 4);
        PRISM_PARTITION(mine, tile, THREAD(1), 4 * t) {
            r = PRISM_CALL(prism_block_scan_incl_sum_i32, mine, tile + 4 * t, 4); /* error P061 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial lib: a block scan whose destination and source are one shared tile
 * check-exit-value: 1
 * check-error-start
adv_lib_scan_dst_aliases_tile.cu:23:65: error: 'tile' is hidden inside the PRISM_PARTITION that narrows it; use 'mine' [P061]
adv_lib_scan_dst_aliases_tile.cu:22:9: note: 'tile' is narrowed to 'mine' here
adv_lib_scan_dst_aliases_tile.cu:23:65: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_lib_scan_dst_aliases_tile.cu:23:65: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_lib_scan_dst_aliases_tile.cu:23:65: note: see: prism-check --explain P061
 * check-error-end
 */
