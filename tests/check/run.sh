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

# One awk reads every file's tags and writes its expected diagnostics and
# stdout: a dozen small processes per file cost more than the checker.
paths=()
for path in "$@"; do
    case $path in /*) ;; *) path=$PWD/$path ;; esac # the loop below moves between directories
    [ -f "$path" ] && paths+=("$path")
done
[ ${#paths[@]} -gt 0 ] || exit 0
awk -v tmp="$tmp" 'BEGIN {
    for (i = 1; i < ARGC; i++) {
        f = ARGV[i]; name = cmd = rc = ""; hn = hc = hr = known = hasout = on = onout = 0
        printf "" > (tmp "/want." i); printf "" > (tmp "/wout." i)
        while ((getline line < f) > 0) {
            if (!hn && match(line, /^[ *]*check-name: */)) { name = substr(line, RLENGTH + 1); hn = 1 }
            if (!hc && match(line, /^[ *]*check-command: */)) { cmd = substr(line, RLENGTH + 1); hc = 1 }
            if (!hr && match(line, /^[ *]*check-exit-value: */)) { rc = substr(line, RLENGTH + 1); hr = 1 }
            if (index(line, "check-known-to-fail")) known = 1
            if (index(line, "check-output-start")) hasout = 1
            if (line ~ /check-error-start/) on = 1
            else if (line ~ /check-error-end/) on = 0
            else if (on) print line > (tmp "/want." i)
            if (line ~ /check-output-start/) onout = 1
            else if (line ~ /check-output-end/) onout = 0
            else if (onout) print line > (tmp "/wout." i)
        }
        close(f); close(tmp "/want." i); close(tmp "/wout." i)
        printf "%s\037%s\037%s\037%s\037%s\037%s\n", i, name, cmd, rc, known, hasout
    }
    exit
}' "${paths[@]}" >"$tmp/meta"

diag='^[^ ]+:[0-9]+:[0-9]+: (error|warning|note): '
declare -A rels=()
while IFS=$'\037' read -r i name cmd want_rc known hasout; do
    path=${paths[$((i - 1))]}
    case $path in */*) dir=${path%/*} ;; *) dir=. ;; esac
    base=${path##*/}
    label="check:${dir##*/}/${base%.cu}"
    [ -n "$cmd" ] || cmd='prism-check $file'
    [ -n "$want_rc" ] || want_rc=0
    if [ -z "$name" ]; then
        echo "FAIL $label: no check-name tag"
        continue
    fi
    [ -n "${rels[$dir]:-}" ] || rels[$dir]=$(realpath --relative-to="$dir" "$root")
    rel=${rels[$dir]}
    flags="-I $rel/include -I $rel/kernels -I $rel/lib-cub-like"
    # One process a file where it can be (a thousand files, and a fork
    # costs milliseconds on CI's machines): the shell itself moves to the
    # file's directory, and a CPU limit stands in for timeout(1).
    cd "$dir" || { echo "FAIL $label: cd $dir"; continue; }
    if [ "$cmd" = 'prism-check $file' ]; then
        # shellcheck disable=SC2086 # the flags are a list of arguments
        (ulimit -t 30; exec "$CHECK" $flags "$base") >"$tmp/out" 2>"$tmp/err"
    else
        cmd=${cmd//prism-check/\"\$CHECK\" $flags}
        cmd=${cmd//\$file/$base}
        (ulimit -t 30; CHECK=$CHECK exec bash -c "$cmd") >"$tmp/out" 2>"$tmp/err"
    fi
    rc=$?
    # The diagnostic lines, compared with the expected ones in the shell.
    got="" want=""
    while IFS= read -r line || [ -n "$line" ]; do
        [[ $line =~ $diag ]] && got+="$line"$'\n'
    done <"$tmp/err"
    while IFS= read -r line || [ -n "$line" ]; do want+="$line"$'\n'; done <"$tmp/want.$i"
    why=""
    if [ "$hasout" = 1 ] && ! cmp -s "$tmp/wout.$i" "$tmp/out"; then
        why="stdout differs: $(diff "$tmp/wout.$i" "$tmp/out" | grep '^[<>]' | head -n 2 | tr '\n' ' ')"
    fi
    if [ -n "$why" ]; then
        :
    elif [ "$rc" != "$want_rc" ]; then
        why="exit $rc, want $want_rc"
    elif [ "$got" != "$want" ]; then
        printf '%s' "$got" >"$tmp/got"
        why="diagnostics differ: $(diff "$tmp/want.$i" "$tmp/got" | grep '^[<>]' | head -n 4 | tr '\n' ' ')"
    fi
    if [ -z "$why" ]; then
        if [ "$known" = 1 ]; then
            echo "FAIL $label: marked check-known-to-fail but passes ($name); remove the tag"
        else
            echo "PASS $label"
        fi
    elif [ "$known" = 1 ]; then
        echo "SKIP $label: known to fail ($name): $why"
    else
        echo "FAIL $label ($name): $why"
        if [ -n "${CHECK_VERBOSE:-}" ]; then cat "$tmp/err"; fi
    fi
done <"$tmp/meta"
exit 0
