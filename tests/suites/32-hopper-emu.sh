#!/usr/bin/env bash
# tests/suites/32-hopper-emu.sh - the Hopper intrinsics (issue 14): misuse
# the emulator must report (never hang on), and the compile test of the
# CUDA backend.  The positive emulator tests (known answers for swizzles
# and descriptors, TMA + wgmma GEMM, tx counts) are tests/emu/t_hopper.c,
# run by 30-emu.sh.
#
# Each misuse case runs `t_hopper N` under timeout; it must exit 3 (the
# launch returned PRISM_ERR_DYNAMIC) and print "t_hopper.c:LINE: error:"
# at the SITE:name marker's line with the expected [kind] and text.
# Then prism-check's Hopper output: the intrinsics accepted, the launch
# header, and the proxy fence before a barrier that feeds a wgmma.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
T=$BUILD/emu/tests/t_hopper
SRC=tests/emu/t_hopper.c
WATCHDOG=${PRISM_EMU_WATCHDOG:-60}

line_of() { grep -n "SITE:$1 " "$SRC" | head -n 1 | cut -d: -f1; }

# bad CASE NAME KIND TEXT [LABEL]: case CASE reports KIND at SITE:NAME, its message containing TEXT.
bad() {
    local case=$1 site=$2 kind=$3 text=$4 name=${5:-$2} out rc line
    if [ ! -x "$T" ]; then
        echo "FAIL hopper-emu/$name: not built ($T)"
        return
    fi
    line=$(line_of "$site")
    out=$(timeout "$WATCHDOG" "$T" "$case" 2>&1)
    rc=$?
    if [ $rc -eq 124 ]; then
        echo "FAIL hopper-emu/$name: hung (killed after ${WATCHDOG}s)"
    elif [ $rc -ne 3 ]; then
        echo "FAIL hopper-emu/$name: exit $rc, want 3: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
    elif ! grep -q "t_hopper.c:$line: error: .*\[$kind\]" <<<"$out"; then
        echo "FAIL hopper-emu/$name: no '[$kind]' error at t_hopper.c:$line: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
    elif ! grep -qF -- "$text" <<<"$out"; then
        echo "FAIL hopper-emu/$name: message lacks '$text': $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
    else
        echo "PASS hopper-emu/$name"
    fi
}

bad 0 tx-deadlock deadlock "1024 transaction bytes missing"
bad 1 arrival-deadlock deadlock "1 of 2 arrivals"
bad 2 box-shape tma "names a 8 x 32 box, but the tensor map's box is 8 x 64"
bad 3 setmaxnreg-value setmaxnreg "must be a multiple of 8 in 24..256"
bad 4 setmaxnreg-mixed setmaxnreg "of its warpgroup for dec 40"
bad 5 wgmma-incomplete wgmma-incomplete "has only 96 of 128 threads"
bad 6 wgmma-incomplete wgmma-incomplete "returned from the kernel" wgmma-thread-returned
bad 7 wgmma-pending wgmma-pending "never retired by prism_wgmma_wait"
bad 8 uninit mbarrier "prism_mbarrier_init did not set up"
bad 11 wgmma-operand wgmma-operand "shared-memory operands changed after it was issued"
bad 12 early-release wgmma-operand "that a wgmma still reads: 1 of the 128 threads of warpgroup 0 have not retired it"
bad 13 box-past-allocation tma "ends past its allocation [0x0, 0x200)"

# The TMA + wgmma tile product, exact against the CPU on the emulator; on a GPU, the same program must
# print the same lines (exact integers: bit for bit, whatever order the tensor cores add in).
G=$BUILD/bin/hopper-gemm-emu
if [ -x "$G" ]; then
    emu_out=$(timeout "$WATCHDOG" "$G" 2>&1)
    rc=$?
    grep '^\(PASS\|FAIL\) ' <<<"$emu_out" | sed 's/^\(PASS\|FAIL\) /\1 emu\//'
    [ $rc -eq 0 ] || echo "FAIL emu/hopper-gemm: exited $rc"
