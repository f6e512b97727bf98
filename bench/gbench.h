/*
 * bench/gbench.h - Google Benchmark from C.
 *
 * A small C17 face over Google Benchmark (Debian libbenchmark-dev, 1.7).
 * The shim (bench/gbench.cc) is the only C++ in the benchmarks; benchmark
 * sources stay C (or CUDA C) and link bench/gbench.o plus -lbenchmark
 * -lstdc++.  GPU timing helpers are in bench/gbench_cuda.h.
 *
 * A benchmark is a C callback run by Google Benchmark's iteration loop:
 *
 *     static void bm_copy(gb_state_t *st, void *user)
 *     {
 *         size_t n = (size_t)gb_arg(st, 0);
 *         ...set up (not timed: the clock runs only inside the loop)...
 *         while (gb_keep_running(st))
 *             memcpy(dst, src, n);
 *         gb_counter(st, "bytes_per_second", (double)n, GB_RATE_PER_ITER);
 *     }
 *
 *     int main(int argc, char **argv)
 *     {
 *         gb_bench_t *b = gb_register("copy", bm_copy, NULL);
 *         gb_range(b, 1 << 10, 1 << 20, 4);
 *         gb_repetitions(b, 5);
 *         return gb_main(argc, argv);
 *     }
 *
 * Run it with --benchmark_out=FILE.json --benchmark_out_format=json for the
 * JSON that `make bench` stores and bench/plot.sh draws.
 *
 * Every call is a thin forward: the names and meanings are Google
 * Benchmark's (https://github.com/google/benchmark/blob/main/docs/user_guide.md),
 * so its documentation applies.  Setup functions (gb_register ... gb_unit)
 * are called before gb_main; state functions only inside a callback.
 * Nothing here allocates per iteration.
 *
 * STABILITY: other components write benchmarks against this header.  Add
 * functions; do not change or remove existing ones.
 */
#ifndef PRISM_GBENCH_H
#define PRISM_GBENCH_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct gb_bench gb_bench_t; /* a registered benchmark family */
typedef struct gb_state gb_state_t; /* one run of one argument tuple */
typedef void (*gb_fn_t)(gb_state_t *st, void *user);

/* ---- registration (before gb_main) ------------------------------------ */

/*
 * Register fn under name; user is passed back to every call.  The name is
 * copied.  Returns a handle for the setters below (never NULL).
 */
gb_bench_t *gb_register(const char *name, gb_fn_t fn, void *user);

/*
 * Argument tuples.  Each call adds to the family's list, like the C++
 * methods of the same names; one benchmark instance runs per tuple.
 *   gb_args(b, {v0, v1, ...}, n)       one tuple of n arguments      (Args)
 *   gb_range(b, lo, hi, mult)          lo, then powers of mult, hi   (RangeMultiplier + Range)
 *   gb_dense_range(b, lo, hi, step)    lo, lo+step, ..., <= hi       (DenseRange)
 *   gb_ranges2(b, lo0, hi0, lo1, hi1, mult)  cartesian product of two ranges (Ranges)
 * gb_arg(st, i) reads argument i inside the callback.
 */
void gb_args(gb_bench_t *b, const int64_t *values, int n);
void gb_range(gb_bench_t *b, int64_t lo, int64_t hi, int mult);
void gb_dense_range(gb_bench_t *b, int64_t lo, int64_t hi, int step);
void gb_ranges2(gb_bench_t *b, int64_t lo0, int64_t hi0, int64_t lo1, int64_t hi1, int mult);
/*
 * Name the arguments in reports ("n", "size"): call once per argument, in
 * order, before or after the tuples are added.
 */
void gb_arg_name(gb_bench_t *b, const char *name);

/*
 * The callback reports each iteration's duration with gb_set_iteration_time
 * (GPU kernels timed with CUDA events); wall and CPU clocks are ignored for
 * the reported time.
 */
