/*
 * bench/gbench_smoke.c - the wrapper's own benchmark: a summation over a
 * buffer, timed three ways, so tests/suites/60-bench.sh can check every
 * field the wrapper promises (arguments, counters as rates, manual time,
 * repetitions with aggregates, context, JSON) on any machine.
 */
#include "gbench.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Defeats dead-code elimination of the summed value. */
static volatile float sink;

static float sum(const float *x, size_t n)
{
    float s = 0.0f;
    for (size_t i = 0; i < n; i++)
        s += x[i];
    return s;
}

static float *make(size_t n)
{
    float *x = malloc(n * sizeof *x);
    if (!x)
        return NULL;
    for (size_t i = 0; i < n; i++)
        x[i] = (float)(i & 7);
    return x;
}

/* Clock-timed: bytes/s and FLOP/s (one add per element) as rates. */
static void bm_sum(gb_state_t *st, void *user)
{
    size_t n = (size_t)gb_arg(st, 0);
    float *x = make(n);
    (void)user;
    if (!x) {
        gb_skip_with_error(st, "out of memory");
        return;
    }
    while (gb_keep_running(st))
        sink = sum(x, n);
    gb_counter(st, "bytes_per_second", (double)(n * sizeof *x), GB_RATE_PER_ITER);
    gb_counter(st, "FLOP/s", (double)n, GB_RATE_PER_ITER);
    gb_counter(st, "elements", (double)n, GB_PLAIN);
    gb_items_processed(st, gb_iterations_done(st) * (int64_t)n);
    gb_label(st, "smoke");
    free(x);
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Manually timed, the way GPU benchmarks report CUDA event times. */
static void bm_sum_manual(gb_state_t *st, void *user)
{
    size_t n = (size_t)gb_arg(st, 0) * (size_t)gb_arg(st, 1);
    float *x = make(n);
    (void)user;
    if (!x) {
        gb_skip_with_error(st, "out of memory");
        return;
    }
    while (gb_keep_running(st)) {
        double t0 = now();
        sink = sum(x, n);
        gb_set_iteration_time(st, now() - t0);
    }
    gb_bytes_processed(st, gb_iterations_done(st) * (int64_t)(n * sizeof *x));
    free(x);
}

/* Two arguments from gb_ranges2, a fixed iteration count, paused setup. */
static void bm_grid(gb_state_t *st, void *user)
{
    size_t n = (size_t)gb_arg(st, 0) * (size_t)gb_arg(st, 1);
    float *x = make(n);
    (void)user;
    if (!x) {
        gb_skip_with_error(st, "out of memory");
        return;
    }
    while (gb_keep_running(st)) {
        gb_pause(st);
        x[0] = (float)gb_iterations_done(st); /* untimed per-iteration setup */
        gb_resume(st);
        sink = sum(x, n);
    }
    gb_counter(st, "product", (double)n, GB_PLAIN);
    free(x);
}

/* Always fails: gb_main must then exit 1 (checked by the test suite). */
static void bm_fail(gb_state_t *st, void *user)
{
    (void)user;
    gb_skip_with_error(st, "deliberate failure");
    while (gb_keep_running(st))
        ;
}

int main(int argc, char **argv)
{
    gb_bench_t *b = gb_register("smoke/sum", bm_sum, NULL);
    gb_range(b, 1 << 8, 1 << 12, 4);
    gb_dense_range(b, 1000, 3000, 1000);
    gb_arg_name(b, "n");
    gb_repetitions(b, 3, 0);
    gb_min_time(b, 0.01);
    gb_unit(b, GB_US);

    b = gb_register("smoke/sum_manual", bm_sum_manual, NULL);
    {
        /* Every tuple of a family has the same number of arguments. */
        const int64_t t0[2] = {256, 2}, t1[2] = {1000, 3};
        gb_args(b, t0, 2);
        gb_args(b, t1, 2);
    }
    gb_manual_time(b);
    gb_min_time(b, 0.01);

    b = gb_register("smoke/grid", bm_grid, NULL);
    gb_ranges2(b, 1, 4, 8, 16, 4);
    gb_arg_name(b, "a");
    gb_arg_name(b, "b");
    gb_iterations(b, 7);

    if (getenv("GBENCH_SMOKE_FAIL"))
        gb_register("smoke/fail", bm_fail, NULL);
    gb_context("prism_bench", "gbench_smoke");
    return gb_main(argc, argv);
}
