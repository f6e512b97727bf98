/*
 * adv_alias_view_before_partition.cu - `const float *view = buf + 1` is
 * taken before buf is partitioned; inside the write partition each thread
 * reads view[t], i.e. the slot thread t+1 is writing.  No barrier orders
 * the two: a read-write race on the GPU.
 */
#include "prism.h"

PRISM_DEVICE(void, shift, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, buf, BLOCK(1)))
{
    PRISM_AT(BLOCK(1)) const float *view = buf + 1;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(b, buf, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            b[0] = view[t] * 0.5f; /* error P061 */
        }
    }
}
/*
 * check-name: adversarial: a const view taken before a partition reads a neighbour's slot inside it
 * check-exit-value: 1
 *
 * check-error-start
adv_alias_view_before_partition.cu:16:20: error: 'view' may point into the memory of 'buf', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'b' [P061]
adv_alias_view_before_partition.cu:12:37: note: 'view' is derived from 'buf' here
adv_alias_view_before_partition.cu:14:5: note: 'buf' is narrowed to 'b' here
adv_alias_view_before_partition.cu:16:20: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_alias_view_before_partition.cu:16:20: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_alias_view_before_partition.cu:16:20: note: see: prism-check --explain P061
 * check-error-end
 */
