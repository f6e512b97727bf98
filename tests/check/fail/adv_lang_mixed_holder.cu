/*
 * adv_lang_mixed_holder.cu - the other side of adv_ok_lang_const_holders:
 * a struct whose members are a pointer to const and a writable pointer,
 * or a pointer to const and a 64-bit integer, still holds a writable
 * address.  Made from the block's tile in thread code and stored through,
 * it hands each thread the whole tile: P041 at the holder (SPEC 6.1), and
 * a struct of pointers to const only is accepted.
 */
#include "prism.h"
#include <stdint.h>

struct mixed {
    const int32_t *src;
    int32_t *dst;
};
struct tagged {
    const int32_t *src;
    uintptr_t bits;
};

PRISM_DEVICE(int32_t, mixed_holders, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) {
        struct mixed m = {tile, tile}; /* error P041 */
        struct tagged g = {tile, (uintptr_t)tile}; /* error P041 */
        if (t < 127)
            m.dst[t + 1] = v;
        r = m.src[t % 128] + (int32_t)(g.bits & 1u);
    }
    return r;
}
/*
 * check-name: adversarial lang: a struct holding a writable pointer (or an integer address) beside a const one
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_mixed_holder.cu:28:22: error: 'm' at thread[1] takes a pointer into 'tile' (block[1]): a struct, array or integer holding an address keeps its owner's perspective; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
adv_lang_mixed_holder.cu:28:22: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_lang_mixed_holder.cu:28:22: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_lang_mixed_holder.cu:28:22: note: see: prism-check --explain P041
adv_lang_mixed_holder.cu:29:23: error: 'g' at thread[1] takes a pointer into 'tile' (block[1]): a struct, array or integer holding an address keeps its owner's perspective; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
adv_lang_mixed_holder.cu:29:23: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_lang_mixed_holder.cu:29:23: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
 * check-error-end
 */
