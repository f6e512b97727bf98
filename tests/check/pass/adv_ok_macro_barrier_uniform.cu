/*
 * adv_ok_macro_barrier_uniform.cu - #define BARRIER() __syncthreads()
 * used where the whole block runs it, and under a block-uniform condition.
 */
#include "prism.h"

#define BARRIER() __syncthreads()
#define WARP_BARRIER() __syncwarp(0xffffffffu)

PRISM_DEVICE(void, phases, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, rounds, BLOCK(1)))
{
    BARRIER();
    for (int r = 0; r < rounds; r++)
        BARRIER();
    if (rounds > 2)
        BARRIER();
    PRISM_GROUP(THREAD(32)) {
        WARP_BARRIER();
    }
}
/*
 * check-name: adversarial legal: a barrier macro used only at block level
 *
 * check-error-start
 * check-error-end
 */
