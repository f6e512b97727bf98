/*
 * adv_ok_lang_const_holders.cu - the legal side of the union, compound
 * literal and designated-initializer launders: thread code puts the
 * block's tile into holders as a pointer to const (a designated
 * initializer of a struct of const pointers, a compound literal) and
 * reads through them.  SPEC 6.1 rejects a *writable* pointer put into a
 * narrower holder; a read-only one hands no ownership out, exactly as
 * `const int32_t *p = tile;` in thread code (which the checker accepts).
 */
#include "prism.h"

struct view {
    const int32_t *src;
    int n;
};

PRISM_DEVICE(int32_t, reads, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_PARTITION(w, tile, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            if (t < 128)
                w[0] = v;
        }
    }
    PRISM_GROUP(THREAD(1)) {
        struct view a = {.src = tile, .n = 128};
        r = a.src[(t + 1) % a.n];
        r += ((struct view){tile, 128}).src[(t + 2) % 128];
    }
    return r;
}
/*
 * check-name: adversarial legal lang: read-only holders of the tile made by a designated initializer and a compound literal
 *
 * check-error-start
 * check-error-end
 */
