/*
 * kernels/scan/main_scan.c - driver for the decoupled look-back scan:
 * inclusive and exclusive prefix sums of int32 and float against a CPU
 * reference, one report line each.
 *
 *   scan-emu|scan-gpu [n=..] [type=0 both|1 int32|2 float] [mode=0 both|1 inclusive|2 exclusive]
 *                     [inplace=1: out is in]
 *
 * int32 inputs are small (-8..8) so no partial sum overflows and results
 * must match exactly; float results are compared relative to the prefix
 * sum of magnitudes, since the scan associates differently from the
 * sequential reference.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "prism/host.h"

#include "driver.h"
#include "scan.h"

static void *dev_alloc(size_t bytes)
{
    void *p = prism_dev_alloc(bytes ? bytes : 1);
    if (!p) {
        fprintf(stderr, "scan: cannot allocate %zu device bytes\n", bytes);
        exit(2);
    }
    return p;
}

static void *host_alloc(size_t bytes)
{
    void *p = malloc(bytes ? bytes : 1);
    if (!p) {
        fprintf(stderr, "scan: out of memory\n");
        exit(2);
    }
    return p;
}

static int inplace; /* scan in place (out == in) */

static int run_i32(int n, int exclusive, void *tmp)
{
    size_t bytes = (size_t)n * sizeof(int32_t);
    int32_t *in = host_alloc(bytes), *out = host_alloc(bytes);
    unsigned s = 12345u;
    for (int i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        in[i] = (int32_t)((s >> 16) % 17u) - 8;
    }
    int32_t *din = dev_alloc(bytes), *dout = inplace ? din : dev_alloc(bytes);
    int st = prism_copy_to_dev(din, in, bytes);
    if (st == 0)
        st = scan_i32_launch(dout, din, n, exclusive, tmp);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(out, dout, bytes);
    long long acc = 0, bad = 0;
    for (int i = 0; i < n && st == 0; i++) {
        long long want = exclusive ? acc : acc + in[i];
        acc += in[i];
        bad += out[i] != want;
    }
    char size[48];
    snprintf(size, sizeof size, "n=%d", n);
    int rc = drv_report(exclusive ? "scan_i32_excl" : "scan_i32_incl", size, st, (double)bad, 0.0);
    prism_dev_free(din);
    if (!inplace)
        prism_dev_free(dout);
    free(in);
    free(out);
    return rc;
}

static int run_f32(int n, int exclusive, void *tmp)
{
    size_t bytes = (size_t)n * sizeof(float);
    float *in = host_alloc(bytes), *out = host_alloc(bytes);
    drv_fill(in, (size_t)n, 51);
    float *din = dev_alloc(bytes), *dout = inplace ? din : dev_alloc(bytes);
    int st = prism_copy_to_dev(din, in, bytes);
    if (st == 0)
        st = scan_f32_launch(dout, din, n, exclusive, tmp);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(out, dout, bytes);
    double acc = 0.0, mag = 0.0, err = 0.0;
    for (int i = 0; i < n && st == 0; i++) {
        double want = exclusive ? acc : acc + in[i];
        double scale = 1.0 + (exclusive ? mag : mag + fabs(in[i]));
        acc += in[i];
        mag += fabs(in[i]);
        double e = fabs(out[i] - want) / scale;
        err = e > err ? e : err;
    }
    char size[48];
    snprintf(size, sizeof size, "n=%d", n);
    int rc = drv_report(exclusive ? "scan_f32_excl" : "scan_f32_incl", size, st, err, 1e-5);
    prism_dev_free(din);
    if (!inplace)
        prism_dev_free(dout);
    free(in);
    free(out);
    return rc;
}

int main(int argc, char **argv)
{
    int n = drv_arg(argc, argv, "n", 100000);
    int type = drv_arg(argc, argv, "type", 0), mode = drv_arg(argc, argv, "mode", 0);
    inplace = drv_arg(argc, argv, "inplace", 0) != 0;
    if (n < 0 || n > (1 << 30) || type < 0 || type > 2 || mode < 0 || mode > 2) {
        fprintf(stderr, "usage: %s [n=0..2^30] [type=0|1|2] [mode=0|1|2]\n", argv[0]);
        return 2;
    }
    void *tmp = dev_alloc(scan_tmp_bytes(n));
    int rc = 0;
    for (int ex = 0; ex < 2; ex++) {
        if (mode != 0 && mode != ex + 1)
            continue;
        if (type != 2)
            rc |= run_i32(n, ex, tmp);
        if (type != 1)
            rc |= run_f32(n, ex, tmp);
    }
    prism_dev_free(tmp);
    return rc;
}
