/*
 * adv_ok_own_tile_sizes.cu - the look-alikes of adv_own_tile_size_zero and
 * adv_own_fold_in_const_local: PRISM_PARTITION_TILE with N / THREADS = 2
 * and a window of two, and a lane index kept in a const local
 * (lane = t & 31) over 32 threads.  Both injective: no P067.
 */
#include "prism.h"

#define N 64
#define THREADS 32
PRISM_DEVICE(void, tile_sizes, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_PARTITION_TILE(q, out, THREAD(1), N / THREADS) {
        PRISM_GROUP(THREAD(1)) {
            q[0] = v;
            q[1] = v;
        }
    }
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int lane = t & 31;
    PRISM_PARTITION(s, out, THREAD(1), lane) {
        PRISM_GROUP(THREAD(1)) { s[0] += v; }
    }
}
/*
 * check-name: adversarial (ownership): declared tile sizes that stay positive, and a lane held in a const local
 *
 * check-error-start
 * check-error-end
 */
