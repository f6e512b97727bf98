#!/usr/bin/env bash
# tests/suites/20-check.sh - prism-check: the pass/fail corpus of
# tests/check/, then every source of kernels/ and lib-cub-like/ must check
# clean.  Runs in both passes (the checker is host code).
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
CHECK=$BUILD/bin/prism-check

# make test's sanitizer pass runs the sanitized checker on every 12th corpus
# file in name order, reads every 4th fail file in its three output formats
# and checks every 3rd kernel and library file clean (the normal pass runs
# every file; make test-full both).
every_clean=1
if [ "${PRISM_SAN:-0}" = 1 ] && [ "${PRISM_TEST_FULL:-0}" != 1 ]; then
    every_clean=3
    export PRISM_STRUCTURED_EVERY=4
    mapfile -t corpus < <(printf '%s\n' tests/check/pass/*.cu tests/check/fail/*.cu)
    sample=()
    for ((k = 0; k < ${#corpus[@]}; k += 12)); do sample+=("${corpus[k]}"); done
    bash tests/check/run.sh "${sample[@]}"
else
    # make test reads every 2nd fail file in the three output formats, make test-full each one.
    [ "${PRISM_TEST_FULL:-0}" = 1 ] || export PRISM_STRUCTURED_EVERY=2
    bash tests/check/run.sh
fi

if [ ! -x "$CHECK" ]; then
    exit 0
fi

# Every rule id the corpus expects is listed and explained.
ids=$(grep -ohE '\[P[0-9]{3}\]$' tests/check/pass/*.cu tests/check/fail/*.cu | tr -d '[]' | sort -u)
list=$("$CHECK" --list-rules 2>&1)
missing=""
for id in $ids; do
    grep -q "^$id" <<<"$list" && "$CHECK" --explain "$id" >/dev/null 2>&1 || missing="$missing $id"
done
if [ -z "$missing" ]; then
    echo "PASS check-rules-explained ($(wc -w <<<"$ids") ids)"
else
    echo "FAIL check-rules-explained: not listed or not explained:$missing"
fi

# --format=sarif (against the vendored SARIF 2.1.0 schema) and json, the
# fix: and see: notes: tests/check/structured.py says what each line checks.
if command -v python3 >/dev/null; then
    python3 tests/check/structured.py "$CHECK" || echo "FAIL check-structured: structured.py exited $?"
else
    echo "SKIP check-structured: no python3"
fi

k=0
while IFS= read -r f; do
    k=$((k + 1))
    [ $(((k - 1) % every_clean)) = 0 ] || continue
    out=$(timeout 60 "$CHECK" -I include -I kernels -I lib-cub-like "$f" 2>&1)
    rc=$?
    if [ $rc = 0 ]; then
        echo "PASS clean:$f"
    else
        echo "FAIL clean:$f: exit $rc: $(grep -E ': (error|warning): ' <<<"$out" | head -n 3 | tr '\n' ' ')"
    fi
done < <(find kernels lib-cub-like \( -name '*.cu' -o -name '*.h' \) -type f 2>/dev/null | sort)
exit 0
