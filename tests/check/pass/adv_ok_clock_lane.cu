/*
 * adv_ok_clock_lane.cu - clock64() and clock() are each thread's own
 * reading (SPEC 3.2, 8): kept in thread[1] variables they may steer that
 * thread's own code (a thread[1] group's loop), and a vote made of
 * them at a barrier (__syncthreads_or) is the same on the whole block, so
 * it may decide whether the block meets at __syncthreads().  Only taking
 * the raw reading as block[1] is wrong (tests/check/fail/adv_uni_clock_steers.cu).
 */
#include "prism.h"

PRISM_DEVICE(int, clock_lane, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const long long t0 = clock64();
    PRISM_AT(THREAD(1)) int spin = 0;
    PRISM_AT(THREAD(1)) const int t1 = (int)clock();
    PRISM_GROUP(THREAD(1)) {
        for (int i = 0; i < (t1 & 3); i++)
            spin += i;
    }
    PRISM_AT(BLOCK(1)) const int any_odd = __syncthreads_or((int)(t0 & 1));
    if (any_odd)
        prism_syncthreads();
    return spin;
}
/*
 * check-name: adversarial legal: clock64() and clock() kept as thread[1], a barrier vote of them steers __syncthreads
 *
 * check-error-start
 * check-error-end
 */
