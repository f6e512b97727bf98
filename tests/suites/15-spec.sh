#!/usr/bin/env bash
# tests/suites/15-spec.sh - keep the examples of docs/SPEC.md true.
#
# Every ```c block of the SPEC preceded by an `<!-- example: ... -->` marker
# is extracted (tests/spec/extract.sh) and checked:
#   spec-cc:NAME     gcc -std=c17 -Wall -Wextra -Werror -fsyntax-only accepts
#                    it (an illegal example too: C accepts the mistake, the
#                    checker must not) unless it is marked cc-error, in
#                    which case gcc must reject it;
#   spec-nvcc:NAME   (HAVE_NVCC=1, legal examples) nvcc compiles it as CUDA
#                    (make test: every 5th legal example; make test-full: all);
#   spec-check:NAME  prism-check accepts a legal example (exit 0, no error)
#                    and rejects an illegal one (exit 1) with at least one
#                    error carrying the stated rule id and no error with
#                    any other id.
# plus the consistency of the SPEC's rule index with preproc/rules.def.
# In the sanitizer pass (PRISM_SAN=1) only the prism-check part runs,
# against the sanitizer build of the checker.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
PRISM_SAN=${PRISM_SAN:-0}
HAVE_NVCC=${HAVE_NVCC:-0}
NVCC=${NVCC:-nvcc}
SPEC=docs/SPEC.md
RULES=preproc/rules.def
CHECK=$BUILD/bin/prism-check
CC=${CC:-gcc}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ex=$work/ex

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }

if [ ! -r "$SPEC" ]; then
    fail spec-extract "no $SPEC"
    exit 0
fi
if ! tests/spec/extract.sh "$SPEC" "$ex" 2>"$work/extract.err"; then
    fail spec-extract "$(tr '\n' ' ' <"$work/extract.err")"
    exit 0
fi
total=$(wc -l <"$ex/manifest.tsv")
nlegal=$(awk -F'\t' '$2 == "legal"' "$ex/manifest.tsv" | wc -l)
nillegal=$(awk -F'\t' '$2 == "illegal"' "$ex/manifest.tsv" | wc -l)

