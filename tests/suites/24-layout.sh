#!/usr/bin/env bash
# tests/suites/24-layout.sh - the repository's layout keeps its promises.
#
#   layout-generated   every tracked file whose header says GENERATED is
#                      marked linguist-generated in .gitattributes, and no
#                      hand-written source is
#   layout-no-weak     the checker defines no weak stand-ins (every pass is
#                      real; a weak symbol would hide a missing one)
#   layout-arena       arena.c, the lowest layer of the checker, calls no
#                      phase's reset (prism_reset in reset.c does)
# Runs in the normal pass only (it reads files, builds nothing).
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
[ "${PRISM_SAN:-0}" = 1 ] && exit 0

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }

if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    skip layout-generated "not a git checkout"
else
    # Three processes for the whole tree (a process a file cost 80 CPU-seconds
    # on CI's machines): git check-attr reads the list on its standard
    # input from git ls-files (a pipe: no file in /tmp to write through a
    # link), awk reads the first 8 lines of each file.
    bad=$(git ls-files -z -- '*.h' '*.c' '*.cu' '*.m4' '*.mk' | git check-attr -z --stdin linguist-generated |
        tr '\0' '\n' | paste - - - | cut -f1,3 |
        awk -F'\t' '{
            f = $1; attr = $2; gen = 0
            for (i = 0; i < 8 && (getline line < f) > 0; i++) if (line ~ /GENERATED/) gen = 1
            close(f)
            if (f ~ /\/gen\/[^\/]*\.h$/) gen = 1
            if (gen && attr != "true") printf " %s(unmarked)", f
            else if (!gen && attr == "true" && f !~ /^bench\/results\// && f !~ /\.png$/) printf " %s(marked)", f
        }')
    if [ -z "$bad" ]; then pass layout-generated; else fail layout-generated "$bad"; fi
fi

if grep -l '__attribute__((weak))' preproc/*.c >/dev/null 2>&1; then
    fail layout-no-weak "$(grep -l '__attribute__((weak))' preproc/*.c | tr '\n' ' ')"
else
    pass layout-no-weak
fi

if grep -nE '\b(include|parse|diag|macro|sync|access|layout|place|prism)_reset *\(' preproc/arena.c; then
    fail layout-arena "arena.c calls up into a phase"
else
    pass layout-arena
fi
