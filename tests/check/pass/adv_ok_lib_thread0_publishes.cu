/*
 * adv_ok_lib_thread0_publishes.cu - legal: the CUB shape "thread 0
 * writes the block's aggregate to out[blockIdx.x]" (PRISM_ONE_CLAIM of
 * the block's slot), and a per-thread decision on the scan result in
 * thread code, where a thread[1] condition is fine.
 */
#include "prism_lib.h"

PRISM_KERNEL(thread0_publishes, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, sums, GRID(1)),
             PRISM_PARAM(int32_t *, flags, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v[1];
    PRISM_AT(THREAD(1)) int32_t agg = 0;
    PRISM_GROUP(BLOCK(1)) {
        v[0] = in[g];
        agg = PRISM_CALL(prism_block_scan_excl_sum_i32, v, v, 1, 0);
    }
    PRISM_PARTITION(sb, sums, BLOCK(1), b) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_ONE_CLAIM(s0, sb) { s0[0] = agg; }
        }
    }
    PRISM_PARTITION(f, flags, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (2 * v[0] > agg)
                f[0] = 1;
        }
    }
}
/*
 * check-name: adversarial legal: thread 0 of each block publishes the aggregate; per-thread use of the scan
 * check-error-start
 * check-error-end
 */
