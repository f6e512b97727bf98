#!/usr/bin/env bash
# preproc/fuzz/emitcheck.sh - the emitter must never turn C into not-C.
#
#   emitcheck.sh [-q] [-s SEED] DIR|- N_MUTANTS
#
# Inputs: every file of DIR (a libFuzzer corpus; "-" for none) and
# N_MUTANTS deterministic mutants (prism-mutate, seed SEED, default 1) of
# the kernels and of the check corpus's accepted programs: larger inputs
# that use the project's includes.  For each input that prism-check
# accepts and that compiles with `gcc -x c -fsyntax-only` (-Iinclude
# -Ikernels -Ilib-cub-like), the checked output (-o) must compile too.  A
# failing input is kept as $BUILD/fuzz/emit-fail-N.cu.  Prints one summary
# line (-q: nothing else); exit 1 if any output did not compile.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
BUILD=${BUILD:-build}
case "$BUILD" in /*) ;; *) BUILD=$root/$BUILD ;; esac
CHECK=$BUILD/bin/prism-check
MUTATE=$BUILD/bin/prism-mutate
CC=${CC:-gcc}
quiet=0 seed=1
while [ $# -gt 2 ]; do
    case "$1" in
    -q) quiet=1; shift ;;
    -s) seed=$2; shift 2 ;;
    *) break ;;
    esac
done
dir=$1 nmut=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in" "$BUILD/fuzz"
incs=(-Iinclude -Ikernels -Ilib-cub-like)

i=0
if [ "$dir" != - ]; then
    for f in "$dir"/*; do
        [ -f "$f" ] || continue
        cp "$f" "$work/in/c$i.cu"
        i=$((i + 1))
    done
fi
if [ "$nmut" -gt 0 ]; then
    seeds=$(ls kernels/*.cu tests/check/pass/*.cu | grep -v '/adv_run_')
    # shellcheck disable=SC2086
    "$MUTATE" "$seed" "$nmut" "$work/in" $seeds || exit 2
fi

total=0 accepted=0 compiled=0 bad=0
for f in "$work"/in/*.cu; do
    total=$((total + 1))
    timeout 20 "$CHECK" "${incs[@]}" "$f" -o "$work/out.cu" >/dev/null 2>&1 || continue
    accepted=$((accepted + 1))
    timeout 60 "$CC" -x c -fsyntax-only "${incs[@]}" "$f" >/dev/null 2>&1 || continue
    compiled=$((compiled + 1))
    if ! timeout 60 "$CC" -x c -fsyntax-only "${incs[@]}" "$work/out.cu" >"$work/err" 2>&1; then
        bad=$((bad + 1))
        cp "$f" "$BUILD/fuzz/emit-fail-$bad.cu"
        [ $quiet = 1 ] || echo "emitcheck: the output of $BUILD/fuzz/emit-fail-$bad.cu does not compile: $(grep -m1 error "$work/err")"
    fi
done
echo "emitcheck: $total inputs, $accepted accepted, $compiled compile with $CC, $bad outputs that do not compile"
[ $bad -eq 0 ]
