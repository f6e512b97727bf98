/*
 * adv_ok_h5_block_split_arm_alloc.cu - a BLOCK split of each pair of
 * blocks whose two block[1] arms each allocate a 1024-byte tile, then a
 * group after the split allocating another: the arms run on different
 * blocks (separate arenas), so the peak is one tile, within the
 * 1024-byte budget (SPEC 4.2, 6.2: the maximum over the arms, not the
 * sum).  Legal.
 */
#include "prism.h"
PRISM_KERNEL(pairs_alloc, PRISM_REQUIRES(GRID(1), BLOCK(2), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(2)) {
            PRISM_SPLIT(BLOCK) {
                PRISM_CASE(1) {
                    PRISM_SHARED(int32_t, a, 256);
                    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(w, a, THREAD(1), t) {
                        PRISM_GROUP(THREAD(1)) { w[0] = t; }
                    }
                    PRISM_GROUP(THREAD(1)) { o[0] = a[(t + 1) % 32]; }
                }
                PRISM_CASE(1) {
                    PRISM_SHARED(int32_t, b, 256);
                    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(w, b, THREAD(1), t) {
                        PRISM_GROUP(THREAD(1)) { w[0] = -t; }
                    }
                    PRISM_GROUP(THREAD(1)) { o[0] = b[(t + 2) % 32]; }
                }
            }
            PRISM_GROUP(BLOCK(1)) {
                PRISM_SHARED(int32_t, c, 256);
                (void)c;
            }
        }
    }
}
/*
 * check-name: adversarial h5 legal: block[1] arms of a BLOCK split each allocate the whole budget
 *
 * check-error-start
 * check-error-end
 */
