/*
 * unsafe_trusted.cu - unsafe functions are trusted at their signature; unsafe blocks are not checked
 */
#include "prism.h"
PRISM_UNSAFE PRISM_DEVICE(unsigned, lane_id, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0))
{
#ifdef __CUDACC__
    unsigned r;
    asm("mov.u32 %0, %%laneid;" : "=r"(r));
    return r;
#else
    return threadIdx.x % 32;
#endif
}

PRISM_DEVICE(int, odd_lane, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) int odd = (int)PRISM_CALL(lane_id) % 2;
    PRISM_UNSAFE {
        odd = (int)(threadIdx.x & 1u);
    }
    return odd;
}
/*
 * check-name: unsafe functions are trusted at their signature; unsafe blocks are not checked
 *
 * check-error-start
 * check-error-end
 */
