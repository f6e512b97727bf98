/*
 * adv_h5_atomic_on_constant.cu - an atomicAdd on a `__constant__` table,
 * whose entry then bounds a block-level loop of barriers.
 *
 * Device code cannot write constant memory: an atomic on a __constant__
 * address is an illegal access on the GPU.  And the type system relies
 * on it: SPEC 5.2 / 6.1 make a `__constant__` array "never updated", so
 * ctab[1] is uniform and may bound a loop holding __syncthreads.  SPEC
 * 6.7 allows an atomic only "on memory other threads reach: the address
 * is in shared or global memory (a PRISM_SHARED tile, a pointer
 * parameter, a scope's view of either, a __device__ or __shared__
 * variable)"; P108 is "atomic outside thread[1] code, on a local
 * variable, or grid-level memory accessed after an atomic on it", and a
 * plain store to ctab is P040 ("uniform data").  The checker accepts the
 * atomic (it rejects memcpy into ctab and ctab[2]++).
 */
#include "prism.h"

__constant__ int ctab[4];

PRISM_DEVICE(void, bump_then_loop, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        if (t == 0)
            atomicAdd(&ctab[1], 1); /* error P108 */
    }
    for (int i = 0; i < ctab[1]; i++)
        prism_syncthreads();
}
/*
 * check-name: adversarial h5 (hole): an atomic on a __constant__ table that bounds a barrier loop
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_atomic_on_constant.cu:26:23: error: 'atomicAdd' on 'ctab', __constant__ memory: device code cannot write it; atomics apply to shared or global memory [P108]
adv_h5_atomic_on_constant.cu:26:23: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
adv_h5_atomic_on_constant.cu:26:23: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
adv_h5_atomic_on_constant.cu:26:23: note: see: prism-check --explain P108
 * check-error-end
 */
