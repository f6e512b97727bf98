/*
 * adv_warp_implicit_sync.cu - the pre-Volta "warp-synchronous" tail of a
 * reduction: the last warp reads and writes volatile shared memory without
 * any barrier, relying on lock-step execution.  Independent thread
 * scheduling (Volta+) breaks it.  The store through the warp's pointer is
 * not owned by one thread.
 */
#include "prism.h"

PRISM_DEVICE(void, warp_tail, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(volatile float *, sdata, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    sdata[lane] += sdata[lane + 16]; /* error P040 */
    sdata[lane] += sdata[lane + 8]; /* error P040 */
    sdata[lane] += sdata[lane + 4]; /* error P040 */
}
/*
 * check-name: adversarial: pre-Volta warp-synchronous reduction in shared memory without __syncwarp
 * check-exit-value: 1
 *
 * check-error-start
adv_warp_implicit_sync.cu:14:5: error: store through 'sdata', which is thread[32] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_warp_implicit_sync.cu:14:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_warp_implicit_sync.cu:14:5: note: fix: volatile orders nothing between a warp's threads (they need not run in lockstep since Volta): reduce a warp's values with shuffles instead, prism_warp_reduce_* (docs/LIBRARY.md) or __shfl_xor_sync in warp code, and let each thread write its own result through a partition
adv_warp_implicit_sync.cu:14:5: note: see: prism-check --explain P040
adv_warp_implicit_sync.cu:15:5: error: store through 'sdata', which is thread[32] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_warp_implicit_sync.cu:15:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_warp_implicit_sync.cu:15:5: note: fix: volatile orders nothing between a warp's threads (they need not run in lockstep since Volta): reduce a warp's values with shuffles instead, prism_warp_reduce_* (docs/LIBRARY.md) or __shfl_xor_sync in warp code, and let each thread write its own result through a partition
adv_warp_implicit_sync.cu:16:5: error: store through 'sdata', which is thread[32] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_warp_implicit_sync.cu:16:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_warp_implicit_sync.cu:16:5: note: fix: volatile orders nothing between a warp's threads (they need not run in lockstep since Volta): reduce a warp's values with shuffles instead, prism_warp_reduce_* (docs/LIBRARY.md) or __shfl_xor_sync in warp code, and let each thread write its own result through a partition
 * check-error-end
 */
