#!/usr/bin/env bash
# tests/suites/26-adversarial.sh - the runnable programs of the adversarial
# corpus (issue 10), on the emulator: the conservative and the checked
# build, each under the race detector.
#
#   adv:NAME:conservative   tests/check/pass/adv_*.cu that define
#                           sync_case_run(), compiled as C straight from the
#                           source (no prism-check: the conservative barriers),
#                           its result (make test: every 8th program, make
#                           test-full: every one)
#   adv:NAME:conservative-race  the same run's race reports
#   adv:NAME:checked        prism-check -o, then gcc: the inferred barriers,
#                           its result (make test: every 3rd program, make
#                           test-full: every one; 20-check checks them all)
#   adv:NAME:race           the same run's race reports (tests/sync/race.sh's
#                           setup): none
#   dyn:NAME                tests/adversarial/dyn_*.cu: bugs only the emulator
#                           can see; the conservative build must stop with the
#                           dynamic-check kind named by `adv-expect-dynamic: KIND`
#
# Each build is made once, for the race detector ($RACE) where it exists,
# and its one run gives both its verdicts; without the detector it is built
# for the plain emulator and the race verdicts are SKIP.  The builds of 32
# programs share one binary and one process (tests/tools/runs.sh, which
# links tests/sync/run_main.c): the detector's fibers cost most of a short
# run, and the emulator makes them once a process.  Each sync_case_run()
# (tests/adversarial/adv_driver.h) compares its output with a CPU reference
# and prints MISMATCH.  Every run must exit 0, print no
# MISMATCH and no ThreadSanitizer report.  A program tagged
#   adv-known-race: REASON
# is a known hole of the inference: its checked and race verdicts are SKIP
# while they fail, and FAIL once the run is clean (remove the tag);
#   adv-known-conservative-race: REASON
# does the same for the conservative build under the race detector.  A
# program the checker rejects today (check-known-to-fail) runs
# conservatively only.
#
# The sanitizer pass prints nothing: this suite tests kernels, not host code.
set -u
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
SAN=${PRISM_SAN:-0}
[ "$SAN" = 1 ] && exit 0
root=$(pwd)
case "$BUILD" in /*) ;; *) BUILD=$root/$BUILD ;; esac
CHECK=$BUILD/bin/prism-check
EMU=$BUILD/lib/libprism_emu.a
HOST=$BUILD/lib/libprism_host.a
RACE=$BUILD/race/lib/libprism_emu_race.a
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }

for need in "$CHECK" "$EMU" "$HOST"; do
    if [ ! -f "$need" ]; then
        fail adversarial "$need not built"
        exit 0
    fi
done

# One OS worker, as in tests/sync/race.sh (which says why): a worker's
# blocks are unordered all the same, and the fibers of a process are made
# once for all its programs.
export PRISM_EMU_THREADS=1
# atexit_sleep_ms=0: the detector's default second of sleep before exit
# watches for threads still running then, and the emulator joins its
# workers before each launch returns; it was most of this suite's wall time.
export TSAN_OPTIONS="history_size=4 halt_on_error=0 exitcode=66 atexit_sleep_ms=0"
# -O0: 215 programs are built twice each and run for milliseconds;
# optimizing them cost a quarter of the suite's time and changes nothing
# the runs can see (the emulator itself is built optimized).
CFLAGS="-std=c17 -Wall -Wextra -Werror -O0 -g -D_GNU_SOURCE -Iinclude -Ilib-cub-like -Ikernels"
. tests/tools/runs.sh

if ! gcc -std=c17 -Wall -Wextra -Werror -O1 -c tests/sync/run_main.c -o "$work/run_main.o" 2>"$work/err"; then
    fail adversarial "tests/sync/run_main.c: $(head -c 200 "$work/err")"
    exit 0
fi

# judge OUT RC: 0 when a run that exited RC, printing OUT, was clean (no
# MISMATCH, no race report); otherwise prints why on stdout and returns 1.
judge() {
    local n text=""
    # A clean run is read by the shell alone (hundreds of runs; a process
    # each costs milliseconds on CI's machines).
    IFS= read -r -d '' text <"$1"
    if [ "$2" -eq 0 ] && [[ $text != *'WARNING: ThreadSanitizer'* && $text != *MISMATCH* ]]; then
        return 0
    fi
    n=$(grep -c 'WARNING: ThreadSanitizer' "$1")
    echo "exit $2, $n race reports: $(grep -E 'MISMATCH|error:|WARNING|^ +#0|^sync case: link' "$1" | head -n 4 | tr '\n' ' ')"
    return 1
}

# verdict LABEL KNOWN WHY: PASS/FAIL/SKIP for one run, honouring adv-known-race.
verdict() {
    local t=$1 known=$2 why=$3
    if [ -z "$why" ]; then
        pass "$t"
    elif [ -n "$known" ]; then
        skip "$t" "known race ($known): $why"
    else
        fail "$t" "$why"
    fi
}

# result WHY OUT: the run's failure that is not the race detector's - a
# wrong output, a failed launch or a crash - whatever the race reports said;
# the detector's exit status 66 replaces the program's own, so a failed
# launch is read from run_main.c's line.
result() {
    [ -n "$1" ] || return 1
    grep -qE 'MISMATCH|^sync case: (launch status|link)' "$2" || ! grep -qE '^exit (0|66),' <<<"$1"
}

# compile SRC OBJ SYM: for the race detector where it exists (the -I of the
# program's directory added), its entry renamed SYM (tests/tools/runs.sh);
# fails with the compiler's words in $w/err.
compile() {
    local san=""
    [ -f "$RACE" ] && san="-fsanitize=thread -fno-strict-aliasing"
    # shellcheck disable=SC2086
    gcc $CFLAGS $san -I"${f%/*}" -x c -c "$1" -o "$2" 2>"$w/err" && runs_entry "$2" "$3" 2>>"$w/err"
}

# prep FILE IDX: the builds of one program, in its own directory $work/NAME
# (two programs at a time): the conservative build, and the checked one
# unless the checker rejects the program on purpose.  Writes the entries
# for runs_batch to $w/entries and the build failures to $w/res.
prep() {
    local f=$1 i=$2 name w
    name=${f##*/} name=${name%.cu}
    w=$work/$name
    mkdir -p "$w"
    : >"$w/entries"
    # The conservative build (docs/SPEC.md promises that it is correct
    # without the checker; issue 10 class 9 says when it is not): make test
    # builds it for every 8th program, make test-full for every one.
    if [ $(((i - 1) % cons_stride)) != 0 ]; then
        :
    elif compile "$f" "$w/cons.o" "adv_${i}_cons"; then
        echo "$name.cons:adv_${i}_cons:$w/cons.o" >>"$w/entries"
    else
        fail "adv:$name:conservative" "build: $(head -c 300 "$w/err")"
    fi
    # The checked build (the inferred barriers, under the race detector):
    # make test builds it for every 3rd program, make test-full for every one.
    if [ $(((i - 1) % chk_stride)) != 0 ]; then
        :
    elif grep -q 'check-known-to-fail' "$f"; then
        skip "adv:$name:checked" "prism-check rejects it (false positive, see the file's tags)"
        skip "adv:$name:race" "prism-check rejects it"
    elif ! "$CHECK" -Iinclude -Ilib-cub-like -Ikernels -o "$w/chk.cu" "$f" 2>"$w/err"; then
        fail "adv:$name:checked" "prism-check -o: $(grep -m2 'error' "$w/err" | tr '\n' ' ')"
    elif ! compile "$w/chk.cu" "$w/chk.o" "adv_${i}_checked"; then
        fail "adv:$name:checked" "build: $(head -c 300 "$w/err")"
    else
        echo "$name.checked:adv_${i}_checked:$w/chk.o" >>"$w/entries"
    fi
}

