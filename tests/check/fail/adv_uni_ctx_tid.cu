/*
 * adv_uni_ctx_tid.cu - the hidden context read by hand: prism_ctx.tid and
 * prism_ctx_id() taken as block[1] steer __syncthreads() (SPEC 2.3, 5.1
 * P030/P032, 3.2).
 *
 * SPEC 2.3: every Prism function receives `prism_ctx_t prism_ctx`, whose
 * `tid` in block[1] code is threadIdx.x.  Read by hand it is a per-thread
 * value, yet the checker lets it initialise a block[1] variable that then
 * decides whether the block meets at __syncthreads(): the odd threads
 * would wait at a barrier the even ones never reach.  The same through
 * prism_ctx_id(prism_ctx, PRISM_LVL_THREAD, 1), the function PRISM_ID
 * expands to (SPEC 4.3), whose body reads threadIdx and blockDim (SPEC 3.2:
 * "unless the function's body ... reads per-thread state: threadIdx and
 * its kin ... the result ... is thread[1]").  Raw threadIdx is P081; the
 * values are thread[1], so each declaration is P030 (or a P081-like rule
 * for the context: either rejects).  The checker now rejects the context
 * named by hand (and its accessors) with P081, as threadIdx: both are
 * reserved for the code it emits (SPEC 13, preproc/reserved.def).
 *
 * Seen in the emulator (checked build, called from a block[1] kernel, grid
 * 2 x 64): "threads 1,3,5,... of block 0 wait at __syncthreads ... but
 * threads 0,2,4,... returned from the kernel [barrier-exit]".
 */
#include "prism.h"

PRISM_DEVICE(void, ctx_tid, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) const int c = (int)prism_ctx.tid;                             /* error P081 */
    if (c & 1)
        prism_syncthreads();
    PRISM_AT(BLOCK(1)) const unsigned d = prism_ctx_id(prism_ctx, PRISM_LVL_THREAD, 1); /* error P081 */
    if (d & 1)
        prism_syncthreads();
}
/*
 * check-name: adversarial buggy: prism_ctx.tid and prism_ctx_id() read by hand as block[1] values
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_ctx_tid.cu:28:43: error: 'prism_ctx' is the hidden context, reserved for the code prism-check emits: named by hand it escapes every check; use PRISM_ID, PRISM_NTHREADS or PRISM_LANEMASK(), which know the code perspective; prism_ctx may only be passed as a Prism function's first argument [P081]
adv_uni_ctx_tid.cu:28:43: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
adv_uni_ctx_tid.cu:28:43: note: see: prism-check --explain P081
adv_uni_ctx_tid.cu:31:43: error: 'prism_ctx_id' is a context accessor, reserved for the code prism-check emits: named by hand it escapes every check; use PRISM_ID, PRISM_NTHREADS or PRISM_LANEMASK(), which know the code perspective [P081]
adv_uni_ctx_tid.cu:31:43: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
 * check-error-end
 */
