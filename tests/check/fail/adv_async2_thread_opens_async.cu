/*
 * adv_async2_thread_opens_async.cu - each thread opens its own PRISM_ASYNC
 * of the block's tile inside its thread[1] group and copies its chunk.
 * Each scope's exit waits for that thread's copies only and meets no one;
 * the reads of the neighbours' chunks after the group see data not yet
 * landed (and not made visible by any barrier).  SPEC 6.5: x must be at
 * the code perspective that owns it (P060); the block's tile is opened in
 * block code.
 */
#include "prism.h"

PRISM_DEVICE(float, per_thread, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_GROUP(THREAD(1)) {
        PRISM_ASYNC(t_a, tile) { /* error P060 */
            prism_cp_async16(t_a + i, src + i);
        }
    }
    PRISM_AT(THREAD(1)) const float r = tile[(i + 4) % 128];
    return r;
}
/*
 * check-name: adversarial: each thread opens an async scope of the block's tile
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_thread_opens_async.cu:18:26: error: async of 'tile' at block[1] in code at thread[1]: only the group that owns memory can hand it out [P060]
adv_async2_thread_opens_async.cu:18:26: note: at stake: a partition from narrower code would split memory that not all of its owners see
adv_async2_thread_opens_async.cu:18:26: note: fix: move the partition out to code at the pointer's perspective (a grid[1] pointer: outside the PRISM_GROUP, around it), or partition a part the code already owns (in block[1] code, a block[1] buffer: PRISM_PARTITION(w, buf, THREAD(32), PRISM_ID(THREAD(32)) * 32))
adv_async2_thread_opens_async.cu:18:26: note: see: prism-check --explain P060
 * check-error-end
 */
