/*
 * adv_ok_uniform_ternary.cu - the ?: reads a block-level parameter only,
 * so the whole block takes the same side.
 */
#include "prism.h"
#include "block/block_reduce.h"

PRISM_DEVICE(int32_t, maybe_sum, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, v, THREAD(1)),
             PRISM_PARAM(int, enabled, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int32_t s = enabled ? PRISM_CALL(prism_block_reduce_sum_i32, v, 1) : v[0];
    PRISM_AT(THREAD(1)) const int32_t m = (enabled && PRISM_CALL(prism_block_reduce_max_i32, v, 1) > 0) ? 1 : 0;
    return s + m;
}
/*
 * check-name: adversarial legal: a block reduction on one side of a block-uniform ?:
 *
 * check-error-start
 * check-error-end
 */
