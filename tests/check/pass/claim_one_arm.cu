/*
 * claim_one_arm.cu - Fig. 6: a block hands a shared tile to its first warp through a claim
 */
#include "prism.h"
PRISM_DEVICE(void, acc_zero, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, c, THREAD(32)))
{
    PRISM_PARTITION(c_th, c, THREAD(1), PRISM_ID(THREAD(1)) * 4) {
        PRISM_GROUP(THREAD(1)) {
            for (int i = 0; i < 4; i++)
                c_th[i] = 0.0f;
        }
    }
}

PRISM_DEVICE(void, first_warp, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(512))
{
    PRISM_SHARED(float, C_smem, 16 * 8);
    PRISM_CLAIM(Cs_warp, C_smem, THREAD(32)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                PRISM_CALL(acc_zero, Cs_warp);
                PRISM_GROUP(THREAD(1)) { (void)Cs_warp[0]; }   /* inside the owning arm */
            }
            PRISM_CASE(1) { }                                    /* the other warp waits */
        }
    }
}
/*
 * check-name: Fig. 6: a block hands a shared tile to its first warp through a claim
 *
 * check-error-start
 * check-error-end
 */
