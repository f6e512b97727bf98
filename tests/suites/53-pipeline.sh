#!/usr/bin/env bash
# 53-pipeline: PRISM_PIPELINE at run time (issue 14, include/prism/pipeline.h).
#   - kernels/hopper_tile: the 128 x 128 tile through a 2-stage TMA/wgmma
#     pipeline on the emulator, both builds (the checked source with its
#     inferred barriers, the source with the scopes' conservative ones),
#     K = 64 (one round: the empty waits never run), 128 (each stage once),
#     256 and 1024 (stages reused, both parities); small-integer inputs make
#     every f32 sum exact: tolerance 0; bf16-rounded uniform inputs within
#     1e-5 (K + 1) relative; a K that is not a multiple of 64 is refused;
#   - tests/emu/t_pipeline.c: the construct carries 1 to 9 rounds of TMA data
#     through a 2-stage ring (run by 30-emu.sh); here its broken unsafe
#     versions must stop with one report at the marked line, never hang:
#     a producer one round short (the consumers' full wait deadlocks), a
#     consumer a whole ring short (the producer's empty wait deadlocks),
#     raw waits whose parity never flips (the emulator's phase-mismatch
#     check: a wait that returns for a phase the thread already waited for);
#   - nvcc builds the checked source for sm_90a with no diagnostics and no
#     spills (ptxas -v), and the PTX holds the pipeline's instructions;
#   - on a GPU, the same sizes on the device.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
B=${BUILD:-build}

SIZES=("K=64" "K=128" "K=256" "K=1024" "K=256 data=1" "K=640 data=1")

run_sizes() { # binary-suffix
    local bin=$B/bin/hopper_tile-$1 s out rc
    if [ ! -x "$bin" ]; then echo "FAIL hopper_tile-$1: $bin not built"; return; fi
    for s in "${SIZES[@]}"; do
        # shellcheck disable=SC2086 # the size is a list of arguments
        out=$(timeout 300 "$bin" $s 2>&1)
        rc=$?
        label="hopper_tile-$1 ${s// /,}"
        if [ $rc -eq 0 ] && grep -q ' OK ' <<<"$out" && ! grep -qE 'MISMATCH|FAILED' <<<"$out"; then
            echo "PASS $label"
        else
            echo "FAIL $label: rc=$rc: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
        fi
    done
}

run_sizes emu
run_sizes emu-conservative
# broken CASE SITE KIND TEXT NAME: t_pipeline CASE exits 3 with one [KIND] error, whose error or note
# line at SITE's line holds TEXT (a deadlock is reported at one waiting site, the others as notes).
T=$B/emu/tests/t_pipeline
broken() {
    local case=$1 site=$2 kind=$3 text=$4 name=$5 line out rc
    if [ ! -x "$T" ]; then echo "FAIL pipeline-emu/$name: not built ($T)"; return; fi
    line=$(grep -n "SITE:$site " tests/emu/t_pipeline.c | head -n 1 | cut -d: -f1)
    out=$(timeout "${PRISM_EMU_WATCHDOG:-60}" "$T" "$case" 2>&1)
    rc=$?
    if [ $rc -ne 3 ]; then
        echo "FAIL pipeline-emu/$name: exit $rc, want 3 (a report): $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
    elif ! grep -qE ": error: .*\[$kind\]$" <<<"$out" ||
        ! grep -E "t_pipeline\.c:$line: (error|note): " <<<"$out" | grep -qF -- "$text"; then
        echo "FAIL pipeline-emu/$name: no [$kind] report with '$text' at t_pipeline.c:$line: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
    elif [ "$(grep -c ': error: ' <<<"$out")" -ne 1 ]; then
        echo "FAIL pipeline-emu/$name: more than one report"
    else
        echo "PASS pipeline-emu/$name"
    fi
}
broken 1 consume deadlock "wait at prism_mbarrier_wait (parity 0; the mbarrier is in phase 2" short-producer
broken 2 produce deadlock "thread 32 waits at prism_mbarrier_wait (parity 1" short-consumer
broken 3 parity mbarrier "phase mismatch: thread 0 waits on parity 0" parity-not-flipped

if out=$(timeout 60 "$B/bin/hopper_tile-emu" K=96 2>&1); then
    echo "FAIL hopper_tile-k96-refused: exit 0: $out"
else
    echo "PASS hopper_tile-k96-refused"
fi
[ "${PRISM_SAN:-0}" = 1 ] && exit 0

if [ "${HAVE_GPU:-0}" = 1 ]; then run_sizes gpu; else echo "SKIP hopper_tile-gpu: no GPU (nvidia-smi sees none)"; fi

NVCC=${NVCC:-}
if [ -z "$NVCC" ] || [ "${HAVE_NVCC:-0}" != 1 ]; then
    echo "SKIP hopper_tile-nvcc: nvcc not found"
    exit 0
fi
src=$B/checked/hopper_tile/tile.cu
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ ! -r "$src" ]; then
    echo "FAIL hopper_tile-nvcc: $src not built"
    exit 0
fi
flags=(-std=c++17 -O3 -Iinclude -Ikernels -Ikernels/hopper_tile -gencode=arch=compute_90a,code=sm_90a
    -Xcompiler -Wall,-Wextra,-Werror -Werror all-warnings)
if out=$(timeout 300 "$NVCC" "${flags[@]}" -Xptxas -v -c "$src" -o "$work/t.o" 2>&1); then
    if grep -qE '[1-9][0-9]* bytes spill' <<<"$out"; then
        echo "FAIL hopper_tile-nvcc: spills: $(grep spill <<<"$out" | head -n 1)"
    else
        echo "PASS hopper_tile-nvcc ($(grep -oE 'Used [0-9]+ registers' <<<"$out" | head -n 1))"
    fi
else
    echo "FAIL hopper_tile-nvcc: $(grep -m1 error <<<"$out")"
fi
if timeout 300 "$NVCC" -std=c++17 -O3 -Iinclude -Ikernels -Ikernels/hopper_tile -arch=sm_90a -ptx "$src" \
    -o "$work/t.ptx" >/dev/null 2>&1; then
    miss=
    for insn in 'wgmma.mma_async' 'wgmma.wait_group' 'cp.async.bulk.tensor.2d' 'mbarrier.arrive.expect_tx' \
        'mbarrier.try_wait.parity'; do
        grep -qF "$insn" "$work/t.ptx" || miss="$miss $insn"
    done
    if [ -z "$miss" ]; then echo "PASS hopper_tile-ptx"; else echo "FAIL hopper_tile-ptx: no$miss"; fi
else
    echo "FAIL hopper_tile-ptx: nvcc -ptx failed"
fi
