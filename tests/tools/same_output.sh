#!/usr/bin/env bash
# tests/tools/same_output.sh REF NEW [FILE...] - do two prism-check binaries
# behave byte for byte the same?
#
# For a change that must not change behaviour (a data layout, a faster
# pass): runs REF and NEW on every .cu/.cuh/.h under the repository
# (build/ and deps/ left out) or on the FILEs given, in two ways each:
#
#   check   -I include -I kernels -I lib-cub-like -o OUT --sync-report=all
#           --sync-graph DOT --launch-header HDR FILE   (everything the
#           full checker writes: diagnostics, -o, the reports)
#   ast     --dump-ast FILE   (the tree itself, before the passes run)
#
# and compares exit status, stdout, stderr and every file written.  Both
# binaries write to the same paths, one after the other, so that a path
# quoted in a message cannot differ.  Prints one line per difference and
# "same_output: N files, M runs, D differences"; exits 1 on any difference.
# SAME_OUTPUT_JOBS (default 2) files at once.
set -u
if [ $# -lt 2 ]; then
    echo "usage: $0 REF NEW [FILE...]" >&2
    exit 2
fi
ref=$(realpath "$1") new=$(realpath "$2")
shift 2
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ $# -gt 0 ]; then
    printf '%s\n' "$@" >"$work/files"
else
    find . \( -path ./build -o -path ./deps -o -path ./.git \) -prune -o \
        \( -name '*.cu' -o -name '*.cuh' -o -name '*.h' \) -type f -print | sed 's|^\./||' | sort >"$work/files"
fi

# one FILE INDEX: both binaries, both ways; prints the differences
one() {
    local f=$1 d=$work/$2 mode bin tag
    mkdir -p "$d"
    for mode in check ast; do
        for tag in ref new; do
            if [ $tag = ref ]; then bin=$ref; else bin=$new; fi
            rm -f "$d/out.cu" "$d/g.dot" "$d/launch.h"
            if [ $mode = check ]; then
                timeout 120 "$bin" -I include -I kernels -I lib-cub-like -o "$d/out.cu" --sync-report=all \
                    --sync-graph "$d/g.dot" --launch-header "$d/launch.h" "$f" >"$d/stdout" 2>"$d/stderr"
            else
                timeout 120 "$bin" -I include -I kernels -I lib-cub-like --dump-ast "$f" >"$d/stdout" 2>"$d/stderr"
            fi
            echo $? >"$d/rc"
            mkdir -p "$d/$tag"
            for x in rc stdout stderr out.cu g.dot launch.h; do
                if [ -e "$d/$x" ]; then mv "$d/$x" "$d/$tag/$x"; else rm -f "$d/$tag/$x"; fi
            done
        done
        for x in rc stdout stderr out.cu g.dot launch.h; do
            if [ -e "$d/ref/$x" ] || [ -e "$d/new/$x" ]; then
                cmp -s "$d/ref/$x" "$d/new/$x" || echo "DIFF $f ($mode): $x"
            fi
        done
    done
    rm -rf "$d"
}
export -f one
export ref new work

nfiles=$(wc -l <"$work/files")
awk '{ print NR " " $0 }' "$work/files" |
    xargs -P "${SAME_OUTPUT_JOBS:-2}" -L 1 bash -c 'one "$2" "$1"' _ >"$work/diffs"
ndiff=$(wc -l <"$work/diffs")
cat "$work/diffs"
echo "same_output: $nfiles files, $((nfiles * 4)) runs, $ndiff differences"
[ "$ndiff" -eq 0 ]
