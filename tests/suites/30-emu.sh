#!/usr/bin/env bash
# tests/suites/30-emu.sh - the host emulator (runtime/emu/).
#
# Positive programs (tests/emu/t_*.c but t_bad) print their own PASS/FAIL
# lines.  t_bad runs kernels that break the rules, one case per run; each
# must stop with the expected status and a message naming its site
# (file:line of the SITE:name marker in tests/emu/t_bad.c) and the kind of
# error.  Everything runs under timeout: a hang is a failure, not a stall.
# Runs in both passes (the emulator is host code).
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
T=$BUILD/emu/tests
SRC=tests/emu/t_bad.c
# Generous: the ASan pass is several times slower than the plain one.
WATCHDOG=${PRISM_EMU_WATCHDOG:-120}

# prog LABEL PROGRAM [VAR=VALUE...]: run a positive program, prefix its lines.
prog() {
    local label=$1 prog=$2
    shift 2
    if [ ! -x "$T/$prog" ]; then
        echo "FAIL emu/$label: not built ($T/$prog)"
        return
    fi
    local out rc
    out=$(env "$@" timeout "$WATCHDOG" "$T/$prog" 2>&1)
    rc=$?
    printf '%s\n' "$out" | sed -n 's#^\(PASS\|FAIL\|SKIP\) #\1 emu/'"$label"'/#p'
    if [ $rc -eq 124 ]; then
        echo "FAIL emu/$label: timed out after ${WATCHDOG}s"
    elif [ $rc -ne 0 ]; then
        echo "FAIL emu/$label: exited $rc"
        printf '%s\n' "$out" | grep -v '^PASS ' | tail -n 30
    fi
}

for src in tests/emu/t_*.c; do
    p=$(basename "$src" .c)
    [ "$p" = t_bad ] || prog "$p" "$p"
done
# The same half tests with __half as its bits (a compiler without _Float16).
prog half-soft t_half_soft
# The portable ucontext context switch (used off x86-64), on this machine too.
for p in t_barrier t_warp t_misc; do
    T=$BUILD/emu/tests-uc prog "ucontext/$p" "$p"
done
T=$BUILD/emu/tests

# The environment knobs, and more OS threads than this machine has cores
# (so atomics and look-back really race even on one core).
prog t_atomics/threads4 t_atomics PRISM_EMU_THREADS=4
prog t_misc/threads4-zero-96k t_misc PRISM_EMU_THREADS=4 PRISM_EMU_SMEM=zero PRISM_EMU_STACK=96k

# line_of NAME: the line of the SITE:NAME marker.
line_of() { grep -n "SITE:$1 " "$SRC" | head -n 1 | cut -d: -f1; }

# bad NAME STATUS KIND SITE [NOTE_SITE [TEXT]]: run case NAME of t_bad.
bad() {
    local name=$1 want=$2 kind=$3 site=$4 note=${5:-} text=${6:-}
    local case=${name%-launch} # NAME-launch: case NAME again, checking the launch-site note
    if [ ! -x "$T/t_bad" ]; then
        echo "FAIL emu/bad/$name: not built"
        return
    fi
    local out rc line
    out=$(PRISM_EMU_SPIN_TIMEOUT=1 timeout "$WATCHDOG" "$T/t_bad" "$case" 2>&1)
    rc=$?
    if [ $rc -eq 124 ]; then
        echo "FAIL emu/bad/$name: hung (killed after ${WATCHDOG}s)"
        return
    fi
    if [ $rc -ne "$want" ]; then
        echo "FAIL emu/bad/$name: exit status $rc, want $want"
        printf '%s\n' "$out" | tail -n 20
        return
    fi
    if [ -n "$site" ]; then
        line=$(line_of "$site")
        if ! grep -qF "t_bad.c:$line: error:" <<<"$out"; then
            echo "FAIL emu/bad/$name: no error at t_bad.c:$line"
            printf '%s\n' "$out" | tail -n 20
            return
        fi
    fi
    if ! grep -qF -- "$kind" <<<"$out"; then
        echo "FAIL emu/bad/$name: message lacks '$kind'"
        printf '%s\n' "$out" | tail -n 20
        return
    fi
    if [ -n "$note" ]; then
        line=$(line_of "$note")
        if ! grep -qF "t_bad.c:$line: note:" <<<"$out"; then
            echo "FAIL emu/bad/$name: no note at t_bad.c:$line"
            printf '%s\n' "$out" | tail -n 20
            return
        fi
    fi
    if [ -n "$text" ] && ! grep -qF -- "$text" <<<"$out"; then
        echo "FAIL emu/bad/$name: message lacks '$text'"
        printf '%s\n' "$out" | tail -n 20
        return
    fi
    echo "PASS emu/bad/$name"
}

