/*
 * adv_ok_unsafe_lane.cu - threadIdx.x % 32 and __activemask() are fine in
 * an unsafe thread[1] function; the caller uses the lane per thread only.
 */
#include "prism.h"

PRISM_UNSAFE PRISM_DEVICE(unsigned, my_lane, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0))
{
    return threadIdx.x % 32u;
}

PRISM_DEVICE(int, odd_lanes, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_CALL(my_lane);
    PRISM_AT(THREAD(1)) int odd = 0;
    PRISM_GROUP(THREAD(1)) {
        if (lane & 1)
            odd = 1;
    }
    return odd;
}
/*
 * check-name: adversarial legal: raw built-ins inside a PRISM_UNSAFE function with an honest signature
 *
 * check-error-start
 * check-error-end
 */
