#!/usr/bin/env bash
# 61-gpu-report: the plumbing of `make gpu-report` that can be tested
# without a GPU.
#   gpu-report-no-nvcc   without nvcc it builds nothing, says so and names
#                        every step it skipped (exit 0)
#   gpu-summary-ratios   bench/gpu_summary.py pairs each implementation with
#                        its baseline in the same run (medians over
#                        repetitions) and marks targets met or missed,
#                        one table a JSON file
# The report itself on a GPU (tests, benchmarks, JSON, plots) is what
# `make gpu-report` runs; it is not repeated here.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
[ "${PRISM_SAN:-0}" = 1 ] && exit 0 # no host code of ours here
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

t=gpu-report-no-nvcc
BUILD=$tmp/build HAVE_NVCC=0 HAVE_GPU=0 RESULTS=$tmp/results timeout 60 bash bench/gpu_report.sh >"$tmp/out" 2>&1
rc=$?
if [ $rc -eq 0 ] && grep -q 'no nvcc' "$tmp/out" && grep -q 'skipped: CUDA build, static parity, GPU tests, GPU benchmarks' "$tmp/out" &&
    [ ! -e "$tmp/results" ]; then
    echo "PASS $t"
else
    echo "FAIL $t: exit $rc: $(head -c 300 "$tmp/out")"
fi

t=gpu-summary-ratios
if ! command -v python3 >/dev/null; then
    echo "SKIP $t: no python3"
    exit 0
fi
mkdir -p "$tmp/r"
cat >"$tmp/r/sgemm_bench.json" <<'J'
{"benchmarks": [
 {"name": "sgemm/prism_v5/4096/repeats:5/manual_time", "run_name": "sgemm/prism_v5/4096/repeats:5/manual_time", "run_type": "iteration", "FLOP/s": 40e12},
 {"name": "sgemm/prism_v5/4096/repeats:5/manual_time", "run_name": "sgemm/prism_v5/4096/repeats:5/manual_time", "run_type": "iteration", "FLOP/s": 45e12},
 {"name": "sgemm/prism_v5/4096/repeats:5/manual_time_median", "run_name": "sgemm/prism_v5/4096/repeats:5/manual_time", "run_type": "aggregate", "aggregate_name": "median", "FLOP/s": 45e12},
 {"name": "sgemm/twin_v5/4096/repeats:5/manual_time", "run_name": "sgemm/twin_v5/4096/repeats:5/manual_time", "run_type": "iteration", "FLOP/s": 50e12},
 {"name": "sgemm/cublas/4096/repeats:5/manual_time", "run_name": "sgemm/cublas/4096/repeats:5/manual_time", "run_type": "iteration", "FLOP/s": 50e12}
]}
J
cat >"$tmp/r/scan_bench.json" <<'J'
{"benchmarks": [
 {"name": "scan/prism_i32/268435456/manual_time", "run_type": "iteration", "bytes_per_second": 2.91e12},
 {"name": "scan/cub_i32/268435456/manual_time", "run_type": "iteration", "bytes_per_second": 3.0e12},
 {"name": "scan/copy/268435456/manual_time", "run_type": "iteration", "bytes_per_second": 3.2e12},
 {"name": "scan_tune/prism_i32~d1245_648/268435456/repeats:5/manual_time", "run_type": "iteration", "bytes_per_second": 2.7e12},
 {"name": "scan_tune/cub_i32/268435456/repeats:5/manual_time", "run_type": "iteration", "bytes_per_second": 3.0e12}
]}
J
python3 bench/gpu_summary.py "$tmp/r" >"$tmp/sum" 2>&1
rc=$?
if [ $rc -eq 0 ] &&
    grep -q '^## scan_bench.json$' "$tmp/sum" && grep -q '^## sgemm_bench.json$' "$tmp/sum" &&
    grep -q '| sgemm | prism_v5 | cublas | 4096 | 0.900 | 0.90 met |' "$tmp/sum" &&
    grep -q '| sgemm | prism_v5 | twin_v5 | 4096 | 0.900 |  |' "$tmp/sum" &&
    grep -q '| sgemm | twin_v5 | cublas | 4096 | 1.000 | 0.90 met |' "$tmp/sum" &&
    grep -q '| scan | prism_i32 | cub_i32 | 268435456 | 0.970 | 0.97 met |' "$tmp/sum" &&
    grep -q '| scan | prism_i32 | copy | 268435456 | 0.909 |  |' "$tmp/sum" &&
    grep -q '| scan_tune | prism_i32~d1245_648 | cub_i32 | 268435456 | 0.900 | 0.97 MISSED |' "$tmp/sum"; then
    echo "PASS $t"
else
    echo "FAIL $t: exit $rc: $(cat "$tmp/sum" | head -c 600)"
fi
exit 0