DYN=5   # PRISM_ERR_DYNAMIC
SHAPE=1 # PRISM_ERR_LAUNCH_SHAPE
bad diverge $DYN '[barrier-divergence]' diverge-a diverge-b 'threads 16-31'
bad diverge-launch $DYN "kernel 'bad_diverge' launched here" diverge-a launch-diverge
# The note names the collective its group called, not the barrier's first waiter's.
bad divcount $DYN '[barrier-divergence]' divcount-b divcount-a 'thread 7 waits at __syncthreads_count (barrier 0) here'
bad exit $DYN '[barrier-exit]' exit '' 'threads 16-31 returned from the kernel'
bad shfl16 $DYN '[warp-incomplete]' shfl16 '' 'thread 16 of the mask returned'
bad trap $DYN '[device-trap]' trap '' "thread 5 of block 0 (kernel 'bad_trap') called __trap()"
bad reduce $DYN '[warp-incomplete]' reduce '' '__reduce_add_sync with mask 0xffffffff: threads 0-15 wait here'
bad mma1 $DYN '[mma-incomplete]' mma1 '' 'all 32 lanes of an aligned warp'
bad smem $DYN '[smem-budget]' smem '' 'budget PRISM_SMEM(64)'
bad shape $SHAPE "launch of kernel 'bad_shape' refused" '' shape 'output untouched'
bad warpdiv $DYN '[warp-divergence]' warpdiv-b warpdiv-a
bad mask $DYN '[warp-incomplete]' mask '' 'is not in its mask'
bad partial $DYN '[warp-incomplete]' partial '' 'do not exist'
bad barid $DYN '[barrier-usage]' barid
bad deadlock $DYN '[deadlock]' deadlock-a deadlock-b
bad scope $DYN '[barrier-exit]' scope '' 'scope entry'
bad mbar $DYN '[mbarrier]' mbar
bad spin $DYN '[barrier-exit]' spin
bad livelock $DYN '[livelock]' livelock livelock-bar

# Shared memory indexed past the arena (the arena's guard regions, or ASan
# in the sanitizer pass): reported with kernel, block, thread and the
# faulting line, never a heap corruption.  smem_oob's line is in t_bad.c;
# exchange256 faults inside the library's 128x4 exchange, run by 256 threads.
smem_bounds() {
    local name=$1 where=$2 out rc
    out=$(timeout "$WATCHDOG" "$T/t_bad" "$name" 2>&1)
    rc=$?
    if [ $rc -eq 124 ]; then
        echo "FAIL emu/bad/$name: hung"
    elif grep -qE "AddressSanitizer: heap-buffer-overflow" <<<"$out" && grep -qE "$where" <<<"$out"; then
        echo "PASS emu/bad/$name"
    elif [ $rc -eq $DYN ] && grep -qE "^$where: error: thread [0-9]+ of block [0-9]+ \(kernel 'bad_$name'\) accessed shared memory [0-9]+ bytes past the end of its block's [0-9]+-byte arena .*\[smem-bounds\]" <<<"$out"; then
        echo "PASS emu/bad/$name"
    else
        echo "FAIL emu/bad/$name: status $rc without a shared-arena report at $where"
        printf '%s\n' "$out" | tail -n 10
    fi
}
smem_bounds smem_oob "tests/emu/t_bad.c:$(line_of smem-oob)"
smem_bounds exchange256 "lib-cub-like/block/gen/block_exchange_i32.h:[0-9]+"

