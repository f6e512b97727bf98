#!/usr/bin/env bash
# Launch shapes a kernel's bound or CUDA's limits forbid are refused with
# one line naming the kernel, the bound and the size, and nothing is
# launched; host API failures print one line; PRISM_LAUNCH's arguments
# are checked at compile time.
set -u
set -o pipefail
B=${BUILD:-build}
check() { # backend
    local bin=$B/bin/test-launch-refuse-$1
    if [ ! -x "$bin" ]; then echo "FAIL launch-refuse-$1: $bin not built"; return; fi
    local err; err=$(mktemp)
    timeout 120 "$bin" 2>"$err" | sed "s/^\(PASS\|FAIL\) /\1 $1-/"
    local rc=$? # the binary's status (pipefail), not sed's
    if [ $rc = 0 ]; then echo "PASS $1-exit"; else echo "FAIL $1-exit: $bin exited $rc: $(grep -m1 -E 'ERROR|runtime error' "$err" | cut -c1-160)"; fi
    msg() { if grep -qF "$2" "$err"; then echo "PASS $1-$3"; else echo "FAIL $1-$3: no line '$2' on stderr"; fi; }
    msg "$1" "prism: launch of kernel 'mark_warps' refused: block size 48 cannot be cut into thread[32] units (bound: grid[1], block[1], thread[32])" message-thread-units
    msg "$1" "prism: launch of kernel 'mark_exact' refused: block size 64, but the kernel requires exactly 128 threads" message-blockdim
    msg "$1" "prism: launch of kernel 'mark_pairs' refused: grid size 3 cannot be cut into block[2] units" message-block-units
    msg "$1" "prism: launch of kernel 'mark_units64' refused: block size 1024 has 16 thread[64] units; at most 15 named barriers exist" message-named-barriers
    msg "$1" "prism: launch of kernel 'mark_huge_smem' refused: shared budget 300000 bytes exceeds the device limit of 232448" message-smem
    msg "$1" "prism: launch of kernel 'mark_warps' refused: grid size 4294967297 is outside 1..2147483647 (CUDA's gridDim.x limit)" message-grid-size_t
    msg "$1" "prism: launch of kernel 'mark_warps' refused: grid size -1 is outside 1..2147483647" message-grid-negative
    msg "$1" "prism: launch of kernel 'mark_warps' refused: grid size 2147483648 is outside 1..2147483647" message-grid-2^31
    msg "$1" "prism: launch of kernel 'mark_warps' refused: block size -1 is outside 1..1024 (CUDA's limit of threads per block)" message-block-negative
    if [ "$1" = emu ]; then
        msg "$1" "prism: launch of kernel 'mark_warps' refused: grid 2147483647 x block 32 = 68719476704 threads is above the emulator's cap" message-emulator-cap
    fi
    # One line per refusal and a note at its PRISM_LAUNCH line, nothing else.
    local lines notes
    lines=$(grep -c "^prism: launch of kernel '.*' refused: " "$err")
    notes=$(grep -c "refuse_kernels.cu:[0-9]*: note: the refused launch of kernel " "$err")
    if [ "$lines" = "$notes" ] && [ "$(wc -l <"$err")" = $((lines + notes)) ]; then
        echo "PASS $1-one-line-per-refusal"
    else
        echo "FAIL $1-one-line-per-refusal: $lines refusals, $notes notes, $(wc -l <"$err") lines on stderr"
    fi
    rm -f "$err"
}
check emu
if [ "${PRISM_SAN:-0}" = 0 ]; then
    if [ "${HAVE_GPU:-0}" = 1 ]; then check gpu; else echo "SKIP launch-refuse-gpu: no GPU (nvidia-smi sees none)"; fi
fi

# Host API failures (tests/launch/host_errors.c): the right status (the
# program's exit 0) and exactly one line on stderr saying what failed.
host_error() { # backend case text
    local bin=$B/bin/test-host-errors-$1 out err rc
    if [ ! -x "$bin" ]; then echo "FAIL host-error-$1/$2: $bin not built"; return; fi
    err=$(mktemp)
    out=$(timeout 60 "$bin" "$2" 2>"$err")
    rc=$?
    if [ $rc != 0 ]; then
        echo "FAIL host-error-$1/$2: exit $rc $out $(head -c 200 "$err")"
    elif [ "$(wc -l <"$err")" != 1 ] || ! grep -qF -- "$3" "$err"; then
        echo "FAIL host-error-$1/$2: want one line with '$3', got: $(head -c 300 "$err")"
    else
        echo "PASS host-error-$1/$2"
    fi
    rm -f "$err"
}
host_error emu alloc-huge "prism: prism_dev_alloc(70368744177664 bytes): out of memory"
# The emulated device's memory is PRISM_EMU_DEVICE_MEMORY bytes (else the
# machine's): past it an allocation fails, whatever the overcommit policy.
PRISM_EMU_DEVICE_MEMORY=1048576 host_error emu alloc-over-capacity "prism: prism_dev_alloc(524288 bytes): out of memory"
host_error emu copy-to-dev-null "prism: copy to device of 4 bytes: null destination pointer"
host_error emu copy-to-host-null "prism: copy to host of 4 bytes: null source pointer"
host_error emu memset-null "prism: device memset of 4 bytes: null pointer"
host_error emu copy-past-end "prism: copy to device: 64 bytes at offset 32 fall outside the 64-byte device buffer"
host_error emu copy-from-past-end "prism: copy to host: 65 bytes at offset 0 fall outside the 64-byte device buffer"
host_error emu memset-past-end "prism: device memset: 100 bytes at offset 0 fall outside the 64-byte device buffer"
host_error emu copy-after-free "is in a device buffer that was freed"
host_error emu double-free "the 64-byte device buffer was already freed; ignored"
host_error emu free-not-device "not a pointer prism_dev_alloc returned; ignored"
if [ "${PRISM_SAN:-0}" = 0 ] && [ "${HAVE_GPU:-0}" = 1 ]; then
    host_error gpu alloc-huge "prism: cudaMalloc: "
    host_error gpu copy-to-dev-null "prism: copy to device: "
    host_error gpu copy-to-host-null "prism: copy to host: "
    host_error gpu memset-null "prism: cudaMemset: "
