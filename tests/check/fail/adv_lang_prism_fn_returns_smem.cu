/*
 * adv_lang_prism_fn_returns_smem.cu - a thread[1] Prism function takes
 * the block's tile as a block[1] pointer (which it may: SPEC 3.2, P073
 * asks only that the argument match) and returns `base + i`.  The caller,
 * in thread[1] code, stores through the returned pointer into its
 * neighbour's slot: the block's tile written without a partition, a race.
 * SPEC 6.1: a pointer into writable block memory may not reach a
 * thread[1] variable with no scope around it (P040 at the copy, as for
 * `int *p = tile + t;`); a function's result is no way around that.
 * (The SPEC does not say what perspective a PRISM_CALL's result has: see
 * the report.)
 */
#include "prism.h"

PRISM_DEVICE(int32_t *, slot, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, base, BLOCK(1)), PRISM_PARAM(int, i, THREAD(1)))
{
    return base + i;
}

PRISM_DEVICE(int32_t, via_call, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(528),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 132);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) {
        if (t < 128) {
            int32_t *p = PRISM_CALL(slot, tile, t + 1); /* error P040 */
            p[0] = v;
            r = tile[t];
        }
    }
    return r;
}
/*
 * check-name: adversarial lang: a Prism function returning a pointer into the block's tile to thread code
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_prism_fn_returns_smem.cu:29:22: error: 'p' at thread[1] takes a pointer into 'tile' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_lang_prism_fn_returns_smem.cu:29:22: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_lang_prism_fn_returns_smem.cu:29:22: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_lang_prism_fn_returns_smem.cu:29:22: note: see: prism-check --explain P040
 * check-error-end
 */
