/*
 * adv_lang_ptr_to_ptr.cu - each thread reaches the block's tile through a
 * pointer to the block's pointer variable, `int32_t **pp = &view`, and
 * stores `(*pp)[t + 1]`: no partition, a slot its neighbour reads - a
 * race.  SPEC 6.1: only a thread[1] pointer may be stored through, and
 * ownership cannot be laundered through anything that can hold an
 * address; `*pp` is the block[1] pointer `view`, the copy of its address into the
 * thread[1] `pp` hands the tile to each thread: P040 at that copy.
 */
#include "prism.h"

PRISM_DEVICE(int32_t, indirect, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(528),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 132);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    int32_t *view = tile;
    PRISM_GROUP(THREAD(1)) {
        int32_t **pp = &view; /* error P040 */
        if (t < 128) {
            (*pp)[t + 1] = v; /* error P040 */
            r = (*pp)[t];
        }
    }
    return r;
}
/*
 * check-name: adversarial lang: a store into the block's tile through a pointer to its pointer variable
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_ptr_to_ptr.cu:20:19: error: 'pp' at thread[1] takes a pointer into 'view' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_lang_ptr_to_ptr.cu:20:19: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_lang_ptr_to_ptr.cu:20:19: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_lang_ptr_to_ptr.cu:20:19: note: see: prism-check --explain P040
adv_lang_ptr_to_ptr.cu:22:15: error: store through a pointer that may be 'view', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_lang_ptr_to_ptr.cu:22:15: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_lang_ptr_to_ptr.cu:22:15: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
