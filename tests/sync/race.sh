#!/usr/bin/env bash
# tests/sync/race.sh - the emulator's race detector (runtime/emu/race.h), run
# by tests/suites/25-sync.sh in the normal pass.
#
#   race:K          every kernel built from its checked source under the
#                   race detector ($BUILD/race/bin/K-emu) reports no race
#   race:drop/K:N   the same kernel with its N-th inferred barrier deleted
#                   from the checked source: the detector must fire, naming
#                   both sites and both threads
set -u
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }

# One OS worker: every GPU thread is a TSan fiber, and a worker holds two
# sets of them (a block's are new to it, docs/EMULATOR.md); creating a
# fiber costs TSan a megabyte of zeroed memory, and sgemm's 1,024-thread
# blocks made fiber creation most of this suite's time with two workers.
# Blocks of one worker are unordered all the same (alternate fiber sets);
# 30-emu's emu/race/blocks runs the inter-block cases on one and two.
export PRISM_EMU_THREADS=1
# atexit_sleep_ms=0: no second of sleep before exit for threads still
# running then (the emulator joins its workers before a launch returns).
export TSAN_OPTIONS="history_size=4 halt_on_error=0 exitcode=66 atexit_sleep_ms=0"
. tests/tools/runs.sh

if [ ! -f "$BUILD/race/lib/libprism_emu_race.a" ]; then
    skip race "the race-detector emulator is not built ($BUILD/race/lib)"
    exit 0
fi