else
    echo "FAIL emu/hopper-gemm: not built ($G)"
fi
if [ "${PRISM_SAN:-0}" = 0 ]; then
    if [ "${HAVE_GPU:-0}" != 1 ]; then
        echo "SKIP gpu/hopper-gemm: no GPU (nvidia-smi sees none)"
    elif [ ! -x "$BUILD/bin/hopper-gemm-gpu" ]; then
        echo "FAIL gpu/hopper-gemm: not built ($BUILD/bin/hopper-gemm-gpu)"
    else
        gpu_out=$(timeout "$WATCHDOG" "$BUILD/bin/hopper-gemm-gpu" 2>&1)
        rc=$?
        grep '^\(PASS\|FAIL\) ' <<<"$gpu_out" | sed 's/^\(PASS\|FAIL\) /\1 gpu\//'
        if [ $rc -eq 0 ] && [ "$gpu_out" = "${emu_out:-}" ]; then
            echo "PASS gpu/hopper-gemm-matches-emulator"
        else
            echo "FAIL gpu/hopper-gemm-matches-emulator: exit $rc: $(tr '\n' ' ' <<<"$gpu_out" | cut -c1-300)"
        fi
    fi
fi

# Under the race detector (not in the sanitizer pass: TSan and ASan exclude each other) the positive
# tests report no race: the mbarrier, TMA and wgmma hooks order what the GPU orders.
if [ "${PRISM_SAN:-0}" = 0 ]; then
    R=$BUILD/emu/tests-race/t_hopper
    if [ ! -x "$R" ]; then
        echo "FAIL hopper-emu/race-detector-quiet: not built ($R)"
    else
        out=$(timeout "$WATCHDOG" "$R" 2>&1)
        rc=$?
        if [ $rc -eq 0 ] && ! grep -q "ThreadSanitizer" <<<"$out" && [ "$(grep -c '^PASS ' <<<"$out")" -ge 15 ]; then
            echo "PASS hopper-emu/race-detector-quiet"
        else
            echo "FAIL hopper-emu/race-detector-quiet: exit $rc: $(grep -m3 'ThreadSanitizer\|^FAIL' <<<"$out" | tr '\n' ' ')"
        fi
    fi
fi

# Host-side validation: one line per violated constraint, nothing else.
if [ -x "$T" ]; then
    out=$(timeout "$WATCHDOG" "$T" 9 2>&1)
    rc=$?
    want="prism-tma: base address ADDR is not 16-byte aligned
prism-tma: row stride 120 bytes is not a multiple of 16 below 2^40
prism-tma: row stride 120 bytes is less than a row's 128 bytes
prism-tma: box_rows = 300 is not within 1..256
prism-tma: box_cols * 2 = 256 bytes exceeds the 128-byte swizzle span"
    got=$(grep '^prism-tma:' <<<"$out" | sed 's/base address [^ ]* is/base address ADDR is/')
    if [ $rc -eq 3 ] && [ "$got" = "$want" ]; then
        echo "PASS hopper-emu/tensor-map-validation"
    else
        echo "FAIL hopper-emu/tensor-map-validation: exit $rc: $(tr '\n' ' ' <<<"$out" | cut -c1-400)"
    fi
fi

if [ -x "$T" ]; then
    out=$(timeout "$WATCHDOG" "$T" 10 2>&1)
    rc=$?
    if [ $rc -eq 3 ] && grep -q "^prism: prism_tensor_map_2d: 4096 bytes at offset 0 fall outside the 2048-byte device buffer" <<<"$out"; then
        echo "PASS hopper-emu/tensor-map-past-buffer"
    else
        echo "FAIL hopper-emu/tensor-map-past-buffer: exit $rc: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
    fi
fi

