/*
 * atomic_block_scope_grid.cu - _block atomics on memory every block reaches: atomicAdd_block is atomic only
 * against the threads of its own block (atom.cta), so two blocks' updates of one word race and increments are lost.
 */
#include "prism.h"

__device__ unsigned total;

PRISM_KERNEL(count_all, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(unsigned *, count, GRID(1)), PRISM_PARAM(int *, hi, GRID(1)))
{
    PRISM_AT(GRID(1)) unsigned *c2 = count + 1;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned, bins, 4);
        PRISM_ONE_CLAIM(z, bins) {
            for (int k = 0; k < 4; k++)
                z[k] = 0u;
        }
        PRISM_GROUP(THREAD(1)) {
            atomicAdd_block(&count[0], 1u);   /* error P108 */
            atomicMax_block(&hi[0], 3);       /* error P108 */
            atomicAdd_block(&total, 1u);      /* error P108 */
            atomicAdd_block(&c2[0], 1u);      /* error P108 */
            atomicAdd(&count[2], 1u);         /* fine: device-wide */
            atomicAdd_system(&count[3], 1u);  /* fine: system-wide */
            atomicAdd_block(&bins[1], 1u);    /* fine: the block's shared memory */
        }
    }
}
/*
 * check-name: atomics: a _block atomic on grid-level memory
 * check-exit-value: 1
 *
 * check-error-start
atomic_block_scope_grid.cu:20:29: error: 'atomicAdd_block' on 'count', memory that other blocks reach ('count' is grid[1]): a _block atomic is atomic only against the threads of its own block, so two blocks' updates race (increments are lost); use the device-wide 'atomicAdd', or a _block atomic on the block's memory (shared, or a block[1] view) [P108]
atomic_block_scope_grid.cu:20:29: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_block_scope_grid.cu:20:29: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_block_scope_grid.cu:20:29: note: see: prism-check --explain P108
atomic_block_scope_grid.cu:21:29: error: 'atomicMax_block' on 'hi', memory that other blocks reach ('hi' is grid[1]): a _block atomic is atomic only against the threads of its own block, so two blocks' updates race (increments are lost); use the device-wide 'atomicMax', or a _block atomic on the block's memory (shared, or a block[1] view) [P108]
atomic_block_scope_grid.cu:21:29: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_block_scope_grid.cu:21:29: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_block_scope_grid.cu:22:29: error: 'atomicAdd_block' on 'total', memory of the whole grid (a __device__ variable): a _block atomic is atomic only against the threads of its own block, so two blocks' updates race (increments are lost); use the device-wide 'atomicAdd', or a _block atomic on the block's memory (shared, or a block[1] view) [P108]
atomic_block_scope_grid.cu:22:29: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_block_scope_grid.cu:22:29: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_block_scope_grid.cu:23:29: error: 'atomicAdd_block' on 'c2', memory that other blocks reach ('c2' is grid[1]): a _block atomic is atomic only against the threads of its own block, so two blocks' updates race (increments are lost); use the device-wide 'atomicAdd', or a _block atomic on the block's memory (shared, or a block[1] view) [P108]
atomic_block_scope_grid.cu:23:29: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_block_scope_grid.cu:23:29: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
 * check-error-end
 */
