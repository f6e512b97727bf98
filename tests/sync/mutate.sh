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

# One OS worker (tests/sync/race.sh says why): a deleted barrier races
# within its block, whatever the workers.
export PRISM_EMU_THREADS=1
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
. tests/tools/runs.sh
if [ ! -f "$RACE_LIB" ] || [ ! -f "$EMU_LIB" ] || [ ! -f "$HOST_LIB" ] || [ ! -x "$CHECK" ]; then
    skip mutate "the emulator, its race-detector build or the checker is not built"
    exit 0
fi

programs=0 barriers=0 noticed=0 redundant=0

# Why barrier N of program NAME is redundant, from the list (empty: not listed).
listed() {
    awk -v name="$1" -v n="$2" '$1 == name && $2 == n { $1 = ""; $2 = ""; sub(/^ +/, ""); print; exit }' "$LIST"
}

# how OUT RC: how a failure showed in a run's output and status, nothing if clean.
how() {
    if grep -q 'WARNING: ThreadSanitizer: data race' "$1"; then
        echo race
    elif [ "$2" -ne 0 ] || grep -q MISMATCH "$1"; then
        echo "wrong result (exit $2)"
    fi
}

# run BIN N ARGS: BIN without barrier N; prints how a failure showed, nothing if clean.
run() {
    PRISM_DROP_BARRIER=$2 timeout 300 "$1" $3 >"$work/out" 2>&1
    how "$work/out" $?
}

# judge_run D/NAME: the same for one run of a batch (tests/tools/runs.sh).
judge_run() {
    how "$1.out" "$(cat "$1.rc")"
}

