#!/usr/bin/env bash
# tests/suites/31-emu-faults.sh - the emulator never corrupts silently and
# never fails a correct launch for want of mappings.
#
# tests/emu/faults.cu: each case faults in kernel code (stack overflow by
# one big frame or by recursion, null, out-of-bounds and freed device
# pointers); the process must exit with status 5 after one report naming
# the kernel, block, thread, the faulting source line and what was hit,
# and must never report corrupted neighbour data.  tests/emu/big_launch.cu:
# 4096 blocks of 1024 threads on 64 workers must run and be right, with
# both kinds of guard.  What the program printed to stdout before a fault
# is not lost (emu-fault/stdout-kept), also after a failed assert()
# (emu-fault/assert).  Runs in both passes (the emulator
# is host code).
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
D=$BUILD/emu/faults
SRC=tests/emu/faults.cu
WATCHDOG=${PRISM_EMU_WATCHDOG:-300}

line_of() { grep -n "SITE:$1 " "$SRC" | head -n 1 | cut -d: -f1; }

# fault NAME TEXT [SITE [TEXT2]]: case NAME exits 5 with TEXT (and TEXT2; fixed strings) and, with SITE, an error at its line.
fault() {
    local name=$1 text=$2 site=${3:-} text2=${4:-} out rc
    if [ ! -x "$D/faults" ]; then
        echo "FAIL emu-fault/$name: not built ($D/faults)"
        return
    fi
    out=$(timeout "$WATCHDOG" "$D/faults" "$name" 2>&1)
    rc=$?
    if [ $rc -ne 5 ]; then
        echo "FAIL emu-fault/$name: exit status $rc, want 5"
        printf '%s\n' "$out" | tail -n 8
    elif grep -q CORRUPTED <<<"$out"; then
        echo "FAIL emu-fault/$name: a neighbour's data was overwritten"
    elif ! grep -qF -- "$text" <<<"$out" || ! grep -qF -- "$text2" <<<"$out"; then
        echo "FAIL emu-fault/$name: no '$text' / '$text2' in the report"
        printf '%s\n' "$out" | tail -n 8
    elif [ -n "$site" ] && ! grep -qF "faults.cu:$(line_of "$site"): error: " <<<"$out"; then
        echo "FAIL emu-fault/$name: the error is not at faults.cu:$(line_of "$site")"
        printf '%s\n' "$out" | tail -n 8
    elif ! grep -qE "^(tests/emu/)?[^ ]*faults\.cu:[0-9]+: error: .*\[(stack-overflow|device-memory|async-copy)\]$" <<<"$out"; then
        echo "FAIL emu-fault/$name: the report does not name a faults.cu line"
        printf '%s\n' "$out" | tail -n 8
    elif [ "$(grep -c ': error: ' <<<"$out")" -ne 1 ]; then
        echo "FAIL emu-fault/$name: more than one report"
    else
        echo "PASS emu-fault/$name"
    fi
}

fault bigframe "thread 1 of block 0 (kernel 'fault_bigframe') overflowed its 262144-byte fiber stack"
fault recurse "thread 3 of block 0 (kernel 'fault_recurse') overflowed its 262144-byte fiber stack"
fault null "thread 5 of block 1 (kernel 'fault_null') null pointer access" null
fault overrun "thread 255 of block 3 (kernel 'fault_store') out-of-bounds access at byte 4096 of the 4096-byte device buffer" store
fault underrun "thread 0 of block 0 (kernel 'fault_store') out-of-bounds access at byte -4 of the 4096-byte device buffer" store
fault freed "(kernel 'fault_load') access to byte " load ") after prism_dev_free [device-memory]"
fault cp-async-size "16-byte asynchronous copy with a source size of 20 bytes: PTX allows at most the copy's size (thread 7 of block 0, kernel 'fault_cp_async')" cp-async
fault cp-async-align "16-byte asynchronous copy from " cp-async "both addresses must be 16-byte aligned (thread 7 of block 0, kernel 'fault_cp_async') [async-copy]"

# What the program printed before the fault reaches a file (stdout fully
# buffered there): the fault's exit flushes it, as a normal exit would.
if [ -x "$D/faults" ]; then
    so=$(mktemp)
    timeout "$WATCHDOG" "$D/faults" null >"$so" 2>/dev/null
    rc=$?
    if [ $rc -eq 5 ] && grep -qx 'faults: case null' "$so"; then
        echo "PASS emu-fault/stdout-kept"
    else
        echo "FAIL emu-fault/stdout-kept: exit $rc, stdout: $(head -c 200 "$so")"
    fi
    rm -f "$so"
fi

