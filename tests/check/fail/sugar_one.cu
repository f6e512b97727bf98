/*
 * sugar_one.cu - PRISM_ONE and PRISM_ONE_CLAIM are typed as the split and
 * claim they stand for (SPEC 4.4): the body is thread[1] code of the first
 * thread of the unit, so a warp collective there is reached by one lane,
 * memory must still be claimed before it is stored to, and the claimed
 * name hides the original.  At grid level there is no thread to pick.
 */
#include "prism.h"

PRISM_DEVICE(void, one_bad, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(64),
             PRISM_PARAM(float *, buf, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 16);
    PRISM_ONE {
        prism_syncwarp(); /* error P080 */
        tile[0] = 0.0f; /* error P040 */
    }
    PRISM_ONE_CLAIM(t, tile) { t[0] = 1.0f; } /* fine: claimed, then stored by one thread */
    PRISM_ONE_CLAIM(b, buf) {
        b[1] = buf[0]; /* error P061 */
    }
    PRISM_GROUP(THREAD(32)) {
        PRISM_ONE_CLAIM(w, tile) { w[0] = 2.0f; } /* error P064 */
    }
}

PRISM_KERNEL(one_top, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_ONE { (void)out; } /* error P109 */
    PRISM_GROUP(BLOCK(1)) {
        PRISM_ONE { (void)out; } /* fine: thread 0 of every block */
    }
}
/*
 * check-name: shorthands: PRISM_ONE and PRISM_ONE_CLAIM typed as split and claim; P109 at grid level
 * check-exit-value: 1
 *
 * check-error-start
sugar_one.cu:15:9: error: 'prism_syncwarp' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
sugar_one.cu:15:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
sugar_one.cu:15:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at thread[32]
sugar_one.cu:15:9: note: see: prism-check --explain P080
sugar_one.cu:16:9: error: store through 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
sugar_one.cu:16:9: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
sugar_one.cu:16:9: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
sugar_one.cu:16:9: note: see: prism-check --explain P040
sugar_one.cu:20:16: error: 'buf' is hidden inside the PRISM_CLAIM that narrows it; use 'b' [P061]
sugar_one.cu:19:5: note: 'buf' is narrowed to 'b' here
sugar_one.cu:20:16: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
sugar_one.cu:20:16: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
sugar_one.cu:20:16: note: see: prism-check --explain P061
sugar_one.cu:23:28: error: claim of 'tile' at block[1] in code at thread[32]: only the group that owns memory can hand it out [P064]
sugar_one.cu:23:28: note: at stake: the claimed memory would be used by units that do not own it
sugar_one.cu:23:28: note: fix: claim 'tile' in the code that owns it, at block[1] (outside the PRISM_GROUP, PRISM_ONE or arm that narrowed the code to thread[32]), and choose the owner inside the claim: PRISM_ONE_CLAIM(c, tile) { ... } in block[1] code, or a part this code owns
sugar_one.cu:23:28: note: see: prism-check --explain P064
sugar_one.cu:30:5: error: PRISM_ONE in code at grid[1]: one thread of a grid[1] is not a unit a thread split can pick; write PRISM_GROUP(BLOCK(1)) around it for one thread per block [P109]
sugar_one.cu:30:5: note: fix: wrap the shorthand in block code: PRISM_GROUP(BLOCK(1)) { PRISM_ONE { ... } }
sugar_one.cu:30:5: note: see: prism-check --explain P109
 * check-error-end
 */
