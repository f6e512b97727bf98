/*
 * adv_div_early_return.cu - the classic CUDA bounds guard, translated
 * naively: threads past n leave before the block reduction.  On the GPU the
 * remaining threads wait at __syncthreads() for threads that have exited
 * (undefined behaviour: a hang or a barrier that opens early and a wrong
 * sum).  The guard's condition is thread[1] in block[1] code.
 */
#include "prism.h"
#include "block/block_reduce.h"

PRISM_DEVICE(int32_t, guarded_sum, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    if (i >= n) /* error P032 */
        return 0;
    return PRISM_CALL(prism_block_reduce_sum_i32, in + i, 1);
}
/*
 * check-name: adversarial: guard clause 'if (i >= n) return' before a block barrier
 * check-exit-value: 1
 *
 * check-error-start
adv_div_early_return.cu:16:9: error: the condition of 'if' reads 'i' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_div_early_return.cu:15:35: note: 'i' is declared thread[1] here
adv_div_early_return.cu:16:9: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
adv_div_early_return.cu:16:9: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective); keep the work under the opposite condition in thread code instead: PRISM_GROUP(THREAD(1)) { if (i < n) { ... } } (docs/GUIDE.md, 'Bounds checks and per-thread loops')
adv_div_early_return.cu:16:9: note: see: prism-check --explain P032
 * check-error-end
 */
