/*
 * adv_lang_helper_returns_smem.cu - a plain C accessor `at(base, i)`
 * returns `base + i`; each thread takes `int32_t *p = at(tile, t + 1)`
 * and stores through it, into the slot its neighbour reads: the block's
 * tile written without a partition, a race.  SPEC 3.2/6.1: the result of
 * a plain C call is made of what it reads from its arguments, here the
 * block's tile and the thread's offset; copying a pointer into the
 * block's memory into a thread[1] variable hands the tile to each thread
 * with no scope around it, P040 at the copy, as `int *p = tile + t;`
 * would be.
 */
#include "prism.h"

static inline int32_t *at(int32_t *base, int i)
{
    return base + i;
}

PRISM_DEVICE(int32_t, accessor, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(528),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 132);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) {
        if (t < 128) {
            int32_t *p = at(tile, t + 1); /* error P040 */
            *p = v;
            r = tile[t];
        }
    }
    return r;
}
/*
 * check-name: adversarial lang: a plain C accessor returning a pointer into the block's tile, stored through per thread
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_helper_returns_smem.cu:27:22: error: 'p' at thread[1] takes a pointer into 'tile' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_lang_helper_returns_smem.cu:27:22: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_lang_helper_returns_smem.cu:27:22: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_lang_helper_returns_smem.cu:27:22: note: see: prism-check --explain P040
 * check-error-end
 */
