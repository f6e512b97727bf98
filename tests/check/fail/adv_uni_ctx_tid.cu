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
 * for the context: either rejects).
 *
 * Seen in the emulator (checked build, called from a block[1] kernel, grid
 * 2 x 64): "threads 1,3,5,... of block 0 wait at __syncthreads ... but
 * threads 0,2,4,... returned from the kernel [barrier-exit]".
 */
#include "prism.h"

PRISM_DEVICE(void, ctx_tid, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) const int c = (int)prism_ctx.tid;                             /* error P030 */
    if (c & 1)
        prism_syncthreads();
    PRISM_AT(BLOCK(1)) const unsigned d = prism_ctx_id(prism_ctx, PRISM_LVL_THREAD, 1); /* error P030 */
    if (d & 1)
        prism_syncthreads();
}
/*
 * check-name: adversarial buggy: prism_ctx.tid and prism_ctx_id() read by hand as block[1] values
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_uni_ctx_tid.cu:26:0: error: P030 expected by the marker (bless.sh writes the text once the rule lands)
adv_uni_ctx_tid.cu:29:0: error: P030 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
