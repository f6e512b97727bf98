#!/usr/bin/env bash
# tests/suites/26-adversarial.sh - the runnable programs of the adversarial
# corpus (issue 10), on the emulator: the three builds, and the conservative
# one under the race detector too.
#
#   adv:NAME:conservative   tests/check/pass/adv_*.cu that define
#                           sync_case_run(), compiled as C straight from the
#                           source (no prism-check: the conservative barriers),
#                           its result (built for the race detector where it
#                           exists: one run gives this verdict and the next)
#   adv:NAME:conservative-race  the same run's race reports
#   adv:NAME:checked        prism-check -o, then gcc: the inferred barriers
#   adv:NAME:race           the checked build under the race detector
#                           (tests/sync/race.sh's setup): no report
#   dyn:NAME                tests/adversarial/dyn_*.cu: bugs only the emulator
#                           can see; the conservative build must stop with the
#                           dynamic-check kind named by `adv-expect-dynamic: KIND`
#
# Each program is linked with tests/sync/run_main.c, which calls
# sync_case_run() (tests/adversarial/adv_driver.h compares the output with
# a CPU reference and prints MISMATCH).  Every run must exit 0, print no
# MISMATCH and no ThreadSanitizer report.  A program tagged
#   adv-known-race: REASON
# is a known hole of the inference: its checked and race runs are SKIP while
# they fail, and FAIL once both pass (remove the tag);
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

# Blocks run on two OS workers, as in tests/sync/race.sh; few fibers for TSan.
export PRISM_EMU_THREADS=2
export TSAN_OPTIONS="history_size=4 halt_on_error=0 exitcode=66"
# -O0: 215 programs are built four times each and run for milliseconds;
# optimizing them cost a quarter of the suite's time and changes nothing
# the runs can see (the emulator itself is built optimized).
CFLAGS="-std=c17 -Wall -Wextra -Werror -O0 -g -D_GNU_SOURCE -Iinclude -Ilib-cub-like -Ikernels"

if ! gcc -std=c17 -Wall -Wextra -Werror -O1 -c tests/sync/run_main.c -o "$work/run_main.o" 2>"$work/err"; then
    fail adversarial "tests/sync/run_main.c: $(head -c 200 "$work/err")"
    exit 0
fi

