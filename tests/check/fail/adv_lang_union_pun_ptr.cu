/*
 * adv_lang_union_pun_ptr.cu - the block's tile is put into a union by its
 * pointer member and taken out, in each thread's code, by the union's
 * integer member: `(int32_t *)h.u`.  Each thread then stores through the
 * block's tile with no partition, at a slot its neighbour also writes
 * (t and t + 1): a race the barriers do not order.  SPEC 6.1: a holder
 * (a struct, an integer) keeps the perspective of the pointers put in it,
 * and taking a writable pointer out of a broader holder into a narrower
 * pointer is P041 - a union's other member is the same storage.
 */
#include "prism.h"

typedef union {
    int32_t *p;
    uintptr_t u;
} slot_t;

PRISM_DEVICE(void, pun, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(528),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 132);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    slot_t h;
    h.p = tile;
    PRISM_GROUP(THREAD(1)) {
        int32_t *mine = (int32_t *)h.u; /* error P041 */
        if (t < 128) {
            mine[t] = v;
            mine[t + 1] = v;
        }
    }
}
/*
 * check-name: adversarial lang: a shared pointer laundered through a union's integer member
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_union_pun_ptr.cu:26:18: error: 'mine' at thread[1] takes a pointer out of 'h' (block[1]): a holder keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
adv_lang_union_pun_ptr.cu:23:12: note: 'h' holds a pointer into 'tile'
adv_lang_union_pun_ptr.cu:26:18: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_lang_union_pun_ptr.cu:26:18: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_lang_union_pun_ptr.cu:26:18: note: see: prism-check --explain P041
 * check-error-end
 */
