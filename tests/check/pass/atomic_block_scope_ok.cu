/*
 * atomic_block_scope_ok.cu - _block atomics where they are enough: on a block's shared bins, and on a global
 * array through the block's own partition (a block[1] view only this block's threads reach).
 */
#include "prism.h"

PRISM_KERNEL(per_block_count, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(unsigned *, counts, GRID(1)))
{
    PRISM_AT(THREAD(1)) const unsigned t = PRISM_ID(THREAD(1)) % 4;
    PRISM_PARTITION(mine, counts, BLOCK(1), PRISM_ID(BLOCK(1)) * 4) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(unsigned, bins, 4);
            PRISM_ONE_CLAIM(z, bins) {
                for (int k = 0; k < 4; k++)
                    z[k] = 0u;
            }
            PRISM_GROUP(THREAD(1)) {
                atomicAdd_block(&bins[t], 1u);
                atomicAdd_block(&mine[0], 1u);
                atomicMax_block(&mine[1], 7u);
            }
        }
    }
}
/*
 * check-name: atomics: _block atomics on a block's memory
 */
