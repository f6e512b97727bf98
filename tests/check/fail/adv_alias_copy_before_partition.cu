/*
 * adv_alias_copy_before_partition.cu - `float *p = tile;` then the tile is
 * partitioned and written; inside, the copy reads the whole tile (what
 * other threads are writing) as if the partition did not hide it.
 */
#include "prism.h"

PRISM_DEVICE(float, copy_alias, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_SHARED(float, tile, 256);
    float *p = tile;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_PARTITION(mine, tile, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            mine[0] = v;
            r = p[255 - t]; /* error P061 */
        }
    }
    return r;
}
/*
 * check-name: adversarial: a pointer copy made before a partition stays usable inside it
 * check-exit-value: 1
 *
 * check-error-start
adv_alias_copy_before_partition.cu:18:17: error: 'p' may point into the memory of 'tile', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'mine' [P061]
adv_alias_copy_before_partition.cu:12:12: note: 'p' is derived from 'tile' here
adv_alias_copy_before_partition.cu:15:5: note: 'tile' is narrowed to 'mine' here
adv_alias_copy_before_partition.cu:18:17: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_alias_copy_before_partition.cu:18:17: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_alias_copy_before_partition.cu:18:17: note: see: prism-check --explain P061
 * check-error-end
 */
