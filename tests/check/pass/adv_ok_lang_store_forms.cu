/*
 * adv_ok_lang_store_forms.cu - the legal side of stores through pointers
 * no one variable names, and of pointers received through out-parameters
 * (SPEC 6.1): inside a partition each thread stores through a plain
 * helper's result, a ?: of two of its own views, and a compound literal
 * holding its view; memcpy copies its own view's address into a local; a
 * compound literal of a struct holding values is written in place.
 */
#include "prism.h"
#include <string.h>

struct box {
    int32_t *p;
};
struct pair {
    int a, b;
};

static __device__ int32_t *same(int32_t *p) { return p; }

PRISM_DEVICE(int32_t, forms_ok, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int32_t, v, THREAD(1)), PRISM_PARAM(int, c, BLOCK(1)))
{
    PRISM_SHARED(int32_t, tile, 128);
    PRISM_SHARED(int32_t, other, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_PARTITION(w, tile, THREAD(1), t % 128) {
        PRISM_PARTITION(x, other, THREAD(1), t % 128) {
            PRISM_GROUP(THREAD(1)) {
                same(w)[0] = v;
                (c ? w : x)[0] += v;
                ((struct box){x}).p[0] = v + 1;
                int32_t *mine = 0;
                memcpy(&mine, &w, sizeof mine);
                mine[0] += 1;
                r = ((struct pair){v, 2}).b + w[0];
            }
        }
    }
    return r;
}
/*
 * check-name: adversarial legal lang: stores through a helper's result, a ?: of views, a compound literal; memcpy of a view's address
 */
