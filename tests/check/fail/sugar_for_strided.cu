/*
 * sugar_for_strided.cu - PRISM_FOR_STRIDED(i, n) is a PRISM_GROUP(THREAD(1))
 * around a strided loop (SPEC 4.4): its body is one thread's code, so a
 * block-uniform variable cannot be written there, a block barrier cannot
 * be reached from it, and a store needs a thread[1] pointer.
 */
#include "prism.h"

PRISM_DEVICE(int, strided_bad, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, buf, BLOCK(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) int count = 0;
    PRISM_AT(THREAD(1)) int mine = 0;
    PRISM_FOR_STRIDED(i, n) {
        mine += i; /* fine: thread[1] into thread[1] */
        count += 1; /* error P031 */
        prism_syncthreads(); /* error P080 */
        buf[i] = 0.0f; /* error P040 */
        if (i > 100)
            break; /* fine: leaves the loop, not the group */
    }
    PRISM_AT(BLOCK(1)) int last = 0;
    PRISM_FOR_STRIDED(i, mine) { (void)i; } /* fine: the bound is read in thread[1] code */
    PRISM_GROUP(THREAD(1)) {
        PRISM_FOR_STRIDED(i, 4) { mine += i; } /* fine: one thread runs 0..3 */
    }
    return count + mine + last;
}
/*
 * check-name: shorthands: PRISM_FOR_STRIDED's body is thread[1] code
 * check-exit-value: 1
 *
 * check-error-start
sugar_for_strided.cu:16:9: error: write to 'count' at block[1] in code at thread[1]: only part of the block[1] runs here, so it would stop being uniform [P031]
sugar_for_strided.cu:12:28: note: 'count' is declared block[1] here
sugar_for_strided.cu:16:9: note: at stake: a variable the whole unit shares would be written by only part of it, so its threads disagree on its value
sugar_for_strided.cu:16:9: note: fix: a value each thread has: declare the variable in the narrower code (inside the PRISM_GROUP); a value the unit combines from its threads (a count, a sum): compute it with the unit's collective in the broader code (a library block or warp reduce, __syncthreads_count), or with atomics on a PRISM_SHARED counter; else assign it from the broader code
sugar_for_strided.cu:16:9: note: see: prism-check --explain P031
sugar_for_strided.cu:17:9: error: 'prism_syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
sugar_for_strided.cu:17:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
sugar_for_strided.cu:17:9: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
sugar_for_strided.cu:17:9: note: see: prism-check --explain P080
sugar_for_strided.cu:18:9: error: store through 'buf', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
sugar_for_strided.cu:18:9: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
sugar_for_strided.cu:18:9: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
sugar_for_strided.cu:18:9: note: see: prism-check --explain P040
 * check-error-end
 */
