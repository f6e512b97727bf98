/*
 * bench/kernels_emu_bench.c - the paper's kernels on the CPU: the five
 * sgemm variants and the look-back scan run by the host emulator, against
 * plain sequential C doing the same computation.
 *
 * This is what `make bench` measures for the kernels on a machine without
 * a GPU.  It measures the emulator (fibers, barriers, collectives) more than
 * the kernels; it is here to track the emulator's cost per kernel and to
 * keep the benchmark pipeline exercised, not to rank the variants (their
 * order on a GPU differs).
 *
 *   sgemm_emu/IMPL/N   IMPL = prism_v1..prism_v5 | cpu_ref; FLOP/s for N^3 products
 *   scan_emu/IMPL/n    IMPL = prism_i32 | cpu_ref;  bytes_per_second for 2n*4 bytes
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "gbench.h"
#include "prism/host.h"
#include "scan.h"
#include "sgemm.h"

static const sgemm_launch_fn variants[SGEMM_VARIANTS] = {sgemm1_launch, sgemm2_launch, sgemm3_launch,
                                                           sgemm4_launch, sgemm5_launch};
static const char *const variant_names[SGEMM_VARIANTS] = {"prism_v1", "prism_v2", "prism_v3", "prism_v4",
                                                          "prism_v5"};

static float *filled(size_t n, unsigned seed)
{
    float *x = malloc(n * sizeof *x);
    for (size_t i = 0; x && i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        x[i] = (float)((seed >> 16) & 0xff) / 128.0f - 1.0f;
    }
    return x;
}

/* The sequential baseline: i-k-j loop order, the cache-friendly naive form. */
static void cpu_sgemm(int n, const float *A, const float *B, float *C)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++)
            C[i * n + j] = 0.0f;
        for (int k = 0; k < n; k++)
            for (int j = 0; j < n; j++)
                C[i * n + j] += A[i * n + k] * B[k * n + j];
    }
}

static void bm_sgemm(gb_state_t *st, void *user)
{
    const int v = (int)(intptr_t)user, n = (int)gb_arg(st, 0);
    const size_t e = (size_t)n * n;
    float *A = filled(e, 1), *B = filled(e, 2), *C = filled(e, 3);
    float *dA = prism_dev_alloc(e * 4), *dB = prism_dev_alloc(e * 4), *dC = prism_dev_alloc(e * 4);
    if (!A || !B || !C || !dA || !dB || !dC || prism_copy_to_dev(dA, A, e * 4) || prism_copy_to_dev(dB, B, e * 4)) {
        gb_skip_with_error(st, "allocation failed");
    } else {
        while (gb_keep_running(st)) {
            if (v < 0) {
                cpu_sgemm(n, A, B, C);
            } else if (variants[v](n, n, n, 1.0f, dA, dB, 0.0f, dC) != PRISM_OK || prism_dev_sync() != PRISM_OK) {
                gb_skip_with_error(st, "launch failed");
                break;
            }
        }
        gb_counter(st, "FLOP/s", 2.0 * n * n * (double)n, GB_RATE_PER_ITER);
    }
    prism_dev_free(dA);
    prism_dev_free(dB);
    prism_dev_free(dC);
    free(A);
    free(B);
    free(C);
}

static void bm_scan(gb_state_t *st, void *user)
{
    const int prism = user != NULL, n = (int)gb_arg(st, 0);
    const size_t bytes = (size_t)n * 4;
    int32_t *in = malloc(bytes), *out = malloc(bytes);
    void *din = prism_dev_alloc(bytes), *dout = prism_dev_alloc(bytes), *tmp = prism_dev_alloc(scan_tmp_bytes(n));
    for (int i = 0; in && i < n; i++)
        in[i] = (i * 7) % 17 - 8;
    if (!in || !out || !din || !dout || !tmp || prism_copy_to_dev(din, in, bytes)) {
        gb_skip_with_error(st, "allocation failed");
    } else {
        while (gb_keep_running(st)) {
            if (!prism) {
                int32_t acc = 0;
                for (int i = 0; i < n; i++)
                    out[i] = acc += in[i];
            } else if (scan_i32_launch(dout, din, n, 0, tmp) != PRISM_OK || prism_dev_sync() != PRISM_OK) {
                gb_skip_with_error(st, "launch failed");
                break;
            }
        }
        gb_counter(st, "bytes_per_second", 2.0 * (double)bytes, GB_RATE_PER_ITER);
    }
    prism_dev_free(din);
    prism_dev_free(dout);
    prism_dev_free(tmp);
    free(in);
    free(out);
}

int main(int argc, char **argv)
{
    for (int v = -1; v < SGEMM_VARIANTS; v++) {
        char name[64];
        snprintf(name, sizeof name, "sgemm_emu/%s", v < 0 ? "cpu_ref" : variant_names[v]);
        gb_bench_t *b = gb_register(name, bm_sgemm, (void *)(intptr_t)v);
        gb_range(b, 64, 256, 2);
        gb_real_time(b); /* the emulator runs blocks on a pool of OS threads */
        gb_repetitions(b, 3, 1);
        gb_unit(b, GB_MS);
    }
    for (int p = 0; p < 2; p++) {
        gb_bench_t *b = gb_register(p ? "scan_emu/prism_i32" : "scan_emu/cpu_ref", bm_scan, p ? (void *)1 : NULL);
        gb_range(b, 1 << 14, 1 << 20, 4);
        gb_real_time(b);
        gb_repetitions(b, 3, 1);
        gb_unit(b, GB_MS);
    }
    gb_context("backend", prism_backend_name());
    return gb_main(argc, argv);
}
