// bench/gbench.cc - the C++ side of bench/gbench.h.
//
// Each C handle is the C++ object itself, cast: gb_bench_t is a
// benchmark::internal::Benchmark and gb_state_t a benchmark::State, so no
// wrapper objects exist and nothing is allocated per iteration.
#include "gbench.h"

#include <benchmark/benchmark.h>

#include <atomic>
#include <list>
#include <string>
#include <vector>

namespace {

using Bench = benchmark::internal::Benchmark;

Bench *B(gb_bench_t *b) { return reinterpret_cast<Bench *>(b); }
benchmark::State *S(gb_state_t *s) { return reinterpret_cast<benchmark::State *>(s); }
const benchmark::State *S(const gb_state_t *s) { return reinterpret_cast<const benchmark::State *>(s); }

// Set by gb_skip_with_error so gb_main can fail the process: a benchmark
// that could not run (no GPU memory, wrong result) must not look green.
std::atomic<bool> g_failed{false};

// What a registration remembers beside the C++ object: the callback, and
// how many arguments its tuples have, because State::range() asserts on a
// missing index and the C API promises 0 instead.
struct Family {
    gb_fn_t fn;
    void *user;
    size_t nargs;
    std::vector<std::string> names; // gb_arg_name, in order
};

// Families live as long as the process, like Google Benchmark's own
// registry; a list keeps their addresses stable and frees them at exit
// (so LeakSanitizer stays quiet in the sanitizer test pass).
std::list<Family> g_family_store;
std::vector<std::pair<Bench *, Family *>> g_families;
thread_local const Family *t_running = nullptr;

Family *F(gb_bench_t *b)
{
    for (auto &e : g_families)
        if (e.first == B(b))
            return e.second;
    return nullptr;
}

void at_least(gb_bench_t *b, size_t n)
{
    Family *f = F(b);
    if (f && f->nargs < n)
        f->nargs = n;
}

} // namespace

extern "C" {

gb_bench_t *gb_register(const char *name, gb_fn_t fn, void *user)
{
    g_family_store.push_back(Family{fn, user, 0, {}});
    Family *f = &g_family_store.back();
    Bench *b = benchmark::RegisterBenchmark(name, [f](benchmark::State &st) {
        t_running = f;
        f->fn(reinterpret_cast<gb_state_t *>(&st), f->user);
        t_running = nullptr;
    });
    g_families.emplace_back(b, f);
    return reinterpret_cast<gb_bench_t *>(b);
}

void gb_args(gb_bench_t *b, const int64_t *values, int n)
{
    B(b)->Args(std::vector<int64_t>(values, values + n));
    at_least(b, static_cast<size_t>(n));
}

void gb_range(gb_bench_t *b, int64_t lo, int64_t hi, int mult)
{
    B(b)->RangeMultiplier(mult)->Range(lo, hi);
    at_least(b, 1);
}

void gb_dense_range(gb_bench_t *b, int64_t lo, int64_t hi, int step)
{
    B(b)->DenseRange(lo, hi, step);
    at_least(b, 1);
}

void gb_ranges2(gb_bench_t *b, int64_t lo0, int64_t hi0, int64_t lo1, int64_t hi1, int mult)
{
    B(b)->RangeMultiplier(mult)->Ranges({{lo0, hi0}, {lo1, hi1}});
    at_least(b, 2);
}

void gb_arg_name(gb_bench_t *b, const char *name)
{
    // Google Benchmark wants all names at once (ArgNames) and checks their
    // number against the tuples': collect them, hand them over when the
    // count matches the tuples' (or before any tuple exists).
    Family *f = F(b);
    if (!f)
        return;
    f->names.push_back(name);
    if (f->nargs == 0 || f->names.size() == f->nargs)
        B(b)->ArgNames(f->names);
}
void gb_manual_time(gb_bench_t *b) { B(b)->UseManualTime(); }
void gb_real_time(gb_bench_t *b) { B(b)->UseRealTime(); }

void gb_repetitions(gb_bench_t *b, int n, int aggregates_only)
{
    B(b)->Repetitions(n);
    if (aggregates_only)
        B(b)->ReportAggregatesOnly(true);
}

void gb_iterations(gb_bench_t *b, int64_t n) { B(b)->Iterations(n); }
void gb_min_time(gb_bench_t *b, double seconds) { B(b)->MinTime(seconds); }
void gb_min_warmup_time(gb_bench_t *b, double seconds) { B(b)->MinWarmUpTime(seconds); }

void gb_unit(gb_bench_t *b, gb_unit_t unit)
{
    static const benchmark::TimeUnit units[] = {benchmark::kNanosecond, benchmark::kMicrosecond,
                                                 benchmark::kMillisecond, benchmark::kSecond};
    B(b)->Unit(units[unit <= GB_S ? unit : GB_NS]);
}

void gb_context(const char *key, const char *value) { benchmark::AddCustomContext(key, value); }

int gb_keep_running(gb_state_t *st) { return S(st)->KeepRunning() ? 1 : 0; }

int64_t gb_arg(const gb_state_t *st, int i)
{
    // State::range() asserts on a missing argument; a C caller gets 0.
    size_t n = t_running ? t_running->nargs : 0;
    return i >= 0 && static_cast<size_t>(i) < n ? S(st)->range(static_cast<size_t>(i)) : 0;
}

int64_t gb_iterations_done(const gb_state_t *st) { return static_cast<int64_t>(S(st)->iterations()); }
void gb_set_iteration_time(gb_state_t *st, double seconds) { S(st)->SetIterationTime(seconds); }
void gb_pause(gb_state_t *st) { S(st)->PauseTiming(); }
void gb_resume(gb_state_t *st) { S(st)->ResumeTiming(); }

void gb_counter(gb_state_t *st, const char *name, double value, unsigned flags)
{
    int f = benchmark::Counter::kDefaults;
    if (flags & GB_RATE)
        f |= benchmark::Counter::kIsRate;
    if (flags & GB_PER_ITER)
        f |= benchmark::Counter::kIsIterationInvariant;
    if (flags & GB_AVG_ITER)
        f |= benchmark::Counter::kAvgIterations;
    if (flags & GB_INVERT)
        f |= benchmark::Counter::kInvert;
    S(st)->counters[name] = benchmark::Counter(value, static_cast<benchmark::Counter::Flags>(f),
                                               (flags & GB_K1024) ? benchmark::Counter::kIs1024
                                                                  : benchmark::Counter::kIs1000);
}

void gb_bytes_processed(gb_state_t *st, int64_t total_bytes) { S(st)->SetBytesProcessed(total_bytes); }
void gb_items_processed(gb_state_t *st, int64_t total_items) { S(st)->SetItemsProcessed(total_items); }
void gb_label(gb_state_t *st, const char *label) { S(st)->SetLabel(label); }

void gb_skip_with_error(gb_state_t *st, const char *message)
{
    g_failed = true;
    S(st)->SkipWithError(message);
}

int gb_main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return g_failed ? 1 : 0;
}

} // extern "C"
