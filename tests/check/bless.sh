#!/usr/bin/env bash
# tests/check/bless.sh - fill in the expected diagnostics of corpus files
# from their markers.
#
#   BUILD=... tests/check/bless.sh [-n] FILE...
#
# -n: only print what would happen (MATCH file / HOLD file: why); no file
# is written.
#
# A corpus file marks every line that must draw a diagnostic with
# `/* error P### */` or `/* warning P### */` (several on one line if need
# be).  For each FILE this runs the file's check-command exactly as
# tests/check/run.sh does and compares the set of (line, rule, severity)
# of the errors and warnings printed for FILE itself with the set of
# markers, and the exit status with the one the markers imply (1 if any
# error is marked, 0 if nothing is; warnings alone: whatever the checker
# says, 0 or 1).
#
#   equal:     the tag block is rewritten: check-exit-value is set, the
#              lines between check-error-start and check-error-end become
#              the checker's diagnostic lines (notes included), and
#              check-known-to-fail is removed.  Prints "BLESS file".
#   different: the mismatch is printed ("HOLD file: ..."), the expected
#              exit value is written, the error block holds one
#              placeholder line per marker (column 0: never the checker's
#              text), and the file is marked check-known-to-fail (run.sh
#              reports it as SKIP) until the rule lands and the file is
#              blessed again.
#
# Markers are what a reader trusts, so this never invents them: it only
# writes what the markers already promise.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-build}
case "$BUILD" in /*) ;; *) BUILD=$root/$BUILD ;; esac
CHECK=$BUILD/bin/prism-check
if [ ! -x "$CHECK" ]; then
    echo "bless: $CHECK not built" >&2
    exit 2
fi
dry=0
if [ "${1:-}" = -n ]; then
    dry=1
    shift
fi
[ $# -gt 0 ] || { echo "usage: tests/check/bless.sh [-n] FILE..." >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

# set_tags FILE EXIT KNOWN [BLOCKFILE]: rewrite the tag block in place.
set_tags() {
    local f=$1 rc=$2 known=$3 block=${4:-}
    awk -v rc="$rc" -v known="$known" -v block="$block" '
        /^[ *]*check-exit-value:/ { next }
        /^[ *]*check-known-to-fail/ { next }
        /^[ *]*check-name:/ {
            print
            if (rc != 0) print " * check-exit-value: " rc
            if (known) print " * check-known-to-fail"
            next
        }
        /check-error-start/ {
            print
            if (block != "") {
                while ((getline l < block) > 0) print l
                skip = 1
            }
            next
        }
        /check-error-end/ { skip = 0 }
        !skip { print }
    ' "$f" >"$tmp/new" && cat "$tmp/new" >"$f"
}

for path in "$@"; do
    if [ ! -f "$path" ]; then
        echo "HOLD $path: no such file"
        status=1
        continue
    fi
    path=$(realpath "$path")
    dir=$(dirname "$path") base=$(basename "$path")
    if ! grep -q 'check-name:' "$path" || ! grep -q 'check-error-start' "$path"; then
        echo "HOLD $base: no check-name or check-error-start tag"
        status=1
        continue
    fi
    cmd=$(sed -n 's/^[ *]*check-command: *//p' "$path" | head -n1)
    [ -n "$cmd" ] || cmd='prism-check $file'
    rel=$(realpath --relative-to="$dir" "$root")
    flags="-I $rel/include -I $rel/kernels -I $rel/lib-cub-like"
    cmd=${cmd//prism-check/\"\$CHECK\" $flags}
    cmd=${cmd//\$file/$base}
    (cd "$dir" && CHECK=$CHECK timeout 30 bash -c "$cmd") >/dev/null 2>"$tmp/err"
    rc=$?
    grep -E '^[^ ]+:[0-9]+:[0-9]+: (error|warning|note): ' "$tmp/err" >"$tmp/diag"

    # The markers, as "line rule severity".
    awk '{
        line = $0
        while (match(line, /\/\* *(error|warning) P[0-9][0-9][0-9] *\*\//)) {
            m = substr(line, RSTART, RLENGTH)
            sev = (m ~ /error/) ? "error" : "warning"
            match(m, /P[0-9][0-9][0-9]/)
            print NR, substr(m, RSTART, RLENGTH), sev
            line = substr(line, RSTART + 1)
        }
    }' "$path" | sort -u >"$tmp/want"
    # What the checker said about this file (not about included files).
    awk -v f="$base" -F: '$1 == f && $0 ~ /: (error|warning): / {
        sev = ($0 ~ /: error: /) ? "error" : "warning"
        if (match($0, /\[P[0-9][0-9][0-9]\]$/)) print $2, substr($0, RSTART + 1, 4), sev
        else print $2, "P???", sev
    }' "$tmp/diag" | sort -u >"$tmp/got"

    if grep -q ' error$' "$tmp/want"; then want_rc=1
    elif [ -s "$tmp/want" ]; then want_rc=$rc
    else want_rc=0; fi
    case $want_rc in 0|1) ;; *) want_rc=1 ;; esac

    why=""
    if [ "$rc" != 0 ] && [ "$rc" != 1 ]; then
        why="checker exit $rc: $(head -c 200 "$tmp/err" | tr '\n' ' ')"
    elif [ "$rc" != "$want_rc" ]; then
        why="exit $rc, want $want_rc"
    fi
    if ! diff -q "$tmp/want" "$tmp/got" >/dev/null; then
        missing=$(comm -23 "$tmp/want" "$tmp/got" | tr '\n' ';')
        extra=$(comm -13 "$tmp/want" "$tmp/got" | tr '\n' ';')
        why="${why:+$why; }not reported: ${missing:-none}; unmarked: ${extra:-none}"
    fi
    if [ $dry = 1 ]; then
        if [ -z "$why" ]; then echo "MATCH $base"; else echo "HOLD $base: $why"; status=1; fi
    elif [ -z "$why" ]; then
        set_tags "$path" "$rc" 0 "$tmp/diag"
        echo "BLESS $base"
    else
        # Placeholders (column 0, never printed by the checker) keep run.sh
        # from passing a held file whose checker output happens to be empty;
        # they end without "[P###]" so that 20-check.sh does not count a rule
        # that has not landed as one the corpus expects.
        awk -v f="$base" '{ print f ":" $1 ":0: " $3 ": " $2 " expected by the marker (bless.sh writes the text once the rule lands)" }' \
            "$tmp/want" | sort -t: -k2,2n >"$tmp/hold"
        set_tags "$path" "$want_rc" 1 "$tmp/hold"
        echo "HOLD $base: $why"
        status=1
    fi
done
exit $status
