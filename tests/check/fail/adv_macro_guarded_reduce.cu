/*
 * adv_macro_guarded_reduce.cu - REDUCE_IF(c, v) expands to a ?: whose
 * one side is a block reduction; with a per-thread condition only part of
 * the block reaches the reduction's barriers.
 */
#include "prism.h"
#include "block/block_reduce.h"

#define REDUCE_IF(c, v) ((c) ? PRISM_CALL(prism_block_reduce_sum_i32, (v), 1) : 0)

PRISM_DEVICE(int32_t, maybe, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int32_t s = REDUCE_IF(t > 0, v); /* error P032 */
    return s;
}
/*
 * check-name: adversarial: a function-like macro wrapping a guarded block reduction
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_macro_guarded_reduce.cu:15:0: error: P032 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
