/*
 * fig5_simple_mma.cu - Fig. 5: simple_mma loads through const pointers and writes back through a partition
 */
#include "prism.h"
PRISM_DEVICE(void, simple_mma, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, a_mem, THREAD(32)),
             PRISM_PARAM(const float *, b_mem, THREAD(32)),
             PRISM_PARAM(float *, c_mem, THREAD(32)),
             PRISM_PARAM(int, k, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int x = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float A[4], B[2], C[4] = {0};
    A[0] = a_mem[(x / 4) * k + (x % 4)];
    A[1] = a_mem[(x / 4) * k + (x % 4) + 4];
    A[2] = a_mem[(x / 4 + 8) * k + (x % 4)];
    A[3] = a_mem[(x / 4 + 8) * k + (x % 4) + 4];
    B[0] = b_mem[(x % 4) * n + (x / 4)];
    B[1] = b_mem[(x % 4 + 4) * n + (x / 4)];
    prism_mma_m16n8k8_tf32(C, A, B, C);
    PRISM_PARTITION(c_thrd, c_mem, THREAD(1), (x / 4) * n + 2 * (x % 4)) {
        PRISM_GROUP(THREAD(1)) {
            c_thrd[0] = C[0];
            c_thrd[1] = C[1];
            c_thrd[8 * n] = C[2];
            c_thrd[8 * n + 1] = C[3];
        }
    }
}
/*
 * check-name: Fig. 5: simple_mma loads through const pointers and writes back through a partition
 *
 * check-error-start
 * check-error-end
 */
