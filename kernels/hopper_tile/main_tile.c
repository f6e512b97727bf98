/*
 * kernels/hopper_tile/main_tile.c - driver of the 128 x 128 pipelined tile
 * (tile.h): C = A * B against a CPU reference, one report line.
 *
 *   hopper_tile-emu|hopper_tile-gpu [K=..] [data=0|1]
 *
 * data=0 (the default): integers in [-4, 4], exact in bf16; every product
 * and partial sum is an integer below 2^24 (|sum| <= 16 K), so f32
 * accumulation in any order is exact and the result must equal the
 * reference bit for bit (tolerance 0).  data=1: uniform values in [-1, 1)
 * rounded to bf16 against a double reference: tolerance 1e-5 (K + 1)
 * relative to 1 + |C| (the accumulation order is the tensor cores' or
 * the emulator's, each addition within half an ulp of the running sum).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prism/host.h"

#include "driver.h"
#include "tile.h"

/* f32 -> bf16, round to nearest even (the inputs are never NaN). */
static uint16_t to_bf16(float x)
{
    uint32_t u;
    memcpy(&u, &x, 4);
    u += 0x7fffu + ((u >> 16) & 1u);
    return (uint16_t)(u >> 16);
}

static float from_bf16(uint16_t h)
{
    uint32_t u = (uint32_t)h << 16;
    float x;
    memcpy(&x, &u, 4);
    return x;
}

static void *xmalloc(size_t bytes)
{
    void *p = malloc(bytes);
    if (!p) {
        fprintf(stderr, "hopper_tile: out of memory\n");
        exit(2);
    }
    return p;
}

static void *upload(const void *host, size_t bytes)
{
    void *d = prism_dev_alloc(bytes);
    if (!d || prism_copy_to_dev(d, host, bytes) != PRISM_OK) {
        fprintf(stderr, "hopper_tile: cannot upload %zu bytes\n", bytes);
        exit(2);
    }
    return d;
}

int main(int argc, char **argv)
{
    const int K = drv_arg(argc, argv, "K", 256), data = drv_arg(argc, argv, "data", 0);
    if (K <= 0 || K % TILE_BK != 0 || K >= (1 << 20) || data < 0 || data > 1) {
        fprintf(stderr, "usage: %s [K=multiple of %d] [data=0|1]\n", argv[0], TILE_BK);
        return 2;
    }
    const size_t na = (size_t)TILE_M * K, nb = (size_t)TILE_N * K, nc = (size_t)TILE_M * TILE_N;
    float *Af = xmalloc(na * 4), *Bf = xmalloc(nb * 4), *C = xmalloc(nc * 4);
    double *want = xmalloc(nc * sizeof *want);
    uint16_t *A = xmalloc(na * 2), *B = xmalloc(nb * 2);
    if (data == 0) {
        drv_fill_small_ints(Af, na, 51);
        drv_fill_small_ints(Bf, nb, 52);
    } else {
        drv_fill(Af, na, 51);
        drv_fill(Bf, nb, 52);
    }
    /* The reference multiplies exactly the bf16 values the kernel reads. */
    for (size_t e = 0; e < na; e++)
        Af[e] = from_bf16(A[e] = to_bf16(Af[e]));
    for (size_t e = 0; e < nb; e++)
        Bf[e] = from_bf16(B[e] = to_bf16(Bf[e]));
    for (int i = 0; i < TILE_M; i++)
        for (int j = 0; j < TILE_N; j++) {
            double s = 0.0;
            for (int k = 0; k < K; k++)
                s += (double)Af[(size_t)i * K + k] * (double)Bf[(size_t)j * K + k];
            want[(size_t)i * TILE_N + j] = s;
        }
    void *dA = upload(A, na * 2), *dB = upload(B, nb * 2);
    float *dC = prism_dev_alloc(nc * 4);
    /* NaN bytes: an element the kernel never writes cannot pass. */
    int st = dC ? prism_dev_memset(dC, 0xff, nc * 4) : PRISM_ERR_MEMORY;
    if (st == PRISM_OK)
        st = hopper_tile_launch(K, dA, dB, dC);
    if (st == PRISM_OK)
        st = prism_dev_sync();
    if (st == PRISM_OK)
        st = prism_copy_to_host(C, dC, nc * 4);
    double err = 0.0;
    for (size_t e = 0; st == PRISM_OK && e < nc; e++) {
        const double d = data == 0 ? fabs((double)C[e] - want[e]) : fabs((double)C[e] - want[e]) / (1.0 + fabs(want[e]));
        err = d == d ? fmax(err, d) : INFINITY;
    }
    char size[48];
    snprintf(size, sizeof size, "128x128 K=%d%s", K, data == 0 ? "" : " rand");
    int rc = drv_report("hopper_tile", size, st, err, data == 0 ? 0.0 : 1e-5 * (K + 1));
    prism_dev_free(dA);
    prism_dev_free(dB);
    prism_dev_free(dC);
    free(Af);
    free(Bf);
    free(C);
    free(want);
    free(A);
    free(B);
    return rc;
}
