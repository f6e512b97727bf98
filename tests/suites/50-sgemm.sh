#!/usr/bin/env bash
# 50-sgemm: the six sgemm variants (kernels/sgemm/).
#   - every variant under the host emulator against the CPU reference at
#     small and odd sizes (tails in every dimension, K=0, empty C);
#   - nvcc builds of every twin for sm_90a and (make test-full) of every
#     variant's source as written (the conservative build), for sm_80 too;
#     make test leaves the variants to the build, which compiles their
#     checked source with nvcc;
#   - the abstraction cost: each Prism kernel against its plain-CUDA twin
#     (bench/twins/): ptxas registers equal and PTX instruction counts within
#     2%, both numbers printed.  One allowance, stated in the output: a
#     register difference of at most 2 is accepted when the two PTX programs
#     have exactly the same number of instructions, because ptxas then
#     allocates two equally long, differently ordered programs and the
#     difference is not work the abstraction added;
#   - variant 6's tuning variants (kernels/sgemm/tune/) under the emulator
#     at two sizes, their list against the folder, and with nvcc no spills;
#   - on a GPU, the same sizes on the device.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
B=${BUILD:-build}
SIZES=("M=1 N=1 K=1" "M=17 N=13 K=7" "M=129 N=131 K=33" "M=130 N=132 K=20" "M=256 N=128 K=64"
    "M=33 N=260 K=17" "M=5 N=7 K=0" "M=0 N=9 K=3" "M=64 N=64 K=64 alpha=100 beta=0")

run_sizes() { # backend
    local bin=$B/bin/sgemm-$1
    if [ ! -x "$bin" ]; then echo "FAIL sgemm-$1: $bin not built"; return; fi
    for s in "${SIZES[@]}"; do
        for v in 1 2 3 4 5 6; do
            # shellcheck disable=SC2086 # the size is a list of arguments
            out=$(timeout 300 "$bin" variant=$v $s 2>&1)
            rc=$?
            label="sgemm$v-$1 ${s// /,}"
            if [ $rc -eq 0 ] && grep -q ' OK ' <<<"$out"; then echo "PASS $label"
            else echo "FAIL $label: rc=$rc: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"; fi
        done
    done
}

# Variant 6's tuning variants (kernels/sgemm/tune/, sgemm_tune.h): two
# sizes, one that takes the vector path and one with tails everywhere.
run_tune() { # backend
    local bin=$B/bin/sgemm-tune-$1 s out rc
    if [ ! -x "$bin" ]; then echo "FAIL sgemm-tune-$1: $bin not built"; return; fi
    for s in "M=256 N=256 K=64" "M=257 N=131 K=77"; do
        # shellcheck disable=SC2086 # the size is a list of arguments
        out=$(timeout 300 "$bin" $s 2>&1)
        rc=$?
        if [ $rc -eq 0 ] && [ "$(grep -c ' OK ' <<<"$out")" = "$(ls kernels/sgemm/tune/*.cu | wc -l)" ]; then
            echo "PASS sgemm-tune-$1 ${s// /,}: $(grep -c ' OK ' <<<"$out") variants"
        else echo "FAIL sgemm-tune-$1 ${s// /,}: rc=$rc: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"; fi
    done
}

