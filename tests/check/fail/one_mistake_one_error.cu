/*
 * one_mistake_one_error.cu - mistakes that drew a second error which only
 * followed from the first (red team d1): PRISM_ONE_CLAIM in grid code is
 * P109, and the claim's own P064 came first; a PRISM_SHARED in warp code
 * is P050, and the partition of that buffer drew P060, which P050's fix
 * did not remove.  Each is one error now.
 */
#include "prism.h"

PRISM_KERNEL(one_at_grid, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b) {
        PRISM_ONE_CLAIM(f, ob) { f[0] = 7 + b; } /* error P109 */
    }
}

PRISM_KERNEL(shared_in_warp, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_GROUP(WARP(1)) {
                PRISM_SHARED(int, scratch, 32); /* error P050 */
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(s, scratch, THREAD(1), lane) { PRISM_GROUP(THREAD(1)) { s[0] = lane; } }
                PRISM_GROUP(THREAD(1)) { o[0] = scratch[31 - lane]; }
            }
        }
    }
}

/*
 * check-name: one mistake, one error: no consequence reported beside its cause
 * check-exit-value: 1
 *
 * check-error-start
one_mistake_one_error.cu:15:9: error: PRISM_ONE_CLAIM in code at grid[1]: one thread of a grid[1] is not a unit a thread split can pick; write PRISM_GROUP(BLOCK(1)) around it for one thread per block [P109]
one_mistake_one_error.cu:15:9: note: fix: wrap the shorthand in block code: PRISM_GROUP(BLOCK(1)) { PRISM_ONE { ... } }
one_mistake_one_error.cu:15:9: note: see: prism-check --explain P109
one_mistake_one_error.cu:26:17: error: shared allocation 'scratch' in code at thread[32]: shared memory belongs to a block and is allocated in block[1] code [P050]
one_mistake_one_error.cu:26:17: note: at stake: shared memory is one allocation per block: code narrower than a block would allocate it per thread or warp
one_mistake_one_error.cu:26:17: note: fix: move PRISM_SHARED to block[1] code (the function's top level, outside groups and splits); per-warp scratch is the block's allocation partitioned: PRISM_SHARED(float, s, 32 * NWARPS) in block code, then PRISM_PARTITION(ws, s, THREAD(32), PRISM_ID(THREAD(32)) * 32)
one_mistake_one_error.cu:26:17: note: see: prism-check --explain P050
 * check-error-end
 */
