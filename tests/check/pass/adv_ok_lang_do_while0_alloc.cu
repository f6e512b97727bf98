/*
 * adv_ok_lang_do_while0_alloc.cu - the C macro idiom `do { ... } while
 * (0)` wrapping a shared allocation and its fill: the body runs exactly
 * once, so the allocation takes one slice (SPEC 6.2's P053 is about an
 * allocation each iteration would repeat), and its 512 bytes fit the
 * budget.  Whether a one-trip do-while is "inside a loop" for P053 the
 * SPEC does not say (see the report).
 */
#include "prism.h"

#define STAGE_TILE(name, src)                                        \
    do {                                                             \
        PRISM_SHARED(int32_t, name, 128);                            \
        PRISM_PARTITION(name##_w, name, THREAD(1), t) {              \
            PRISM_GROUP(THREAD(1)) {                                 \
                if (t < 128)                                         \
                    name##_w[0] = (src)[t];                          \
            }                                                        \
        }                                                            \
        PRISM_GROUP(THREAD(1)) { out[0] = name[(t + 1) % 128]; }     \
    } while (0)

PRISM_DEVICE(void, staged, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, BLOCK(1)), PRISM_PARAM(int32_t *, out, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    STAGE_TILE(tile, in);
}
/*
 * check-name: adversarial legal lang: a shared allocation inside a do-while(0) macro wrapper
 *
 * check-error-start
 * check-error-end
 */