void gb_manual_time(gb_bench_t *b);
/* Wall clock instead of this thread's CPU time (code that blocks or spawns threads). */
void gb_real_time(gb_bench_t *b);
/*
 * Run the whole measurement n times; reports then add the aggregates
 * mean, median, stddev and cv (stddev/mean, in percent; Google
 * Benchmark 1.7 computes all four).
 * aggregates_only: report (console and JSON) only the aggregates.
 */
void gb_repetitions(gb_bench_t *b, int n, int aggregates_only);
/* Fixed iteration count (default: as many as min_time needs). */
void gb_iterations(gb_bench_t *b, int64_t n);
/* Minimum measured seconds per run (default 0.5). */
void gb_min_time(gb_bench_t *b, double seconds);
/* Untimed warm-up seconds before each run (default 0). */
void gb_min_warmup_time(gb_bench_t *b, double seconds);

typedef enum gb_unit { GB_NS = 0, GB_US = 1, GB_MS = 2, GB_S = 3 } gb_unit_t;
/* Unit of the reported times for this family. */
void gb_unit(gb_bench_t *b, gb_unit_t unit);

/* Add "key": "value" to the JSON context (device name, driver, ...). */
void gb_context(const char *key, const char *value);

/* ---- inside a callback ------------------------------------------------ */

/* The loop condition: true while another timed iteration should run. */
int gb_keep_running(gb_state_t *st);
/* Argument i of the current tuple (0 when the family has none). */
int64_t gb_arg(const gb_state_t *st, int i);
/* Iterations run so far (after the loop: the total). */
int64_t gb_iterations_done(const gb_state_t *st);
/* With gb_manual_time: the duration of the iteration just run, in seconds. */
void gb_set_iteration_time(gb_state_t *st, double seconds);
/* Stop and restart the clock around untimed work inside the loop. */
void gb_pause(gb_state_t *st);
void gb_resume(gb_state_t *st);

/*
 * Counters, reported next to the times and in the JSON.  flags combine:
 *   GB_RATE       divide by the measured time        (value/s)
 *   GB_PER_ITER   multiply by the iteration count     (value is per iteration)
 *   GB_AVG_ITER   divide by the iteration count
 *   GB_INVERT     report 1/value
 *   GB_K1024      print with binary prefixes (Ki, Mi) instead of k, M
 * GB_RATE_PER_ITER is the usual throughput: pass the bytes or FLOPs of one
 * iteration and the report shows bytes/s or FLOP/s.
 */
enum {
    GB_PLAIN = 0,
    GB_RATE = 1u << 0,
    GB_PER_ITER = 1u << 1,
    GB_AVG_ITER = 1u << 2,
    GB_INVERT = 1u << 3,
    GB_K1024 = 1u << 8,
    GB_RATE_PER_ITER = GB_RATE | GB_PER_ITER
};
void gb_counter(gb_state_t *st, const char *name, double value, unsigned flags);
/* Google Benchmark's own throughput fields: totals over all iterations. */
void gb_bytes_processed(gb_state_t *st, int64_t total_bytes);
void gb_items_processed(gb_state_t *st, int64_t total_items);
/* Free text shown after the result ("prism", "cublas"). */
void gb_label(gb_state_t *st, const char *label);
/*
 * Mark this run failed with a message (the report keeps it, the run
 * stops iterating).  Call before the loop, or inside it then leave it.
 */
void gb_skip_with_error(gb_state_t *st, const char *message);

/* ---- main ------------------------------------------------------------- */

/*
 * Parse Google Benchmark's flags (--benchmark_filter, --benchmark_out,
 * --benchmark_out_format, --benchmark_repetitions, ...), run the matching
 * benchmarks and shut down.  Returns 0, or 1 for an unknown flag or when
 * any run called gb_skip_with_error.
 */
int gb_main(int argc, char **argv);

#ifdef __cplusplus
}
#endif

#endif /* PRISM_GBENCH_H */
