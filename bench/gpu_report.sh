#!/usr/bin/env bash
# bench/gpu_report.sh - what `make gpu-report` runs: on a machine with a
# GPU, every GPU test and every GPU benchmark in one call, results under
# bench/results/gpu-<device>/ (ENV.md, tests.txt, NAME.json, SUMMARY.md,
# plots).  Without a GPU (or without nvcc) it does what it can (the CUDA
# build, the static parity figures) and prints each step it skipped.
#
# Environment (from the Makefile): BUILD, NVCC, HAVE_NVCC, HAVE_GPU,
# PRISM_DEPS=light (the best-effort dependency check), RESULTS (bench/results),
# GPU_NAME (gpu-<device>),
# GPU_REPORT_FLAGS (extra Google Benchmark flags), JOBS.
set -u
set -o pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
RESULTS=${RESULTS:-bench/results}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
skipped=()
failed=()
t0=$SECONDS
# Each line says when it started: the report has an 8-minute budget, and the
# next run's trim starts from where the last one spent its time.
step() { echo "gpu-report: [$((SECONDS - t0)) s] $*"; }

if [ "${HAVE_NVCC:-0}" != 1 ]; then
    step "no nvcc (looked in \$NVCC, PATH, /usr/local/cuda/bin): nothing GPU-side can be built"
    step "skipped: CUDA build, static parity, GPU tests, GPU benchmarks, summary"
    exit 0
fi

# ---- where the results go, and what produced them ------------------------
if [ "${HAVE_GPU:-0}" = 1 ]; then
    out=$RESULTS/${GPU_NAME:-gpu-unknown}
else
    out=$BUILD/gpu-report/no-gpu # nothing measured: never under bench/results
fi
mkdir -p "$out"
cuda_inc=$(dirname "$(dirname "$NVCC")")/include
# CUDA 13 keeps CUB under include/cccl/.
cub_version=$(sed -n 's/^#define CUB_VERSION[[:space:]]*\([0-9]*\).*/\1/p' "$cuda_inc/cub/version.cuh" \
    "$cuda_inc/cccl/cub/version.cuh" 2>/dev/null | head -1)
{
    echo "# GPU report environment"
    echo
    echo "| | |"
    echo "|---|---|"
    echo "| date | $(date -u '+%Y-%m-%d %H:%M UTC') |"
    echo "| commit | $(git rev-parse --short HEAD 2>/dev/null || echo unknown) |"
    if [ "${HAVE_GPU:-0}" = 1 ]; then
        echo "| device | $(nvidia-smi --query-gpu=name --format=csv,noheader | head -1) |"
        echo "| driver | $(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -1) |"
        echo "| SM clocks (max) | $(nvidia-smi --query-gpu=clocks.max.sm --format=csv,noheader | head -1) |"
    else
        echo "| device | none (nvidia-smi sees no GPU) |"
    fi
    echo "| CUDA | $("$NVCC" --version | sed -n 's/.*release \([0-9.]*\).*/\1/p') |"
    echo "| CUB | ${cub_version:-unknown} (CUB_VERSION) |"
    echo "| host | $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(nproc) cores |"
} >"$out/ENV.md"
step "environment -> $out/ENV.md"

# ---- build every CUDA target ---------------------------------------------
# Asked of make now, after deps-check: Google Benchmark may have just been
# unpacked, or be missing (then there are no benchmarks to build).
BENCH_GPU_BINS=$(make --no-print-directory -s BUILD="$BUILD" print-BENCH_GPU_BINS 2>/dev/null)
if [ "$(make --no-print-directory -s BUILD="$BUILD" print-HAVE_GBENCH 2>/dev/null)" != 1 ]; then
    skipped+=("GPU benchmarks: no Google Benchmark (libbenchmark-dev; make deps-download saves it for machines with no registry)")
fi
step "building the CUDA targets and the GPU benchmarks (make -j$JOBS all)"
# shellcheck disable=SC2086 # BENCH_GPU_BINS is a list of targets.
if ! make --no-print-directory -j"$JOBS" all ${BENCH_GPU_BINS:-} >"$out/build.log" 2>&1; then
    tail -n 30 "$out/build.log"
    step "build FAILED (log: $out/build.log)"
    failed+=(build)
fi