# The same cases under the race detector (ThreadSanitizer): a stopped launch
# abandons fibers mid-kernel, and neither the emulator's teardown nor the
# host's reads afterwards may be reported as races with them.  The plain
# pass only (TSan and ASan exclude each other).  atexit_sleep_ms=0 here and
# below: the detector's second of sleep before exit waits for threads still
# running, and the emulator joins its workers before a launch returns.
race_bad() {
    local bin=$BUILD/emu/tests-race/t_bad c out rc n bad=""
    if [ "${PRISM_SAN:-0}" = 1 ]; then
        return
    fi
    if [ ! -x "$bin" ]; then
        echo "FAIL emu/race/dynamic-checks: not built ($bin)"
        return
    fi
    for c in diverge exit shfl16 reduce trap mma1 smem warpdiv mask partial barid deadlock scope mbar spin livelock; do
        out=$(PRISM_EMU_THREADS=2 PRISM_EMU_SPIN_TIMEOUT=1 TSAN_OPTIONS="halt_on_error=0 exitcode=66 atexit_sleep_ms=0" \
            timeout "$WATCHDOG" "$bin" "$c" 2>&1)
        rc=$?
        n=$(grep -c 'WARNING: ThreadSanitizer' <<<"$out")
        if [ $rc -ne $DYN ] || [ "$n" != 0 ] || ! grep -q 'dynamic check failed' <<<"$out"; then
            bad="$bad $c(exit $rc, $n race reports)"
        fi
    done
    if [ -z "$bad" ]; then
        echo "PASS emu/race/dynamic-checks"
    else
        echo "FAIL emu/race/dynamic-checks:$bad"
    fi
}
race_bad

# Blocks of a grid are not ordered (tests/emu/race/blocks.cu, checked
# first): a race between two blocks, in an unsafe kernel and in a checked
# one launched with aliasing grid[1] buffers, is reported however many
# workers run them; blocks that legally reuse a worker's shared arena,
# stacks and file-scope or static __shared__ variables are not.
race_blocks() {
    local lib=$BUILD/race/lib/libprism_emu_race.a src=tests/emu/race/blocks.cu work th m out rc bad=""
    if [ "${PRISM_SAN:-0}" = 1 ]; then
        return
    fi
    if [ ! -f "$lib" ]; then
        echo "FAIL emu/race/blocks: $lib not built"
        return
    fi
    work=$(mktemp -d)
    if ! "$BUILD/bin/prism-check" -Iinclude -o "$work/b.cu" "$src" 2>"$work/err" ||
        ! gcc -std=c17 -Wall -Wextra -Werror -O1 -g -D_GNU_SOURCE -fsanitize=thread -Iinclude -x c -c "$work/b.cu" \
            -o "$work/b.o" 2>>"$work/err" ||
        ! gcc -fsanitize=thread "$work/b.o" "$lib" "$BUILD/lib/libprism_host.a" -o "$work/b" -lpthread -lm 2>>"$work/err"; then
        echo "FAIL emu/race/blocks: build: $(head -c 300 "$work/err")"
        rm -rf "$work"
        return
    fi
    local w r c
    w=$(grep -n 'race-write' "$src" | head -n 1 | cut -d: -f1)
    r=$(grep -n 'race-read' "$src" | head -n 1 | cut -d: -f1)
    c=$(grep -n 'alias-copy' "$src" | head -n 1 | cut -d: -f1)
    for th in 1 2; do
        for m in blocks alias tiles statics; do
            out=$(PRISM_EMU_THREADS=$th TSAN_OPTIONS="halt_on_error=0 exitcode=66 atexit_sleep_ms=0" \
                timeout "$WATCHDOG" "$work/b" $m 2>&1)
            rc=$?
            case $m in
            blocks)
                if ! grep -q "blocks.cu:$w " <<<"$out" || ! grep -q "blocks.cu:$r " <<<"$out" ||
                    ! grep -q "'block 0 thread 0'" <<<"$out"; then
                    bad="$bad $m/$th:not-reported"
                fi
                ;;
            alias)
                # A block's write races with another block's read of its tile: two blocks named.
                if ! grep -q "^SUMMARY: ThreadSanitizer: data race .*blocks.cu:$c " <<<"$out" ||
                    [ "$(grep -o "^  Thread T[0-9]* 'block [0-9]* " <<<"$out" | cut -d"'" -f2 | sort -u | wc -l)" -lt 2 ]; then
                    bad="$bad $m/$th:not-reported"
                fi
                ;;
            *)
                if [ $rc -ne 0 ] || grep -q 'WARNING: ThreadSanitizer' <<<"$out"; then
                    bad="$bad $m/$th:exit-$rc:$(grep -m 1 SUMMARY <<<"$out")"
                fi
                ;;
            esac
        done
    done
    rm -rf "$work"
    if [ -z "$bad" ]; then
        echo "PASS emu/race/blocks"
    else
        echo "FAIL emu/race/blocks:$bad"
    fi
}
race_blocks

