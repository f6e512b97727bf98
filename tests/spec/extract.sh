#!/usr/bin/env bash
# tests/spec/extract.sh - pull the marked examples out of docs/SPEC.md.
#
#   tests/spec/extract.sh [SPEC.md] OUTDIR
#
# An example in the SPEC is a marker comment followed (blank lines allowed)
# by a ```c fenced block:
#
#   <!-- example: legal NAME [FLAG...] -->
#   <!-- example: illegal P### NAME [FLAG...] -->
#
# FLAG cc-error: the C compiler itself rejects the example (the macros make
# the mistake a compile error even without prism-check; in a legal example,
# the extern "C" that only the checked copy spells as C).
#
# Each example is written to OUTDIR/NAME.cu; OUTDIR/manifest.tsv gets one
# line per example:  NAME <TAB> legal|illegal <TAB> RULE|- <TAB> FLAGS|- <TAB> LINE
# where LINE is the line of the marker in the SPEC.  Malformed markers, a
# marker without its block, a block never closed and duplicate names are
# errors (exit 1, one line each on stderr).
set -u
if [ $# -eq 1 ]; then
    spec=docs/SPEC.md out=$1
elif [ $# -eq 2 ]; then
    spec=$1 out=$2
else
    echo "usage: $0 [SPEC.md] OUTDIR" >&2
    exit 2
fi
[ -r "$spec" ] || { echo "extract: cannot read $spec" >&2; exit 2; }
mkdir -p "$out" || exit 2
rm -f "$out"/*.cu
: >"$out/manifest.tsv"

awk -v out="$out" -v spec="$spec" '
function fail(msg) { printf "%s:%d: %s\n", spec, NR, msg > "/dev/stderr"; bad = 1 }
function finish_marker() {
    if (state == 1) { printf "%s:%d: marker without a ```c block\n", spec, mline > "/dev/stderr"; bad = 1 }
    state = 0
}
BEGIN { state = 0; bad = 0; n = 0 }
# state 0: prose; 1: marker seen, waiting for ```c; 2: inside the block
state == 2 {
    if ($0 ~ /^```[ \t]*$/) {
        close(file)
        printf "%s\t%s\t%s\t%s\t%d\n", name, kind, rule, flags, mline >> (out "/manifest.tsv")
        state = 0
        next
    }
    print >> file
    next
}
/<!-- *example:/ {
    finish_marker()
    line = $0
    sub(/.*<!-- *example: */, "", line)
    if (line !~ /-->[ \t]*$/) { fail("marker must end with -->"); next }
    sub(/ *-->[ \t]*$/, "", line)
    nf = split(line, w, /[ \t]+/)
    kind = w[1]; rule = "-"; i = 2
    if (kind == "illegal") {
        rule = w[2]; i = 3
        if (rule !~ /^P[0-9][0-9][0-9]$/) { fail("illegal example needs a rule id P###, got \"" rule "\""); next }
    } else if (kind != "legal") { fail("example kind must be legal or illegal, got \"" kind "\""); next }
    name = w[i]; i++
    if (name == "" || name !~ /^[a-z0-9][a-z0-9_-]*$/) { fail("example name must be [a-z0-9_-]+, got \"" name "\""); next }
    if (name in seen) { fail("duplicate example name \"" name "\" (first at line " seen[name] ")"); next }
    seen[name] = NR
    flags = "-"
    for (; i <= nf; i++) {
        if (w[i] != "cc-error") { fail("unknown flag \"" w[i] "\""); next }
        flags = (flags == "-") ? w[i] : flags "," w[i]
    }
    mline = NR; state = 1
    next
}
state == 1 {
    if ($0 ~ /^[ \t]*$/) next
    if ($0 ~ /^```c[ \t]*$/) {
        file = out "/" name ".cu"
        printf "" > file
        state = 2; n++
        next
    }
    printf "%s:%d: marker without a ```c block\n", spec, mline > "/dev/stderr"; bad = 1
    state = 0
}
END {
    if (state == 1) { printf "%s:%d: marker without a ```c block\n", spec, mline > "/dev/stderr"; bad = 1 }
    if (state == 2) { printf "%s:%d: ```c block never closed\n", spec, mline > "/dev/stderr"; bad = 1 }
    exit bad
}' "$spec"
