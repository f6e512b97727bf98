/*
 * adv_own_hidden_reverse_subscript.cu - a read-only view of the tile taken before the partition
 * with C's reversed subscript, `&0[tile]` (the same pointer as &tile[0]),
 * is used inside the partition to read a neighbour's slot while the
 * neighbour stores it: a race the scope was meant to exclude.  SPEC 6.3:
 * every name whose value may derive from x (a view, `&x[i]`, ...) is hidden
 * with it (P061); `&tile[0]`, `&*tile`, `tile + 0` and a cast are.
 */
#include "prism.h"

PRISM_DEVICE(void, hide_rev, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    const float *first = &0[tile];
    PRISM_PARTITION(z, tile, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { z[0] = first[(t + 1) % 32]; } /* error P061 */
    }
}
/*
 * check-name: adversarial (ownership): a view of a tile taken as &0[tile] escapes the partition's hiding
 * check-exit-value: 1
 *
 * check-error-start
adv_own_hidden_reverse_subscript.cu:17:41: error: 'first' may point into the memory of 'tile', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'z' [P061]
adv_own_hidden_reverse_subscript.cu:15:18: note: 'first' is derived from 'tile' here
adv_own_hidden_reverse_subscript.cu:16:5: note: 'tile' is narrowed to 'z' here
adv_own_hidden_reverse_subscript.cu:17:41: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_own_hidden_reverse_subscript.cu:17:41: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_own_hidden_reverse_subscript.cu:17:41: note: see: prism-check --explain P061
 * check-error-end
 */
