/*
 * adv_ok_lib_uniform_guards.cu - legal: block collectives under
 * conditions every thread of the block agrees on (a kernel parameter, the
 * block index, a loop counter bounded by block[1] values), and a warp
 * collective under a warp-uniform broadcast (a full-mask shuffle from a
 * constant lane is thread[32], SPEC 5.2).
 */
#include "prism_lib.h"

PRISM_KERNEL(uniform_guards, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t v[1];
        v[0] = in[g];
        if (n > 0 && b % 2 == 0)
            r = PRISM_CALL(prism_block_reduce_sum_i32, v, 1);
        for (int k = 0; k < b + 1 && k < n; k++)
            r += PRISM_CALL(prism_block_scan_incl_max_i32, v, v, 1);
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(32)) const int32_t lead = __shfl_sync(0xffffffffu, v[0], 0);
            if (lead > 0)
                r += PRISM_CALL(prism_warp_reduce_min_i32, v[0], 32);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial legal: block and warp collectives under block- and warp-uniform conditions
 * check-error-start
 * check-error-end
 */
