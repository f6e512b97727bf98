#!/usr/bin/env bash
# tests/check/run.sh - the prism-check pass/fail corpus, sparse style.
#
#   tests/check/run.sh [FILE...]      (default: tests/check/{pass,fail}/*.cu)
#
# Each test is an ordinary source file ending in a comment with tags:
#
#   check-name: what it shows
#   check-command: prism-check $file       (optional; this is the default)
#   check-exit-value: 1                    (optional; default 0)
#   check-known-to-fail                    (optional: a known gap)
#   check-error-start
#   file.cu:12:9: error: message [P032]
#   file.cu:10:5: note: message
#   check-error-end
#   check-output-start                     (optional: exact expected stdout)
#   ...
#   check-output-end
#
# The command runs in the test's directory with $file the file's name and
# prism-check standing for $BUILD/bin/prism-check with -I for include/,
# kernels/ and lib-cub-like/ (relative paths).  Only the diagnostic lines of its stderr
# (`file:line:col: error|warning|note: ...`) are compared, exactly and in
# order, with the lines between the error markers; source and caret lines
# are not, so tests stay readable.  Prints PASS/FAIL/SKIP lines.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-build}
case "$BUILD" in /*) ;; *) BUILD=$root/$BUILD ;; esac
CHECK=$BUILD/bin/prism-check
if [ ! -x "$CHECK" ]; then
    echo "FAIL check-corpus: $CHECK not built"
    exit 0
fi
# Relative to the test's directory, so that notes in included files print
# the same path on every machine.

if [ $# -eq 0 ]; then
    set -- "$root"/tests/check/pass/*.cu "$root"/tests/check/fail/*.cu
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for path in "$@"; do
    [ -f "$path" ] || continue
    dir=$(dirname "$path") base=$(basename "$path")
    label="check:$(basename "$dir")/${base%.cu}"
    name=$(sed -n 's/^[ *]*check-name: *//p' "$path" | head -n1)
    cmd=$(sed -n 's/^[ *]*check-command: *//p' "$path" | head -n1)
    want_rc=$(sed -n 's/^[ *]*check-exit-value: *//p' "$path" | head -n1)
    known=0
    grep -q 'check-known-to-fail' "$path" && known=1
    [ -n "$cmd" ] || cmd='prism-check $file'
    [ -n "$want_rc" ] || want_rc=0
    if [ -z "$name" ]; then
        echo "FAIL $label: no check-name tag"
        continue
    fi
    awk '/check-error-start/ { on = 1; next } /check-error-end/ { on = 0 } on' "$path" >"$tmp/want"
    rel=$(realpath --relative-to="$dir" "$root")
    flags="-I $rel/include -I $rel/kernels -I $rel/lib-cub-like"
    cmd=${cmd//prism-check/\"\$CHECK\" $flags}
    cmd=${cmd//\$file/$base}
    (cd "$dir" && CHECK=$CHECK timeout 30 bash -c "$cmd") >"$tmp/out" 2>"$tmp/err"
    rc=$?
    grep -E '^[^ ]+:[0-9]+:[0-9]+: (error|warning|note): ' "$tmp/err" >"$tmp/got"
    why=""
    if grep -q 'check-output-start' "$path"; then
        awk '/check-output-start/ { on = 1; next } /check-output-end/ { on = 0 } on' "$path" >"$tmp/want_out"
        if ! diff -q "$tmp/want_out" "$tmp/out" >/dev/null; then
            why="stdout differs: $(diff "$tmp/want_out" "$tmp/out" | grep '^[<>]' | head -n 2 | tr '\n' ' ')"
        fi
    fi
    if [ -n "$why" ]; then
        :
    elif [ "$rc" != "$want_rc" ]; then
        why="exit $rc, want $want_rc"
    elif ! diff -q "$tmp/want" "$tmp/got" >/dev/null; then
        why="diagnostics differ: $(diff "$tmp/want" "$tmp/got" | grep '^[<>]' | head -n 4 | tr '\n' ' ')"
    fi
    if [ -z "$why" ]; then
        if [ $known = 1 ]; then
            echo "FAIL $label: marked check-known-to-fail but passes ($name); remove the tag"
        else
            echo "PASS $label"
        fi
    elif [ $known = 1 ]; then
        echo "SKIP $label: known to fail ($name): $why"
    else
        echo "FAIL $label ($name): $why"
        if [ -n "${CHECK_VERBOSE:-}" ]; then cat "$tmp/err"; fi
    fi
done
exit 0