fi

# PRISM_LAUNCH argument checks at compile time (tests/launch/compile/*.cu):
# each file names the message its compile must fail with ("ok": must
# compile), for gcc -x c (the emulator) and, with nvcc, for CUDA.
compile_case() { # backend file
    local f=$2 want out rc
    want=$(sed -n "s/^ \* expect-$1: //p" "$f")
    if [ -z "$want" ]; then echo "FAIL launch-compile-$1/$(basename "$f"): no expect-$1 tag"; return; fi
    if [ "$1" = c ]; then
        out=$(${CC:-gcc} -std=c17 -Wall -Wextra -Werror -D_GNU_SOURCE -fstack-clash-protection -Iinclude -x c \
            -fsyntax-only "$f" 2>&1)
    else
        out=$(timeout 300 "$NVCC" -std=c++17 -Iinclude -Xcompiler -Wall,-Wextra,-Werror -Werror all-warnings \
            -arch=sm_80 -x cu -cuda "$f" -o /dev/null 2>&1)
    fi
    rc=$?
    if [ "$want" = ok ]; then
        if [ $rc = 0 ]; then echo "PASS launch-compile-$1/$(basename "$f")"; else
            echo "FAIL launch-compile-$1/$(basename "$f"): does not compile: $(grep -m1 error <<<"$out" | cut -c1-200)"; fi
    elif [ $rc = 0 ]; then
        echo "FAIL launch-compile-$1/$(basename "$f"): compiles; want an error with '$want'"
    elif ! grep -qF -- "$want" <<<"$out"; then
        echo "FAIL launch-compile-$1/$(basename "$f"): no '$want' in: $(grep -m1 error <<<"$out" | cut -c1-200)"
    else
        echo "PASS launch-compile-$1/$(basename "$f")"
    fi
}
if [ "${PRISM_SAN:-0}" = 0 ]; then
    cd "$(dirname "$0")/../.."
    for f in tests/launch/compile/*.cu; do compile_case c "$f"; done
    # One dubious argument, one warning per copy of it in the expansion (E 3).
    f=tests/launch/warn/one_bad_arg.cu
    line=$(grep -n 'the line the warnings name' "$f" | cut -d: -f1)
    n=$(${CC:-gcc} -std=c17 -Wall -Wextra -D_GNU_SOURCE -Iinclude -x c -fsyntax-only "$f" 2>&1 |
        grep -c "one_bad_arg.cu:$line:[0-9]*: warning: cast to pointer from integer")
    if [ "$n" -ge 1 ] && [ "$n" -le 5 ]; then echo "PASS launch-warn-copies ($n)"; else
        echo "FAIL launch-warn-copies: $n copies of the argument's warning (want 1 to 5)"; fi
    # PRISM_COPY_TO_SYMBOL and PRISM_LAUNCH_ON in a checked .cu (P 11): checked, built, run.
    st=$(mktemp -d)
    if ! "$B/bin/prism-cc" -Iinclude tests/launch/symbol_stream.cu -o "$st/ss" "$B/lib/libprism_emu.a" \
        "$B/lib/libprism_host.a" -lpthread -lm 2>"$st/err"; then
        echo "FAIL launch-symbol-stream: does not build: $(head -c 300 "$st/err")"
    elif out=$("$st/ss" 2>&1) && grep -q 'symbol-stream rc=0 bad=0' <<<"$out" && grep -q "refused: it holds 12" <<<"$out"; then
        echo "PASS launch-symbol-stream"
    else
        echo "FAIL launch-symbol-stream: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
    fi
    rm -rf "$st"
    if [ "${HAVE_NVCC:-0}" = 1 ] && [ -n "${NVCC:-}" ]; then
        for f in tests/launch/compile/*.cu; do compile_case cuda "$f"; done
    else
        echo "SKIP launch-compile-cuda: no nvcc"
    fi
fi
