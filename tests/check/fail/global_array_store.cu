/*
 * global_array_store.cu - a __device__ array is grid memory: stores need a partition
 */
#include "prism.h"

__device__ int counters[64];

PRISM_KERNEL(count, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        counters[t % 64] = n; /* error P040 */
    }
    int *const all = counters;                       /* grid[1], like the array */
    PRISM_PARTITION(mine, all, THREAD(1), t % 64) {
        PRISM_GROUP(THREAD(1)) { mine[0] += n; }     /* owned: fine (races are allowed) */
    }
}
/*
 * check-name: a __device__ array is grid memory: stores need a partition
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
global_array_store.cu:13:9: error: store through 'counters', which is grid[1] data: only a thread[1] pointer (from a partition) may be written [P040]
global_array_store.cu:13:9: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
global_array_store.cu:13:9: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
global_array_store.cu:13:9: note: see: prism-check --explain P040
 * check-error-end
 */
