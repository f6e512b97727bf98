/*
 * adv_ok_const_param_other_param_atomics.cu - a kernel reads its round
 * count through one const grid[1] pointer parameter and updates another
 * parameter's buffer with atomics.  A kernel's grid[1] pointer parameters
 * are distinct buffers (the launch's contract, docs/SYNC.md §1, as
 * __restrict__ says), so no atomic updates `cfg` and its read stays
 * grid[1] (SPEC 5.2): the loop around the barrier is uniform.
 */
#include "prism.h"

PRISM_KERNEL(rounds_hist, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, cfg, GRID(1)), PRISM_PARAM(int *, counts, GRID(1)),
             PRISM_PARAM(const int *, in, GRID(1)))
{
    const int rounds = cfg[0];
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    for (int r = 0; r < rounds; r++) {
        PRISM_GROUP(THREAD(1)) { atomicAdd(&counts[(in[g] + r) & 15], 1); }
        __syncthreads();
    }
}
/*
 * check-name: adversarial (uniformity): a const parameter read as grid[1] while atomics update another parameter
 */
