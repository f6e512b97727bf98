/*
 * adv_lib_wrapper_budget.cu - a user helper wraps the block reduction
 * and declares PRISM_SMEM(0) (CUB: forgetting the collective's
 * TempStorage in the enclosing union): the kernel reserves nothing for
 * the reduction either, so the 32 warp-total slots land past the arena.
 */
#include "prism_lib.h"

PRISM_DEVICE(float, mean4, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, items, THREAD(1)))
{
    return PRISM_CALL(prism_block_reduce_sum_f32, items, 4) / (4.0f * (float)PRISM_NTHREADS()); /* error P071 */
}

PRISM_KERNEL(means, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float m = 0.0f;
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * (int)PRISM_NTHREADS() * 4;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) float items[4];
        PRISM_CALL(prism_block_load_direct_f32, items, in + base, 4);
        m = PRISM_CALL(mean4, items);
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = m; }
    }
}
/*
 * check-name: adversarial lib: a helper whose budget forgets the reduction's scratch
 * check-exit-value: 1
 * check-error-start
adv_lib_wrapper_budget.cu:12:12: error: call to 'prism_block_reduce_sum_f32' needs 128 bytes of shared memory; 0 of the 0 bytes 'mean4' declares are left here [P071]
adv_lib_wrapper_budget.cu:12:12: note: at stake: the callee's PRISM_SHARED allocations would overrun the block's shared memory
adv_lib_wrapper_budget.cu:12:12: note: fix: raise the caller's PRISM_SMEM budget by the callee's, or release the caller's allocations before the call
adv_lib_wrapper_budget.cu:12:12: note: see: prism-check --explain P071
 * check-error-end
 */
