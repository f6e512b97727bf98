/*
 * atomic_ownership.cu - the ownership rule of atomics (SPEC 6.7, P108):
 * one thread applies an atomic (not every thread of a block, the counter
 * bug), to memory other threads reach (not a local), and memory of the
 * whole grid is not read back in the kernel that adds to it.  Atomics need
 * no partition: the shared bins and the global counter are updated by
 * many threads at once, which is the point.
 */
#include "prism.h"

__device__ unsigned total_blocks;

PRISM_KERNEL(hist_bad, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(64),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(unsigned *, count, GRID(1)),
             PRISM_PARAM(unsigned *, hist, GRID(1)), PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned, bins, 16);
        PRISM_AT(THREAD(1)) unsigned mine = 0;
        atomicAdd(&count[0], 1u); /* error P108 */
        PRISM_ONE { atomicAdd(&count[0], 1u); } /* fine: once per block, a second atomic on count */
        PRISM_ONE { atomicInc(&total_blocks, 1000u); } /* fine: a __device__ variable */
        PRISM_GROUP(THREAD(1)) {
            atomicAdd(&bins[in[g] & 15], 1u); /* fine: shared memory, one thread each */
            atomicAdd(&mine, 1u); /* error P108 */
            atomicMax_block(&bins[0], mine); /* fine */
        }
        PRISM_FOR_STRIDED(i, 16) { atomicAdd(&hist[i], bins[i]); } /* fine: bins read after the barrier the checker places */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = hist[g & 15]; /* error P108 */
        }
    }
}

PRISM_DEVICE(unsigned, cas_max, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(unsigned, v, THREAD(1)))
{
    PRISM_SHARED(unsigned, best, 1);
    PRISM_AT(THREAD(1)) unsigned seen = 0;
    PRISM_GROUP(THREAD(1)) {
        unsigned old = best[0]; /* fine: a snapshot, then the CAS loop decides */
        while (old < v) {
            unsigned got = atomicCAS(&best[0], old, v);
            if (got == old)
                break;
            old = got;
        }
        seen = old;
    }
    return seen;
}
/*
 * check-name: atomics: one thread applies it, on shared or global memory, grid memory not read back in the same kernel (P108)
 * check-exit-value: 1
 *
 * check-error-start
atomic_ownership.cu:21:9: error: 'atomicAdd' in code at block[1]: every thread of each block[1] unit would apply it, once per thread; an atomic is one thread's operation: write it in thread[1] code (PRISM_GROUP(THREAD(1)), PRISM_ONE, PRISM_FOR_STRIDED) [P108]
atomic_ownership.cu:21:9: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_ownership.cu:21:9: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_ownership.cu:21:9: note: see: prism-check --explain P108
atomic_ownership.cu:26:23: error: 'atomicAdd' on 'mine', a local variable: no other thread can reach it; atomics apply to shared or global memory (a PRISM_SHARED tile, a pointer parameter) [P108]
atomic_ownership.cu:26:23: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_ownership.cu:26:23: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
atomic_ownership.cu:33:20: error: 'hist' is accessed after an atomic on it at grid[1]: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
atomic_ownership.cu:29:45: note: atomic applied here
atomic_ownership.cu:33:20: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
atomic_ownership.cu:33:20: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
 * check-error-end
 */
