/*
 * adv_ok_own_blockdim_folds.cu - a 64-thread block (BLOCKDIM(64)) folding the id with
 * t & 63 and t % 64: 64 slots for 64 threads, injective; and a warp slice
 * (w & 1) * 32 for its two warps.  P067 must stay silent.
 */
#include "prism.h"

PRISM_KERNEL(blockdim_folds, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(const int *, in, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, row, 64);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
        PRISM_PARTITION(a, row, THREAD(1), t & 63) {
            PRISM_GROUP(THREAD(1)) { a[0] = in[t]; }
        }
        PRISM_PARTITION(b, row, THREAD(1), t % 64) {
            PRISM_GROUP(THREAD(1)) { b[0] += in[t]; }
        }
        PRISM_PARTITION(ws, row, THREAD(32), (w & 1) * 32) {
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(z, ws, THREAD(1), lane) {
                    PRISM_GROUP(THREAD(1)) { z[0] *= 2; }
                }
            }
        }
    }
}
/*
 * check-name: adversarial (ownership): folds sized to a pinned block: t & 63 and t % 64 at BLOCKDIM(64)
 *
 * check-error-start
 * check-error-end
 */
