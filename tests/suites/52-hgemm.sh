#!/usr/bin/env bash
# 52-hgemm: the Hopper bf16 GEMM (kernels/hgemm/, issue 15).
#   - the Prism kernel under the emulator (a persistent grid of 2 blocks
#     there, so each block runs several tiles through one pipeline: up to
#     20 at 1000x1100x200) against the CPU reference, both
#     builds (the checked source with its inferred barriers, the source
#     with the scopes' conservative ones): whole tiles (256x512x128), tails
#     in M and N (200x300x128), a K tail TMA fills with zeros (K=136), one
#     element, an empty C.  Small-integer inputs make every f32 sum exact,
#     so those must match bit for bit (tolerance 0); bf16-rounded uniform
#     inputs compare within 1e-5 (K + 1) relative (main_hgemm.c says why);
#     each size with C in f32 and in bf16 (out=1: the reference rounded to
#     bf16 the same way, so still bit for bit on the exact inputs);
#   - nvcc builds both kernels and their twins for sm_90a with no diagnostics,
#     and refuses the kernel for sm_80 naming the sm_90a intrinsic;
#   - ptxas: neither spills;
#   - the abstraction cost, checked builds against the twins: registers
#     equal, PTX instructions within 2% (both printed; the source build's
#     figures are printed too, not judged);
#   - the benchmark binary lists its cuBLAS, twin and Prism runs without a
#     GPU, and without one exits 0 saying it measured nothing;
#   - on a GPU, the same sizes on the device, the twin beside the kernel.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
B=${BUILD:-build}

SIZES=("M=256 N=512 K=128" "M=200 N=300 K=128" "M=200 N=300 K=136" "M=384 N=256 K=512" "M=1 N=1 K=8"
    "M=0 N=5 K=8" "M=1000 N=1100 K=200" "M=256 N=512 K=128 data=1" "M=129 N=257 K=72 data=1"
    "M=640 N=1024 K=64 data=1")

run_sizes() { # binary-suffix label
    local bin=$B/bin/hgemm-$1 s out rc
    if [ ! -x "$bin" ]; then echo "FAIL hgemm-$1: $bin not built"; return; fi
    for s in "${SIZES[@]}" "${SIZES[@]/%/ out=1}"; do
        # shellcheck disable=SC2086 # the size is a list of arguments
        out=$(timeout 300 "$bin" $s 2>&1)
        rc=$?
        label="hgemm-$1 ${s// /,}"
        if [ $rc -eq 0 ] && grep -q ' OK ' <<<"$out" && ! grep -qE 'MISMATCH|FAILED' <<<"$out"; then
            echo "PASS $label"
        else
            echo "FAIL $label: rc=$rc: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
        fi
    done
}

run_sizes emu
run_sizes emu-conservative
# The driver's own refusal: TMA cannot describe rows of 12 bf16 (24 bytes).
if out=$(timeout 60 "$B/bin/hgemm-emu" M=8 N=8 K=12 2>&1); then
    echo "FAIL hgemm-emu-k12-refused: exit 0: $out"
else
    echo "PASS hgemm-emu-k12-refused"
fi
[ "${PRISM_SAN:-0}" = 1 ] && exit 0

if [ "${HAVE_GPU:-0}" = 1 ]; then run_sizes gpu; else echo "SKIP hgemm-gpu: no GPU (nvidia-smi sees none)"; fi

bench=$B/bench/hgemm_bench
if [ ! -x "$bench" ]; then
    echo "SKIP hgemm-bench: $bench not built (no nvcc)"
else
    list=$("$bench" --benchmark_list_tests 2>&1)
    miss=
    for n in hgemm/cublas/8192 hgemm/twin/8192 hgemm/prism/8192 hgemm/prism/16384 hgemm/m8192n8192/prism/2048 \
        hgemm/m4096n14336/prism/4096 hgemm/m4096n14336/cublas/4096 hgemm_bf16/cublas/8192 hgemm_bf16/prism/8192 \
        hgemm_bf16/twin/8192; do
        grep -q "^$n/" <<<"$list" || miss="$miss $n"
    done
    if [ -z "$miss" ]; then echo "PASS hgemm-bench-names"; else echo "FAIL hgemm-bench-names: missing$miss"; fi
    if [ "${HAVE_GPU:-0}" = 1 ]; then
        echo "SKIP hgemm-bench-no-gpu: a GPU is present (make gpu-report runs the benchmark)"
    elif out=$(timeout 60 "$bench" 2>&1) && grep -q 'no GPU: skipped' <<<"$out"; then
        echo "PASS hgemm-bench-no-gpu"
    else
        echo "FAIL hgemm-bench-no-gpu: rc=$?: $(tr '\n' ' ' <<<"$out" | cut -c1-200)"
    fi
