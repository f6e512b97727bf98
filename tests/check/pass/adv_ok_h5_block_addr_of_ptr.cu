/*
 * adv_ok_h5_block_addr_of_ptr.cu - a pointer to a block[1] local pointer,
 * made in block code (`int32_t *const *pp = &tp`, a block[1] pointer to a
 * block[1] local), read back and partitioned.  SPEC 6.1: "a writable
 * pointer narrower than the local made from its address ... is P040 at
 * the copy.  A pointer to const, or to a local no broader than the
 * pointer, is legal."  Here the pointer is exactly as broad as the local,
 * and what it reads back (`*pp`, a read through a pointer to const at
 * block[1], SPEC 5.2) is block[1], the tile pointer itself.  The checker
 * rejects the declaration with P030: it types the address of a local as a
 * thread[1] value whatever the pointer's perspective (a false positive by
 * 6.1's sentence; CUDA code writes `float **pp = &tp` in uniform code).
 * Legal.
 */
#include "prism.h"

PRISM_DEVICE(int32_t, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int32_t, x, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 128);
    int32_t *tp = tile;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    int32_t *const *pp = &tp;
    int32_t *q = *pp;
    PRISM_PARTITION(w, q, THREAD(1), t) {
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
 * check-name: adversarial h5 legal: a pointer to a const pointer into the tile, taken in block code and partitioned
 * check-known-to-fail
 *
 * check-error-start
 * check-error-end
 */
