/*
 * adv_macro_partition_open.cu - OWN_ROWS(y, x) opens a partition of x and
 * END_OWN closes it, so the hidden name is out of sight: inside, the
 * author reads the neighbour's row through the original pointer out, which
 * the partition hid.  The neighbour's thread owns that row and may be
 * writing it at the same time (a read-write race with no barrier between).
 */
#include "prism.h"

#define OWN_ROWS(y, x) PRISM_PARTITION(y, x, THREAD(1), PRISM_ID(THREAD(1)) * 4) {
#define END_OWN }

PRISM_DEVICE(void, smooth_rows, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    OWN_ROWS(row, out)
        PRISM_GROUP(THREAD(1)) {
            PRISM_AT(THREAD(1)) const float left = t > 0 ? out[t * 4 - 1] : 0.0f; /* error P061 */
            row[0] = 0.5f * (row[0] + left);
        }
    END_OWN
}
/*
 * check-name: adversarial: a partition opened by a macro, its hidden name read inside
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_partition_open.cu:19:60: error: 'out' is hidden inside the PRISM_PARTITION that narrows it; use 'row' [P061]
adv_macro_partition_open.cu:17:5: note: 'out' is narrowed to 'row' here
adv_macro_partition_open.cu:19:60: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_macro_partition_open.cu:19:60: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
adv_macro_partition_open.cu:19:60: note: see: prism-check --explain P061
 * check-error-end
 */
