/*
 * adv_cub_smem_direct_store.cu - the CUDA idiom smem[tid] = x;
 * __syncthreads(); written from block code: every thread of the block
 * stores through the block's pointer.  Ownership is never handed down, so
 * nothing says who writes what.
 */
#include "prism.h"

PRISM_DEVICE(float, stage, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(float, x, THREAD(1)))
{
    PRISM_SHARED(float, smem, 256);
    PRISM_AT(THREAD(1)) const int tid = (int)PRISM_ID(THREAD(1));
    smem[tid] = x; /* error P040 */
    prism_syncthreads();
    PRISM_AT(THREAD(1)) const float r = smem[255 - tid];
    return r;
}
/*
 * check-name: adversarial: the CUDA 'smem[threadIdx.x] = x' idiom at block level
 * check-exit-value: 1
 *
 * check-error-start
adv_cub_smem_direct_store.cu:14:5: error: store through 'smem', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_cub_smem_direct_store.cu:14:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_cub_smem_direct_store.cu:14:5: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_cub_smem_direct_store.cu:14:5: note: see: prism-check --explain P040
 * check-error-end
 */
