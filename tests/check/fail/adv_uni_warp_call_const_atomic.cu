/*
 * adv_uni_warp_call_const_atomic.cu - a warp helper run by every warp of
 * the block (an implicit group, SPEC 3.2) adds to a shared counter with an
 * atomic and returns the counter read through a `const` parameter; the
 * block takes the result as block[1] and counts __syncthreads() with it
 * (SPEC 5.2, 6.7, 5.1).
 *
 * Every warp runs warp_tick at once: warp 0 may read 32 while warp 3 reads
 * 128, so the warps run different numbers of prism_syncthreads(): a
 * deadlock (or undefined behaviour) on the GPU.  The checker types `p[0]`
 * as the meet of a block[1] pointer and a constant index, block[1], which
 * SPEC 5.2 justifies by "the memory is not written while it is readable as
 * const" - false here, the other warps' atomics write it (SPEC 6.7: a
 * plain read of a location others update atomically "sees some value of
 * it").  The same helper returning `w[0]` (non-const) gives a thread[1]
 * result and the declaration below is P030; the const spelling must too.
 * No aliasing rule applies: the callee narrows neither parameter (P061).
 *
 * Seen in the emulator (checked build, race library, grid 2 x 64): "threads
 * 0-30,32-63 of block 0 wait at __syncthreads ... but thread 31 returned
 * from the kernel [barrier-exit]" in 3 runs of 3.
 */
#include "prism.h"

PRISM_DEVICE(unsigned, warp_tick, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, w, BLOCK(1)), PRISM_PARAM(const unsigned *, p, BLOCK(1)))
{
    PRISM_GROUP(THREAD(1)) { atomicAdd(&w[0], 1u); }
    return p[0];                             /* other warps are still adding */
}

PRISM_KERNEL(warp_call_const_atomic, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned, bins, 4);
        PRISM_ONE_CLAIM(z, bins) { z[0] = 0u; }
        /* once per warp: each warp's own snapshot of the counter */
        PRISM_AT(BLOCK(1)) const unsigned v = PRISM_CALL(warp_tick, bins, bins); /* error P030 */
        for (unsigned i = 0; i < v; i++)
            prism_syncthreads();
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = 1; }
    }
}
/*
 * check-name: adversarial buggy: a warp helper's const read of a counter other warps add to, taken as block[1]
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_warp_call_const_atomic.cu:40:43: error: 'v' at block[1] cannot receive a thread[1] value (from the result of 'warp_tick'): values flow only from broader to narrower [P030]
adv_uni_warp_call_const_atomic.cu:40:43: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_warp_call_const_atomic.cu:40:43: note: fix: declare 'v' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
adv_uni_warp_call_const_atomic.cu:40:43: note: see: prism-check --explain P030
 * check-error-end
 */