# verdicts FILE: each build's result and race verdicts, from its run in
# $work/batch*/ (the race-detector emulator switches fibers at every shared
# access, so a missing barrier shows in the result there at least as often
# as in the plain emulator, which switches only at collectives).
batch_out() { # RUN: BOUT, the output file of RUN in the batches; empty if it did not run
    local o
    BOUT=
    for o in "$work"/batch*/"$1.out"; do
        [ -f "$o" ] && { BOUT=$o; return; }
    done
}

verdicts() {
    local f=$1 name known="" kcons="" t why out rc tag text
    name=${f##*/} name=${name%.cu}
    while IFS= read -r tag text; do
        [ "$tag" = adv-known-race: ] && [ -z "$known" ] && known=$text
        [ "$tag" = adv-known-conservative-race: ] && [ -z "$kcons" ] && kcons=$text
    done < <(sed -n 's/^[ *]*\(adv-known-race:\|adv-known-conservative-race:\) */\1 /p' "$f")
    batch_out "$name.cons"
    out=$BOUT
    if [ -n "$out" ]; then
        read -r rc <"${out%.out}.rc"
        t="adv:$name:conservative"
        why=$(judge "$out" "$rc") && why=""
        if result "$why" "$out"; then fail "$t" "$why"; else pass "$t"; fi
        t="adv:$name:conservative-race"
        if [ ! -f "$RACE" ]; then
            skip "$t" "the race-detector emulator is not built ($RACE)"
        elif [ -n "$kcons" ] && [ -z "$why" ]; then
            fail "$t" "tagged adv-known-conservative-race but clean; remove the tag"
        else
            verdict "$t" "$kcons" "$why"
        fi
    fi
    batch_out "$name.checked"
    out=$BOUT
    [ -n "$out" ] || return
    read -r rc <"${out%.out}.rc"
    why=$(judge "$out" "$rc") && why=""
    # A known race may show in the result, the reports or both; the tag
    # is stale only when the run is clean.
    if [ -n "$known" ] && [ -f "$RACE" ] && [ -z "$why" ]; then
        fail "adv:$name:checked" "tagged adv-known-race but the checked run is clean under the race detector; remove the tag"
        return
    fi
    if result "$why" "$out"; then verdict "adv:$name:checked" "$known" "$why"; else pass "adv:$name:checked"; fi
    if [ -f "$RACE" ]; then
        verdict "adv:$name:race" "$known" "$why"
    else
        skip "adv:$name:race" "the race-detector emulator is not built ($RACE)"
    fi
}

# ADV_ONLY=GLOB runs only the runnable programs whose name matches (a
# developer's loop while fixing one hole); unset, all of them.
progs=()
while IFS= read -r f; do
    b=${f##*/}
    case ${b%.cu} in ${ADV_ONLY:-*}) ;; *) continue ;; esac
    progs+=("$f")
