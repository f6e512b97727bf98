#!/usr/bin/env bash
# 51-scan: the decoupled look-back scan (kernels/scan/).
#   - int32 and float, inclusive and exclusive, against the CPU reference
#     under the emulator at small and odd sizes (empty, one item, partial
#     tiles, tile (3,072) +- 1 and 2 tiles +- 1, many tiles, more OS threads
#     than CPUs so blocks really overlap); int32 exact, float within 1e-5 of
#     the magnitude sum (main_scan.c says why);
#   - misaligned arrays (4 bytes off 16): full tiles take the guarded path;
#   - past 2^31 items: the index arithmetic on the host (scan-index-emu,
#     main_index.c), and on a GPU a real 2^31 + 1000 item scan;
#   - the look-back alone over prepared status words, so windows that walk
#     back past 32 aggregates are exercised (lookback-emu);
#   - scan_kernels.h is what scan_kernels.m4 generates;
#   - nvcc builds for sm_80 and sm_90a; the checked sm_90a build has no
#     spills and no stack frame, at most 64 registers (8 blocks of 128 an SM)
#     and 16-byte global loads and stores; on a GPU, the same runs on the device.
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
    for n in 0 1 2 31 127 128 3071 3072 3073 6143 6144 6145 9221 65537 250001; do
        for t in 1 2; do
            for m in 1 2; do
                check "scan-$be n=$n type=$t mode=$m" "$B/bin/scan-$be" n=$n type=$t mode=$m
            done
        done
    done
    check "scan-$be n=70001 in place" "$B/bin/scan-$be" n=70001 inplace=1
    for n in 3072 9221 70001; do
        check "scan-$be n=$n misaligned" "$B/bin/scan-$be" n=$n misalign=1
    done
    check "scan-$be n=70001 in place misaligned" "$B/bin/scan-$be" n=70001 inplace=1 misalign=1
    # The look-back's sleeps, which the launcher only asks for on grids of
    # 500 tiles or more (scan_status.h): given here at 23 tiles.
    check "scan-$be n=70001 look-back delays" "$B/bin/scan-$be" n=70001 type=1 mode=1 first_ns=1245 poll_ns=648
    PRISM_EMU_THREADS=16 check "scan-$be n=500000 (16 OS threads)" "$B/bin/scan-$be" n=500000
    for a in "tile=0" "tile=1" "tile=31" "tile=32" "tile=33" "tile=70" "tile=70 prefix_at=5" \
        "tile=70 prefix_at=69" "tile=64 prefix_at=32" "tile=200 prefix_at=100" "tile=1000"; do
        # shellcheck disable=SC2086 # the case is a list of arguments
        check "lookback-$be ${a// /,}" "$B/bin/lookback-$be" $a
    done
}

cases emu
check "scan-index n=0..2^35 (host arithmetic)" "$B/bin/scan-index-emu"
[ "${PRISM_SAN:-0}" = 1 ] && exit 0

if [ "${HAVE_GPU:-0}" = 1 ]; then
    cases gpu
    # 2^31 + 1000 int32 items: 8.6 GB each way, in place (one array).
    check "scan-gpu n=2^31+1000 in place" "$B/bin/scan-gpu" n=2147484648 type=1 mode=1 inplace=1
else
    echo "SKIP scan-gpu: no GPU (nvidia-smi sees none)"
fi

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
# The checked source as the build compiles it: per kernel, ptxas -v's
# registers, spills and stack, and the PTX's 16-byte global accesses.
if ! [ -x "$B/bin/prism-check" ]; then
    echo "FAIL scan-sm90a-figures: $B/bin/prism-check not built"
elif ! "$B/bin/prism-check" -Iinclude -Ikernels -Ikernels/scan -Ilib-cub-like -o "$tmp/scan.checked.cu" \
    kernels/scan/scan.cu >"$tmp/chk.log" 2>&1; then
    echo "FAIL scan-sm90a-figures: prism-check: $(head -c 300 "$tmp/chk.log" | tr '\n' ' ')"
elif ! (cd "$tmp" && "$NVCC" -std=c++17 -O3 -I"$OLDPWD/include" -I"$OLDPWD/kernels" -I"$OLDPWD/kernels/scan" \
    -I"$OLDPWD/lib-cub-like" -gencode=arch=compute_90a,code=sm_90a -Xptxas -v -c -keep scan.checked.cu -o k.o) \
    >"$tmp/ptxas.log" 2>&1; then
    echo "FAIL scan-sm90a-figures: nvcc: $(tail -c 300 "$tmp/ptxas.log" | tr '\n' ' ')"
else
    for k in scan_i32 scan_f32; do
        fig=$(awk -v k="$k" '/Compiling entry function/ { on = index($0, "_Z8" k "P") > 0 }
            on && /stack frame/ { split($0, w, /[ ,]+/); for (i = 1; i < length(w); i++) if (w[i+1] == "bytes") { if (w[i+2] == "stack") st = w[i]; else if (w[i+2] == "spill") sp += w[i] } }
            on && /Used [0-9]+ registers/ { r = $0; sub(/.*Used /, "", r); r += 0; print r, st + 0, sp + 0; on = 0 }' "$tmp/ptxas.log")
        read -r regs stack spill <<<"$fig"
        v4=$(awk -v k="$k" '/^\.visible \.entry/ { on = index($0, "_Z8" k "P") > 0 } on && /(ld|st)\.global\.v4/ { c++ } END { print c + 0 }' "$tmp"/scan.checked*.ptx)
        if [ -n "${regs:-}" ] && [ "$regs" -le 64 ] && [ "$stack" = 0 ] && [ "$spill" = 0 ] && [ "$v4" -ge 12 ]; then
            echo "PASS scan-sm90a-figures-$k: $regs registers, 0 spills, 0 stack, $v4 16-byte global accesses"
        else
            echo "FAIL scan-sm90a-figures-$k: registers ${regs:-?} (<= 64), stack ${stack:-?}, spills ${spill:-?} (0), 16-byte global accesses $v4 (>= 12)"
        fi
    done
fi
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
