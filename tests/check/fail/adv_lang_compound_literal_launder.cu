/*
 * adv_lang_compound_literal_launder.cu - each thread stores into the
 * block's tile through a compound literal of a struct holding the tile's
 * writable pointer: `((struct box){tile}).p[t + 1] = v`, the slot its
 * neighbour reads - the block's memory written without a partition, a
 * race.  SPEC 6.1: a store needs a thread[1] pointer; through a pointer
 * that no one variable names (a compound literal's field, a ?: of two, a
 * call's result) each pointer it may be must be one (P040).
 */
#include "prism.h"

struct box {
    int32_t *p;
};

PRISM_DEVICE(int32_t, boxed, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(528),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 132);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) {
        if (t < 128) {
            ((struct box){tile}).p[t + 1] = v; /* error P040 */
            r = tile[t];
        }
    }
    return r;
}
/*
 * check-name: adversarial lang: a store into the block's tile through a compound literal holding its pointer
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_compound_literal_launder.cu:24:14: error: store through a pointer that may be 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_lang_compound_literal_launder.cu:24:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_lang_compound_literal_launder.cu:24:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_lang_compound_literal_launder.cu:24:14: note: see: prism-check --explain P040
 * check-error-end
 */
