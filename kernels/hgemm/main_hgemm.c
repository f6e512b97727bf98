/*
 * kernels/hgemm/main_hgemm.c - driver of the Hopper bf16 GEMM (hgemm.h):
 * C = A * B against a CPU reference, one report line per implementation.
 *
 *   hgemm-emu|hgemm-gpu [M=..] [N=..] [K=..] [data=0|1] [impl=0|1|2] [out=0|1]
 *
 * data=0 (the default): small integers in [-4, 4].  They are exact in
 * bf16, every product and partial sum is an integer below 2^24 (|sum| <=
 * 16 K, K < 2^20), so f32 accumulation in any order is exact: the result
 * must equal the reference bit for bit (tolerance 0).
 * data=1: uniform values in [-1, 1) rounded to bf16.  The reference
 * accumulates the same bf16 values in double; the kernel accumulates in
 * f32 in the tensor cores' (or the emulator's) order, each addition off by
 * at most half an ulp of the running sum, so the error grows with K:
 * tolerance 1e-5 (K + 1) relative to 1 + |C|, as the sgemm driver uses.
 *
 * impl=0 runs every implementation linked in (the Prism kernel; on the GPU
 * build also the plain-CUDA twin), 1 only Prism, 2 only the twin.
 * out=0: C in f32 (hgemm_launch); out=1: C in bf16 (hgemm_bf16_launch),
 * compared with the reference rounded to bf16 the same way (nearest even):
 * bit for bit with data=0 (the f32 sum is exact, so both round the same
 * value), and with data=1 within the f32 tolerance plus one bf16 ulp
 * (2^-7 relative: two slightly different f32 sums on either side of a
 * rounding boundary round one ulp apart).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prism/host.h"

#include "driver.h"
#include "hgemm.h"

static const struct {
    const char *name, *name_bf16;
    hgemm_launch_fn launch;
    hgemm_bf16_launch_fn launch_bf16;
} impls[] = {
    {"hgemm", "hgemm_bf16", hgemm_launch, hgemm_bf16_launch},
#ifdef HGEMM_WITH_TWIN
    {"hgemm_twin", "hgemm_bf16_twin", hgemm_twin_launch, hgemm_bf16_twin_launch},
#endif
};

/* f32 -> bf16, round to nearest even (the inputs here are never NaN). */
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

/* C[i][j] = sum_k A[i][k] * B[j][k] in double (B is N x K). */
static void ref_gemm(int M, int N, int K, const float *A, const float *B, float *C)
{
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            double s = 0.0;
            for (int k = 0; k < K; k++)
                s += (double)A[(size_t)i * K + k] * (double)B[(size_t)j * K + k];
            C[(size_t)i * N + j] = (float)s;
        }
}

static void *xmalloc(size_t bytes)
{
    void *p = malloc(bytes ? bytes : 1);
    if (!p) {
        fprintf(stderr, "hgemm: out of memory\n");
        exit(2);
    }
    return p;
}

static void *dev_upload(const void *host, size_t bytes)
{
    void *d = prism_dev_alloc(bytes ? bytes : 16);
    if (!d || prism_copy_to_dev(d, host, bytes) != PRISM_OK) {
        fprintf(stderr, "hgemm: cannot upload %zu bytes\n", bytes);
        exit(2);
    }
    return d;
}

static int run(int i, int M, int N, int K, int exact, int bf16, const uint16_t *A, const uint16_t *B,
               const float *want)
{
    const size_t nc = (size_t)M * N, esize = bf16 ? 2 : 4;
    void *C = xmalloc(nc * esize);
    void *dA = dev_upload(A, (size_t)M * K * 2), *dB = dev_upload(B, (size_t)N * K * 2);
    /* All-ones bytes are NaN in both formats: an element the kernel never writes cannot pass. */
    void *dC = prism_dev_alloc(nc ? nc * esize : 16);
    int st = dC ? prism_dev_memset(dC, 0xff, nc * esize) : PRISM_ERR_MEMORY;
    if (st == PRISM_OK)
        st = bf16 ? impls[i].launch_bf16(M, N, K, dA, dB, dC) : impls[i].launch(M, N, K, dA, dB, dC);
    if (st == PRISM_OK)
        st = prism_dev_sync();
    if (st == PRISM_OK)
        st = prism_copy_to_host(C, dC, nc * esize);
    double err = 0.0;
    for (size_t e = 0; st == PRISM_OK && e < nc; e++) {
        const double got = bf16 ? from_bf16(((const uint16_t *)C)[e]) : ((const float *)C)[e];
        const double ref = bf16 ? from_bf16(to_bf16(want[e])) : want[e];
        const double d = exact ? fabs(got - ref) : fabs(got - ref) / (1.0 + fabs(ref));
        err = d == d ? fmax(err, d) : INFINITY;
    }
    char size[64];
    snprintf(size, sizeof size, "M=%d N=%d K=%d%s", M, N, K, exact ? "" : " rand");
    const double tol = exact ? 0.0 : 1e-5 * (K + 1) + (bf16 ? 1.0 / 128 : 0.0);
    int rc = drv_report(bf16 ? impls[i].name_bf16 : impls[i].name, size, st, err, tol);
    prism_dev_free(dA);
    prism_dev_free(dB);
    prism_dev_free(dC);
    free(C);
    return rc;
}

int main(int argc, char **argv)
{
    const int M = drv_arg(argc, argv, "M", 256), N = drv_arg(argc, argv, "N", 512), K = drv_arg(argc, argv, "K", 128);
    const int data = drv_arg(argc, argv, "data", 0), impl = drv_arg(argc, argv, "impl", 0);
    const int out = drv_arg(argc, argv, "out", 0);
    const int n_impls = (int)(sizeof impls / sizeof impls[0]);
    if (M < 0 || N < 0 || K <= 0 || K % 8 != 0 || K >= (1 << 20) || data < 0 || data > 1 || impl < 0 ||
        impl > 2 || out < 0 || out > 1) {
        fprintf(stderr, "usage: %s [M=..] [N=..] [K=multiple of 8] [data=0|1] [impl=0|1|2] [out=0|1]\n", argv[0]);
        return 2;
    }
    if (impl > n_impls) {
        fprintf(stderr, "hgemm: impl=%d is not linked into this build\n", impl);
        return 2;
    }
    const size_t na = (size_t)M * K, nb = (size_t)N * K;
    float *Af = xmalloc(na * sizeof *Af), *Bf = xmalloc(nb * sizeof *Bf), *want = xmalloc((size_t)M * N * 4);
    uint16_t *A = xmalloc(na * 2), *B = xmalloc(nb * 2);
    if (data == 0) {
        drv_fill_small_ints(Af, na, 41);
        drv_fill_small_ints(Bf, nb, 42);
    } else {
        drv_fill(Af, na, 41);
        drv_fill(Bf, nb, 42);
    }
    /* The reference multiplies exactly the bf16 values the kernel reads. */
    for (size_t e = 0; e < na; e++)
        Af[e] = from_bf16(A[e] = to_bf16(Af[e]));
    for (size_t e = 0; e < nb; e++)
        Bf[e] = from_bf16(B[e] = to_bf16(Bf[e]));
    ref_gemm(M, N, K, Af, Bf, want);
    int rc = 0;
    for (int i = 0; i < n_impls; i++)
        if (impl == 0 || impl == i + 1)
            rc |= run(i, M, N, K, data == 0, out == 1, A, B, want);
    free(Af);
    free(Bf);
    free(want);
    free(A);
    free(B);
    return rc;
}
