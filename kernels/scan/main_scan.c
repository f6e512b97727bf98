/*
 * kernels/scan/main_scan.c - driver for the decoupled look-back scan:
 * inclusive and exclusive prefix sums of int32 and float against a CPU
 * reference, one report line each.
 *
 *   scan-emu|scan-gpu [n=..] [type=0 both|1 int32|2 float] [mode=0 both|1 inclusive|2 exclusive]
 *                     [inplace=1: out is in] [misalign=1: in and out 4 bytes off 16-byte alignment]
 *
 * n is 64-bit (up to 2^33: past 2^31 on a GPU with the memory for it).
 * misalign=1 sends full tiles through the guarded item-by-item path that
 * the launcher picks for arrays it cannot move as 16-byte vectors.
 *
 * int32 inputs are small (-8..8) so no partial sum overflows and results
 * must match exactly; float results are compared relative to the prefix
 * sum of magnitudes, since the scan associates differently from the
 * sequential reference: each tile sums its 3,072 items in a tree (24 in a
 * row per thread, then warp and block levels) and adds the running prefix
 * once, so each output carries O(log n) roundings of float's 2^-24
 * against the sequential sum's n; 1e-5 of the magnitude sum holds with a
 * wide margin (the runs show about 2e-8).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static int inplace;  /* scan in place (out == in) */
static int misalign; /* arrays one item past a 16-byte boundary */
static int delays = -1, poll = 0; /* int32, delays >= 0: scan_i32_launch_delays(delays, poll) */

static int run_i32(int64_t n, int exclusive, void *tmp)
{
    size_t bytes = (size_t)n * sizeof(int32_t);
    int32_t *in = host_alloc(bytes), *out = host_alloc(bytes);
    unsigned s = 12345u;
    for (int64_t i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        in[i] = (int32_t)((s >> 16) % 17u) - 8;
    }
    int32_t *bin = dev_alloc(bytes + 4), *bout = inplace ? bin : dev_alloc(bytes + 4);
    int32_t *din = bin + misalign, *dout = bout + misalign;
    int st = prism_copy_to_dev(din, in, bytes);
    if (st == 0)
        st = delays >= 0 ? scan_i32_launch_delays(dout, din, n, exclusive, tmp, (unsigned)delays, (unsigned)poll)
                         : scan_i32_launch(dout, din, n, exclusive, tmp);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(out, dout, bytes);
    long long acc = 0, bad = 0;
    for (int64_t i = 0; i < n && st == 0; i++) {
        long long want = exclusive ? acc : acc + in[i];
        acc += in[i];
        bad += out[i] != want;
    }
    char size[48];
    snprintf(size, sizeof size, "n=%lld%s", (long long)n, misalign ? " misaligned" : "");
    int rc = drv_report(exclusive ? "scan_i32_excl" : "scan_i32_incl", size, st, (double)bad, 0.0);
    prism_dev_free(bin);
    if (!inplace)
        prism_dev_free(bout);
    free(in);
    free(out);
    return rc;
}

static int run_f32(int64_t n, int exclusive, void *tmp)
{
    size_t bytes = (size_t)n * sizeof(float);
    float *in = host_alloc(bytes), *out = host_alloc(bytes);
    drv_fill(in, (size_t)n, 51);
    float *bin = dev_alloc(bytes + 4), *bout = inplace ? bin : dev_alloc(bytes + 4);
    float *din = bin + misalign, *dout = bout + misalign;
    int st = prism_copy_to_dev(din, in, bytes);
    if (st == 0)
        st = scan_f32_launch(dout, din, n, exclusive, tmp);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(out, dout, bytes);
    double acc = 0.0, mag = 0.0, err = 0.0;
    for (int64_t i = 0; i < n && st == 0; i++) {
        double want = exclusive ? acc : acc + in[i];
        double scale = 1.0 + (exclusive ? mag : mag + fabs(in[i]));
        acc += in[i];
        mag += fabs(in[i]);
        double e = fabs(out[i] - want) / scale;
        err = e > err ? e : err;
    }
    char size[48];
    snprintf(size, sizeof size, "n=%lld%s", (long long)n, misalign ? " misaligned" : "");
    int rc = drv_report(exclusive ? "scan_f32_excl" : "scan_f32_incl", size, st, err, 1e-5);
    prism_dev_free(bin);
    if (!inplace)
        prism_dev_free(bout);
    free(in);
    free(out);
    return rc;
}

/* drv_arg's int cannot hold n past 2^31. */
static int64_t arg64(int argc, char **argv, const char *name, int64_t def)
{
    size_t len = strlen(name);
    for (int i = 1; i < argc; i++)
        if (strncmp(argv[i], name, len) == 0 && argv[i][len] == '=')
            return strtoll(argv[i] + len + 1, NULL, 0);
    return def;
}

int main(int argc, char **argv)
{
    int64_t n = arg64(argc, argv, "n", 100000);
    int type = drv_arg(argc, argv, "type", 0), mode = drv_arg(argc, argv, "mode", 0);
    inplace = drv_arg(argc, argv, "inplace", 0) != 0;
    misalign = drv_arg(argc, argv, "misalign", 0) != 0;
    delays = drv_arg(argc, argv, "first_ns", -1);
    poll = drv_arg(argc, argv, "poll_ns", 0);
    if (n < 0 || n > ((int64_t)1 << 33) || type < 0 || type > 2 || mode < 0 || mode > 2 || poll < 0) {
        fprintf(stderr,
                "usage: %s [n=0..2^33] [type=0|1|2] [mode=0|1|2] [inplace=1] [misalign=1] [first_ns=N poll_ns=N]\n",
                argv[0]);
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