# A failed assert() in kernel code is a device-side assert: the process
# ends with status 5 after assert's own message (naming its line) and one
# report naming the kernel, block and thread; what it printed before
# reaches a file (the abort once lost stdout's buffer).
if [ -x "$D/faults" ]; then
    so=$(mktemp)
    out=$(timeout "$WATCHDOG" "$D/faults" assert 2>&1 >"$so")
    rc=$?
    if [ $rc -ne 5 ]; then
        echo "FAIL emu-fault/assert: exit status $rc, want 5: $(tail -n 4 <<<"$out" | tr '\n' ' ')"
    elif ! grep -qE "faults\.cu:$(line_of assert): .*Assertion" <<<"$out"; then
        echo "FAIL emu-fault/assert: no assert message at faults.cu:$(line_of assert): $(head -c 300 <<<"$out")"
    elif ! grep -qF "thread 3 of block 1 (kernel 'fault_assert') called abort(): a failed assert() stops the kernel" <<<"$out" ||
        [ "$(grep -c ': error: ' <<<"$out")" -ne 1 ]; then
        echo "FAIL emu-fault/assert: not one report naming the thread: $(head -c 400 <<<"$out")"
    elif ! grep -qx 'faults: case assert' "$so"; then
        echo "FAIL emu-fault/assert: stdout lost: $(head -c 200 "$so")"
    else
        echo "PASS emu-fault/assert"
    fi
    rm -f "$so"
fi

# A kernel built in a directory whose name has a space: the report names
# its whole path and line (addr2line's answer was cut at the first space).
# Not in the sanitizer pass: built here with plain gcc.
if [ "${PRISM_SAN:-0}" = 0 ] && command -v addr2line >/dev/null; then
    sp=$(mktemp -d)/"fault dir"
    mkdir -p "$sp"
    cp "$SRC" "$sp/faults.cu"
    if gcc -std=c17 -g -O1 -D_GNU_SOURCE -Iinclude -x c -c "$sp/faults.cu" -o "$sp/faults.o" 2>"$sp/err" &&
        gcc "$sp/faults.o" "$BUILD/lib/libprism_emu.a" "$BUILD/lib/libprism_host.a" -o "$sp/faults" -lpthread -lm 2>>"$sp/err"; then
        out=$(timeout "$WATCHDOG" "$sp/faults" null 2>&1)
        if grep -qF "$sp/faults.cu:$(line_of null): error: " <<<"$out"; then
            echo "PASS emu-fault/path-with-space"
        else
            echo "FAIL emu-fault/path-with-space: no '$sp/faults.cu:$(line_of null): error:' in the report"
            printf '%s\n' "$out" | tail -n 4
        fi
    else
        echo "FAIL emu-fault/path-with-space: build: $(head -c 300 "$sp/err")"
    fi
    rm -rf "$(dirname "$sp")"
fi

# big GUARD: the 4096 x 1024 launch on 64 workers (GUARD: PRISM_EMU_GUARD value, or default).
big() {
    local guard=$1 out rc
    if [ ! -x "$D/big_launch" ]; then
        echo "FAIL emu-big/$guard: not built ($D/big_launch)"
        return
    fi
    out=$(env PRISM_EMU_THREADS=64 ${guard:+PRISM_EMU_GUARD=$guard} timeout "$WATCHDOG" "$D/big_launch" 2>&1)
    rc=$?
    if [ $rc -eq 0 ] && grep -q '^PASS big-launch-4096x1024$' <<<"$out"; then
        echo "PASS emu-big/${guard:-default}"
    else
        echo "FAIL emu-big/${guard:-default}: status $rc"
        printf '%s\n' "$out" | tail -n 8
    fi
}
big ""
big mprotect

# Under a 4 GiB RLIMIT_AS 64 workers' stacks (320 MiB each) cannot all be
# mapped: the worker count must shrink to fit instead of the launch failing.
# Not in the sanitizer pass (ASan reserves terabytes of shadow address space).
if [ "${PRISM_SAN:-0}" = 0 ]; then
    out=$( (ulimit -v 4194304 && PRISM_EMU_THREADS=64 timeout "$WATCHDOG" "$D/big_launch") 2>&1)
    rc=$?
    if [ $rc -eq 0 ] && grep -q '^PASS big-launch-4096x1024$' <<<"$out"; then
        echo "PASS emu-big/rlimit-as-4g"
    else
        echo "FAIL emu-big/rlimit-as-4g: status $rc"
        printf '%s\n' "$out" | tail -n 8
    fi
fi

# Without addr2line the report still names kernel, block and thread, and
# gives the object and offset that `addr2line -e OBJ OFF` turns into the
# faulting line (the line the suite's own addr2line finds, when it has one).
no_addr2line() {
    local out rc cmd
    if [ ! -x "$D/faults" ]; then echo "FAIL emu-fault/no-addr2line: not built"; return; fi
    out=$(timeout "$WATCHDOG" env PATH=/nonexistent "$D/faults" null 2>&1)
    rc=$?
    cmd=$(sed -n 's/^prism-emu: note: the faulting instruction is at .* (\(addr2line -e [^ ]* 0x[0-9a-f]*\))$/\1/p' <<<"$out")
    if [ $rc -ne 5 ] || ! grep -qF "prism-emu: error: thread 5 of block 1 (kernel 'fault_null') null pointer access" <<<"$out"; then
        echo "FAIL emu-fault/no-addr2line: status $rc"
        printf '%s\n' "$out" | tail -n 6
    elif [ -z "$cmd" ]; then
        echo "FAIL emu-fault/no-addr2line: no object+offset note"
    elif command -v addr2line >/dev/null && ! $cmd | grep -q "faults.cu:$(line_of null)\$"; then
        echo "FAIL emu-fault/no-addr2line: '$cmd' does not give faults.cu:$(line_of null)"
    else
        echo "PASS emu-fault/no-addr2line"
    fi
}
no_addr2line
