/*
 * adv_ok_warp_call_const_peek.cu - a warp helper returning a counter read
 * through a `const` parameter, taken as block[1] by a block whose atomics
 * update other memory (SPEC 5.2, 6.7).
 *
 * warp_peek applies no atomic, and neither does anything else to `bins`
 * while the warps read it: the kernel's atomics go to `hits`, another
 * PRISM_SHARED allocation.  Every warp reads the same bins[0], so the
 * result is block[1] and may count __syncthreads().  When the helper adds
 * to the counter it reads (or the kernel's atomics target bins) the read
 * is thread[1] (tests/check/fail/adv_uni_warp_call_const_atomic.cu).
 */
#include "prism.h"

PRISM_DEVICE(unsigned, warp_peek, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const unsigned *, p, BLOCK(1)))
{
    return p[0];
}

PRISM_KERNEL(warp_call_const_peek, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(32),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned, bins, 4);
        PRISM_SHARED(unsigned, hits, 4);
        PRISM_ONE_CLAIM(z, bins) { z[0] = 2u; }
        PRISM_ONE_CLAIM(h, hits) { h[0] = 0u; }
        PRISM_AT(BLOCK(1)) const unsigned v = PRISM_CALL(warp_peek, bins);
        for (unsigned i = 0; i < v; i++)
            prism_syncthreads();
        PRISM_GROUP(THREAD(1)) { atomicAdd(&hits[0], 1u); }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = 1; }
    }
}
/*
 * check-name: adversarial legal: a warp helper's const read of a counter no atomic touches, taken as block[1]
 *
 * check-error-start
 * check-error-end
 */
