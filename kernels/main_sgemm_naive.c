/* Driver for sgemm_naive (001 Appendix B): C = alpha*A*B + beta*C. */
#include <stdio.h>
#include <stdlib.h>

#include "prism/host.h"

#include "driver.h"
#include "kernels.h"

int main(int argc, char **argv)
{
    int M = drv_arg(argc, argv, "M", 96), N = drv_arg(argc, argv, "N", 80), K = drv_arg(argc, argv, "K", 64);
    unsigned block = (unsigned)drv_arg(argc, argv, "block", 128);
    const float alpha = 1.5f, beta = -0.5f;
    size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N;
    float *A = malloc(na * sizeof *A), *B = malloc(nb * sizeof *B);
    float *C = malloc(nc * sizeof *C), *want = malloc(nc * sizeof *want);
    drv_fill(A, na, 21);
    drv_fill(B, nb, 22);
    drv_fill(C, nc, 23);
    for (size_t i = 0; i < nc; i++)
        want[i] = C[i];
    float *dA = drv_dev_upload(A, na), *dB = drv_dev_upload(B, nb), *dC = drv_dev_upload(C, nc);
    int st = drv_finish(sgemm_naive_launch(M, N, K, alpha, dA, dB, beta, dC, block), C, dC, nc);
    drv_gemm_ref(M, N, K, alpha, A, B, beta, want, 0);
    char size[64];
    snprintf(size, sizeof size, "M=%d N=%d K=%d", M, N, K);
    int rc = drv_report("sgemm_naive", size, st, st ? 0 : drv_max_rel_err(C, want, nc), 1e-5 * (K + 1));
    drv_dev_free_all(dA, dB, dC, NULL);
    free(A);
    free(B);
    free(C);
    free(want);
    return rc;
}
