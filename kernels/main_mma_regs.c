/* Driver for mma_regs (Fig. 2): rebuild each warp's A and B from the
 * fragment layout and compare its 16x8 result tile. */
#include <stdio.h>
#include <stdlib.h>

#include "prism/host.h"

#include "driver.h"
#include "kernels.h"

int main(int argc, char **argv)
{
    int warps = drv_arg(argc, argv, "warps", 12);
    unsigned block = (unsigned)drv_arg(argc, argv, "block", 64);
    size_t n = (size_t)warps * 128;
    float *out = calloc(n, sizeof *out), *want = calloc(n, sizeof *want);
    float *d_out = drv_dev_zeros(n);
    int st = drv_finish(mma_regs_launch(d_out, warps, block), out, d_out, n);

    for (int w = 0; w < warps; w++) {
        float A[16][8], B[8][8];
        for (int l = 0; l < 32; l++) {
            float a[4], b[2];
            for (int i = 0; i < 4; i++)
                a[i] = (float)((w + l * 4 + i) % 9 - 4);
            for (int i = 0; i < 2; i++)
                b[i] = (float)((w * 3 + l * 2 + i) % 7 - 3);
            A[l / 4][l % 4] = a[0];
            A[l / 4 + 8][l % 4] = a[1];
            A[l / 4][l % 4 + 4] = a[2];
            A[l / 4 + 8][l % 4 + 4] = a[3];
            B[l % 4][l / 4] = b[0];
            B[l % 4 + 4][l / 4] = b[1];
        }
        for (int i = 0; i < 16; i++)
            for (int j = 0; j < 8; j++) {
                float acc = 0.0f;
                for (int k = 0; k < 8; k++)
                    acc += A[i][k] * B[k][j];
                want[(size_t)w * 128 + i * 8 + j] = acc;
            }
    }
    char size[64];
    snprintf(size, sizeof size, "warps=%d block=%u", warps, block);
    int rc = drv_report("mma_regs", size, st, st ? 0 : drv_max_rel_err(out, want, n), 0.0);
    drv_dev_free_all(d_out, NULL);
    free(out);
    free(want);
    return rc;
}
