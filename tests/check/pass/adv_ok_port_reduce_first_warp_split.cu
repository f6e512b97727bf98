/*
 * adv_ok_port_reduce_first_warp_split.cu - the legal look-alike of
 * fail/adv_port_reduce_first_warp_if: the first warp folds the per-warp
 * partials in a one-warp split arm (CUDA's `if (warp == 0)`), with the
 * block's other warps past the arm.  The arm's warp reduction runs on a
 * whole aligned warp.
 */
#include "prism.h"
#include "prism_lib.h"

PRISM_KERNEL(block_sum_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * (int)PRISM_NTHREADS();
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), 1) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, partial, 32);
            PRISM_AT(BLOCK(1)) const int nw = (int)PRISM_NTHREADS() / 32;
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
            PRISM_AT(THREAD(1)) int32_t v = in[base + t];
            v = PRISM_CALL(prism_warp_reduce_sum_i32, v, 32);
            PRISM_PARTITION(p, partial, THREAD(32), warp) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_ONE_CLAIM(q, p) { q[0] = v; }
                }
            }
            PRISM_CLAIM(o1, ob, THREAD(1)) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(1) {
                        PRISM_AT(THREAD(1)) int32_t s = 0;
                        PRISM_GROUP(THREAD(1)) { s = t < nw ? partial[t] : 0; }
                        s = PRISM_CALL(prism_warp_reduce_sum_i32, s, 32);
                        PRISM_ONE { o1[0] = s; }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial port legal: the first warp folds the partials in a one-warp split arm
 *
 * check-error-start
 * check-error-end
 */