# The tuning list and the folder agree (a variant missing from the list is never benchmarked).
tune_list() {
    local want got
    want=$(ls kernels/sgemm/tune/*.cu | xargs -n1 basename | sed 's/\.cu$//' | sort | tr '\n' ' ')
    # The definition with its continuation lines.
    got=$(sed -n '/^#define SGEMM_TUNE_VARIANTS(X)/,/[^\\]$/{s/^#define SGEMM_TUNE_VARIANTS(X)//;p}' \
        kernels/sgemm/sgemm_tune.h | grep -o 'X([a-z0-9_]*)' |
        sed 's/X(\(.*\))/\1/' | sort | tr '\n' ' ')
    if [ "$want" = "$got" ]; then echo "PASS sgemm-tune-list: $want"
    else echo "FAIL sgemm-tune-list: kernels/sgemm/tune/ has '$want', sgemm_tune.h lists '$got'"; fi
}

# PRISM_GPU_ONLY=1 (make gpu-report): the GPU sizes only; the rest is host
# work that `make test` does.
if [ "${PRISM_GPU_ONLY:-0}" != 1 ]; then
    run_sizes emu
    run_tune emu
    tune_list
fi
[ "${PRISM_SAN:-0}" = 1 ] && exit 0

if [ "${HAVE_GPU:-0}" = 1 ]; then
    run_sizes gpu
    run_tune gpu
else
    echo "SKIP sgemm-gpu: no GPU (nvidia-smi sees none)"
fi
[ "${PRISM_GPU_ONLY:-0}" = 1 ] && exit 0

NVCC=${NVCC:-}
if [ -z "$NVCC" ]; then
    echo "SKIP sgemm-nvcc: nvcc not found"
    echo "SKIP sgemm-abicost: nvcc not found"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The twins' builds are kept ($tmp/NAME-ARCH, ptxas -v in its log): the
# abstraction cost below reads their figures instead of compiling them again.
figlines='^ptxas info +: ([0-9]+ bytes gmem|Compiling entry function |Function properties for |Used [0-9]+ registers|Compile time = )|^ +[0-9]+ bytes stack frame'
# make test compiles for the H100 (sm_90a) only, the build having compiled
# every variant for both machines already; make test-full also for sm_80.
archs=sm_90a srcs=(bench/twins/sgemm[1-6]_twin.cu)
[ "${PRISM_TEST_FULL:-0}" = 1 ] && archs="sm_80 sm_90a" srcs=(kernels/sgemm/sgemm[1-6]_*.cu "${srcs[@]}")
for src in "${srcs[@]}"; do
    for arch in $archs; do
        name="sgemm-nvcc-$arch-$(basename "$src" .cu)"
        keep=() kd=""
        case $src in
        bench/twins/*)
            kd=$tmp/$(basename "$src" .cu)-$arch
            keep=(-Xptxas -v -keep -keep-dir "$kd")
            mkdir -p "$kd"
            ;;
        esac
        if out=$("$NVCC" -std=c++17 -O3 -Iinclude -Ikernels -Ikernels/sgemm -Xcompiler -Wall,-Wextra,-Werror \
            -Werror all-warnings -arch="$arch" "${keep[@]}" -c "$src" -o "$tmp/k.o" 2>&1) &&
            { [ -z "$kd" ] || printf '%s\n' "$out" >"$kd/log"; } &&
            # ptxas -v's figure lines are no complaint; any other line is.
            [ -z "$(grep -vE "$figlines" <<<"$out")" ]; then
            echo "PASS $name"
        else
            echo "FAIL $name: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
        fi
    done
done

# The tuning variants' checked builds: no spills and no stack (a GPU
# session compares their speed; a spilling variant is not one to pick).
# ptxas's figures are the build's own (kernels/sgemm/sgemm.mk keeps them).
for src in kernels/sgemm/tune/*.cu; do
    base=$(basename "$src" .cu) log=$B/sgemm/cuda/tune/$(basename "$src" .cu).ptxas
    [ -f "$log" ] || { echo "SKIP sgemm-tune-nvcc-$base: $log not built"; continue; }
    regs=$(grep -o 'Used [0-9]* registers' "$log" | sort -u | tr '\n' ' ')
    bad=$(grep 'bytes stack frame' "$log" | grep -v ' 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads')
    if [ -n "$regs" ] && [ -z "$bad" ]; then
        echo "PASS sgemm-tune-nvcc-$base: ${regs% }, no spills"
    else
        echo "FAIL sgemm-tune-nvcc-$base: $(grep -E 'error|spill|registers' "$log" | tr '\n' ' ' | cut -c1-300)"
    fi
done

# The checked source of each kernel (prism-check -o: inferred barriers;
# preproc/sync.mk), which is what the GPU binaries and benchmarks compile,
# against its twin.  (The conservative build compiles above; its figures,
# which no budget binds, are no longer compiled again here: CI time.)
for v in 1 2 3 4 5 6; do
    src=$(ls kernels/sgemm/sgemm${v}_*.cu) t=bench/twins/sgemm${v}_twin.cu
    base=$(basename "$src" .cu)
    for p in "$B/checked/sgemm/$base.cu"; do
        [ -f "$p" ] || { echo "SKIP sgemm-abicost-checked-$base: $p not built"; continue; }
        kind=checked
        for arch in $archs; do
            name="sgemm-abicost-$kind-$arch-$base"
            kept=$tmp/$(basename "$t" .cu)-$arch
            [ -f "$kept/log" ] || kept=$t
            if ! read -r rp rt pp pt < <(NVCC=$NVCC timeout 300 bash bench/twins/abicost.sh "$p" "$kept" "$arch"); then
                echo "FAIL $name: abicost.sh could not compile the pair"
                continue
            fi
            # PTX difference in hundredths of a percent, integer arithmetic.
            d=$(( (pp > pt ? pp - pt : pt - pp) * 10000 / pt ))
            pct=$(printf '%d.%02d%%' $((d / 100)) $((d % 100)))
            nums="registers prism $rp twin $rt, PTX instructions prism $pp twin $pt (diff $pct)"
            rd=$(( rp > rt ? rp - rt : rt - rp ))
            if [ $d -le 200 ] && [ "$rp" = "$rt" ]; then
                echo "PASS $name: $nums"
            elif [ $d -le 200 ] && [ "$rp" -lt "$rt" ]; then
                echo "PASS $name: $nums; fewer registers than the twin"
            elif [ $d -le 200 ] && [ $rd -le 2 ] && [ "$pp" = "$pt" ]; then
                echo "PASS $name: $nums; registers differ by $rd with identical PTX length (allocation order, not added work)"
            else
                echo "FAIL $name: $nums"
            fi
        done
    done
done
