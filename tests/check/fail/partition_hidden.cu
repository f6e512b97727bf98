/*
 * partition_hidden.cu - using the hidden name inside a partition, a claim and an async scope
 */
#include "prism.h"
PRISM_DEVICE(void, hidden, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(float *, buf, BLOCK(1)),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_PARTITION(b, buf, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { b[0] = buf[1]; } /* error P061 */
    }
    PRISM_CLAIM(w, buf, THREAD(32)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) { (void)buf[0]; } /* error P061 */
        }
    }
    PRISM_ASYNC(t, tile) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(tile, src); /* error P061 */
        }
    }
}
/*
 * check-name: using the hidden name inside a partition, a claim and an async scope
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
partition_hidden.cu:11:41: error: 'buf' is hidden inside the PRISM_PARTITION that narrows it; use 'b' [P061]
partition_hidden.cu:10:5: note: 'buf' is narrowed to 'b' here
partition_hidden.cu:11:41: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
partition_hidden.cu:11:41: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
partition_hidden.cu:11:41: note: see: prism-check --explain P061
partition_hidden.cu:15:35: error: 'buf' is hidden inside the PRISM_CLAIM that narrows it; use 'w' [P061]
partition_hidden.cu:13:5: note: 'buf' is narrowed to 'w' here
partition_hidden.cu:15:35: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
partition_hidden.cu:15:35: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
partition_hidden.cu:20:30: error: 'tile' is hidden inside the PRISM_ASYNC that narrows it; use 't' [P061]
partition_hidden.cu:18:5: note: 'tile' is narrowed to 't' here
partition_hidden.cu:20:30: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
partition_hidden.cu:20:30: note: fix: inside PRISM_ASYNC the memory is in flight: 't' is only the destination of prism_cp_async*; read 'tile' after the scope ends
 * check-error-end
 */