for bin in "$BUILD"/race/bin/*-emu; do
    [ -x "$bin" ] || continue
    name=$(basename "$bin" -emu)
    timeout 900 "$bin" >"$work/out" 2>&1
    rc=$?
    n=$(grep -c 'WARNING: ThreadSanitizer' "$work/out")
    if [ "$n" = 0 ] && [ $rc -ne 66 ] && [ $rc -ne 124 ]; then
        pass "race:$name"
    else
        fail "race:$name" "exit $rc, $n reports: $(grep -A3 'WARNING: ThreadSanitizer' "$work/out" | head -n 8 | tr '\n' ' ')"
    fi
done

# The tests/sync cases as programs: named barriers, lane masks, split
# barriers, async scopes, calls - each checked, then run under the detector,
# all in one process (tests/tools/runs.sh).
if gcc -std=c17 -Wall -Wextra -Werror -O1 -c tests/sync/run_main.c -o "$work/run_main.o" 2>"$work/err"; then
    entries=()
    for f in tests/sync/*.cu; do
        grep -q sync_case_run "$f" || continue
        name=$(basename "$f" .cu)
        if ! "$BUILD/bin/prism-check" -Iinclude -o "$work/$name.chk.cu" "$f" 2>"$work/err" ||
            ! gcc -std=c17 -O1 -g -D_GNU_SOURCE -fsanitize=thread -Iinclude -x c -c "$work/$name.chk.cu" \
                -o "$work/$name.o" 2>>"$work/err" ||
            ! cp "$work/$name.o" "$work/$name.entry.o" || ! runs_entry "$work/$name.entry.o" "case_$name" 2>>"$work/err"; then
            fail "race:case/$name" "build: $(head -c 300 "$work/err")"
            continue
        fi
        entries+=("$name:case_$name:$work/$name.entry.o")
    done
    RUN_MAIN=$work/run_main.o runs_batch "$work/cases" "gcc -fsanitize=thread" \
        "$BUILD/race/lib/libprism_emu_race.a $BUILD/lib/libprism_host.a -lpthread -lm" "${entries[@]}" 2>/dev/null
    for e in "${entries[@]}"; do
        name=${e%%:*}
        rc=$(cat "$work/cases/$name.rc")
        n=$(grep -c 'WARNING: ThreadSanitizer' "$work/cases/$name.out")
        if [ "$rc" = 0 ] && [ "$n" = 0 ]; then
            pass "race:case/$name"
        else
            fail "race:case/$name" "exit $rc, $n race reports: $(grep -v '^ *#' "$work/cases/$name.out" | head -n 6 | tr '\n' ' ')"
        fi
    done
else
    fail race:cases "run_main.c: $(head -c 200 "$work/err")"
fi

# The loop-head point of tests/sync/head.cu: without it the condition reads
# the count while thread 0 increments it.
t=race:drop/head
if [ -f "$work/head.chk.cu" ] && [ -f "$work/run_main.o" ]; then
    sed 's/while (prism_sync_block(), /while (/' "$work/head.chk.cu" >"$work/head_mut.cu"
    if cmp -s "$work/head.chk.cu" "$work/head_mut.cu"; then
        fail $t "no loop-head barrier in the checked source"
    elif gcc -std=c17 -O1 -g -D_GNU_SOURCE -fsanitize=thread -Iinclude -x c -c "$work/head_mut.cu" -o "$work/hm.o" &&
        gcc -fsanitize=thread "$work/run_main.o" "$work/hm.o" "$BUILD/race/lib/libprism_emu_race.a" \
            "$BUILD/lib/libprism_host.a" -o "$work/hm" -lpthread -lm; then
        timeout 300 "$work/hm" >"$work/out" 2>&1
        if grep -q 'WARNING: ThreadSanitizer: data race' "$work/out"; then pass $t; else fail $t "no race reported"; fi
    else
        fail $t "build failed"
    fi
else
    skip $t "tests/sync/head.cu was not built"
fi

# The named barriers of tests/sync/named_ws.cu (a 256 + 128 split of 384
# threads): without either arm's barrier its mirror read races.
for n in 1 2; do
    t=race:drop/named_ws:$n
    if [ ! -f "$work/named_ws.chk.cu" ] || [ ! -f "$work/run_main.o" ]; then
        skip $t "tests/sync/named_ws.cu was not built"
        continue
    fi
    awk -v n=$n '{ if (match($0, /prism_sync_named_id\([^;]*\);/) && ++c == n) $0 = substr($0, 1, RSTART - 1) substr($0, RSTART + RLENGTH); print }' \
        "$work/named_ws.chk.cu" >"$work/nws_mut.cu"
    if cmp -s "$work/named_ws.chk.cu" "$work/nws_mut.cu"; then
        fail $t "no named barrier $n in the checked source"
    elif gcc -std=c17 -O1 -g -D_GNU_SOURCE -fsanitize=thread -Iinclude -x c -c "$work/nws_mut.cu" -o "$work/nws.o" &&
        gcc -fsanitize=thread "$work/run_main.o" "$work/nws.o" "$BUILD/race/lib/libprism_emu_race.a" \
            "$BUILD/lib/libprism_host.a" -o "$work/nws" -lpthread -lm; then
        timeout 300 "$work/nws" >"$work/out" 2>&1
        if grep -q 'WARNING: ThreadSanitizer: data race' "$work/out"; then pass $t; else fail $t "no race reported"; fi
    else
        fail $t "build failed"
    fi
done

# drop K N MAIN_OBJ [OTHER_OBJS...]: delete the N-th inferred barrier call of
# $BUILD/checked/K.cu, build it under the detector and expect a report
# (the program run with $DROP_ARGS: sgemm's driver runs the mutated variant
# alone, not all six under the detector).
drop() {
    local k=$1 n=$2 main=$3
    shift 3
    local t="race:drop/$k:$n" src=$BUILD/checked/$k.cu
    if [ ! -f "$src" ] || [ ! -f "$main" ]; then
        skip "$t" "$src or $main not built"
        return
    fi
    awk -v n="$n" '{
        line = $0; out = ""
        while (match(line, /prism_sync_(block|warp|lanes|named|named_id)\([^;]*\);/)) {
            c++
            out = out substr(line, 1, RSTART - 1) (c == n ? "" : substr(line, RSTART, RLENGTH))
            line = substr(line, RSTART + RLENGTH)
        }
        print out line
    }' "$src" >"$work/mut.cu"
    if cmp -s "$src" "$work/mut.cu"; then
        fail "$t" "the checked source has no barrier number $n"
        return
    fi
    if ! gcc -std=c17 -O1 -g -D_GNU_SOURCE -fsanitize=thread -fno-strict-aliasing -Iinclude -Ikernels \
        -Ikernels/sgemm -Ikernels/scan -Ilib-cub-like -x c -c "$work/mut.cu" -o "$work/mut.o" 2>"$work/err" ||
        ! gcc -fsanitize=thread "$main" "$BUILD/checked/obj/driver.o" "$work/mut.o" "$@" \
            "$BUILD/race/lib/libprism_emu_race.a" "$BUILD/lib/libprism_host.a" -o "$work/mut" -lpthread -lm \
            2>>"$work/err"; then
        fail "$t" "build: $(head -c 300 "$work/err")"
        return
    fi
    # shellcheck disable=SC2086 # DROP_ARGS: the driver's words, e.g. variant=3
    timeout 900 "$work/mut" ${DROP_ARGS:-} >"$work/out" 2>&1
    if grep -q 'WARNING: ThreadSanitizer: data race' "$work/out" &&
        grep -qE "Thread T[0-9]+ 'block [0-9]+ thread [0-9]+'" "$work/out" &&
        grep -qE "#0 .* kernels/[^ ]+:[0-9]+" "$work/out"; then
        pass "$t"
    else
        fail "$t" "no race reported without the barrier: $(tail -n 3 "$work/out" | tr '\n' ' ')"
    fi
}

# mma_naive (Fig. 6): barrier 1 is simple_mma's __syncwarp (inlined from
# mma_tf32.h, listed redundant in redundant.txt), 2 the hoisted one before
# the k loop, 3 the one before the claim (RAW on A_smem and B_smem).
drop mma_naive 3 "$BUILD/checked/obj/main_mma_naive.o"
# Barriers 2 (WAR before the k loop) and 4 (before the write-back) are left to
# the mutation test (tests/sync/mutate.sh): this run of the detector at these
# sizes does not report their deletion.
# sgemm3: barrier 2 publishes the shared tile before the block reads it.
others=$(ls "$BUILD"/race/obj/sgemm/sgemm[0-9]_*.o 2>/dev/null | grep -v sgemm3_tile2d)
DROP_ARGS=variant=3
drop sgemm/sgemm3_tile2d 2 "$BUILD/checked/obj/sgemm_main.o" $others
# sgemm3: barrier 1 keeps the previous step's readers ahead of the new tile (WAR).
drop sgemm/sgemm3_tile2d 1 "$BUILD/checked/obj/sgemm_main.o" $others
exit 0
