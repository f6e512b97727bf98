/*
 * adv_ok_lang_constant_memory.cu - a `__constant__` array of per-block
 * round counts, read with the block id and used as the trip count of a
 * block loop around __syncthreads().  Constant memory cannot be written
 * by device code during a launch (nvcc rejects the store), so every
 * thread of a block reads the same value: the loop is block-uniform and
 * legal on the GPU.  SPEC 5.2 gives a uniform perspective only to reads
 * through a pointer to `const`, and does not mention `__constant__`: the
 * checker types the read thread[1] (P030 into the block[1] variable).
 * Kept as a SPEC question, not a soundness hole (see the report).
 */
#include "prism.h"

__constant__ int c_rounds[64];

PRISM_KERNEL(by_table, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) const int rounds = c_rounds[b % 64];
        for (int r = 0; r < rounds + n; r++)
            prism_syncthreads();
    }
}
/*
 * check-name: adversarial legal lang: a __constant__ table as a block loop's trip count
 *
 * check-error-start
 * check-error-end
 */