# nvcc_cu NAME SRC [FLAG...]: nvcc (where it exists; not in the sanitizer
# pass) builds SRC as CUDA with warnings as errors: PASS, FAIL or SKIP NAME.
nvcc_cu() {
    local name=$1 src=$2 work
    shift 2
    [ "${PRISM_SAN:-0}" = 1 ] && return
    if [ "${HAVE_NVCC:-0}" != 1 ]; then
        echo "SKIP $name: no nvcc"
        return
    fi
    work=$(mktemp -d)
    if "${NVCC:-nvcc}" -std=c++17 -Iinclude "$@" -Xcompiler -Wall,-Wextra,-Werror -Werror all-warnings -x cu \
        -c "$src" -o "$work/cu.o" 2>"$work/err"; then
        echo "PASS $name"
    else
        echo "FAIL $name: $(grep -m 3 error "$work/err" | tr '\n' ' ')"
    fi
    rm -rf "$work"
}

# CUDA vector types: the sizes and alignments written out in
# tests/emu/vector_sizes.cu hold for the emulator's types (C) and for
# nvcc's (where nvcc exists); t_vector's kernel is a legal Prism kernel.
vector_types() {
    local work err
    work=$(mktemp -d)
    if gcc -std=c17 -Wall -Wextra -Werror -D_GNU_SOURCE -Iinclude -x c -c tests/emu/vector_sizes.cu \
        -o "$work/c.o" 2>"$work/err"; then
        echo "PASS emu/vector/sizes-emu"
    else
        echo "FAIL emu/vector/sizes-emu: $(grep -m 3 error "$work/err" | tr '\n' ' ')"
    fi
    nvcc_cu emu/vector/sizes-nvcc tests/emu/vector_sizes.cu
    if [ "${PRISM_SAN:-0}" != 1 ] && [ -x "$BUILD/bin/prism-check" ]; then
        if err=$("$BUILD/bin/prism-check" -Iinclude -Itests/emu tests/emu/t_vector.c 2>&1); then
            echo "PASS emu/vector/kernel-checked"
        else
            echo "FAIL emu/vector/kernel-checked: $(head -c 300 <<<"$err")"
        fi
    fi
    rm -rf "$work"
}
vector_types

# CUDA's names that prism/emu/mathx.h and simd.h give the emulator
# (tests/emu/mathx_names.cu calls each once): the emulator builds a kernel
# calling them straight from the source and through prism-check, which
# must accept it; nvcc (where it exists) builds the same file as CUDA,
# where every name is CUDA's own, so one the emulator spells or types
# differently from CUDA fails there.
mathx_names() {
    local work src=tests/emu/mathx_names.cu
    local cflags="-std=gnu17 -Wall -Wextra -Werror -O0 -D_GNU_SOURCE -Iinclude"
    work=$(mktemp -d)
    if gcc $cflags -x c -c "$src" -o "$work/u.o" 2>"$work/err"; then
        echo "PASS emu/mathx-names/emu"
    else
        echo "FAIL emu/mathx-names/emu: $(grep -m 3 error "$work/err" | tr '\n' ' ')"
    fi
    if [ "${PRISM_SAN:-0}" != 1 ] && [ -x "$BUILD/bin/prism-check" ]; then
        if "$BUILD/bin/prism-check" -Iinclude -o "$work/c.c" "$src" 2>"$work/err" &&
            gcc $cflags -x c -c "$work/c.c" -o "$work/c.o" 2>>"$work/err"; then
            echo "PASS emu/mathx-names/checked"
        else
            echo "FAIL emu/mathx-names/checked: $(head -c 300 "$work/err")"
        fi
    fi
    nvcc_cu emu/mathx-names/nvcc "$src" -arch=sm_80
    rm -rf "$work"
}
mathx_names

