/*
 * volatile_warp_tail.cu - the pre-Volta warp-synchronous reduction tail
 * (`volatile float *v = sdata; v[t] += v[t + 16];` in the first warp)
 * ported literally: P040, and its fix note says why volatile does not
 * make it safe and what to write instead (the porter's finding 6).
 */
#include "prism.h"

PRISM_KERNEL(tail, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64)), PRISM_SMEM(64 * sizeof(float)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sdata, 64);
        PRISM_GROUP(WARP(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 32;
            volatile float *v = sdata; /* error P040 */
            PRISM_GROUP(THREAD(1)) { v[t] += v[t + 16]; } /* error P040 */
        }
    }
    (void)out;
}

/*
 * check-name: P040 on a volatile warp-synchronous tail, with the shuffle fix note
 * check-exit-value: 1
 *
 * check-error-start
volatile_warp_tail.cu:16:29: error: 'v' at thread[32] takes a pointer into 'sdata' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
volatile_warp_tail.cu:16:29: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
volatile_warp_tail.cu:16:29: note: fix: volatile orders nothing between a warp's threads (they need not run in lockstep since Volta): reduce a warp's values with shuffles instead, prism_warp_reduce_* (docs/LIBRARY.md) or __shfl_xor_sync in warp code, and let each thread write its own result through a partition
volatile_warp_tail.cu:16:29: note: see: prism-check --explain P040
volatile_warp_tail.cu:17:38: error: store through 'v', which is thread[32] data: only a thread[1] pointer (from a partition) may be written [P040]
volatile_warp_tail.cu:17:38: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
volatile_warp_tail.cu:17:38: note: fix: volatile orders nothing between a warp's threads (they need not run in lockstep since Volta): reduce a warp's values with shuffles instead, prism_warp_reduce_* (docs/LIBRARY.md) or __shfl_xor_sync in warp code, and let each thread write its own result through a partition
 * check-error-end
 */
