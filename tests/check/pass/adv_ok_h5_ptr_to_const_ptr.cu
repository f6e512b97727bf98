/*
 * adv_ok_h5_ptr_to_const_ptr.cu - the legal uses of a pointer to a const
 * pointer into the tile (the look-alike of adv_h5_ptr_to_const_ptr): in
 * thread code a `const T *const *` to a block[1] local only reads.
 * Legal.
 */
#include "prism.h"

PRISM_DEVICE(int32_t, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int32_t, x, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 128);
    int32_t *tp = tile;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, tp, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { w[0] = x; }
    }
    const int32_t *ctp = tile;
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) {
        const int32_t *const *cp = &ctp;
        r = (*cp)[(t + 1) % 128];
    }
    return r;
}
/*
 * check-name: adversarial h5 legal: a pointer to a const pointer into the tile, read-only in thread code
 *
 * check-error-start
 * check-error-end
 */