# CUDA's function and variable qualifiers build and link for the emulator
# as nvcc builds them: a non-static __forceinline__ helper at -O0 (C99
# inline alone left no definition to link), one in a header included by two
# files (not defined twice), static __forceinline__, __noinline__,
# __align__(n), __managed__.
qualifiers() {
    local work rc
    work=$(mktemp -d)
    cat >"$work/q.cuh" <<'K'
#pragma once
__forceinline__ __device__ float q_twice(float v) { return 2.0f * v; }
K
    cat >"$work/q1.cu" <<'K'
#include "prism.h"
#include "q.cuh"
static __forceinline__ __device__ float q_one(float v) { return v + 1.0f; }
__noinline__ __device__ float q_keep(float v) { return v; }
__device__ float4 __align__(16) q_tmp;
__managed__ int q_counter;
__device__ float q_a(float v) { return q_keep(q_one(q_twice(v))) + (float)q_counter + q_tmp.x; }
K
    cat >"$work/q2.cu" <<'K'
#include "prism.h"
#include "q.cuh"
__device__ float q_b(float v) { return q_twice(v); }
K
    cat >"$work/main.c" <<'K'
float q_a(float v);
float q_b(float v);
int main(void) { return q_a(1.0f) == 3.0f && q_b(2.0f) == 4.0f ? 0 : 1; }
K
    rc=0
    for f in q1 q2; do
        "$BUILD/bin/prism-check" -Iinclude --cuda-arch=none -o "$work/$f.c" "$work/$f.cu" 2>>"$work/err" &&
            gcc -std=gnu17 -Wall -Wextra -Werror -O0 -g -D_GNU_SOURCE -Iinclude -I"$work" -c "$work/$f.c" \
                -o "$work/$f.o" 2>>"$work/err" || rc=1
    done
    if [ $rc -eq 0 ] && gcc -O0 "$work/main.c" "$work/q1.o" "$work/q2.o" -o "$work/q" 2>>"$work/err" &&
        timeout "$WATCHDOG" "$work/q"; then
        echo "PASS emu/qualifiers"
    else
        echo "FAIL emu/qualifiers: $(grep -m 3 -E 'error|undefined' "$work/err" | tr '\n' ' ')"
    fi
    rm -rf "$work"
}
[ "${PRISM_SAN:-0}" != 1 ] && [ -x "$BUILD/bin/prism-check" ] && qualifiers