# prism-check reads the Hopper spellings (PRISM_TENSOR_MAP as a parameter type, the PRISM_SWIZZLE_* and
# element-type names, the intrinsics of intrinsics.def) and emits the unit.
K=tests/hopper/all_intrinsics.cu
if [ -x "$BUILD/bin/prism-check" ]; then
    if out=$("$BUILD/bin/prism-check" -Iinclude "$K" 2>&1) && [ -z "$out" ]; then
        echo "PASS hopper-check/all-intrinsics-accepted"
    else
        echo "FAIL hopper-check/all-intrinsics-accepted: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
    fi
else
    echo "FAIL hopper-check/all-intrinsics-accepted: not built ($BUILD/bin/prism-check)"
fi

# The barrier that hands plain stores to a wgmma carries fence.proxy.async, before the writers
# arrive (docs/SYNC.md, "Async proxy"): handoff's split point, and local_desc's barrier in front of
# the wgmma itself (its descriptor is made before the tile is filled: the wgmma reads the tile,
# docs/SYNC.md 1); the point ordering plain stores for plain loads in plain_only has none.
P=tests/hopper/proxy_fence.cu
if [ -x "$BUILD/bin/prism-check" ]; then
    pf=$(mktemp -d)
    fences="" want="-"
    if out=$("$BUILD/bin/prism-check" -Iinclude -o "$pf/pf.cu" "$P" 2>&1) && [ -z "$out" ]; then
        fences=$(grep -n 'prism_fence_proxy_async' "$pf/pf.cu" | cut -d: -f1 | tr '\n' ' ')
        want="$(grep -n 'prism_fence_proxy_async(); prism_sync_token_t prism__sync_tok_[0-9]* = prism_sync_split_arrive' \
            "$pf/pf.cu" | cut -d: -f1) $(grep -n 'prism_fence_proxy_async(); prism_sync_block(); prism_wgmma_m64' \
            "$pf/pf.cu" | cut -d: -f1) "
        second=$(grep -n 'PRISM_KERNEL(plain_only' "$pf/pf.cu" | cut -d: -f1)
        last=$(grep -n 'prism_fence_proxy_async' "$pf/pf.cu" | tail -n 1 | cut -d: -f1)
        [ -n "$second" ] && [ -n "$last" ] && [ "$last" -lt "$second" ] || want="none after plain_only"
    fi
    if [ "$fences" = "$want" ] && [ "$(wc -w <<<"$fences")" = 2 ] &&
        out=$(${CC:-cc} -std=c17 -Wall -Wextra -Werror -D_GNU_SOURCE -Iinclude -x c -fsyntax-only "$pf/pf.cu" 2>&1); then
        echo "PASS hopper-check/proxy-fence-before-wgmma"
    else
        echo "FAIL hopper-check/proxy-fence-before-wgmma: fences at lines '$fences', want '$want': $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
    fi
    rm -rf "$pf"
fi

# The launch header of a kernel taking a tensor map is plain C a driver can include.
if [ -x "$BUILD/bin/prism-check" ]; then
    hdr=$(mktemp -d)
    if out=$("$BUILD/bin/prism-check" -Iinclude --launch-header "$hdr/h.h" "$K" 2>&1) &&
        printf '#include "h.h"\nint main(void) { prism_tensor_map_t m; (void)m; return 0; }\n' >"$hdr/d.c" &&
        out=$(${CC:-cc} -std=c17 -Wall -Wextra -Werror -Iinclude -I"$hdr" -fsyntax-only "$hdr/d.c" 2>&1); then
        echo "PASS hopper-check/launch-header-compiles"
    else
        echo "FAIL hopper-check/launch-header-compiles: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
    fi
    rm -rf "$hdr"
fi

# The CUDA backend: not host code, so not in the sanitizer pass.
[ "${PRISM_SAN:-0}" = 1 ] && exit 0
NVCC=${NVCC:-}
if [ -z "$NVCC" ]; then
    echo "SKIP hopper-nvcc: nvcc not found"
    exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
