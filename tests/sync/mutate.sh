#!/usr/bin/env bash
# tests/sync/mutate.sh - the mutation test of the synchronization inference
# (docs/SYNC.md, section 8), run by tests/suites/27-mutate.sh in the normal pass.
#
# For every program that runs on the emulator and has inferred barriers -
# the tests/sync cases and tests/check/pass programs that define
# sync_case_run(), and the bundled kernels with their drivers - each
# inferred barrier in turn is deleted, and the deletion must be noticed:
# a wrong result (a non-zero exit, MISMATCH) in the plain emulator, or
# else a race report of the race detector (ThreadSanitizer).  A barrier
# whose deletion goes unnoticed must be named, with the reason it is
# redundant, in tests/sync/redundant.txt; a listed barrier whose deletion
# is noticed fails too, so the list stays true.
#
# Barriers are addressed as prism-check numbers them (--drop-barrier=N
# deletes barrier N; see preproc/sync.h).  To build each program twice
# rather than twice per barrier, it is emitted with --mutable-barriers
# (barrier k guarded by PRISM_MUTANT_KEEP(k)) and compiled with
# tests/sync/mutant.h, which deletes barrier $PRISM_DROP_BARRIER at run time.
#
#   mutate:NAME:N   one deletion, and how it was noticed
#   mutate          the figures: programs, barriers, noticed, redundant
#                   (also written to $BUILD/sync/mutation.txt)
set -u
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
CHECK=$BUILD/bin/prism-check
LIST=tests/sync/redundant.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }

export PRISM_EMU_THREADS=2
# atexit_sleep_ms=0: the detector sleeps a second before exit by default,
# for threads still running then; the emulator joins its workers before a
# launch returns, and ~300 runs slept five minutes of this suite's wall time.
export TSAN_OPTIONS="history_size=0 halt_on_error=1 exitcode=66 atexit_sleep_ms=0"
EMU_LIB=$BUILD/lib/libprism_emu.a
RACE_LIB=$BUILD/race/lib/libprism_emu_race.a
HOST_LIB=$BUILD/lib/libprism_host.a
INC="-Iinclude -Ikernels -Ikernels/sgemm -Ikernels/scan -Ilib-cub-like"
# -O0 as in 26-adversarial: every program is built twice and its mutants run for milliseconds.
CFLAGS_PLAIN="-std=c17 -O0 -D_GNU_SOURCE -fno-strict-aliasing $INC -include tests/sync/mutant.h -w"
CFLAGS_RACE="$CFLAGS_PLAIN -g -fsanitize=thread"
if [ ! -f "$RACE_LIB" ] || [ ! -f "$EMU_LIB" ] || [ ! -f "$HOST_LIB" ] || [ ! -x "$CHECK" ]; then
    skip mutate "the emulator, its race-detector build or the checker is not built"
    exit 0
fi

programs=0 barriers=0 noticed=0 redundant=0

# Why barrier N of program NAME is redundant, from the list (empty: not listed).
listed() {
    awk -v name="$1" -v n="$2" '$1 == name && $2 == n { $1 = ""; $2 = ""; sub(/^ +/, ""); print; exit }' "$LIST"
}

# run BIN N ARGS: BIN without barrier N; prints how a failure showed, nothing if clean.
run() {
    PRISM_DROP_BARRIER=$2 timeout 300 "$1" $3 >"$work/out" 2>&1
    local rc=$?
    if grep -q 'WARNING: ThreadSanitizer: data race' "$work/out"; then
        echo race
    elif [ $rc -ne 0 ] || grep -q MISMATCH "$work/out"; then
        echo "wrong result (exit $rc)"
    fi
}