# `static __shared__` (file scope, function scope, either order) is CUDA
# nvcc and prism-check accept; the emulator's __shared__ is itself
# `static _Thread_local`, so the checked file spells that __shared__
# without static (parse_decl.c, emit.c) and the build does not say
# "duplicate 'static'" (red team A3 9).  The run checks each variable is
# one array the block's threads share.
static_shared() {
    local work
    work=$(mktemp -d)
    cat >"$work/ss.cu" <<'K'
#include "prism.h"
static __shared__ int sbuf[128];
__shared__ static int sbuf2[128];
PRISM_KERNEL(ss, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        static __shared__ int loc[128];
        int *s = sbuf, *s2 = sbuf2, *l = loc;
        PRISM_PARTITION(w, s, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { w[0] = g; } }
        PRISM_PARTITION(w, s2, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { w[0] = 2 * g; } }
        PRISM_PARTITION(w, l, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { w[0] = 3 * g; } }
        PRISM_GROUP(THREAD(1)) { r = sbuf[(g + 1) % 128] + sbuf2[(g + 1) % 128] + loc[(g + 1) % 128]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
PRISM_HOST_API int run_ss(int *out) { return PRISM_LAUNCH(ss, 1, 128, out); }
K
    cat >"$work/main.c" <<'K'
#include "prism/host.h"
int run_ss(int *out);
int main(void)
{
    int *x = prism_dev_alloc(128 * sizeof(int)), h[128];
    int rc = run_ss(x);
    prism_copy_to_host(h, x, sizeof h);
    for (int i = 0; i < 128; i++)
        rc |= h[i] != 6 * ((i + 1) % 128);
    return rc;
}
K
    if "$BUILD/bin/prism-check" -Iinclude --cuda-arch=none -o "$work/ss.c" "$work/ss.cu" 2>>"$work/err" &&
        gcc -std=gnu17 -Wall -Wextra -Werror -O0 -g -D_GNU_SOURCE -Iinclude -c "$work/ss.c" -o "$work/ss.o" \
            2>>"$work/err" &&
        gcc -std=gnu17 -D_GNU_SOURCE -Iinclude "$work/main.c" "$work/ss.o" "$BUILD/lib/libprism_emu.a" \
            "$BUILD/lib/libprism_host.a" -lpthread -lm -o "$work/ss" 2>>"$work/err" &&
        timeout "$WATCHDOG" "$work/ss"; then
        echo "PASS emu/static-shared"
    else
        echo "FAIL emu/static-shared: $(grep -m 3 -E 'error' "$work/err" | tr '\n' ' ')"
    fi
    rm -rf "$work"
}
[ "${PRISM_SAN:-0}" != 1 ] && [ -x "$BUILD/bin/prism-check" ] && static_shared

# A header of kernels included by two files of one program links and runs
# (SPEC 10: the kernel entry is weak, as its launch wrappers are).
kernel_header() {
    local work rc=0
    work=$(mktemp -d)
    cat >"$work/kern.cuh" <<'K'
#pragma once
#include "prism.h"
PRISM_KERNEL(hk, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { if (i < n) xi[0] += 1.0f; }
    }
}
K
    printf '#include "kern.cuh"\nPRISM_HOST_API int run_a(float *x, int n) { return PRISM_LAUNCH(hk, 1, 64, x, n); }\n' >"$work/a.cu"
    printf '#include "kern.cuh"\nPRISM_HOST_API int run_b(float *x, int n) { return PRISM_LAUNCH(hk, 1, 64, x, n); }\n' >"$work/b.cu"
    cat >"$work/main.c" <<'K'
#include "prism/host.h"
int run_a(float *x, int n);
int run_b(float *x, int n);
int main(void)
{
    float *x = prism_dev_alloc(64 * sizeof(float)), h[64];
    prism_dev_memset(x, 0, 64 * sizeof(float));
    int rc = run_a(x, 64) | run_b(x, 64);
    prism_copy_to_host(h, x, sizeof h);
    return rc || h[63] != 2.0f;
}
K
    for f in a b; do
        "$BUILD/bin/prism-check" -Iinclude --cuda-arch=none -o "$work/$f.c" "$work/$f.cu" 2>>"$work/err" &&
            gcc -std=gnu17 -Wall -Wextra -Werror -O0 -g -D_GNU_SOURCE -Iinclude -I"$work" -c "$work/$f.c" \
                -o "$work/$f.o" 2>>"$work/err" || rc=1
    done
    if [ $rc -eq 0 ] && gcc -std=gnu17 -D_GNU_SOURCE -Iinclude "$work/main.c" "$work/a.o" "$work/b.o" \
        "$BUILD/lib/libprism_emu.a" "$BUILD/lib/libprism_host.a" -lpthread -lm -o "$work/k" 2>>"$work/err" &&
        timeout "$WATCHDOG" "$work/k"; then
        echo "PASS emu/kernel-header-two-tus"
    else
        echo "FAIL emu/kernel-header-two-tus: $(grep -m 3 -E 'error|definition' "$work/err" | tr '\n' ' ')"
    fi
    rm -rf "$work"
}
[ "${PRISM_SAN:-0}" != 1 ] && [ -x "$BUILD/bin/prism-check" ] && kernel_header

# The unchecked build (SPEC §7): legal programs compiled straight from their
# source, without prism-check, get the conservative barriers, and those
# must be enough: each tests/emu/unchecked case must be accepted by the
# checker, then built unchecked under the race detector, give its CPU
# reference's result and draw no race report.  Plain pass only (TSan).
unchecked() {
    local lib=$BUILD/race/lib/libprism_emu_race.a work f n t out rc races
    if [ "${PRISM_SAN:-0}" = 1 ]; then
        return
    fi
    if [ ! -f "$lib" ] || [ ! -x "$BUILD/bin/prism-check" ]; then
        echo "FAIL emu/unchecked: $lib or $BUILD/bin/prism-check not built"
        return
    fi
    work=$(mktemp -d)
    if ! gcc -std=c17 -Wall -Wextra -Werror -O1 -c tests/emu/unchecked/main.c -o "$work/main.o" 2>"$work/err"; then
        echo "FAIL emu/unchecked: main.c: $(head -c 300 "$work/err")"
        rm -rf "$work"
        return
    fi
    for f in tests/emu/unchecked/*.cu; do
        n=$(basename "$f" .cu)
        t=emu/unchecked/$n
        if ! "$BUILD/bin/prism-check" -Iinclude "$f" >"$work/err" 2>&1; then
            echo "FAIL $t: not a legal program: $(head -c 300 "$work/err")"
            continue
        fi
        if ! gcc -std=c17 -Wall -Wextra -Werror -O1 -g -D_GNU_SOURCE -fsanitize=thread -Iinclude -x c -c "$f" \
            -o "$work/$n.o" 2>"$work/err" ||
            ! gcc -fsanitize=thread "$work/main.o" "$work/$n.o" "$lib" "$BUILD/lib/libprism_host.a" -o "$work/$n" \
                -lpthread -lm 2>>"$work/err"; then
            echo "FAIL $t: build: $(head -c 300 "$work/err")"
            continue
        fi
        out=$(PRISM_EMU_THREADS=2 TSAN_OPTIONS="halt_on_error=0 exitcode=66 atexit_sleep_ms=0" timeout "$WATCHDOG" "$work/$n" 2>&1)
        rc=$?
        races=$(grep -c 'WARNING: ThreadSanitizer' <<<"$out")
        if [ $rc -eq 0 ] && [ "$races" = 0 ]; then
            echo "PASS $t"
        else
            echo "FAIL $t: exit $rc, $races race reports: $(grep -v '^ *#' <<<"$out" | head -n 8 | tr '\n' ' ')"
        fi
    done
    rm -rf "$work"
}
unchecked

# A PRISM_EMU_* value the table does not allow is named on stderr with what
# is allowed, and the default kept (a typo was silently the default, and 4g
# meant no limit); a good one says nothing.
env_check() {
    local bin=$T/t_barrier out
    [ -x "$bin" ] || { echo "FAIL emu/env-values: $bin not built"; return; }
    out=$(PRISM_EMU_SMEM=ZERO PRISM_EMU_THREADS=abc "$bin" 2>&1 >/dev/null)
    local good
    good=$(PRISM_EMU_SMEM=zero PRISM_EMU_THREADS=2 PRISM_EMU_DEVICE_MEMORY=4g PRISM_EMU_STACK=64k "$bin" 2>&1 >/dev/null | grep -c 'prism-emu: ignoring')
    if grep -qF 'ignoring PRISM_EMU_SMEM=ZERO (want poison or zero)' <<<"$out" &&
        [ "$(grep -cF 'ignoring PRISM_EMU_THREADS=abc (want a count of threads from 1 to 64)' <<<"$out")" = 1 ] &&
        [ "$good" = 0 ]; then
        echo "PASS emu/env-values"
    else
        echo "FAIL emu/env-values: bad values: $(grep 'prism-emu' <<<"$out" | tr '\n' ' ' | head -c 300); good values warned $good times"
    fi
}
env_check

# Stack overflow (with PRISM_EMU_STACK=64k): the guard page stops it; the
# plain build names the thread and the size, ASan reports it its own way.
overflow() {
    local out rc
    out=$(PRISM_EMU_STACK=64k timeout "$WATCHDOG" "$T/t_bad" overflow 2>&1)
    rc=$?
    if [ $rc -eq 124 ]; then
        echo "FAIL emu/bad/overflow: hung"
    elif [ $rc -eq 0 ]; then
        echo "FAIL emu/bad/overflow: exited 0"
    elif grep -qE "thread 0 of block 0 .* overflowed its 65536-byte fiber stack.*PRISM_EMU_STACK|AddressSanitizer: stack-overflow" <<<"$out"; then
        echo "PASS emu/bad/overflow"
    else
        echo "FAIL emu/bad/overflow: status $rc without an overflow report"
        printf '%s\n' "$out" | tail -n 10
    fi
}
overflow

# The benchmark runs and reports its figure (events/s) for every family.
bench() {
    local bin=$BUILD/bench/emu_bench out rc n
    if [ ! -x "$bin" ]; then
        echo "FAIL emu/bench: $bin not built"
        return
    fi
    out=$(timeout "$WATCHDOG" "$bin" --benchmark_min_time=0.01 --benchmark_filter='block:(32|64)/' 2>&1)
    rc=$?
    n=$(grep -cE '^emu/[a-z_]+/block:[0-9]+/real_time .*events_per_second=[0-9.]+[kMG]?/s' <<<"$out")
    if [ $rc -eq 0 ] && [ "$n" -eq 5 ]; then
        echo "PASS emu/bench"
    else
        echo "FAIL emu/bench: status $rc, $n of 5 families reported events_per_second"
        printf '%s\n' "$out" | tail -n 10
    fi
}
bench
