#!/usr/bin/env bash
# tests/tools/ppdiff.sh - does prism-check see the tokens a compiler sees?
#
#   ppdiff.sh VIEW [-I DIR]... FILE...      VIEW: gcc | nvcc:ARCH (e.g. nvcc:90a)
#
# For each FILE, compares `prism-check --dump-tokens=all` (every macro
# expanded, the DSL's too) with the compiler's preprocessed text of FILE,
# both cut down to the tokens of FILE itself and printed one a line by the
# same lexer.  The views:
#
#   gcc        the emulator build: gcc -E -x c; the checker with -U__CUDACC__ -U__NVCC__
#   nvcc:ARCH  nvcc's device pass for sm_ARCH: the `gcc -E -x c++
#              -D__CUDA_ARCH__=NNN -D__CUDACC__ -D__NVCC__` that nvcc -E
#              -arch=sm_ARCH runs (checked against nvcc --dryrun where nvcc
#              exists), without its forced -include of cuda_runtime.h; the
#              checker with -D__CUDA_ARCH__=NNN
#
# Normalization (docs/SPEC.md, 13.1): system headers (#include <...>) are
# empty files on the compiler's side, as they are unread by the checker,
# and the compiler runs with -undef (no gcc- or system-specific predefined
# macros) plus the macros the checker predefines.  Files the compiler
# rejects are skipped, and so are files the checker refuses with P105 (it
# does not follow an #undef or redefinition of the names it relies on, by
# design) or P104 (past a limit it stops reading as the compilers do: a
# macro use of millions of tokens, #line past 2^30); both are counted.  Prints "ppdiff: N same, N differ, N skipped,
# N refused" and a diff per differing file; exit 1 if any differs.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-build}
case "$BUILD" in /*) ;; *) BUILD=$root/$BUILD ;; esac
CHECK=$BUILD/bin/prism-check
NVCC=${NVCC:-nvcc}
view=$1
shift
incs=()
while [ $# -gt 0 ] && [ "$1" = -I ]; do incs+=(-I "$2"); shift 2; done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Empty stand-ins for every system header the files or the project name.
mkdir -p "$work/sys"
cat "$@" | grep -hoE '^[[:space:]]*#[[:space:]]*include[[:space:]]*<[^>]+>' - \
    $(grep -rlE '#[[:space:]]*include[[:space:]]*<' "$root/include" "$root/kernels" "$root/lib-cub-like") 2>/dev/null |
    sed 's/.*<\(.*\)>.*/\1/' | sort -u | while read -r h; do
    case "$h" in /* | *..*) continue ;; esac
    mkdir -p "$work/sys/$(dirname "$h")" && : >"$work/sys/$h"
done

case "$view" in
gcc)
    cc=(gcc -E -x c -std=gnu17 -undef -nostdinc -isystem "$work/sys" -D__PRISM_CHECK__=1)
    chk=(-U__CUDACC__ -U__NVCC__)
    ;;
nvcc:*)
    arch=${view#nvcc:}
    num=$(printf '%s' "$arch" | tr -dc 0-9)0
    # -U__cplusplus: the checker reads the kernels' common subset of C and
    # CUDA C++ as C, so `#ifdef __cplusplus` (extern "C", decltype) takes
    # its C branch on both sides.
    cc=(gcc -E -x c++ -undef -U__cplusplus -nostdinc -isystem "$work/sys" -D__CUDA_ARCH__="$num"
        -D__CUDA_ARCH_LIST__="$num" -D__CUDACC__ -D__NVCC__ -D__PRISM_CHECK__=1)
    if command -v "$NVCC" >/dev/null 2>&1; then
        printf 'int x;\n' >"$work/probe.cu"
        line=$("$NVCC" -E -arch=sm_"$arch" --dryrun "$work/probe.cu" 2>&1 | grep -m1 -- "-E -x c++")
        for want in "-D__CUDA_ARCH__=$num" -D__CUDACC__ -D__NVCC__; do
            [[ $line == *"$want "* ]] || { echo "ppdiff: nvcc's device pass lacks $want: $line"; exit 2; }
        done
    fi
    chk=(-D__CUDA_ARCH__="$num")
    # An arch-specific target (90a): the macros nvcc's pass adds for it.
    if [ "${arch%a}" != "$arch" ]; then
        feat=(-D__CUDA_ARCH_FEAT_SM"${num%0}"_ALL -D__CUDA_ARCH_SPECIFIC__="$num" -D__CUDA_ARCH_FAMILY_SPECIFIC__="$num")
        cc+=("${feat[@]}")
        chk+=("${feat[@]}")
    fi
    ;;
*) echo "ppdiff: unknown view '$view'"; exit 2 ;;
esac

# The compiler's text of each file itself: the lines its line markers give
# it, cut out by one awk over all the files (a process per file cost more
# than the compiler).
n=0 skipped=0 ok=()
for f in "$@"; do
    n=$((n + 1))
    if ! "${cc[@]}" "${incs[@]}" "$f" 2>/dev/null >"$work/cc$n.i"; then
        skipped=$((skipped + 1))
        continue
    fi
    # gcc -E spells a UTF-8 identifier's characters as UCNs (gr\U000000f6...):
    # back to UTF-8 outside literals, as the file and the checker spell them.
    if grep -q '\\[uU]' "$work/cc$n.i"; then
        perl -CSD -pi -e 's/("(?:\\.|[^"\\])*"|\x27(?:\\.|[^\x27\\])*\x27)|\\U([0-9a-fA-F]{8})|\\u([0-9a-fA-F]{4})/defined $1 ? $1 : chr(hex(defined $2 ? $2 : $3))/ge' "$work/cc$n.i"
    fi
    ok+=("$f")
    printf '%s\t%s\n' "$work/cc$n.i" "$f" >>"$work/cc.list"
    printf '%s\n' "$work/cc$n.c" >>"$work/want.list"
done
[ ${#ok[@]} -gt 0 ] || { echo "ppdiff: 0 same, 0 differ, $skipped skipped, 0 refused"; exit 0; }
# shellcheck disable=SC2046 # the .i files are mktemp's paths: no spaces
awk -F'\t' '
    FILENAME == ARGV[1] { src[$1] = $2; next }
    FNR == 1 { if (out != "") close(out); f = src[FILENAME]; cur = ""; out = FILENAME; sub(/\.i$/, ".c", out); printf "" > out }
    /^# [0-9]+ "/ { split($0, a, "\""); cur = a[2]; next }
    /^#/ { next }            # #pragma lines: the checker drops them too
    cur == f { print > out }' "$work/cc.list" $(cut -f1 "$work/cc.list")
# One checker run for each side; --dump-tokens heads each file with "# FILE".
xargs "$CHECK" --dump-tokens -U__CUDACC__ -U__NVCC__ -U__PRISM_CHECK__ <"$work/want.list" >"$work/want" 2>/dev/null
"$CHECK" --dump-tokens=all "${chk[@]}" "${incs[@]}" "${ok[@]}" >"$work/got" 2>"$work/got.err"
grep -E '^[^ ].*\[P10[45]\]$' "$work/got.err" | sed 's/:[0-9]*:[0-9]*: .*//' | sort -u >"$work/refused"
split_dump() { # $1 dump, $2 prefix: one file per "# FILE" section
    awk -v p="$2" '/^# / { k++; next } { print > (p k) }' "$1"
}
split_dump "$work/want" "$work/w."
split_dump "$work/got" "$work/g."
# One awk compares every pair, section by section, and names the files
# that differ; diff then shows those only.
printf '%s\n' "${ok[@]}" >"$work/ok.list"
awk -v w="$work/w." -v g="$work/g." '
    FILENAME == ARGV[1] { refused[$0] = 1; next }
    {
        k = FNR
        if ($0 in refused) { print "refused"; next }
        d = 0
        while (1) {
            a = (getline la < (w k)) > 0; b = (getline lb < (g k)) > 0
            if (a != b || (a && la != lb)) { d = 1; break }
            if (!a) break
        }
        close(w k); close(g k)
        print d ? "differ " k : "same"
    }' "$work/refused" "$work/ok.list" >"$work/verdicts"
[ "$(wc -l <"$work/verdicts")" = ${#ok[@]} ] || { echo "ppdiff: the comparison gave no verdict for some files"; exit 2; }
same=$(grep -c '^same$' "$work/verdicts")
refused=$(grep -c '^refused$' "$work/verdicts")
differ=0
for k in $(sed -n 's/^differ //p' "$work/verdicts"); do
    differ=$((differ + 1))
    touch "$work/w.$k" "$work/g.$k"
    diff -u "$work/w.$k" "$work/g.$k" >"$work/diff"
    echo "ppdiff: ${ok[$((k - 1))]} ($view): the checker's tokens differ from the compiler's"
    head -n 20 "$work/diff" | tail -n +3
done
echo "ppdiff: $same same, $differ differ, $skipped skipped, $refused refused"
[ $differ -eq 0 ]