# mutate NAME SRC ARGS "PLAIN_OBJS" "RACE_OBJS": every deletion of one inferred
# barrier of SRC, linked with the objects given, run with ARGS (small sizes).
mutate() {
    local name=$1 src=$2 args=$3 plain_objs=$4 race_objs=$5
    # A legal program the checker still rejects (a false positive the
    # corpus tags) has no checked build to mutate.
    if grep -q '^ \* check-known-to-fail$' "$src"; then
        skip "mutate:$name" "prism-check rejects it (check-known-to-fail)"
        return
    fi
    if ! "$CHECK" -Iinclude -Ikernels -Ilib-cub-like --mutable-barriers -o "$work/mut.cu" "$src" 2>"$work/err"; then
        fail "mutate:$name" "prism-check -o: $(head -c 200 "$work/err")"
        return
    fi
    local count
    count=$(grep -o 'PRISM_MUTANT_KEEP([0-9]*)' "$work/mut.cu" | tr -dc '0-9\n' | sort -n | tail -n 1)
    [ -n "$count" ] || return 0
    if ! gcc $CFLAGS_PLAIN -x c -c "$work/mut.cu" -o "$work/plain.o" 2>"$work/err" ||
        ! gcc "$work/plain.o" $plain_objs "$EMU_LIB" "$HOST_LIB" -o "$work/plain" -lpthread -lm 2>>"$work/err"; then
        fail "mutate:$name" "build: $(head -c 300 "$work/err")"
        return
    fi
    # The race detector's build costs most of the time, and most deletions
    # already give a wrong result: it is built the first time one does not.
    rm -f "$work/race"
    build_race() {
        [ -x "$work/race" ] && return 0
        gcc $CFLAGS_RACE -x c -c "$work/mut.cu" -o "$work/race.o" 2>"$work/err" &&
            gcc -fsanitize=thread "$work/race.o" $race_objs "$RACE_LIB" "$HOST_LIB" -o "$work/race" -lpthread -lm \
                2>>"$work/err"
    }
    local base
    base=$(run "$work/plain" 0 "$args")
    if [ -n "$base" ]; then
        # A program its own corpus marks as a known failure is that gap's test, not this one's.
        if grep -qE 'adv-known-race|check-known-to-fail' "$src"; then
            skip "mutate:$name" "known to fail with all its barriers ($(grep -m1 -oE '(adv-known-race|check-known-to-fail).{0,80}' "$src"))"
        else
            fail "mutate:$name" "the program fails with all its barriers: $base"
        fi
        return
    fi
    programs=$((programs + 1))
    local n race_base=
    for n in $(seq 1 "$count"); do
        barriers=$((barriers + 1))
        local t="mutate:$name:$n" why how
        why=$(listed "$name" "$n")
        how=$(run "$work/plain" "$n" "$args")
        if [ -z "$how" ]; then
            # The race detector, once it has run the unmutated program clean.
            if ! build_race; then
                fail "$t" "race-detector build: $(head -c 300 "$work/err")"
                continue
            fi
            [ -n "$race_base" ] || race_base=$(run "$work/race" 0 "$args")
            [ -n "$race_base" ] || race_base=clean
            if [ "$race_base" != clean ]; then
                fail "$t" "the race detector fails with all barriers: $race_base"
                continue
            fi
            how=$(run "$work/race" "$n" "$args")
        fi
        if [ -n "$how" ] && [ -z "$why" ]; then
            noticed=$((noticed + 1))
            pass "$t ($how)"
        elif [ -n "$how" ]; then
            fail "$t" "listed as redundant in $LIST ($why), but its deletion is noticed: $how"
        elif [ -n "$why" ]; then
            redundant=$((redundant + 1))
            pass "$t (redundant: $why)"
        else
            local at
            at=$("$CHECK" -Iinclude -Ikernels -Ilib-cub-like --drop-barrier=$n --sync-report=all "$src" 2>/dev/null |
                grep -m1 'dropped (--drop-barrier)' | sed 's/: before .*//')
            fail "$t" "deleting barrier $n ($at) is noticed neither by the result nor by the race detector"
        fi
    done
}

# ---- the test programs ------------------------------------------------------------
if ! gcc -std=c17 -O1 -c tests/sync/run_main.c -o "$work/run_main.o" 2>"$work/err"; then
    fail mutate "run_main.c: $(head -c 200 "$work/err")"
    exit 0
fi
for f in tests/sync/*.cu tests/check/pass/*.cu; do
    grep -q 'sync_case_run' "$f" || continue
    name=${f#tests/}
    mutate "${name%.cu}" "$f" "" "$work/run_main.o" "$work/run_main.o"
done

# ---- the bundled kernels with their drivers ($BUILD/checked/obj, $BUILD/race/obj from make)
obj=$BUILD/checked/obj
for main in kernels/main_*.c; do
    k=$(basename "$main" .c)
    k=${k#main_}
    if [ -f "$obj/main_$k.o" ] && [ -f "$obj/driver.o" ]; then
        mutate "kernels/$k" "kernels/$k.cu" "" "$obj/main_$k.o $obj/driver.o" "$obj/main_$k.o $obj/driver.o"
    else
        skip "mutate:kernels/$k" "$obj/main_$k.o not built"
    fi
done
for src in kernels/sgemm/sgemm[0-9]_*.cu; do
    [ -f "$src" ] || continue
    k=${src#kernels/}
    k=${k%.cu}
    v=$(basename "$k" | sed 's/^sgemm\([0-9]\).*/\1/')
    plain=$(ls "$obj"/sgemm/sgemm[0-9]_*.o 2>/dev/null | grep -v "/$(basename "$k").o" | tr '\n' ' ')
    race=$(ls "$BUILD"/race/obj/sgemm/sgemm[0-9]_*.o 2>/dev/null | grep -v "/$(basename "$k").o" | tr '\n' ' ')
    # Enough k-steps for every round of the kernel's loop: variant 6's
    # pipeline (BK = 32) alternates two stages, so K must span three steps.
    kk=24
    [ "$v" = 6 ] && kk=72
    if [ -f "$obj/sgemm_main.o" ] && [ -n "$plain" ] && [ -n "$race" ]; then
        mutate "kernels/$k" "$src" "variant=$v M=128 N=128 K=$kk" "$obj/sgemm_main.o $obj/driver.o $plain" \
            "$obj/sgemm_main.o $obj/driver.o $race"
    else
        skip "mutate:kernels/$k" "the sgemm driver or the other variants' objects are not built"
    fi
done
if [ -f kernels/scan/scan.cu ]; then
    if [ -f "$obj/scan_main.o" ]; then
        mutate kernels/scan/scan kernels/scan/scan.cu "n=5000" "$obj/scan_main.o $obj/driver.o" \
            "$obj/scan_main.o $obj/driver.o"
    else
        skip mutate:kernels/scan/scan "$obj/scan_main.o not built"
    fi
fi

mkdir -p "$BUILD/sync"
summary="$programs programs, $barriers inferred barriers deleted one at a time: $noticed noticed, $redundant listed redundant ($LIST)"
echo "$summary" >"$BUILD/sync/mutation.txt"
if [ $((noticed + redundant)) -eq "$barriers" ]; then
    pass "mutate ($summary)"
else
    fail mutate "$summary; $((barriers - noticed - redundant)) not accounted for"
fi
exit 0