FLAGS=(-std=c++17 -O3 -Iinclude -Xcompiler -Wall,-Wextra,-Werror -Werror all-warnings)
# sm_90a: nvcc and ptxas accept every intrinsic, silently (a ptxas note about serialised wgmma fails it too).
if out=$("$NVCC" "${FLAGS[@]}" -gencode=arch=compute_90a,code=sm_90a -c "$K" -o "$tmp/a.o" 2>&1) && [ -z "$out" ]; then
    echo "PASS hopper-nvcc/sm_90a-all-intrinsics"
else
    echo "FAIL hopper-nvcc/sm_90a-all-intrinsics: $(tr '\n' ' ' <<<"$out" | cut -c1-400)"
fi
# The checked output with the proxy fence (above) builds for sm_90a (ptxas's C7519 note on the
# accumulator's initialisation is information, not a warning).
if "$BUILD/bin/prism-check" -Iinclude -o "$tmp/pf.cu" tests/hopper/proxy_fence.cu 2>/dev/null &&
    out=$("$NVCC" "${FLAGS[@]}" -gencode=arch=compute_90a,code=sm_90a -c "$tmp/pf.cu" -o "$tmp/pf.o" 2>&1) &&
    ! grep -qiE 'error|warning' <<<"$out"; then
    echo "PASS hopper-nvcc/sm_90a-proxy-fence"
else
    echo "FAIL hopper-nvcc/sm_90a-proxy-fence: $(tr '\n' ' ' <<<"$out" | cut -c1-400)"
fi
# sm_80: the same kernel is an error naming each intrinsic it uses.
out=$("$NVCC" "${FLAGS[@]}" -gencode=arch=compute_80,code=sm_80 -c "$K" -o "$tmp/b.o" 2>&1)
rc=$?
missing=""
for n in prism_mbarrier_init prism_mbarrier_arrive prism_mbarrier_arrive_expect_tx prism_mbarrier_wait \
    prism_fence_mbarrier_init prism_fence_proxy_async prism_tma_load_2d prism_wgmma_fence prism_wgmma_commit \
    prism_wgmma_wait prism_setmaxnreg_inc prism_setmaxnreg_dec prism_wgmma_m64n64k16_f32_bf16 \
    prism_wgmma_m64n128k16_f32_bf16 prism_wgmma_m64n256k16_f32_bf16 prism_wgmma_m64n64k16_f32_f16 \
    prism_wgmma_m64n128k16_f32_f16 prism_wgmma_m64n256k16_f32_f16; do
    grep -q "\"${n}_requires_sm_90a\" is undefined" <<<"$out" || missing="$missing $n"
done
if [ $rc -ne 0 ] && [ -z "$missing" ]; then
    echo "PASS hopper-nvcc/sm_80-use-is-an-error"
else
    echo "FAIL hopper-nvcc/sm_80-use-is-an-error: exit $rc, not named:$missing"
fi
# The header in an sm_80 + sm_90a build of a kernel that uses none of it.
cat >"$tmp/plain.cu" <<'CU'
#include "prism.h"
PRISM_KERNEL(plain, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(float *, out, GRID(1)))
PRISM_UNSAFE {
    out[threadIdx.x] = 1.0f;
}
CU
if out=$("$NVCC" "${FLAGS[@]}" -gencode=arch=compute_80,code=sm_80 -gencode=arch=compute_90a,code=sm_90a \
    -c "$tmp/plain.cu" -o "$tmp/c.o" 2>&1) && [ -z "$out" ]; then
    echo "PASS hopper-nvcc/sm_80-sm_90a-unused"
else
    echo "FAIL hopper-nvcc/sm_80-sm_90a-unused: $(tr '\n' ' ' <<<"$out" | cut -c1-400)"
fi
