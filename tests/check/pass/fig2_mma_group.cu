/*
 * fig2_mma_group.cu - Fig. 2: a warp-level tf32 mma on register data, under group(thread[32])
 */
#include "prism.h"
PRISM_KERNEL(fig2, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, d, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int gtid = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(d_th, d, THREAD(1), gtid * 4) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int tid = (int)PRISM_ID(THREAD(1));
            PRISM_GROUP(THREAD(32)) {
                float A[4], B[2], C[4];          /* unannotated local arrays hold thread[1] values */
                for (int i = 0; i < 4; i++) {
                    A[i] = (float)(tid * 4 + i);
                    C[i] = 0.0f;
                }
                for (int i = 0; i < 2; i++)
                    B[i] = (float)(tid * 4 + i);
                prism_mma_m16n8k8_tf32(C, A, B, C);
                PRISM_GROUP(THREAD(1)) {
                    for (int i = 0; i < 4; i++)
                        d_th[i] = C[i];
                }
            }
        }
    }
}
/*
 * check-name: Fig. 2: a warp-level tf32 mma on register data, under group(thread[32])
 *
 * check-error-start
 * check-error-end
 */
