/*
 * shared_in_warp.cu - shared allocation in warp code and in grid code
 */
#include "prism.h"
PRISM_DEVICE(void, warp_alloc, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128))
{
    PRISM_GROUP(THREAD(32)) {
        PRISM_SHARED(float, mine, 32); /* error P050 */
        (void)mine;
    }
}

PRISM_KERNEL(grid_alloc, PRISM_REQUIRES(GRID(1), BLOCK(1)), PRISM_SMEM(128),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_SHARED(float, all, 32); /* error P050 */
    (void)all;
    (void)n;
}
/*
 * check-name: shared allocation in warp code and in grid code
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
shared_in_warp.cu:8:9: error: shared allocation 'mine' in code at thread[32]: shared memory belongs to a block and is allocated in block[1] code [P050]
shared_in_warp.cu:8:9: note: at stake: shared memory is one allocation per block: code narrower than a block would allocate it per thread or warp
shared_in_warp.cu:8:9: note: fix: move PRISM_SHARED to block[1] code (the function's top level, outside groups and splits); per-warp scratch is the block's allocation partitioned: PRISM_SHARED(float, s, 32 * NWARPS) in block code, then PRISM_PARTITION(ws, s, THREAD(32), PRISM_ID(THREAD(32)) * 32)
shared_in_warp.cu:8:9: note: see: prism-check --explain P050
shared_in_warp.cu:16:5: error: shared allocation 'all' in code at grid[1]: shared memory belongs to a block and is allocated in block[1] code [P050]
shared_in_warp.cu:16:5: note: at stake: shared memory is one allocation per block: code narrower than a block would allocate it per thread or warp
shared_in_warp.cu:16:5: note: fix: move PRISM_SHARED to block[1] code (the function's top level, outside groups and splits); per-warp scratch is the block's allocation partitioned: PRISM_SHARED(float, s, 32 * NWARPS) in block code, then PRISM_PARTITION(ws, s, THREAD(32), PRISM_ID(THREAD(32)) * 32)
 * check-error-end
 */
