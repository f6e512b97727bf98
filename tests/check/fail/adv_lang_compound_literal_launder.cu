/*
 * adv_lang_compound_literal_launder.cu - each thread stores into the
 * block's tile through a compound literal of a struct holding the tile's
 * writable pointer: `((struct box){tile}).p[t + 1] = v`, the slot its
 * neighbour reads - the block's memory written without a partition, a
 * race.  SPEC 6.1: a local struct keeps the perspective of the pointers
 * put in it, and putting a writable pointer into a narrower holder is
 * P041; a compound literal made in thread[1] code is such a holder (an
 * unnamed local object), as `struct box b = {tile};` there is.
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
            ((struct box){tile}).p[t + 1] = v; /* error P041 */
            r = tile[t];
        }
    }
    return r;
}
/*
 * check-name: adversarial lang: a store into the block's tile through a compound literal holding its pointer
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_lang_compound_literal_launder.cu:25:0: error: P041 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
