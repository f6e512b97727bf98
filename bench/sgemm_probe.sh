#!/usr/bin/env bash
# bench/sgemm_probe.sh OUTDIR [NAME...] - a short look at sgemm on a GPU,
# for the tuning of variant 6 (issue 12): builds bench/sgemm_bench, times
# the tuning variants (sgemm_tune/) and variant 6, its twin and cuBLAS at
# 4096, then profiles one launch of each NAME with Nsight Compute (ncu's
# full set, as text).  NAME is a benchmark's implementation as sgemm_bench
# names it: prism_v6, twin_v6, cublas, prism_v6~apad_pair, ...
#
# What `make gpu-report` does not: ncu's counters (shared-memory wavefronts
# and bank conflicts, stall reasons, pipe use) say why a tiling stalls.
set -u
cd "$(dirname "$0")/.."
out=${1:?usage: bench/sgemm_probe.sh OUTDIR [NAME...]}
shift
mkdir -p "$out"
BUILD=${BUILD:-build}
t0=$SECONDS
PRISM_DEPS=light make --no-print-directory deps-check || exit 1
make --no-print-directory -j"$(nproc)" "$BUILD/bench/sgemm_bench" >"$out/probe-build.log" 2>&1 ||
    { tail -n 30 "$out/probe-build.log"; echo "sgemm_probe: build FAILED"; exit 1; }
echo "sgemm_probe: built in $((SECONDS - t0)) s"
"$BUILD/bench/sgemm_bench" --benchmark_filter='^sgemm_tune/|^sgemm/(prism_v6|twin_v6|cublas)/4096/' \
    --benchmark_min_time=0.1s --benchmark_out="$out/sgemm_probe.json" --benchmark_out_format=json |
    grep -E 'median|ERROR|error' 
echo "sgemm_probe: timed in $((SECONDS - t0)) s"
# The machine code of variant 6 and of each tuning variant, for reading.
cuobjdump=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
for o in "$BUILD/sgemm/cuda/sgemm6_pipeline.o" "$BUILD"/sgemm/cuda/tune/*.o; do
    echo "== $o"
    "$cuobjdump" -sass "$o" 2>&1 | grep -v '^\s*/\*[0-9a-f]*\*/\s*$'
done >"$out/sgemm6.sass" || echo "sgemm_probe: no SASS (cuobjdump?)"
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu /usr/local/cuda/bin/ncu 2>/dev/null | head -1)
[ -n "$ncu" ] || { echo "sgemm_probe: no ncu, no profiles"; exit 0; }
for name in "$@"; do
    case $name in
    prism_v6~* | cublas) bench="sgemm_tune/$name/4096" ;;
    *) bench="sgemm/$name/4096" ;;
    esac
    f=$out/ncu-${name//\~/-}.txt
    timeout 120 "$ncu" --set full --print-details all --kernel-name regex:gemm --launch-count 1 \
        "$BUILD/bench/sgemm_bench" --benchmark_filter="^$bench/" --benchmark_min_time=0.01s \
        --benchmark_repetitions=1 >"$f" 2>&1 || echo "sgemm_probe: ncu on $name FAILED (see $f)"
    echo "sgemm_probe: $name profiled at $((SECONDS - t0)) s"
done
