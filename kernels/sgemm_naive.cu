/*
 * kernels/sgemm_naive.cu - the naive sgemm of 001's Appendix B:
 * C = alpha * A * B + beta * C, one thread per element of C, written from
 * the perspective of a thread.
 *
 * Appendix B reads C[x*N+y] inside the partition of C, which the hidden-name
 * rule forbids; here the old value is read through the partition instead.
 */
#include "prism.h"

PRISM_KERNEL(sgemm_naive, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, M, GRID(1)),
             PRISM_PARAM(int, N, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)),
             PRISM_PARAM(float, alpha, GRID(1)),
             PRISM_PARAM(const float *, A, GRID(1)),
             PRISM_PARAM(const float *, B, GRID(1)),
             PRISM_PARAM(float, beta, GRID(1)),
             PRISM_PARAM(float *, C, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int bid = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(C_blk, C, BLOCK(1), 0) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int tid = bid * (int)PRISM_NTHREADS() + (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) const int x = tid / N;
            PRISM_AT(THREAD(1)) const int y = tid % N;
            PRISM_PARTITION(C_thrd, C_blk, THREAD(1), x * N + y) {
                PRISM_GROUP(THREAD(1)) {
                    if (x < M) {
                        float tmp = 0.0f;
                        for (int i = 0; i < K; i++)
                            tmp += A[x * K + i] * B[i * N + y];
                        C_thrd[0] = alpha * tmp + beta * C_thrd[0];
                    }
                }
            }
        }
    }
}

PRISM_HOST_API int sgemm_naive_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta,
                                      float *C, unsigned block)
{
    unsigned long cells = (unsigned long)M * (unsigned long)N;
    unsigned grid = (unsigned)((cells + block - 1) / (block ? block : 1));
    return PRISM_LAUNCH(sgemm_naive, grid ? grid : 1u, block, M, N, K, alpha, A, B, beta, C);
}
