/*
 * adv_async_double_buffer_halves.cu - double buffering in one allocation:
 * the next stage is copied into the upper half (next = tile + 128) while
 * the lower half is read for the current one.  The halves do not overlap
 * here, but the reads through tile name the same 1 KiB allocation that is
 * the async target; the author's next step, `cur = tile + 128 * (k & 1)`,
 * makes them the same half every other round (a read of bytes cp.async is
 * still writing).  The checker hides every name the target derives from.
 */
#include "prism.h"

PRISM_DEVICE(float, two_stages, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 256);
    float *next = tile + 128;
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_ASYNC(next_a, next) {
        PRISM_GROUP(THREAD(1)) {
            if (i < 128)
                prism_cp_async16(next_a + i, src + 128 + i);
            prism_cp_async_commit();
            acc += tile[i % 128]; /* error P061 */
        }
    }
    return acc;
}
/*
 * check-name: adversarial: reading the other half of an allocation inside the async scope of one half
 * check-exit-value: 1
 *
 * check-error-start
adv_async_double_buffer_halves.cu:24:20: error: 'tile' may point into the memory of 'next', which is hidden inside the PRISM_ASYNC that narrows it; reach it through 'next_a' [P061]
adv_async_double_buffer_halves.cu:16:12: note: 'next' is derived from 'tile' here
adv_async_double_buffer_halves.cu:19:5: note: 'next' is narrowed to 'next_a' here
adv_async_double_buffer_halves.cu:24:20: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async_double_buffer_halves.cu:24:20: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_async_double_buffer_halves.cu:24:20: note: see: prism-check --explain P061
 * check-error-end
 */
