/*
 * adv_ok_own_folds_injective.cu - partitions of 32 threads whose offsets fold or
 * cast the id but keep 32 distinct slots (t & 31, (4 * t + 1) / 4,
 * (t - 8) % 32 read back at m[8], (unsigned char)t, t >> 0): SPEC 6.3's
 * counts (k + 1, s * (U - 1) / m + 1, 2m - 1, 256) reach 32, so P067 has no
 * proof and must stay silent.
 */
#include "prism.h"

PRISM_DEVICE(void, folds, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, slots, BLOCK(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(a, slots, THREAD(1), t & 31) {
        PRISM_GROUP(THREAD(1)) { a[0] = v; }
    }
    PRISM_PARTITION(b, slots, THREAD(1), (4 * t + 1) / 4) {
        PRISM_GROUP(THREAD(1)) { b[0] += v; }
    }
    PRISM_PARTITION(c, slots, THREAD(1), (t - 8) % 32) {
        PRISM_GROUP(THREAD(1)) { c[8] -= v; }
    }
    PRISM_PARTITION(d, slots, THREAD(1), (unsigned char)t) {
        PRISM_GROUP(THREAD(1)) { d[0] *= 2; }
    }
    PRISM_PARTITION(e, slots, THREAD(1), t >> 0) {
        PRISM_GROUP(THREAD(1)) { e[0] ^= v; }
    }
}
/*
 * check-name: adversarial (ownership): folds of the thread id that keep one slot per thread
 *
 * check-error-start
 * check-error-end
 */
