/*
 * adv_ok_masks.cu - 0xffffffff, ~0u, 0xFFFFFFFFu, a #define and an enum:
 * all equal the 32 lanes of the thread[32] unit that runs them.
 */
#include "prism.h"

#define FULL_MASK 0xffffffffu
enum { ALL_LANES = -1 };

PRISM_DEVICE(int, masks, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int s = v;
    s += __shfl_xor_sync(0xffffffff, s, 16);
    s += __shfl_xor_sync(~0u, s, 8);
    s += __shfl_down_sync(0xFFFFFFFFu, s, 4);
    s += __shfl_up_sync(FULL_MASK, s, 2);
    s += __shfl_sync((unsigned)ALL_LANES, s, 0);
    __syncwarp(FULL_MASK);
    PRISM_AT(THREAD(32)) const unsigned b = __ballot_sync(FULL_MASK, s > 0);
    PRISM_AT(THREAD(32)) const int any = __any_sync(0xffffffffu, s < 0);
    return s + (int)b + any;
}
/*
 * check-name: adversarial legal: full masks spelled every usual way in warp code
 *
 * check-error-start
 * check-error-end
 */
