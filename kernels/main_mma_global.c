/* Driver for mma_global (Fig. 5): a batch of 16x8x8 tf32 products. */
#include <stdio.h>
#include <stdlib.h>

#include "prism/host.h"

#include "driver.h"
#include "kernels.h"

int main(int argc, char **argv)
{
    int tiles = drv_arg(argc, argv, "tiles", 10);
    unsigned block = (unsigned)drv_arg(argc, argv, "block", 96);
    size_t na = (size_t)tiles * 128, nb = (size_t)tiles * 64, nc = (size_t)tiles * 128;
    float *A = malloc(na * sizeof *A), *B = malloc(nb * sizeof *B);
    float *C = malloc(nc * sizeof *C), *want = malloc(nc * sizeof *want);
    drv_fill(A, na, 1);
    drv_fill(B, nb, 2);
    drv_fill(C, nc, 3);
    for (size_t i = 0; i < nc; i++)
        want[i] = C[i];
    float *dA = drv_dev_upload(A, na), *dB = drv_dev_upload(B, nb), *dC = drv_dev_upload(C, nc);
    int st = drv_finish(mma_global_launch(dA, dB, dC, tiles, block), C, dC, nc);
    for (int t = 0; t < tiles; t++)
        drv_gemm_ref(16, 8, 8, 1.0f, A + (size_t)t * 128, B + (size_t)t * 64, 1.0f, want + (size_t)t * 128, 1);
    char size[64];
    snprintf(size, sizeof size, "tiles=%d block=%u", tiles, block);
    int rc = drv_report("mma_global", size, st, st ? 0 : drv_max_rel_err(C, want, nc), 1e-5);
    drv_dev_free_all(dA, dB, dC, NULL);
    free(A);
    free(B);
    free(C);
    free(want);
    return rc;
}
