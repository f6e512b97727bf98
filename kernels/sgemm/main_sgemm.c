/*
 * kernels/sgemm/main_sgemm.c - driver for the five sgemm variants:
 * C = alpha * A * B + beta * C against the CPU reference (double
 * accumulation), one report line per variant.
 *
 *   sgemm-emu|sgemm-gpu [variant=0..6] [M=.. N=.. K=..] [alpha=..] [beta=..]
 *
 * variant=0 (the default) runs all of them (with -DSGEMM_TUNE: the tuning
 * variants of kernels/sgemm/tune/, sgemm_tune.h).  alpha and beta are given in
 * hundredths (alpha=150 is 1.5) because drv_arg parses integers.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prism/host.h"

#include "driver.h"
#include "sgemm.h"
#ifdef SGEMM_TUNE
#include "sgemm_tune.h"
#endif

/* Built with -DSGEMM_TUNE (sgemm-tune-emu, -gpu): variant 6's tuning variants instead. */
static const struct {
    const char *name;
    sgemm_launch_fn launch;
} variants[] = {
#ifdef SGEMM_TUNE
#define SGEMM_ENTRY(name) {#name, name##_launch},
    SGEMM_TUNE_VARIANTS(SGEMM_ENTRY)
#else
    {"sgemm1_naive", sgemm1_launch},  {"sgemm2_coalesce", sgemm2_launch}, {"sgemm3_tile2d", sgemm3_launch},
    {"sgemm4_vec", sgemm4_launch},    {"sgemm5_warptile", sgemm5_launch},
    {"sgemm6_pipeline", sgemm6_launch},
#endif
};
#define NVARIANTS ((int)(sizeof variants / sizeof variants[0]))

/* Run one variant on fresh copies of the inputs; returns the exit status. */
static int run(int v, int M, int N, int K, float alpha, float beta, const float *A, const float *B, const float *C0)
{
    size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N;
    float *C = malloc((nc ? nc : 1) * sizeof *C), *want = malloc((nc ? nc : 1) * sizeof *want);
    if (!C || !want) {
        fprintf(stderr, "sgemm: out of memory\n");
        exit(2);
    }
    C[0] = 0.0f;
    memcpy(C, C0, nc * sizeof *C);
    memcpy(want, C0, nc * sizeof *want);
    /* At least one element each: an empty matrix still gets a valid pointer. */
    float *dA = drv_dev_upload(A, na ? na : 1), *dB = drv_dev_upload(B, nb ? nb : 1);
    float *dC = drv_dev_upload(C, nc ? nc : 1);
    int st = variants[v].launch(M, N, K, alpha, dA, dB, beta, dC);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        drv_dev_download(C, dC, nc);
    drv_gemm_ref(M, N, K, alpha, A, B, beta, want, 0);
    char size[64];
    snprintf(size, sizeof size, "M=%d N=%d K=%d", M, N, K);
    int rc = drv_report(variants[v].name, size, st, st ? 0 : drv_max_rel_err(C, want, nc), 1e-5 * (K + 1));
    prism_dev_free(dA);
    prism_dev_free(dB);
    prism_dev_free(dC);
    free(C);
    free(want);
    return rc;
}

int main(int argc, char **argv)
{
    int v = drv_arg(argc, argv, "variant", 0);
    int M = drv_arg(argc, argv, "M", 150), N = drv_arg(argc, argv, "N", 132), K = drv_arg(argc, argv, "K", 40);
    float alpha = (float)drv_arg(argc, argv, "alpha", 150) / 100.0f;
    float beta = (float)drv_arg(argc, argv, "beta", -50) / 100.0f;
    if (v < 0 || v > NVARIANTS || M < 0 || N < 0 || K < 0) {
        fprintf(stderr, "usage: %s [variant=0..%d] [M=..] [N=..] [K=..] [alpha=..] [beta=..] (hundredths)\n",
                argv[0], NVARIANTS);
        return 2;
    }
    size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N;
    float *A = malloc((na ? na : 1) * sizeof *A), *B = malloc((nb ? nb : 1) * sizeof *B);
    float *C = malloc((nc ? nc : 1) * sizeof *C);
    if (!A || !B || !C) {
        fprintf(stderr, "sgemm: out of memory\n");
        return 2;
    }
    drv_fill(A, na, 31);
    drv_fill(B, nb, 32);
    drv_fill(C, nc, 33);
    int rc = 0;
    for (int i = 0; i < NVARIANTS; i++)
        if (v == 0 || v == i + 1)
            rc |= run(i, M, N, K, alpha, beta, A, B, C);
    free(A);
    free(B);
    free(C);
    return rc;
}