# mutate NAME SRC ARGS "PLAIN_OBJS" "RACE_OBJS": every deletion of one inferred
# barrier of SRC, linked with the objects given, run with ARGS (small sizes).
# When RACE_OBJS is run_main.c's object alone, SRC is a sync_case_run()
# program and its race-detector runs share processes (race_batch).
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
    # The plain emulator first: most deletions give a wrong result there.
    local n how=() quiet=()
    for n in $(seq 1 "$count"); do
        how[n]=$(run "$work/plain" "$n" "$args")
        [ -n "${how[n]}" ] || quiet+=("$n")
    done
    # The race detector for the rest, once it has run the unmutated program
    # clean; its build costs most of the time, so it is made only then.
    local race_base="" race_err=""
    if [ ${#quiet[@]} -gt 0 ]; then
        if ! gcc $CFLAGS_RACE -x c -c "$work/mut.cu" -o "$work/race.o" 2>"$work/err"; then
            race_err="race-detector build: $(head -c 300 "$work/err")"
        elif [ "$race_objs" = "$work/run_main.o" ]; then
            race_batch
        else
            if ! gcc -fsanitize=thread "$work/race.o" $race_objs "$RACE_LIB" "$HOST_LIB" -o "$work/race" -lpthread -lm \
                2>"$work/err"; then
                race_err="race-detector build: $(head -c 300 "$work/err")"
            else
                race_base=$(run "$work/race" 0 "$args")
                if [ -z "$race_base" ]; then
                    for n in "${quiet[@]}"; do how[n]=$(run "$work/race" "$n" "$args"); done
                fi
            fi
        fi
    fi
    for n in $(seq 1 "$count"); do
        barriers=$((barriers + 1))
        local t="mutate:$name:$n" why
        why=$(listed "$name" "$n")
        if [ -z "${how[n]}" ] && [ -n "$race_err" ]; then
            fail "$t" "$race_err"
            continue
        fi
        if [ -z "${how[n]}" ] && [ -n "$race_base" ]; then
            fail "$t" "the race detector fails with all barriers: $race_base"
            continue
        fi
        if [ -n "${how[n]}" ] && [ -z "$why" ]; then
            noticed=$((noticed + 1))
            pass "$t (${how[n]})"
        elif [ -n "${how[n]}" ]; then
            fail "$t" "listed as redundant in $LIST ($why), but its deletion is noticed: ${how[n]}"
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

# race_batch (in mutate, for a sync_case_run() program): the unmutated
# program and each deletion in quiet[] as entries of one binary
# (tests/tools/runs.sh; tests/sync/mutant.h's prism_mutant_set_drop picks
# the deletion), run in as few processes as runs_batch needs: without
# halt_on_error, a deletion that races does not end its process.  The
# unmutated program and the deletions listed as redundant run first, since
# a run that comes out clean after a report in its process is run again
# alone, and those are the runs expected clean.  Sets race_base, race_err
# and how[].
race_batch() {
    local n entries=() d=$work/batch
    rm -rf "$d"
    mkdir -p "$d"
    {
        echo 'void prism_mutant_set_drop(int k); int sync_case_run(void);'
        for n in 0 "${quiet[@]}"; do
            echo "int mutant_drop_$n(void) { prism_mutant_set_drop($n); return sync_case_run(); }"
        done
    } >"$d/drops.c"
    if ! gcc -std=c17 -c "$d/drops.c" -o "$d/drops.o" 2>"$work/err"; then
        race_err="race-detector build: $(head -c 300 "$work/err")"
        return
    fi
    for n in 0 "${quiet[@]}"; do
        if [ $n = 0 ] || [ -n "$(listed "$name" "$n")" ]; then entries+=("drop$n:mutant_drop_$n:$d/drops.o"); fi
    done
    for n in "${quiet[@]}"; do
        [ -n "$(listed "$name" "$n")" ] || entries+=("drop$n:mutant_drop_$n:$d/drops.o")
    done
    TSAN_OPTIONS=${TSAN_OPTIONS/halt_on_error=1/halt_on_error=0} RUN_MAIN=$work/run_main.o runs_batch "$d" "gcc -fsanitize=thread" \
        "$work/race.o $RACE_LIB $HOST_LIB -lpthread -lm" "${entries[@]}" 2>/dev/null
    race_base=$(judge_run "$d/drop0")
    [ -z "$race_base" ] || return
    for n in "${quiet[@]}"; do
        how[n]=$(judge_run "$d/drop$n")
        # The first deletion only the race detector sees: the batch's own test below.
        if [ "${how[n]}" = race ] && [ -z "$doubt_drop" ]; then
            cp "$d/drops.o" "$work/doubt_drops.o" && cp "$work/race.o" "$work/doubt_race.o" &&
                doubt_drop=$n doubt_name=$name
        fi
    done
}
doubt_drop="" doubt_name=""

# ---- the test programs ------------------------------------------------------------
if ! gcc -std=c17 -O1 -c tests/sync/run_main.c -o "$work/run_main.o" 2>"$work/err"; then
    fail mutate "run_main.c: $(head -c 200 "$work/err")"
    exit 0
fi
# MUTATE_ONLY=GLOB mutates only the test programs whose path under tests/
# matches (a developer's loop after adding one); the kernels are skipped.
# make test mutates every 2nd tests/sync case, every kernel and every MUTATE_STRIDE-th (32nd) corpus
# program in name order (the rest of the corpus still runs in four builds
# in 26-adversarial); make test-full (PRISM_TEST_FULL=1) and MUTATE_ONLY
# mutate every program: the figures in docs/SYNC.md come from test-full.
stride=${MUTATE_STRIDE:-32}
if [ "${PRISM_TEST_FULL:-0}" = 1 ] || [ -n "${MUTATE_ONLY:-}" ]; then stride=1; fi
k=0 ks=0
while IFS= read -r f; do
    name=${f#tests/}
    case $name in ${MUTATE_ONLY:-*}) ;; *) continue ;; esac
    case $name in
    check/*)
        k=$((k + 1))
        [ $(((k - 1) % stride)) = 0 ] || continue
        ;;
    sync/*)
        ks=$((ks + 1))
        [ "$stride" = 1 ] || [ $(((ks - 1) % 2)) = 0 ] || continue
        ;;
    esac
    mutate "${name%.cu}" "$f" "" "$work/run_main.o" "$work/run_main.o"
done < <(grep -l 'sync_case_run' tests/sync/*.cu tests/check/pass/*.cu)

[ -n "${MUTATE_ONLY:-}" ] && exit 0

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

# runs_batch itself: the same racing deletion twice in one process.  TSan
# reports the second run's race, at the same code, only if it is run again
# in a process of its own; both must come out racing.
t=mutate-batch-doubt
if [ -z "$doubt_drop" ]; then
    fail $t "no deletion was noticed by the race detector alone"
else
    d=$work/doubt
    TSAN_OPTIONS=${TSAN_OPTIONS/halt_on_error=1/halt_on_error=0} RUN_MAIN=$work/run_main.o runs_batch "$d" \
        "gcc -fsanitize=thread" "$work/doubt_race.o $RACE_LIB $HOST_LIB -lpthread -lm" \
        "first:mutant_drop_$doubt_drop:$work/doubt_drops.o" "again:mutant_drop_$doubt_drop:$work/doubt_drops.o" 2>/dev/null
    a=$(judge_run "$d/first") b=$(judge_run "$d/again")
    if [ "$a" = race ] && [ "$b" = race ]; then
        pass "$t ($doubt_name without barrier $doubt_drop, twice in one batch: both race)"
    else
        fail $t "$doubt_name without barrier $doubt_drop, twice in one batch: '$a', then '$b' (want race, race)"
    fi
fi

mkdir -p "$BUILD/sync"
sample=""
[ "$stride" = 1 ] || sample=" (every kernel, every 2nd tests/sync case, 1 in ${stride} corpus programs; make test-full mutates all)"
summary="$programs programs$sample, $barriers inferred barriers deleted one at a time: $noticed noticed, $redundant listed redundant ($LIST)"
echo "$summary" >"$BUILD/sync/mutation.txt"
if [ $((noticed + redundant)) -eq "$barriers" ]; then
    pass "mutate ($summary)"
else
    fail mutate "$summary; $((barriers - noticed - redundant)) not accounted for"
fi
exit 0
