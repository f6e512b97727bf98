#!/usr/bin/env bash
# tests/suites/23-memory.sh - prism-check's memory stays bounded.
#
#   mem-deep-brackets       5 MB of '{' stop in the lexer (P104, one line)
#                           instead of costing a token per byte: peak RSS
#                           under 160 MiB (the old checker took 330 MiB, and
#                           3.3 GB for 50 MB)
#   mem-balanced-brackets   the look-alike: 20000 bracket pairs one level deep
#                           are no depth at all
#   mem-per-line            arena bytes per source line of check_bench's
#                           generated input (100k lines, full check), under
#                           a ceiling that the old layout exceeded (the peak
#                           RSS moves in the arena's chunk steps at this size;
#                           check_bench reports both at up to 1M lines)
#
# Runs in both passes (host code); the RSS ceilings apply to the plain
# build only (ASan's shadow memory and quarantine are not the checker's).
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
SAN=${PRISM_SAN:-0}
CHECK=$BUILD/bin/prism-check
BENCH=$BUILD/bench/check_bench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ ! -x "$CHECK" ]; then
    echo "FAIL memory: $CHECK not built"
    exit 0
fi
have_time=0
[ -x /usr/bin/time ] && have_time=1

t=mem-deep-brackets
head -c 5000000 /dev/zero | tr '\0' '{' >"$work/braces.cu"
if [ $have_time = 1 ]; then
    /usr/bin/time -f '%M' -o "$work/rss" "$CHECK" "$work/braces.cu" >/dev/null 2>"$work/err"
else
    "$CHECK" "$work/braces.cu" >/dev/null 2>"$work/err"
fi
rc=$?
want="$work/braces.cu:1:4097: error: brackets nested deeper than 4096 [P104]"
n=$(grep -c ': error: ' "$work/err")
rss=$([ $have_time = 1 ] && tail -n 1 "$work/rss" || echo 0)
if [ $rc != 1 ] || [ "$n" != 1 ] || [ "$(head -n 1 "$work/err")" != "$want" ]; then
    echo "FAIL $t: exit $rc, $n errors: $(head -n 1 "$work/err" | cut -c1-200)"
elif [ "$SAN" = 0 ] && [ "$rss" -gt $((160 * 1024)) ]; then
    echo "FAIL $t: peak RSS $rss KiB"
else
    echo "PASS $t"
fi

t=mem-balanced-brackets
{ printf 'int f(int *a)\n{\n    return 0'; for _ in $(seq 1 20000); do printf ' + (a[0])'; done; printf ';\n}\n'; } >"$work/flat.cu"
"$CHECK" "$work/flat.cu" >/dev/null 2>"$work/err"
rc=$?
[ $rc = 0 ] && echo "PASS $t" || echo "FAIL $t: exit $rc: $(head -n 1 "$work/err" | cut -c1-200)"

t=mem-per-line
if [ "$SAN" = 1 ]; then
    :
elif [ ! -x "$BENCH" ]; then
    echo "SKIP $t: $BENCH not built"
else
    out=$(timeout 300 "$BENCH" --memory-probe full 100000)
    rc=$?
    b=${out#* }
    # The layout before issue 11 allocated 1643 bytes per line here.
    if [ $rc = 0 ] && awk -v b="$b" 'BEGIN { exit !(b > 0 && b < 1500) }'; then
        echo "PASS $t ($b arena bytes/line)"
    else
        echo "FAIL $t: exit $rc, '$out' (peak, arena) bytes per line (ceiling 1500)"
    fi
fi
exit 0
