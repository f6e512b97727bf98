/*
 * adv_cub_temp_view_store.cu - CUB's temp-storage reuse pitfall: the tile
 * is filled through `int *mine = tile + t` (each thread its own slot, so
 * "obviously" no race) and read back by a neighbour.  Without a partition
 * no barrier separates the writes from the neighbour's read.
 */
#include "prism.h"

PRISM_DEVICE(int32_t, neighbour, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 256);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) {
        PRISM_AT(THREAD(1)) int32_t *mine = tile + t; /* error P040 */
        mine[0] = v;
        r = tile[(t + 1) % 256];
    }
    return r;
}
/*
 * check-name: adversarial: temp storage written through a per-thread view, no partition
 * check-exit-value: 1
 *
 * check-error-start
adv_cub_temp_view_store.cu:16:38: error: 'mine' at thread[1] takes a pointer into 'tile' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_cub_temp_view_store.cu:16:38: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_cub_temp_view_store.cu:16:38: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_cub_temp_view_store.cu:16:38: note: see: prism-check --explain P040
 * check-error-end
 */
