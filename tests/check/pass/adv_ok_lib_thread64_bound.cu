/*
 * adv_ok_lib_thread64_bound.cu - legal: a kernel whose bound promises
 * 64-thread units only (THREAD(64), no THREAD(32) entry) still has whole
 * warps (64 is a multiple of 32, SPEC 4.1), so the block reduction, the
 * block scan and, from each 64-thread group, the warp reduction (run
 * once per warp, the implicit group) are all derivable.
 */
#include "prism_lib.h"

PRISM_KERNEL(units_of_64, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t v[1];
        v[0] = in[g];
        r = PRISM_CALL(prism_block_reduce_sum_i32, v, 1);
        r += PRISM_CALL(prism_block_scan_excl_max_i32, v, v, 1, INT32_MIN);
        PRISM_GROUP(THREAD(64)) {
            r += PRISM_CALL(prism_warp_reduce_min_i32, v[0], 32);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial legal: block and warp collectives in a kernel bound by 64-thread units
 * check-error-start
 * check-error-end
 */
