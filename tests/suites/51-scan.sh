#!/usr/bin/env bash
# 51-scan: the decoupled look-back scan (kernels/scan/).
#   - int32 and float, inclusive and exclusive, against the CPU reference
#     under the emulator at small and odd sizes (empty, one item, partial
#     tiles, tile boundaries, many tiles, more OS threads than CPUs so blocks
#     really overlap);
#   - the look-back alone over prepared status words, so windows that walk
#     back past 32 aggregates are exercised (lookback-emu);
#   - scan_kernels.h is what scan_kernels.m4 generates;
#   - nvcc builds for sm_80 and sm_90a; on a GPU, the same runs on the device.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
B=${BUILD:-build}

check() { # label bin args... : PASS when every report line says OK
    local label=$1 bin=$2
    shift 2
    if [ ! -x "$bin" ]; then echo "FAIL $label: $bin not built"; return; fi
    local out rc
    out=$(timeout 300 "$bin" "$@" 2>&1)
    rc=$?
    if [ $rc -eq 0 ] && grep -q ' OK ' <<<"$out" && ! grep -qE 'MISMATCH|FAILED' <<<"$out"; then echo "PASS $label"
    else echo "FAIL $label: rc=$rc: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"; fi
}

cases() { # backend
    local be=$1 n
    for n in 0 1 2 31 255 1023 1024 1025 2048 3333 65537 250001; do
        for t in 1 2; do
            for m in 1 2; do
                check "scan-$be n=$n type=$t mode=$m" "$B/bin/scan-$be" n=$n type=$t mode=$m
            done
        done
    done
    check "scan-$be n=70001 in place" "$B/bin/scan-$be" n=70001 inplace=1
    PRISM_EMU_THREADS=16 check "scan-$be n=500000 (16 OS threads)" "$B/bin/scan-$be" n=500000
    for a in "tile=0" "tile=1" "tile=31" "tile=32" "tile=33" "tile=70" "tile=70 prefix_at=5" \
        "tile=70 prefix_at=69" "tile=64 prefix_at=32" "tile=200 prefix_at=100" "tile=1000"; do
        # shellcheck disable=SC2086 # the case is a list of arguments
        check "lookback-$be ${a// /,}" "$B/bin/lookback-$be" $a
    done
}

cases emu
[ "${PRISM_SAN:-0}" = 1 ] && exit 0

if [ "${HAVE_GPU:-0}" = 1 ]; then cases gpu; else echo "SKIP scan-gpu: no GPU (nvidia-smi sees none)"; fi

if command -v m4 >/dev/null; then
    if m4 -P lib-cub-like/m4/prism_lib.m4 kernels/scan/scan_kernels.m4 | cmp -s - kernels/scan/scan_kernels.h; then
        echo "PASS scan-m4-current"
    else
        echo "FAIL scan-m4-current: kernels/scan/scan_kernels.h is stale (run make scan-gen)"
    fi
else
    echo "SKIP scan-m4-current: no m4"
fi

NVCC=${NVCC:-}
if [ -z "$NVCC" ]; then echo "SKIP scan-nvcc: nvcc not found"; exit 0; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for src in kernels/scan/scan.cu kernels/scan/lookback_probe.cu; do
    for arch in sm_80 sm_90a; do
        name="scan-nvcc-$arch-$(basename "$src" .cu)"
        if out=$("$NVCC" -std=c++17 -O3 -Iinclude -Ikernels -Ikernels/scan -Ilib-cub-like \
            -Xcompiler -Wall,-Wextra,-Werror -Werror all-warnings -arch="$arch" -c "$src" -o "$tmp/k.o" 2>&1) &&
            [ -z "$out" ]; then
            echo "PASS $name"
        else
            echo "FAIL $name: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
        fi
    done
done
