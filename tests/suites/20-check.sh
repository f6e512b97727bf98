#!/usr/bin/env bash
# tests/suites/20-check.sh - prism-check: the pass/fail corpus of
# tests/check/, then every source of kernels/ and lib-cub-like/ must check
# clean.  Runs in both passes (the checker is host code).
set -u
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
CHECK=$BUILD/bin/prism-check

bash tests/check/run.sh

if [ ! -x "$CHECK" ]; then
    exit 0
fi
while IFS= read -r f; do
    out=$(timeout 60 "$CHECK" -I include -I kernels -I lib-cub-like "$f" 2>&1)
    rc=$?
    if [ $rc = 0 ]; then
        echo "PASS clean:$f"
    else
        echo "FAIL clean:$f: exit $rc: $(grep -E ': (error|warning): ' <<<"$out" | head -n 3 | tr '\n' ' ')"
    fi
done < <(find kernels lib-cub-like \( -name '*.cu' -o -name '*.h' \) -type f 2>/dev/null | sort)
exit 0
