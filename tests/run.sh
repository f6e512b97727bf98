#!/usr/bin/env bash
# tests/run.sh - run every suite in tests/suites/ twice (as built, then the
# ASan+UBSan build in $BUILD/san) and count.
#
# A suite is an executable script.  It reads BUILD (where binaries are),
# PRISM_SAN (1 in the sanitizer pass) and HAVE_NVCC/HAVE_GPU, and prints
# one line per test:  PASS name | FAIL name: why | SKIP name: why.
# Suites that test nothing host-side print nothing in the sanitizer pass.
# Other output is shown only when a suite fails.
set -u
set -o pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
pass=0 fail=0 skip=0
failed=()
log=$(mktemp)
trap 'rm -f "$log"' EXIT

run_pass() { # $1 = build dir, $2 = san flag, $3 = label
    for suite in tests/suites/*.sh; do
        [ -x "$suite" ] || continue
        name=$(basename "$suite" .sh)
        t0=$SECONDS
        if [ "$2" = 1 ]; then
            # Sanitizer reports exit 86/87, never a status a test expects.
            (set -a; . tests/tools/sanitizers.env; BUILD=$1 PRISM_SAN=$2 exec timeout 1200 "$suite") >"$log" 2>&1
        else
            BUILD=$1 PRISM_SAN=$2 timeout 1200 "$suite" >"$log" 2>&1
        fi
        rc=$?
        while IFS= read -r line; do
            case "$line" in
            PASS\ *) pass=$((pass + 1)) ;;
            FAIL\ *) fail=$((fail + 1)); failed+=("$3$name: ${line#FAIL }") ;;
            SKIP\ *) skip=$((skip + 1)); [ "$2" = 0 ] && echo "  skip $name: ${line#SKIP }" ;;
            esac
        done <"$log"
        if [ $rc -ne 0 ] && ! grep -q '^FAIL ' "$log"; then
            fail=$((fail + 1)); failed+=("$3$name: suite exited $rc")
        fi
        if [ $rc -ne 0 ] || grep -q '^FAIL ' "$log"; then
            echo "---- $3$name output ----"; tail -n 60 "$log"; echo "----"
        fi
        printf '%-28s %s (%ss)\n' "$3$name" "$(grep -c '^PASS ' "$log") passed, $(grep -c '^FAIL ' "$log") failed" $((SECONDS - t0))
    done
}

run_pass "$BUILD" 0 ""
run_pass "$BUILD/san" 1 "san:"

for f in "${failed[@]+"${failed[@]}"}"; do echo "FAILED $f"; done
echo "tests: $pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
