/*
 * adv_ok_port_oddeven_uniform_exit.cu - the legal look-alike of
 * fail/adv_port_bitonic_break_per_thread: the odd-even transposition
 * sort leaves its phase loop when the *block* agrees that no pair moved
 * in two consecutive phases (__syncthreads_and, a block[1] result), so
 * every thread leaves at the same phase; the per-thread flag only feeds
 * the vote.
 */
#include "prism.h"

PRISM_KERNEL(oddeven_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), 128) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, keys, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int sorted = 0;
            PRISM_AT(BLOCK(1)) int quiet = 0;
            PRISM_PARTITION(w, keys, THREAD(1), 2 * t) {
                PRISM_GROUP(THREAD(1)) {
                    w[0] = in[base + 2 * t];
                    w[1] = in[base + 2 * t + 1];
                }
            }
            for (int phase = 0; phase < 128; phase++) {
                PRISM_AT(THREAD(1)) const int i = 2 * t + (phase & 1);
                PRISM_PARTITION(p, keys, THREAD(1), i) {
                    PRISM_GROUP(THREAD(1)) {
                        sorted = 1;
                        if (i + 1 < 128 && p[0] > p[1]) {
                            const int32_t a = p[0];
                            p[0] = p[1];
                            p[1] = a;
                            sorted = 0;
                        }
                    }
                }
                quiet = __syncthreads_and(sorted) ? quiet + 1 : 0;
                if (quiet >= 2)
                    break;
            }
            PRISM_PARTITION(o, ob, THREAD(1), 2 * t) {
                PRISM_GROUP(THREAD(1)) {
                    o[0] = keys[2 * t];
                    o[1] = keys[2 * t + 1];
                }
            }
        }
    }
}
/*
 * check-name: adversarial port legal: odd-even sort leaving its loop on the block's __syncthreads_and vote
 *
 * check-error-start
 * check-error-end
 */
