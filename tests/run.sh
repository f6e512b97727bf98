#!/usr/bin/env bash
# tests/run.sh - run every suite in tests/suites/ twice (as built, then the
# ASan+UBSan build in $BUILD/san) and count.
#
# A suite is an executable script.  It reads BUILD (where binaries are),
# PRISM_SAN (1 in the sanitizer pass) and HAVE_NVCC/HAVE_GPU, and prints
# one line per test:  PASS name | FAIL name: why | SKIP name: why.
# Suites that test nothing host-side print nothing in the sanitizer pass.
# Other output is shown only when a suite fails.
#
# Suites are independent and mostly one process at a time, so they run
# TEST_JOBS at once (default: the number of cores); the longest start first
# so the last one to finish is a short one.  A line is printed as each suite
# ends; the counts do not depend on the order.
set -u
set -o pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
JOBS=${TEST_JOBS:-$(nproc 2>/dev/null || echo 2)}
pass=0 fail=0 skip=0 cpu_total=0
failed=()
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# The suites that take minutes (san: the sanitizer pass), longest first;
# everything else follows in name order.
HEAVY="70-install 40-lib 26-adversarial 27-mutate 50-sgemm 25-sync 23-ppdiff san:20-check san:23-ppdiff 13-parity
       san:40-lib 20-check 15-spec 30-emu san:30-emu san:15-spec 51-scan san:51-scan"

run_one() { # suite build san -> $logs/<label><name>.{log,rc}
    local suite=$1 name label=""
    name=$(basename "$suite" .sh)
    [ "$3" = 1 ] && label=san:
    local t0=$SECONDS rc
    # The subshell's `times` after the suite gives its processes' CPU
    # seconds: what the suite costs, whatever else the machine is doing.
    if [ "$3" = 1 ]; then
        # Sanitizer reports exit 86/87, never a status a test expects.
        (set -a; . tests/tools/sanitizers.env; BUILD=$2 PRISM_SAN=1 timeout 1200 "$suite"; r=$?
         times >"$logs/$label$name.cpu"; exit $r) >"$logs/$label$name.log" 2>&1
    else
        (BUILD=$2 PRISM_SAN=0 timeout 1200 "$suite"; r=$?
         times >"$logs/$label$name.cpu"; exit $r) >"$logs/$label$name.log" 2>&1
    fi
    rc=$?
    echo "$rc $((SECONDS - t0)) $(cpu_seconds "$logs/$label$name.cpu")" >"$logs/$label$name.rc"
}

cpu_seconds() { # `times` output; its second line is the children's "0m1.250s 0m0.500s" (user sys) -> whole seconds
    local u s
    { read -r _ && read -r u s; } <"$1" 2>/dev/null || { echo 0; return; }
    awk -v u="$u" -v s="$s" 'function sec(t,  m) { m = t; sub(/m.*/, "", m); sub(/^[0-9]+m/, "", t); sub(/s$/, "", t); return m * 60 + t }
        BEGIN { printf "%d\n", sec(u) + sec(s) + 0.5 }'
}

report() { # label-name
    local key=$1 rc secs cpu log=$logs/$1.log
    read -r rc secs cpu <"$logs/$key.rc"
    cpu_total=$((cpu_total + cpu))
    while IFS= read -r line; do
        case "$line" in
        PASS\ *) pass=$((pass + 1)) ;;
        FAIL\ *) fail=$((fail + 1)); failed+=("$key: ${line#FAIL }") ;;
        SKIP\ *) skip=$((skip + 1)); case $key in san:*) ;; *) echo "  skip $key: ${line#SKIP }" ;; esac ;;
        esac
    done <"$log"
    if [ "$rc" -ne 0 ] && ! grep -q '^FAIL ' "$log"; then
        fail=$((fail + 1)); failed+=("$key: suite exited $rc")
    fi
    if [ "$rc" -ne 0 ] || grep -q '^FAIL ' "$log"; then
        echo "---- $key output ----"; tail -n 60 "$log"; echo "----"
    fi
    printf '%-28s %s (%ss, cpu %ss)\n' "$key" "$(grep -c '^PASS ' "$log") passed, $(grep -c '^FAIL ' "$log") failed" "$secs" "$cpu"
}

# Work list: "suite san" pairs, heavy ones first.
# make test's sanitizer pass leaves out the suites whose host code the
# others run sanitized already (the emulator: 10-kernels, 12-launch,
# 30-emu, 31-emu-faults; the checker: 20-check, 21-preproc,
# 22-output, 24-driver, 25-sync), to keep within CI's 15 minutes;
# make test-full runs them too.
SAN_FULL_ONLY="15-spec 23-ppdiff 32-hopper-emu 40-lib 50-sgemm 51-scan 52-hgemm 53-pipeline"
san_skipped() { # KEY: true when make test leaves this sanitizer-pass suite out
    [ "${PRISM_TEST_FULL:-0}" != 1 ] && case " $SAN_FULL_ONLY " in *" ${1#san:} "*) [ "${1#san:}" != "$1" ] ;; *) false ;; esac
}
work=()
for h in $HEAVY; do
    san_skipped "$h" && continue
    case $h in san:*) f=tests/suites/${h#san:}.sh; san=1 ;; *) f=tests/suites/$h.sh; san=0 ;; esac
    [ -x "$f" ] && work+=("$f $san")
done
# A suite file that is not executable would be left out without a word (22-sysheader-text was, once):
# it fails instead.
for suite in tests/suites/*.sh; do
    if [ ! -x "$suite" ]; then
        fail=$((fail + 1))
        failed+=("$(basename "$suite" .sh): not executable (chmod +x $suite)")
    fi
done
for san in 0 1; do
    for suite in tests/suites/*.sh; do
        [ -x "$suite" ] || continue
        key=$(basename "$suite" .sh); [ $san = 1 ] && key=san:$key
        case " $(echo $HEAVY) " in *" $key "*) continue ;; esac
        san_skipped "$key" && continue
        work+=("$suite $san")
    done
done

declare -A pending=()
reap() { # report every finished suite
    local key
    for key in "${!pending[@]}"; do
        if [ -f "$logs/$key.rc" ]; then
            wait "${pending[$key]}" 2>/dev/null
            unset "pending[$key]"
            report "$key"
        fi
    done
}
export PRISM_TEST_FULL=${PRISM_TEST_FULL:-0}
if [ "$PRISM_TEST_FULL" = 1 ]; then echo "make test-full: every sweep whole"
else echo "make test: the exhaustive sweeps sample and the sanitizer pass leaves out $SAN_FULL_ONLY (make test-full runs them whole)"; fi
for item in "${work[@]}"; do
    set -- $item
    while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n 2>/dev/null; reap; done
    key=$(basename "$1" .sh); [ "$2" = 1 ] && key=san:$key
    if [ "$2" = 1 ]; then run_one "$1" "$BUILD/san" 1 & else run_one "$1" "$BUILD" 0 & fi
    pending[$key]=$!
done
while [ ${#pending[@]} -gt 0 ]; do wait -n 2>/dev/null; reap; sleep 0.2; done

for f in "${failed[@]+"${failed[@]}"}"; do echo "FAILED $f"; done
echo "suites: ${cpu_total}s of CPU in all"
echo "tests: $pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
