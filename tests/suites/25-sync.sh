#!/usr/bin/env bash
# tests/suites/25-sync.sh - synchronization inference (docs/SYNC.md).
#
#   case:NAME        tests/sync/*.cu, sparse style: the file ends in a comment
#                    with check-name: and the exact --sync-report between
#                    check-output-start/-end (run in tests/sync with -I include)
#   emit:NAME        the same files through -o: the checked translation unit
#                    compiles as C for the emulator (and as CUDA when nvcc exists)
#   fig6             the Fig. 6 kernel's points are the paper's lines 40, 56, 63
#                    (the last one inside the write-back loop, docs/SYNC.md 6)
#                    (48 is not needed: docs/SYNC.md says why)
#   report-scope     --sync-report prints the input file's functions only,
#                    --sync-report=all the library's too
#   graph            --sync-graph is dot that graphviz renders, with the points
#   run:K            the kernels built from their checked sources run clean on
#                    the emulator wherever the conservative build does
#   ptx:K            nvcc -ptx: barrier instructions of the checked build <= the
#                    conservative build's (and <= a hand-written twin's); the
#                    counts go to $BUILD/sync/barrier-counts.txt
#   race:*           the emulator's race detector: every checked kernel runs
#                    clean, and dropping one inferred barrier makes it fire
#
# The sanitizer pass runs the host-code tests (the checker) only.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
SAN=${PRISM_SAN:-0}
CHECK=$BUILD/bin/prism-check
NVCC=${NVCC:-}
HAVE_NVCC=${HAVE_NVCC:-0}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }

if [ ! -x "$CHECK" ]; then
    fail sync "$CHECK not built"
    exit 0
