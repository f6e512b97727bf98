/*
 * adv_ok_claim_in_arm.cu - the right way to do adv_alias_claim_other_arm:
 * warp 0 owns the claimed buffer; warp 1 reads only the input, which
 * nobody writes.
 */
#include "prism.h"

PRISM_KERNEL(split_work, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1), THREAD(1)),
             PRISM_SMEM(128), PRISM_PARAM(const int *, in, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, buf, 32);
        PRISM_AT(THREAD(1)) int got = 0;
        PRISM_CLAIM(w, buf, THREAD(32)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(slot, w, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) { slot[0] = in[lane]; }
                    }
                }
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_GROUP(THREAD(1)) { got = in[32 + lane]; }
                }
            }
        }
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 32;
        PRISM_GROUP(THREAD(1)) { got += buf[t]; }
        (void)got;
    }
}
/*
 * check-name: adversarial legal: a claim used in one arm while the other arm works on its own data
 *
 * check-error-start
 * check-error-end
 */