# ---- the C compilers (not in the sanitizer pass: no host code of ours) ----
if [ "$PRISM_SAN" != 1 ]; then
    if [ "$nlegal" -ge 15 ] && [ "$nillegal" -ge 30 ]; then
        pass "spec-extract ($total examples: $nlegal legal, $nillegal illegal)"
    else
        fail spec-extract "only $nlegal legal and $nillegal illegal examples (want at least 15 and 30)"
    fi

    # Rule ids the SPEC's index table lists: rows "| P### | ... |".
    grep -oE '^\| *P[0-9]{3} *\|' "$SPEC" | grep -oE 'P[0-9]{3}' | sort -u >"$work/spec-ids"
    # Every illegal example names a rule of the index.
    missing=$(awk -F'\t' '$2 == "illegal" { print $3 }' "$ex/manifest.tsv" | sort -u | comm -23 - "$work/spec-ids" | tr '\n' ' ')
    if [ -z "$missing" ]; then pass spec-example-rules-indexed; else fail spec-example-rules-indexed "not in the rule index: $missing"; fi
    if [ -r "$RULES" ]; then
        grep -oE '^RULE\(P[0-9]{3}' "$RULES" | grep -oE 'P[0-9]{3}' | sort -u >"$work/def-ids"
        undocumented=$(comm -13 "$work/spec-ids" "$work/def-ids" | tr '\n' ' ')
        if [ -z "$undocumented" ]; then pass spec-index-covers-rules.def; else fail spec-index-covers-rules.def "in $RULES but not in the SPEC index: $undocumented"; fi
        # Ids in the index that the checker does not have must be marked.
        unknown=""
        for id in $(comm -23 "$work/spec-ids" "$work/def-ids"); do
            grep -qE "^\| *$id *\|.*to be reconciled" "$SPEC" || unknown="$unknown $id"
        done
        if [ -z "$unknown" ]; then pass spec-index-ids-exist; else fail spec-index-ids-exist "in the SPEC index but not in $RULES:$unknown"; fi
    else
        skip spec-index-covers-rules.def "no $RULES"
    fi

    while IFS=$'\t' read -r name kind rule flags line; do
        f=$ex/$name.cu
        if "$CC" -std=c17 -Wall -Wextra -Werror -fsyntax-only -Iinclude -x c "$f" >"$work/cc.out" 2>&1; then
            ccok=1
        else
            ccok=0
        fi
        case "$flags" in *cc-error*) want=0 ;; *) want=1 ;; esac
        if [ $ccok = $want ]; then
            pass "spec-cc:$name"
        elif [ $want = 1 ]; then
            fail "spec-cc:$name" "SPEC.md:$line: gcc rejects it: $(grep -m1 'error' "$work/cc.out")"
        else
            fail "spec-cc:$name" "SPEC.md:$line: marked cc-error but gcc accepts it"
        fi
    done <"$ex/manifest.tsv"

    if [ "$HAVE_NVCC" = 1 ] && command -v "$NVCC" >/dev/null 2>&1; then
        # Legal examples are CUDA too.  #177 (static function never used) is
        # expected of a snippet that only defines a device function.  An
        # example that uses Hopper's intrinsics (they exist only on sm_90a,
        # docs/HOPPER.md) is compiled for sm_90a, every other one for sm_80.
        # make test compiles every 5th legal example, make test-full each one.
        nv_every=5
        [ "${PRISM_TEST_FULL:-0}" = 1 ] && nv_every=1
        awk -F'\t' -v every=$nv_every '$2 == "legal" && n++ % every == 0 { print $1 }' "$ex/manifest.tsv" |
            xargs -P "$(nproc 2>/dev/null || echo 4)" -I{} sh -c \
                'arch=-arch=sm_80
                 grep -qE "prism_(wgmma|setmaxnreg|tma_|mbarrier|fence_)|PRISM_(PIPELINE|TENSOR_MAP)" "$1/{}.cu" &&
                     arch=-gencode=arch=compute_90a,code=sm_90a
                 timeout 300 "$0" -std=c++17 -Iinclude $arch -x cu -Xcompiler -Wall,-Wextra,-Werror \
                     -Werror all-warnings -diag-suppress 177 -c "$1/{}.cu" -o "$1/{}.o" >"$1/{}.nvcc" 2>&1;
                 echo $? >"$1/{}.nvcc.rc"' "$NVCC" "$ex"
        while IFS=$'\t' read -r name kind rule flags line; do
            [ "$kind" = legal ] && [ -f "$ex/$name.nvcc" ] || continue
            if [ "$(cat "$ex/$name.nvcc.rc" 2>/dev/null)" = 0 ]; then
                pass "spec-nvcc:$name"
            else
                fail "spec-nvcc:$name" "SPEC.md:$line: $(grep -m1 'error' "$ex/$name.nvcc")"
            fi
        done <"$ex/manifest.tsv"
    else
        skip spec-nvcc "no nvcc"
    fi
fi

# ---- prism-check (both passes) ----
if [ ! -x "$CHECK" ]; then
    skip spec-check "$CHECK not built; $total examples not checked"
    exit 0
fi
while IFS=$'\t' read -r name kind rule flags line; do
    f=$ex/$name.cu
    timeout 30 "$CHECK" -Iinclude "$f" >"$work/chk.out" 2>&1
    rc=$?
    errs=$(grep -E ': error: ' "$work/chk.out" | grep -oE '\[P[0-9]{3}\]' | tr -d '[]' | sort -u | tr '\n' ' ')
    # The first line that says what went wrong (a diagnostic, or a sanitizer report).
    why=$(grep -m1 -iE 'error' "$work/chk.out" | cut -c1-200)
    if [ "$kind" = legal ]; then
        if [ $rc = 0 ] && [ -z "$errs" ]; then
            pass "spec-check:$name"
        else
            fail "spec-check:$name" "SPEC.md:$line: legal example rejected (exit $rc): $why"
        fi
    else
        if [ $rc != 1 ]; then
            fail "spec-check:$name" "SPEC.md:$line: want exit 1 and [$rule], got exit $rc: $why"
        elif [ "$errs" != "$rule " ]; then
            fail "spec-check:$name" "SPEC.md:$line: want only [$rule], got: ${errs:-no rule id}"
        else
            pass "spec-check:$name"
        fi
    fi
done <"$ex/manifest.tsv"
exit 0
