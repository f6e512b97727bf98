#!/usr/bin/env bash
# tests/suites/05-sanitizers.sh - the sanitizer pass sees what it exists to
# see.  $BUILD/bin/san-canary (tests/tools/san_canary.c) reports a checker
# diagnostic, then overflows the heap, overflows a signed int or leaks;
# under the options of tests/tools/sanitizers.env each must end the run
# with the sanitizer's own status (86 ASan/LSan, 87 UBSan), which no test
# expects, instead of the 1 a tag-block test would accept.
#
# Sanitizer pass only: the plain build has no sanitizer to notice anything.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
[ "${PRISM_SAN:-0}" = 1 ] || exit 0
CANARY=$BUILD/bin/san-canary
if [ ! -x "$CANARY" ]; then
    echo "FAIL san-canary: $CANARY not built"
    exit 0
fi

t=san-options
case "${ASAN_OPTIONS:-}:${UBSAN_OPTIONS:-}" in
*exitcode=86*detect_leaks=1*exitcode=87*halt_on_error=1*) echo "PASS $t" ;;
*) echo "FAIL $t: ASAN_OPTIONS='${ASAN_OPTIONS:-}' UBSAN_OPTIONS='${UBSAN_OPTIONS:-}': run through tests/run.sh (tests/tools/sanitizers.env)" ;;
esac

# $1 mode, $2 expected status, $3 the report's first words
canary() {
    local out rc
    out=$(timeout 60 "$CANARY" "$1" 2>&1)
    rc=$?
    if [ $rc = "$2" ] && grep -q "$3" <<<"$out" && grep -q 'error: .*\[P100\]' <<<"$out"; then
        echo "PASS san-canary-$1"
    else
        echo "FAIL san-canary-$1: exit $rc, want $2 with '$3' after the P100 diagnostic: $(grep -m1 -E 'ERROR|runtime error' <<<"$out" | cut -c1-160)"
    fi
}
canary heap 86 'AddressSanitizer: heap-buffer-overflow'
canary ub 87 'runtime error: signed integer overflow'
canary leak 86 'LeakSanitizer: detected memory leaks'
exit 0