fi
root=$(pwd)
case "$CHECK" in /*) ;; *) CHECK=$root/$CHECK ;; esac

# ---- case:NAME ------------------------------------------------------------------
for f in tests/sync/*.cu; do
    name=$(basename "$f" .cu)
    awk '/check-output-start/ { on = 1; next } /check-output-end/ { on = 0 } on' "$f" | sed 's/^ \* \{0,1\}//' >"$work/want"
    (cd tests/sync && timeout 30 "$CHECK" -I ../../include --sync-report "$name.cu") >"$work/got" 2>"$work/err"
    rc=$?
    if [ $rc -ne 0 ]; then
        fail "case:$name" "exit $rc: $(head -c 300 "$work/err")"
    elif ! diff -q "$work/want" "$work/got" >/dev/null; then
        fail "case:$name" "report differs: $(diff "$work/want" "$work/got" | grep '^[<>]' | head -n 4 | tr '\n' ' ')"
    else
        pass "case:$name"
    fi
done

# ---- emit:NAME --------------------------------------------------------------------
# nvcc compiles every 2nd case's checked output under make test, each one
# under make test-full.
nv_every=2
[ "${PRISM_TEST_FULL:-0}" = 1 ] && nv_every=1
nv_k=0
for f in tests/sync/*.cu; do
    name=$(basename "$f" .cu)
    nv_k=$((nv_k + 1))
    if ! timeout 30 "$CHECK" -Iinclude -o "$work/$name.chk.cu" "$f" 2>"$work/err"; then
        fail "emit:$name" "prism-check -o failed: $(head -c 300 "$work/err")"
        continue
    fi
    if ! grep -q '_NOSYNC' "$work/$name.chk.cu"; then
        fail "emit:$name" "no scope was rewritten to its _NOSYNC form"
        continue
    fi
    if ! gcc -std=c17 -Wall -Wextra -Werror -D_GNU_SOURCE -Iinclude -x c -c "$work/$name.chk.cu" -o "$work/$name.o" 2>"$work/err"; then
        fail "emit:$name" "gcc: $(head -c 400 "$work/err")"
        continue
    fi
    if [ "$SAN" = 0 ] && [ "$HAVE_NVCC" = 1 ] && [ -n "$NVCC" ] && [ $(((nv_k - 1) % nv_every)) = 0 ]; then
        if ! timeout 120 "$NVCC" -std=c++17 -O3 -Iinclude -arch=sm_80 -ptx "$work/$name.chk.cu" -o "$work/$name.ptx" 2>"$work/err"; then
            fail "emit:$name" "nvcc: $(head -c 400 "$work/err")"
            continue
        fi
    fi
    pass "emit:$name"
done

[ "$SAN" = 1 ] && exit 0

# ---- fig6 -------------------------------------------------------------------------
# The paper marks Fig. 6's points at its lines 40 (before the A loads), 48
# (before the B loads), 56 (before the claim) and 63 (before the write-back).
k=kernels/mma_naive.cu
line_a=$(grep -n 'for (int j = 0; j < MMA_M \* MMA_K' $k | head -n1 | cut -d: -f1)
line_claim=$(grep -n 'PRISM_CLAIM(Cs_warp' $k | head -n1 | cut -d: -f1)
# The paper's line 63 point stands inside the write-back loop here, before
# its partition of C: r * N + c with a run-time N is not shown to give each
# thread new elements every round (docs/SYNC.md 6).
line_out=$(awk '/PRISM_CLAIM\(Cs_warp/ { c = 1 } c && /PRISM_PARTITION\(C_th, C_blk/ { print NR; exit }' $k)
"$CHECK" -Iinclude -Ikernels --sync-report $k >"$work/fig6" 2>&1
got=$(grep -oE "^$k:[0-9]+:[0-9]+: sync [0-9]+ in mma_naive" "$work/fig6" | cut -d: -f2 | tr '\n' ' ')
want="$line_a $line_claim $line_out "
if [ "$got" = "$want" ] && [ "$(grep -c '__syncthreads()' "$work/fig6")" = 3 ]; then
    pass fig6
else
    fail fig6 "points at lines '$got', want '$want' (paper lines 40, 56, 63): $(head -c 300 "$work/fig6")"
fi

# ---- report scope: the input file's functions by default, =all adds the headers' ----
f=tests/check/pass/adv_run_two_reductions.cu
"$CHECK" -Iinclude -Ilib-cub-like --sync-report $f >"$work/own" 2>&1
"$CHECK" -Iinclude -Ilib-cub-like --sync-report=all $f >"$work/all" 2>&1
own_lib=$(grep -c '^lib-cub-like/' "$work/own")
all_lib=$(grep -c '^lib-cub-like/' "$work/all")
own_mine=$(grep -c "^$f:" "$work/own")
all_mine=$(grep -c "^$f:" "$work/all")
if [ "$own_lib" = 0 ] && [ "$all_lib" -gt 0 ] && [ "$own_mine" -gt 0 ] && [ "$own_mine" = "$all_mine" ]; then
    pass report-scope
else
    fail report-scope "library lines: $own_lib by default (want 0), $all_lib with =all (want >0); own points $own_mine and $all_mine (want equal, >0)"
fi

# ---- graph ------------------------------------------------------------------------
if "$CHECK" -Iinclude -Ikernels --sync-graph "$work/g.dot" $k 2>"$work/err" && grep -q 'sync 1' "$work/g.dot" &&
    grep -q 'style=dashed' "$work/g.dot"; then
    if command -v dot >/dev/null; then
        if dot -Tsvg "$work/g.dot" -o "$work/g.svg" 2>"$work/err"; then pass graph; else fail graph "dot: $(head -c 200 "$work/err")"; fi
    else
        skip graph "graphviz not installed"
    fi
else
    fail graph "no graph with points and back edges: $(head -c 200 "$work/err")"
fi

# ---- run:K ------------------------------------------------------------------------
# Checked binaries: bin/K-emu for kernels/K.cu (conservative: bin/K-emu-conservative),
# checked/bin/K-emu for sgemm and scan (conservative: bin/K-emu from their own
# fragments).  A kernel whose conservative build fails is that kernel's bug, not
# the inference's.
run_checked() { # name checked-binary conservative-binary
    local name=$1 bin=$2 cons=$3
    timeout 600 "$bin" >"$work/run.out" 2>&1
    rc=$?
    if [ $rc -eq 0 ] && ! grep -q MISMATCH "$work/run.out"; then
        pass "run:$name"
    elif [ -x "$cons" ] && { ! timeout 600 "$cons" >"$work/cons.out" 2>&1 || grep -q MISMATCH "$work/cons.out"; }; then
        skip "run:$name" "the conservative build fails too ($(head -n1 "$work/cons.out"))"
    else
        fail "run:$name" "exit $rc: $(grep -v '^ ' "$work/run.out" | head -n 3 | tr '\n' ' ')"
    fi
}
for main in kernels/main_*.c; do
    name=$(basename "$main" .c); name=${name#main_}
    if [ -x "$BUILD/bin/$name-emu" ]; then run_checked "$name" "$BUILD/bin/$name-emu" "$BUILD/bin/$name-emu-conservative"
    else fail "run:$name" "$BUILD/bin/$name-emu not built"; fi
done
for bin in "$BUILD"/checked/bin/*-emu; do
    [ -x "$bin" ] || continue
    name=$(basename "$bin" -emu)
    run_checked "$name" "$bin" "$BUILD/bin/$name-emu"
done

# ---- ptx:K ------------------------------------------------------------------------
count_bar() { # PTX file -> "block warp": block-level and warp-level barrier instructions
    local b w
    b=$(grep -cE '^\s*(bar\.sync|barrier\.sync|bar\.arrive|barrier\.arrive|bar\.red|barrier\.red|mbarrier\.(arrive|test_wait|try_wait)[a-z_.]*)\b' "$1")
    w=$(grep -cE '^\s*bar\.warp\.sync\b' "$1")
    echo "$b $w"
}
if [ "$HAVE_NVCC" != 1 ] || [ -z "$NVCC" ]; then
    skip ptx "nvcc not found"
else
    mkdir -p "$BUILD/sync"
    table=$BUILD/sync/barrier-counts.txt
    printf '%-34s %12s %12s %12s\n' "kernel (sm_80 PTX; block/warp)" conservative inferred twin >"$table"
    inc="-Iinclude -Ikernels -Ikernels/sgemm -Ikernels/scan -Ilib-cub-like"
    for src in kernels/*.cu kernels/sgemm/sgemm[0-9]_*.cu kernels/scan/scan.cu; do
        [ -f "$src" ] || continue
        name=${src#kernels/}
        name=${name%.cu}
        t="ptx:$name"
        if ! "$CHECK" -Iinclude -Ikernels -Ilib-cub-like -o "$work/chk.cu" "$src" 2>"$work/err"; then
            if ! "$CHECK" -Iinclude -Ikernels -Ilib-cub-like "$src" >/dev/null 2>&1; then
                skip "$t" "the kernel does not check clean: $(grep -m1 'error:' "$work/err")"
            else
                fail "$t" "prism-check -o: $(head -c 200 "$work/err")"
            fi
            continue
        fi
        if ! timeout 300 "$NVCC" -std=c++17 -O3 $inc -arch=sm_80 -ptx "$src" -o "$work/cons.ptx" 2>"$work/err" ||
            ! timeout 300 "$NVCC" -std=c++17 -O3 $inc -arch=sm_80 -ptx "$work/chk.cu" -o "$work/chk.ptx" 2>>"$work/err"; then
            fail "$t" "nvcc: $(head -c 300 "$work/err")"
            continue
        fi
        read -r cb cw <<<"$(count_bar "$work/cons.ptx")"
        read -r ib iw <<<"$(count_bar "$work/chk.ptx")"
        twin=$(ls bench/twins/"$(basename "$name" | sed 's/_.*//')"_twin.cu 2>/dev/null | head -n1)
        tb=- tw=- twin_ok=1
        if [ -n "$twin" ]; then
            if timeout 300 "$NVCC" -std=c++17 -O3 -arch=sm_80 -ptx "$twin" -o "$work/twin.ptx" 2>>"$work/err"; then
                read -r tb tw <<<"$(count_bar "$work/twin.ptx")"
                [ "$ib" -le "$tb" ] || twin_ok=0
            fi
        fi
        printf '%-34s %12s %12s %12s\n' "$name" "$cb/$cw" "$ib/$iw" "$tb/$tw" >>"$table"
        if [ "$ib" -le "$cb" ] && [ $((ib + iw)) -le $((cb + cw)) ] && [ $twin_ok = 1 ]; then
            pass "$t (block/warp barriers: conservative $cb/$cw, inferred $ib/$iw, twin $tb/$tw)"
        else
            fail "$t" "inferred $ib/$iw barriers, conservative $cb/$cw, twin $tb/$tw"
        fi
    done
fi

# ---- race:* -----------------------------------------------------------------------
if [ -x tests/sync/race.sh ]; then
    BUILD=$BUILD bash tests/sync/race.sh
fi
exit 0
