/* Driver for mma_naive (Fig. 6): C = A * B in tf32, any M, N, K. */
#include <stdio.h>
#include <stdlib.h>

#include "prism/host.h"

#include "driver.h"
#include "kernels.h"

int main(int argc, char **argv)
{
    int M = drv_arg(argc, argv, "M", 64), N = drv_arg(argc, argv, "N", 48), K = drv_arg(argc, argv, "K", 40);
    unsigned block = (unsigned)drv_arg(argc, argv, "block", 64);
    size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N;
    float *A = malloc(na * sizeof *A), *B = malloc(nb * sizeof *B);
    float *C = calloc(nc, sizeof *C), *want = calloc(nc, sizeof *want);
    drv_fill(A, na, 11);
    drv_fill(B, nb, 12);
    float *dA = drv_dev_upload(A, na), *dB = drv_dev_upload(B, nb), *dC = drv_dev_zeros(nc);
    int st = drv_finish(mma_naive_launch(dA, dB, dC, M, N, K, block), C, dC, nc);
    drv_gemm_ref(M, N, K, 1.0f, A, B, 0.0f, want, 1);
    char size[64];
    snprintf(size, sizeof size, "M=%d N=%d K=%d", M, N, K);
    /* tf32 inputs are exact in the reference; only the f32 accumulation order differs. */
    int rc = drv_report("mma_naive", size, st, st ? 0 : drv_max_rel_err(C, want, nc), 1e-5 * (K + 1));
    drv_dev_free_all(dA, dB, dC, NULL);
    free(A);
    free(B);
    free(C);
    free(want);
    return rc;
}
