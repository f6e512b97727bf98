/*
 * adv_ok_uniform_pointer_select.cu - `float *dst = odd ? a : b;` with a
 * block-uniform condition, then a partition of dst: a copy of a pointer
 * is fine when the copy, not the original, is what gets narrowed.
 */
#include "prism.h"

PRISM_DEVICE(void, pick, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, a, BLOCK(1)), PRISM_PARAM(float *, b, BLOCK(1)),
             PRISM_PARAM(int, step, BLOCK(1)))
{
    float *dst = (step & 1) ? a : b;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(d, dst, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { d[0] = (float)step; }
    }
}
/*
 * check-name: adversarial legal: a block-uniform choice between two buffers, then a partition of the choice
 *
 * check-error-start
 * check-error-end
 */
