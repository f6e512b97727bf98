/*
 * tests/adversarial/adv_driver.h - the host half of a runnable adversarial
 * program (tests/check/pass/adv_*.cu that define sync_case_run).
 *
 * Every runnable kernel takes (in, out, n): n input elements made by
 * adv_input(), an output array that starts zeroed.  The program supplies a
 * launch function and a CPU reference with the same shape; adv_check_*
 * runs both and compares every output element, so a missing barrier that
 * lets a thread read a stale value shows up as a MISMATCH line even when
 * the race detector is not watching.  tests/sync/run_main.c calls
 * sync_case_run(), as for the tests/sync cases.
 */
/* #pragma once, not a guard macro: a guard tested after prism.h's system
 * headers is a name the checker must ask the compilers about (might a
 * skipped system header define it?), some twenty compiler runs for each of
 * the several hundred programs that include this file. */
#pragma once

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef int (*adv_launch_i32_fn)(const int32_t *in, int32_t *out, int n);
typedef void (*adv_ref_i32_fn)(const int32_t *in, int32_t *out, int n);
typedef int (*adv_launch_f32_fn)(const float *in, float *out, int n);
typedef void (*adv_ref_f32_fn)(const float *in, float *out, int n);

/* Small signed values: sums of a few thousand stay exact in int32 and float. */
static inline int32_t adv_input(int i)
{
    return (int32_t)((i * 37 + 11) % 101) - 50;
}

static inline int adv_check_i32(adv_launch_i32_fn launch, adv_ref_i32_fn ref, int n_in, int n_out)
{
    int32_t *h_in = (int32_t *)calloc((size_t)n_in, sizeof *h_in);
    int32_t *h_out = (int32_t *)calloc((size_t)n_out, sizeof *h_out);
    int32_t *want = (int32_t *)calloc((size_t)n_out, sizeof *want);
    int32_t *d_in = (int32_t *)prism_dev_alloc(sizeof *d_in * (size_t)n_in);
    int32_t *d_out = (int32_t *)prism_dev_alloc(sizeof *d_out * (size_t)n_out);
    int st = h_in && h_out && want && d_in && d_out ? 0 : 1;
    for (int i = 0; st == 0 && i < n_in; i++)
        h_in[i] = adv_input(i);
    if (st == 0)
        st = prism_copy_to_dev(d_in, h_in, sizeof *h_in * (size_t)n_in);
    if (st == 0)
        st = prism_dev_memset(d_out, 0, sizeof *d_out * (size_t)n_out);
    if (st == 0)
        st = launch(d_in, d_out, n_in);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(h_out, d_out, sizeof *h_out * (size_t)n_out);
    if (st == 0) {
        ref(h_in, want, n_in);
        for (int i = 0; i < n_out; i++)
            if (h_out[i] != want[i]) {
                fprintf(stderr, "MISMATCH out[%d] = %d, want %d\n", i, (int)h_out[i], (int)want[i]);
                st = 7;
                break;
            }
    }
    free(h_in);
    free(h_out);
    free(want);
    prism_dev_free(d_in);
    prism_dev_free(d_out);
    return st;
}

/* Relative tolerance for results of float math (expf, sqrtf: the device's ulps). */
static inline int adv_check_f32(adv_launch_f32_fn launch, adv_ref_f32_fn ref, int n_in, int n_out)
{
    float *h_in = (float *)calloc((size_t)n_in, sizeof *h_in);
    float *h_out = (float *)calloc((size_t)n_out, sizeof *h_out);
    float *want = (float *)calloc((size_t)n_out, sizeof *want);
    float *d_in = (float *)prism_dev_alloc(sizeof *d_in * (size_t)n_in);
    float *d_out = (float *)prism_dev_alloc(sizeof *d_out * (size_t)n_out);
    int st = h_in && h_out && want && d_in && d_out ? 0 : 1;
    for (int i = 0; st == 0 && i < n_in; i++)
        h_in[i] = (float)adv_input(i) / 16.0f;
    if (st == 0)
        st = prism_copy_to_dev(d_in, h_in, sizeof *h_in * (size_t)n_in);
    if (st == 0)
        st = prism_dev_memset(d_out, 0, sizeof *d_out * (size_t)n_out);
    if (st == 0)
        st = launch(d_in, d_out, n_in);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(h_out, d_out, sizeof *h_out * (size_t)n_out);
    if (st == 0) {
        ref(h_in, want, n_in);
        for (int i = 0; i < n_out; i++)
            if (!(fabsf(h_out[i] - want[i]) <= 1e-4f * (1.0f + fabsf(want[i])))) {
                fprintf(stderr, "MISMATCH out[%d] = %g, want %g\n", i, (double)h_out[i], (double)want[i]);
                st = 7;
                break;
            }
    }
    free(h_in);
    free(h_out);
    free(want);
    prism_dev_free(d_in);
    prism_dev_free(d_out);
    return st;
}

