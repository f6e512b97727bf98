/*
 * adv_ok_switch_uniform.cu - the kernel's mode selects a block reduction,
 * a block scan or nothing; the mode is a parameter, the same in every
 * thread, so each case is run by the whole block.
 */
#include "prism.h"
#include "block/block_reduce.h"
#include "block/block_scan.h"

PRISM_DEVICE(int32_t, by_mode, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, v, THREAD(1)), PRISM_PARAM(int, mode, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t r[1] = {0};
    switch (mode) {
    case 0:
        r[0] = PRISM_CALL(prism_block_reduce_sum_i32, v, 1);
        break;
    case 1:
        (void)PRISM_CALL(prism_block_scan_incl_sum_i32, r, v, 1);
        break;
    default:
        __syncthreads();
        break;
    }
    return r[0];
}
/*
 * check-name: adversarial legal: a switch on a block-uniform mode with collectives in the cases
 *
 * check-error-start
 * check-error-end
 */
