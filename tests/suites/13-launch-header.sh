#!/usr/bin/env bash
# tests/suites/13-launch-header.sh - `prism-check --launch-header`: the
# prototypes of a kernel file's launch wrappers, written for a host driver
# in another translation unit (SPEC 10).  tests/launch/header_kernels.cu is
# checked with -o and --launch-header, its checked unit compiled for the
# emulator, and tests/launch/header_main.c, which includes only the
# generated header, compiled as plain C against it, linked and run: its
# launches (plain, on a stream, no parameters, refused) print PASS/FAIL.
# The header itself: four prototypes per kernel (plain, _on, and their _at
# forms) and the macros that pass the caller's __FILE__/__LINE__, a guard,
# nothing for device functions; an unwritable path exits 2.  The refused
# launch's note names the driver's call (header_main.c), not the kernel file.
set -u
cd "$(dirname "$0")/../.."
B=${BUILD:-build}
case "$B" in /*) ;; *) B=$(pwd)/$B ;; esac
[ "${PRISM_SAN:-0}" = 1 ] && SANF="-fsanitize=address,undefined -fno-omit-frame-pointer" || SANF=""
CHECK=$B/bin/prism-check
for need in "$CHECK" "$B/lib/libprism_emu.a" "$B/lib/libprism_host.a"; do
    if [ ! -f "$need" ]; then
        echo "FAIL launch-header: $need not built"
        exit 0
    fi
done
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
CF="-std=c17 -Wall -Wextra -Werror -O1 -g -D_GNU_SOURCE $SANF"

if ! "$CHECK" -Iinclude -o "$w/k.cu" --launch-header="$w/k_launch.h" tests/launch/header_kernels.cu 2>"$w/err"; then
    echo "FAIL launch-header/check: $(head -c 300 "$w/err")"
    exit 0
fi
n=$(grep -c '^PRISM_HOST_API int prism_launch_' "$w/k_launch.h")
if [ "$n" = 12 ] && grep -qE '^#ifndef PRISM_LAUNCH_HEADER_HEADER_KERNELS_CU_[0-9A-F]{8}$' "$w/k_launch.h" &&
    grep -qF 'PRISM_HOST_API int prism_launch_hdr_scale(long long prism_grid, long long prism_block, const float *in, float *out, int32_t n, float a, float2 off);' "$w/k_launch.h" &&
    grep -qF 'PRISM_HOST_API int prism_launch_hdr_scale_at(const char *prism_file, int prism_line, long long prism_grid, long long prism_block, const float *in, float *out, int32_t n, float a, float2 off);' "$w/k_launch.h" &&
    grep -qxF '#define prism_launch_hdr_count_on(...) prism_launch_hdr_count_on_at(__FILE__, __LINE__, __VA_ARGS__)' "$w/k_launch.h"; then
    echo "PASS launch-header/prototypes"
else
    echo "FAIL launch-header/prototypes: $n prototypes (want 12), or the guard, hdr_scale's lines or hdr_count_on's macro differ"
fi
if gcc $CF -Iinclude -x c -c "$w/k.cu" -o "$w/k.o" 2>"$w/err" &&
    gcc $CF -Iinclude "-DHEADER=\"$w/k_launch.h\"" -c tests/launch/header_main.c -o "$w/main.o" 2>>"$w/err" &&
    gcc $SANF "$w/main.o" "$w/k.o" "$B/lib/libprism_emu.a" "$B/lib/libprism_host.a" -o "$w/main" -lpthread -lm 2>>"$w/err"; then
    echo "PASS launch-header/driver-builds"
    timeout 120 "$w/main" 2>"$w/run.err"
    rc=$?
    [ $rc = 0 ] && echo "PASS launch-header/driver-exit" || echo "FAIL launch-header/driver-exit: exit $rc $(head -c 200 "$w/run.err")"
    # SPEC 10: the refusal's note is at the launch, the driver's line.
    at=$(grep -n 'refusal-returns' tests/launch/header_main.c | cut -d: -f1)
    note="tests/launch/header_main.c:$at: note: the refused launch of kernel 'hdr_scale' (grid 1, block 48) is here"
    if grep -qxF "$note" "$w/run.err"; then
        echo "PASS launch-header/refusal-note-at-caller"
    else
        echo "FAIL launch-header/refusal-note-at-caller: want '$note': $(grep note: "$w/run.err" | head -c 300)"
    fi
else
    echo "FAIL launch-header/driver-builds: $(head -c 400 "$w/err")"
fi
# A file with no kernels gives a header with none; a bad path is an I/O error.
printf '#include "prism.h"\nPRISM_DEVICE(int, f, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0)) { return 1; }\n' >"$w/dev.cu"
if "$CHECK" -Iinclude --launch-header="$w/dev.h" "$w/dev.cu" && ! grep -q prism_launch_ "$w/dev.h"; then
    echo "PASS launch-header/no-kernels"
else
    echo "FAIL launch-header/no-kernels: a device function got a launch prototype"
fi
"$CHECK" -Iinclude --launch-header="$w/none/x.h" "$w/dev.cu" 2>"$w/err"
rc=$?
[ $rc = 2 ] && echo "PASS launch-header/unwritable" || echo "FAIL launch-header/unwritable: exit $rc, want 2"

# Two kernel files of one name in two directories: both headers included in
# one unit declare both wrappers (a guard from the name alone dropped the
# second header's prototypes).
mkdir -p "$w/a" "$w/b"
printf '#include "prism.h"\nPRISM_KERNEL(ka, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1))) { (void)n; }\n' >"$w/a/scale.cu"
printf '#include "prism.h"\nPRISM_KERNEL(kb, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1))) { (void)n; }\n' >"$w/b/scale.cu"
printf '#include "a/scale_launch.h"\n#include "b/scale_launch.h"\nint both(void) { return prism_launch_ka(1, 32, 1) + prism_launch_kb(1, 32, 1); }\n' >"$w/both.c"
if "$CHECK" -Iinclude --launch-header="$w/a/scale_launch.h" "$w/a/scale.cu" 2>"$w/err" &&
    "$CHECK" -Iinclude --launch-header="$w/b/scale_launch.h" "$w/b/scale.cu" 2>>"$w/err" &&
    gcc $CF -Iinclude -I"$w" -c "$w/both.c" -o "$w/both.o" 2>>"$w/err"; then
    echo "PASS launch-header/same-name-two-dirs"
else
    echo "FAIL launch-header/same-name-two-dirs: $(head -c 300 "$w/err")"
fi

# One kernel name, several files (tests/launch/weak/, SPEC 10): the entry
# is one weak symbol per program, so two definitions that differ (two
# files; one header whose budget follows the includer's TILE) get one line
# naming both before main and every launch of the name is refused, in
# either link order; one header included twice (by two paths) links and
# runs; a host function named like the kernel is never what a launch runs.
WK=tests/launch/weak
weak_objs() { # backend: compile every file once, gcc -x c or nvcc
    for f in dup_a dup_b tile32 tile256 tile32_again host_fn; do
        if [ "$1" = emu ]; then
            gcc $CF -Iinclude -x c -c "$WK/$f.cu" -o "$w/$1-$f.o" || return 1
        else
            "$NVCC" -std=c++17 -Iinclude -arch=sm_80 -x cu -c "$WK/$f.cu" -o "$w/$1-$f.o" || return 1
        fi
    done
    gcc $CF -Iinclude -c $WK/main.c -o "$w/$1-main.o"
}
weak_case() { # backend case "objects" want-stdout want-stderr ("" for none)
    local objs="" f
    for f in $3; do objs="$objs $w/$1-$f.o"; done
    if [ "$1" = emu ]; then
        gcc $SANF "$w/$1-main.o" $objs "$B/lib/libprism_emu.a" "$B/lib/libprism_host.a" -o "$w/app" -lpthread -lm
    else
        "$NVCC" "$w/$1-main.o" $objs "$B/lib/libprism_cuda.a" -o "$w/app"
    fi 2>"$w/err" || { echo "FAIL launch-weak-$1/$2: does not link: $(head -c 300 "$w/err")"; return; }
    timeout 60 "$w/app" >"$w/out" 2>"$w/err"
    local rc=$?
    if [ $rc != 0 ]; then
        echo "FAIL launch-weak-$1/$2: exit $rc: $(head -c 300 "$w/err")"
    elif [ "$(tr '\n' ';' <"$w/out")" != "$4" ]; then
        echo "FAIL launch-weak-$1/$2: printed '$(tr '\n' ';' <"$w/out")', want '$4'"
    elif [ -n "$5" ] && ! grep -qF -- "$5" "$w/err"; then
        echo "FAIL launch-weak-$1/$2: no '$5' on stderr: $(head -c 300 "$w/err")"
    elif [ -z "$5" ] && [ -s "$w/err" ]; then
        echo "FAIL launch-weak-$1/$2: stderr not empty: $(head -c 300 "$w/err")"
    else
        echo "PASS launch-weak-$1/$2"
    fi
}
if weak_objs emu 2>"$w/err"; then
    dup="prism: kernel 'wfill' has two different definitions in this program, $WK/dup_a.cu:3 (bound: grid[1], blockdim[64]; budget 256 bytes) and $WK/dup_b.cu:3 (bound: grid[1], block[1], thread[32]; budget 0 bytes): one symbol 'wfill' serves both, so its launches are refused (rename one of them)"
    weak_case emu two-files "dup_a dup_b" "w_fill_a rc=3 out=0,0;w_fill_b rc=3 out=0,0;" "$dup"
    weak_case emu two-files-other-order "dup_b dup_a" "w_fill_a rc=3 out=0,0;w_fill_b rc=3 out=0,0;" \
        "prism: launch of kernel 'wfill' refused: the program has two different definitions of it, $WK/dup_a.cu:3 (budget 256) and $WK/dup_b.cu:3 (budget 0)"
    weak_case emu header-two-tiles "tile32 tile256" "w_stage_32 rc=3 out=0,0;w_stage_256 rc=3 out=0,0;" \
        "prism: kernel 'wstage' has two different definitions in this program, $WK/tile.h:3 (bound: grid[1], block[1], thread[32]; budget 128 bytes) and $WK/tile.h:3 (bound: grid[1], block[1], thread[32]; budget 1024 bytes)"
    weak_case emu header-twice "tile32 tile32_again" "w_stage_32 rc=0 out=32,0;w_stage_32_again rc=0 out=32,0;" ""
    weak_case emu host-function "host_fn" "w_scale rc=0 out=7,0;" ""
else
    echo "FAIL launch-weak-emu/build: $(head -c 300 "$w/err")"
fi
# nvcc: the same programs link; the registry's line and refusals need no
# GPU (they come before CUDA is asked anything).  A host function named
# like an extern "C" kernel replaces nvcc's weak stub: the launch asks the
# runtime first and never calls it (on a GPU: the refusal names it).
if [ "${PRISM_SAN:-0}" = 0 ] && [ "${HAVE_NVCC:-0}" = 1 ] && [ -n "${NVCC:-}" ] && [ -f "$B/lib/libprism_cuda.a" ]; then
    if weak_objs gpu 2>"$w/err"; then
        weak_case gpu two-files "dup_a dup_b" "w_fill_a rc=3 out=0,0;w_fill_b rc=3 out=0,0;" "$dup"
        if [ "${HAVE_GPU:-0}" = 1 ]; then
            weak_case gpu header-twice "tile32 tile32_again" "w_stage_32 rc=0 out=32,0;w_stage_32_again rc=0 out=32,0;" ""
            weak_case gpu host-function "host_fn" "w_scale rc=3 out=0,0;" \
                "prism: launch of kernel 'wscale' refused: the symbol 'wscale' the program links is not the kernel defined at $WK/host_fn.cu:6"
        else
            weak_case gpu host-function-no-gpu "host_fn" "w_scale rc=3 out=0,0;" "prism: launch of kernel 'wscale' failed: "
        fi
    else
        echo "FAIL launch-weak-gpu/build: $(head -c 300 "$w/err")"
    fi
else
    echo "SKIP launch-weak-gpu: no nvcc"
fi
