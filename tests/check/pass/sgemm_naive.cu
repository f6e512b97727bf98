/*
 * sgemm_naive.cu - Appendix B: naive sgemm, one thread per element of C, read through the partition
 */
#include "prism.h"
PRISM_KERNEL(sgemm_naive, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, M, GRID(1)), PRISM_PARAM(int, N, GRID(1)), PRISM_PARAM(int, K, GRID(1)),
             PRISM_PARAM(float, alpha, GRID(1)), PRISM_PARAM(const float *, A, GRID(1)),
             PRISM_PARAM(const float *, B, GRID(1)), PRISM_PARAM(float, beta, GRID(1)),
             PRISM_PARAM(float *, C, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int x = t / N;
    PRISM_AT(THREAD(1)) const int y = t % N;
    PRISM_PARTITION(C_th, C, THREAD(1), x * N + y) {
        PRISM_GROUP(THREAD(1)) {
            if (x < M) {
                float tmp = 0.0f;
                for (int i = 0; i < K; i++)
                    tmp += A[x * K + i] * B[i * N + y];
                C_th[0] = alpha * tmp + beta * C_th[0];
            }
        }
    }
}
/*
 * check-name: Appendix B: naive sgemm, one thread per element of C, read through the partition
 *
 * check-error-start
 * check-error-end
 */