fi

NVCC=${NVCC:-}
if [ -z "$NVCC" ]; then
    echo "SKIP hgemm-nvcc: nvcc not found"
    echo "SKIP hgemm-abicost: nvcc not found"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags=(-std=c++17 -O3 -Iinclude -Ikernels -Ikernels/hgemm -Xcompiler -Wall,-Wextra,-Werror -Werror all-warnings)
sm90a=(-gencode=arch=compute_90a,code=sm_90a)

# fig FILE DIR -> "REGS SPILL PTX BARRIERS" of its entry (bench/twins/figures.sh, the one parser).
fig() {
    mkdir -p "$2"
    "$NVCC" "${flags[@]}" "${sm90a[@]}" -Xptxas -v -c -keep -keep-dir "$2" "$1" -o "$2/o.o" >"$2/log" 2>&1 || return 1
    ! grep -qiE 'warning|error' "$2/log" || return 1
    bash bench/twins/figures.sh "$2/log" "$(ls "$2"/*.ptx | tail -1)" | awk 'NR == 1 { print $2, $3, $6, $7 }'
}

declare -A F
for p in kernels/hgemm/hgemm.cu bench/twins/hgemm_twin.cu "$B/checked/hgemm/hgemm.cu" \
    kernels/hgemm/hgemm_bf16.cu bench/twins/hgemm_bf16_twin.cu "$B/checked/hgemm/hgemm_bf16.cu"; do
    name=$(sed 's|^kernels/hgemm/\(hgemm.*\).cu$|\1|; s|^bench/twins/hgemm\(.*\)_twin.cu$|twin\1|;
        s|^.*/checked/hgemm/hgemm\(.*\).cu$|checked\1|' <<<"$p")
    if [ ! -f "$p" ]; then echo "FAIL hgemm-nvcc-sm_90a-$name: $p not built"; continue; fi
    if read -r r s x b < <(fig "$p" "$tmp/$name"); then
        F[$name]="$r $x $b"
        echo "PASS hgemm-nvcc-sm_90a-$name: $r registers, $x PTX instructions, $b barriers"
        if [ "$s" = 0 ]; then echo "PASS hgemm-nospill-$name"; else echo "FAIL hgemm-nospill-$name: $s spill bytes"; fi
    else
        echo "FAIL hgemm-nvcc-sm_90a-$name: $(tr '\n' ' ' <"$tmp/$name/log" | cut -c1-300)"
    fi
done

# Outside sm_90a the Hopper intrinsics are a compile error that names them.
if out=$("$NVCC" "${flags[@]}" -arch=sm_80 -c kernels/hgemm/hgemm.cu -o "$tmp/k80.o" 2>&1); then
    echo "FAIL hgemm-nvcc-sm_80-refused: compiled for sm_80"
elif grep -q 'requires_sm_90a' <<<"$out"; then
    echo "PASS hgemm-nvcc-sm_80-refused"
else
    echo "FAIL hgemm-nvcc-sm_80-refused: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
fi

for v in "" _bf16; do
    [ -n "${F[twin$v]:-}" ] || { echo "FAIL hgemm-abicost$v: no figures for the twin"; continue; }
    read -r rt pt bt <<<"${F[twin$v]}"
    for name in hgemm$v checked$v; do
        [ -n "${F[$name]:-}" ] || { echo "FAIL hgemm-abicost-$name: no figures"; continue; }
        read -r rp pp bp <<<"${F[$name]}"
        d=$(( (pp > pt ? pp - pt : pt - pp) * 10000 / pt ))
        pct=$(printf '%d.%02d%%' $((d / 100)) $((d % 100)))
        nums="registers prism $rp twin $rt, PTX instructions prism $pp twin $pt (diff $pct), barriers prism $bp twin $bt"
        if [ "$name" = "hgemm$v" ]; then
            echo "PASS hgemm-abicost$v-source: conservative build, $nums"
        elif [ $d -le 200 ] && [ "$rp" = "$rt" ]; then
            echo "PASS hgemm-abicost$v-checked: $nums"
        else
            echo "FAIL hgemm-abicost$v-checked: $nums"
        fi
    done
done
