/*
 * adv_alias_chain.cu - q = buf + 4; r = q + 4; the chain still points into
 * buf, which is partitioned and written while r reads it.
 */
#include "prism.h"

PRISM_DEVICE(void, chain, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, buf, BLOCK(1)))
{
    PRISM_AT(BLOCK(1)) const int *q = buf + 4;
    PRISM_AT(BLOCK(1)) const int *r = q + 4;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(b, buf, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            b[0] = r[t]; /* error P061 */
        }
    }
}
/*
 * check-name: adversarial: an alias of an alias of a partitioned buffer
 * check-exit-value: 1
 *
 * check-error-start
adv_alias_chain.cu:15:20: error: 'r' may point into the memory of 'buf', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'b' [P061]
adv_alias_chain.cu:11:35: note: 'r' is derived from 'q' here
adv_alias_chain.cu:13:5: note: 'buf' is narrowed to 'b' here
adv_alias_chain.cu:15:20: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_alias_chain.cu:15:20: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_alias_chain.cu:15:20: note: see: prism-check --explain P061
 * check-error-end
 */
