/*
 * kernels/mma_tf32.h - the warp-level tf32 mma the paper's Figs. 5 and 6
 * share (Fig. 5's simple_mma): one 16x8x8 product, accumulated into c.
 */
#ifndef KERNELS_MMA_TF32_H
#define KERNELS_MMA_TF32_H

#include "prism.h"

#define MMA_M 16
#define MMA_N 8
#define MMA_K 8

/*
 * c[16x8] += a[16x8] * b[8x8]; all three row-major with the given strides.
 * The warp owns c; each lane writes its four fragment elements through a
 * thread[1] partition, as Fig. 5 does.
 */
PRISM_DEVICE(void, simple_mma, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, a, THREAD(32)),
             PRISM_PARAM(const float *, b, THREAD(32)),
             PRISM_PARAM(float *, c, THREAD(32)),
             PRISM_PARAM(int, lda, THREAD(32)),
             PRISM_PARAM(int, ldb, THREAD(32)),
             PRISM_PARAM(int, ldc, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int x = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int row = x / 4;
    PRISM_AT(THREAD(1)) const int col = x % 4;
    float A[4], B[2], C[4];

    /* PTX's tf32 A layout: a1 is row+8 and a2 is col+4 (Fig. 4 swaps them). */
    A[0] = a[row * lda + col];
    A[1] = a[(row + 8) * lda + col];
    A[2] = a[row * lda + col + 4];
    A[3] = a[(row + 8) * lda + col + 4];
    B[0] = b[col * ldb + row];
    B[1] = b[(col + 4) * ldb + row];
    C[0] = c[row * ldc + 2 * col];
    C[1] = c[row * ldc + 2 * col + 1];
    C[2] = c[(row + 8) * ldc + 2 * col];
    C[3] = c[(row + 8) * ldc + 2 * col + 1];

    prism_mma_m16n8k8_tf32(C, A, B, C);

    /* Must be at thread[1] to write. */
    PRISM_PARTITION(c_th, c, THREAD(1), row * ldc + 2 * col) {
        PRISM_GROUP(THREAD(1)) {
            c_th[0] = C[0];
            c_th[1] = C[1];
            c_th[8 * ldc] = C[2];
            c_th[8 * ldc + 1] = C[3];
        }
    }
}

#endif /* KERNELS_MMA_TF32_H */