done < <(grep -l 'sync_case_run' tests/check/pass/adv_*.cu)
cons_stride=8 chk_stride=3
if [ "${PRISM_TEST_FULL:-0}" = 1 ] || [ -n "${ADV_ONLY:-}" ]; then cons_stride=1 chk_stride=1; fi
i=0
for f in "${progs[@]}"; do
    i=$((i + 1))
    [ $i -le 2 ] || wait -n # two at a time: each ends with one wait
    b=${f##*/}
    prep "$f" $i >"$work/${b%.cu}.res" 2>&1 &
done
wait
# Both builds of 32 programs to a process, two processes at a time.
entries=()
for f in "${progs[@]}"; do
    b=${f##*/}
    mapfile -t -O ${#entries[@]} entries <"$work/${b%.cu}/entries"
done
RUN_MAIN=$work/run_main.o
cc="gcc -fsanitize=thread" lib=$RACE
[ -f "$RACE" ] || cc=gcc lib=$EMU
per=64 k=0
for ((s = 0; s < ${#entries[@]}; s += per)); do
    k=$((k + 1))
    [ "$(jobs -rp | wc -l)" -lt 2 ] || wait -n
    runs_batch "$work/batch$k" "$cc" "$lib $HOST -lpthread -lm" "${entries[@]:s:per}" &
done
wait
for f in "${progs[@]}"; do verdicts "$f"; done
cat "$work"/*.res

# ---- dyn:NAME ------------------------------------------------------------------
for f in tests/adversarial/dyn_*.cu; do
    [ -f "$f" ] || continue
    name=$(basename "$f" .cu)
    t="dyn:$name"
    kind=$(sed -n 's/^[ *]*adv-expect-dynamic: *//p' "$f" | head -n1)
    if [ -z "$kind" ]; then
        fail "$t" "no adv-expect-dynamic tag"
        continue
    fi
    if ! gcc $CFLAGS -x c -c "$f" -o "$work/dyn.o" 2>"$work/err" ||
        ! gcc "$work/run_main.o" "$work/dyn.o" "$EMU" "$HOST" -o "$work/dyn" -lpthread -lm 2>>"$work/err"; then
        fail "$t" "build: $(head -c 300 "$work/err")"
        continue
    fi
    timeout 120 "$work/dyn" >"$work/out" 2>&1
    rc=$?
    if [ $rc -ne 0 ] && grep -qE "^$f:[0-9]+: error: .*\[$kind\]$" "$work/out" && grep -q 'launch status 5' "$work/out"; then
        pass "$t"
    else
        fail "$t" "exit $rc, want a [$kind] report at $f and status 5: $(grep -v '^ ' "$work/out" | head -n 3 | tr '\n' ' ')"
    fi
done
exit 0