# run BINARY (in $w): 0 when the program exits 0 with no MISMATCH and no race
# report; otherwise prints why on stdout and returns 1.
run() {
    timeout 120 "$1" >"$w/out" 2>&1
    local rc=$? n
    n=$(grep -c 'WARNING: ThreadSanitizer' "$w/out")
    if [ $rc -eq 0 ] && [ "$n" = 0 ] && ! grep -q MISMATCH "$w/out"; then
        return 0
    fi
    echo "exit $rc, $n race reports: $(grep -E 'MISMATCH|error:|WARNING|^ +#0' "$w/out" | head -n 4 | tr '\n' ' ')"
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

# one FILE: the three runs of one program, in its own directory $work/NAME
# (the programs run two at a time).
one() {
    local f=$1 name dir known kcons t why why_chk why_race built w
    name=$(basename "$f" .cu)
    w=$work/$name
    mkdir -p "$w"
    dir=$(dirname "$f")
    known=$(sed -n 's/^[ *]*adv-known-race: *//p' "$f" | head -n1)

    # The conservative build (docs/SPEC.md promises that it is correct
    # without the checker; issue 10 class 9 says when it is not), built once
    # for the race detector where it exists: one run gives both verdicts,
    # the result (conservative) and the race reports (conservative-race).
    t="adv:$name:conservative"
    kcons=$(sed -n 's/^[ *]*adv-known-conservative-race: *//p' "$f" | head -n1)
    if [ ! -f "$RACE" ]; then
        if gcc $CFLAGS -x c -c "$f" -o "$w/cons.o" 2>"$w/err" &&
            gcc "$work/run_main.o" "$w/cons.o" "$EMU" "$HOST" -o "$w/cons" -lpthread -lm 2>>"$w/err"; then
            if why=$(run "$w/cons"); then pass "$t"; else fail "$t" "$why"; fi
        else
            fail "$t" "build: $(head -c 300 "$w/err")"
        fi
        skip "adv:$name:conservative-race" "the race-detector emulator is not built ($RACE)"
    elif gcc $CFLAGS -fsanitize=thread -fno-strict-aliasing -x c -c "$f" -o "$w/crace.o" 2>"$w/err" &&
        gcc -fsanitize=thread "$work/run_main.o" "$w/crace.o" "$RACE" "$HOST" -o "$w/crace" -lpthread -lm 2>>"$w/err"; then
        why=$(run "$w/crace") && why=""
        # The result: a wrong output or a crash, whatever the race detector said.
        if [ -n "$why" ] && { grep -q MISMATCH "$w/out" || ! grep -qE '^exit (0|66),' <<<"$why"; }; then
            fail "$t" "$why"
        else
            pass "$t"
        fi
        t="adv:$name:conservative-race"
        if [ -n "$kcons" ] && [ -z "$why" ]; then
            fail "$t" "tagged adv-known-conservative-race but clean; remove the tag"
        else
            verdict "$t" "$kcons" "$why"
        fi
    else
        fail "$t" "build: $(head -c 300 "$w/err")"
    fi

    if grep -q 'check-known-to-fail' "$f"; then
        skip "adv:$name:checked" "prism-check rejects it (false positive, see the file's tags)"
        skip "adv:$name:race" "prism-check rejects it"
        return
    fi
    if ! "$CHECK" -Iinclude -Ilib-cub-like -Ikernels -o "$w/chk.cu" "$f" 2>"$w/err"; then
        fail "adv:$name:checked" "prism-check -o: $(grep -m2 'error' "$w/err" | tr '\n' ' ')"
        return
    fi
    # Both checked runs first: a known race may show in either or both
    # (the plain emulator switches fibers only at collectives, so a missing
    # barrier often goes unseen there), and the tag is stale only when
    # both are clean.
    why_chk="" why_race="" built=1
    rm -f "$w/chk" "$w/race"
    if gcc $CFLAGS -I"$dir" -x c -c "$w/chk.cu" -o "$w/chk.o" 2>"$w/err" &&
        gcc "$work/run_main.o" "$w/chk.o" "$EMU" "$HOST" -o "$w/chk" -lpthread -lm 2>>"$w/err"; then
        why_chk=$(run "$w/chk") && why_chk=""
    else
        fail "adv:$name:checked" "build: $(head -c 300 "$w/err")"
        built=0
    fi
    if [ ! -f "$RACE" ]; then
        skip "adv:$name:race" "the race-detector emulator is not built ($RACE)"
        built=0
    elif gcc $CFLAGS -fsanitize=thread -fno-strict-aliasing -I"$dir" -x c -c "$w/chk.cu" -o "$w/race.o" 2>"$w/err" &&
        gcc -fsanitize=thread "$work/run_main.o" "$w/race.o" "$RACE" "$HOST" -o "$w/race" -lpthread -lm 2>>"$w/err"; then
        why_race=$(run "$w/race") && why_race=""
    else
        fail "adv:$name:race" "build: $(head -c 300 "$w/err")"
        built=0
    fi
    if [ -n "$known" ] && [ $built = 1 ] && [ -z "$why_chk$why_race" ]; then
        fail "adv:$name:checked" "tagged adv-known-race but the checked and race runs are clean; remove the tag"
        return
    fi
    [ -f "$w/chk" ] && verdict "adv:$name:checked" "$known" "$why_chk"
    [ -f "$w/race" ] && verdict "adv:$name:race" "$known" "$why_race"
}

# ADV_ONLY=GLOB runs only the runnable programs whose name matches (a
# developer's loop while fixing one hole); unset, all of them.
for f in tests/check/pass/adv_*.cu; do
    grep -q 'sync_case_run' "$f" || continue
    case $(basename "$f" .cu) in ${ADV_ONLY:-*}) ;; *) continue ;; esac
    [ "$(jobs -rp | wc -l)" -lt 2 ] || wait -n
    one "$f" >"$work/$(basename "$f" .cu).res" 2>&1 &
done
wait
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