# ---- static figures: the parity gate's table (no GPU needed) -------------
step "static parity against CUB and the twins (tests/suites/13-parity.sh)"
BUILD=$BUILD HAVE_NVCC=1 NVCC=$NVCC PRISM_SAN=0 timeout 600 tests/suites/13-parity.sh >"$out/parity.txt" 2>&1 ||
    failed+=(parity)
step "parity configurations within budget: $(grep -c '^PASS' "$out/parity.txt")"

if [ "${HAVE_GPU:-0}" != 1 ]; then
    skipped+=("GPU tests (no GPU)" "GPU benchmarks (no GPU): ${BENCH_GPU_BINS:-none}" "summary table and plots (no GPU)")
else
    # ---- every GPU benchmark, before the tests: the figures the report
    # exists for are on disk even if a long suite runs past a caller's limit.
    if [ -n "$BENCH_GPU_BINS" ]; then
        # Google Benchmark 1.8 wants a unit on --benchmark_min_time (0.1s)
        # and 1.7 refuses one; ask the CPU smoke benchmark which this is.
        flags=${GPU_REPORT_FLAGS:-}
        if [[ $flags =~ --benchmark_min_time=([0-9.]+)( |$) ]] &&
            "$BUILD/bench/gbench_smoke" --benchmark_min_time=0.001s --benchmark_filter=^$ >/dev/null 2>&1; then
            flags=${flags/--benchmark_min_time=${BASH_REMATCH[1]}/--benchmark_min_time=${BASH_REMATCH[1]}s}
        fi
        step "GPU benchmarks: $BENCH_GPU_BINS"
        # shellcheck disable=SC2086 # BENCH_GPU_BINS is a list of binaries.
        bash bench/run.sh "$out" "$flags" $BENCH_GPU_BINS || failed+=(benchmarks)
        python3 bench/gpu_summary.py "$out" >"$out/SUMMARY.md" || failed+=(summary)
    fi

    # ---- every GPU test: the suites that have GPU cases ------------------
    # The suites are independent (tests/run.sh runs them side by side too),
    # so they run JOBS at once; a suite that fails keeps its whole log.
    # PRISM_GPU_ONLY=1 leaves out the long host-only parts (40-lib's
    # emulator sweeps, 50-sgemm's emulator sizes and nvcc builds), which
    # `make test` runs: on an H100 they took the report past 8 minutes.
    step "GPU tests"
    logs=$(mktemp -d)
    # shellcheck disable=SC2016 # expanded by the inner shell
    grep -l 'HAVE_GPU' tests/suites/*.sh | sort |
        BUILD=$BUILD NVCC=$NVCC LOGS=$logs xargs -P "$JOBS" -I{} bash -c \
            'HAVE_NVCC=1 HAVE_GPU=1 PRISM_GPU_ONLY=1 PRISM_SAN=0 timeout 900 "$1" >"$LOGS/$(basename "$1" .sh).log" 2>&1;
             echo "exit $?" >>"$LOGS/$(basename "$1" .sh).log"' _ {}
    : >"$out/tests.txt"
    for log in "$logs"/*.log; do
        name=$(basename "$log" .log)
        grep -E '^(PASS|FAIL|SKIP) ' "$log" | sed "s|^|$name: |" >>"$out/tests.txt"
        if grep -q '^FAIL ' "$log" || ! grep -q '^exit 0$' "$log"; then
            cp "$log" "$out/failed-$name.log"
            grep -q '^FAIL ' "$log" || echo "$name: FAIL suite: $(tail -n 1 "$log")" >>"$out/tests.txt"
        fi
    done
    rm -rf "$logs"
    np=$(grep -c ': PASS ' "$out/tests.txt")
    nf=$(grep -c ': FAIL ' "$out/tests.txt")
    ns=$(grep -c ': SKIP ' "$out/tests.txt")
    step "GPU tests: $np passed, $nf failed, $ns skipped ($out/tests.txt)"
    [ "$nf" = 0 ] || failed+=(tests)

    [ -f "$out/SUMMARY.md" ] && cat "$out/SUMMARY.md"
    bash bench/plot.sh "$RESULTS" >/dev/null 2>&1 || step "plots not drawn (gnuplot?)"
fi

for s in "${skipped[@]}"; do step "skipped: $s"; done
step "done in $((SECONDS - t0)) s; results in $out"
if [ ${#failed[@]} -gt 0 ]; then
    step "FAILED: ${failed[*]}"
    exit 1
fi
exit 0
