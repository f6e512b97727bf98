#!/usr/bin/env bash
# tests/suites/23-ppdiff.sh - prism-check sees what the compilers see, and
# its output compiles whenever its input does (issue 11).
#
#   ppdiff-gcc          every kernel, library header and source, check corpus
#                       file (make test: a sample, below), sync test and
#                       front-end case: the checker's
#                       preprocessed tokens (--dump-tokens=all) equal gcc -E's
#                       (the emulator build), tests/tools/ppdiff.sh
#   ppdiff-nvcc:ARCH    the same against nvcc's device pass for each arch the
#                       Makefile builds (CUDA_ARCHS), __CUDA_ARCH__ set: the
#                       kernels, the library and every file naming
#                       __CUDA_ARCH__ (PPDIFF_ALL=1: every source)
#   ppdiff-mutants      the same on 200 (make test: 120) deterministic mutants (prism-mutate:
#                       splices, CR LF, macros wrapping statements and names,
#                       pasting, no final newline)
#   emitcheck-mutants   200 other mutants (make test: 40): each one prism-check accepts and gcc
#                       compiles has a -o output that gcc compiles
#                       (preproc/fuzz/emitcheck.sh; make fuzz runs it on the
#                       fuzzer's corpus and more mutants)
#
# The sanitizer pass runs ppdiff-gcc only (with the sanitized checker), on
# the kernels, the library and tests/preproc/cases.
set -u
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
PRISM_SAN=${PRISM_SAN:-0}
export BUILD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }

if [ ! -x "$BUILD/bin/prism-check" ]; then
    fail ppdiff "$BUILD/bin/prism-check not built"
    exit 0
fi
incs=(-I include -I kernels -I lib-cub-like)
sources=$( (ls kernels/*.cu kernels/*.h kernels/*/*.cu kernels/*/*.h; find lib-cub-like -name '*.h' -o -name '*.cu';
    ls tests/check/pass/*.cu tests/check/fail/*.cu tests/sync/*.cu tests/preproc/cases/*.cu) 2>/dev/null | sort)

run_view() { # $1 test name, $2 view, files...
    local name=$1 view=$2
    shift 2
    timeout 900 tests/tools/ppdiff.sh "$view" "${incs[@]}" "$@" >"$work/out" 2>&1
    local rc=$? summary
    summary=$(tail -n 1 "$work/out")
    if [ $rc -eq 0 ]; then
        pass "$name ($summary)"
    else
        fail "$name" "$(head -c 1500 "$work/out")"
    fi
}

# The sanitizer pass runs the sanitized checker's token dump on the kernels,
# the library and the preprocessor cases only: san:20-check runs the whole
# sanitized checker on every corpus file already, and gcc -E of 1,000 files
# twice cost 75 CPU-seconds of make test's 15 minutes.
if [ "$PRISM_SAN" = 1 ]; then
    sources=$(grep -v '^tests/check/\|^tests/sync/' <<<"$sources")
fi
# make test compares every other corpus file that uses the preprocessor
# beyond its includes (defines, conditionals, pragmas, pasting, splices;
# the pp_ files, which are about it, every one) and every 8th of the rest,
# and nvcc's view for the last of CUDA_ARCHS (the H100's); make test-full
# (or PPDIFF_ALL=1) every file and every arch.
gcc_sources=$sources
if [ "${PRISM_TEST_FULL:-0}" != 1 ] && [ "${PPDIFF_ALL:-0}" != 1 ] && [ "$PRISM_SAN" != 1 ]; then
    corpus=$(grep '^tests/check/' <<<"$sources")
    # shellcheck disable=SC2086
    gcc_sources=$( (grep -v '^tests/check/' <<<"$sources"
        grep -lE '^[[:space:]]*#[[:space:]]*(define|undef|if|ifdef|ifndef|elif|else|pragma|line|error)|##|\\$' $corpus |
            awk 'NR % 2 == 1 || /\/pp_/'
        awk 'NR % 8 == 1' <<<"$corpus") | sort -u)
fi
# shellcheck disable=SC2086
run_view ppdiff-gcc gcc $gcc_sources
[ "$PRISM_SAN" = 1 ] && exit 0

# nvcc's device pass costs about a second a file: make test compares the
# files nvcc builds for the GPU (kernels, library) and every file whose
# text names __CUDA_ARCH__; PPDIFF_ALL=1 compares every source (as the
# closing note of issue 11 reports).
nv_sources=$sources
if [ "${PPDIFF_ALL:-0}" != 1 ]; then
    # shellcheck disable=SC2086
    nv_sources=$( (ls kernels/*.cu kernels/*/*.cu; find lib-cub-like -name '*.h' -o -name '*.cu'
        grep -l __CUDA_ARCH__ $sources) 2>/dev/null | sort -u)
fi
archs=$(sed -n 's/^CUDA_ARCHS *?*= *//p' Makefile | head -n 1)
if [ "${PRISM_TEST_FULL:-0}" != 1 ] && [ "${PPDIFF_ALL:-0}" != 1 ]; then archs=$(awk '{ print $NF }' <<<"${archs:-sm_80 sm_90a}"); fi
for a in ${archs:-sm_80 sm_90a}; do
    # shellcheck disable=SC2086
    run_view "ppdiff-nvcc:${a#sm_}" "nvcc:${a#sm_}" $nv_sources
done

if [ ! -x "$BUILD/bin/prism-mutate" ]; then
    fail ppdiff-mutants "$BUILD/bin/prism-mutate not built"
    exit 0
fi
mkdir -p "$work/mut"
seeds=$(ls kernels/*.cu tests/check/pass/*.cu | grep -v '/adv_run_')
# make test: 120 mutants; make test-full 200.
mut_n=120
[ "${PRISM_TEST_FULL:-0}" = 1 ] && mut_n=200
# shellcheck disable=SC2086
"$BUILD/bin/prism-mutate" 11 $mut_n "$work/mut" $seeds
run_view ppdiff-mutants gcc "$work"/mut/*.cu

# make test: 40 mutants; make test-full 200.
emit_n=40
[ "${PRISM_TEST_FULL:-0}" = 1 ] && emit_n=200
if timeout 900 preproc/fuzz/emitcheck.sh -q -s 12 - $emit_n >"$work/emit" 2>&1; then
    pass "emitcheck-mutants ($(tail -n 1 "$work/emit"))"
else
    fail emitcheck-mutants "$(head -c 1500 "$work/emit")"
fi
