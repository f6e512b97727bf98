#!/usr/bin/env bash
# The bundled kernels against their CPU references, at default and odd
# sizes and block sizes: under the emulator always, on the GPU when present.
set -u
set -o pipefail
B=${BUILD:-build}
run() { # backend name args...
    local be=$1 name=$2; shift 2
    local bin=$B/bin/$name-$be label="$name-$be $*"
    [ "$be" = emu-conservative ] && bin=$B/bin/$name-emu-conservative
    if [ ! -x "$bin" ]; then echo "FAIL $label: $bin not built"; return; fi
    local out; out=$(timeout 300 "$bin" "$@" 2>&1); local rc=$?
    if [ $rc -eq 0 ] && grep -q ' OK ' <<<"$out"; then echo "PASS $label"
    else echo "FAIL $label: rc=$rc: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"; fi
}
cases() { # backend
    run "$1" mma_regs
    run "$1" mma_regs warps=1 block=32
    run "$1" mma_regs warps=7 block=96
    run "$1" mma_global
    run "$1" mma_global tiles=5 block=32
    run "$1" mma_global tiles=9 block=128
    run "$1" mma_naive
    run "$1" mma_naive M=17 N=9 K=5 block=32
    run "$1" mma_naive M=33 N=31 K=19 block=96
    run "$1" mma_naive M=1 N=1 K=1 block=64
    run "$1" sgemm_naive
    run "$1" sgemm_naive M=17 N=13 K=7 block=17
    run "$1" sgemm_naive M=1 N=31 K=3 block=1
    run "$1" sgemm_naive M=65 N=33 K=129 block=96
}
cases emu
# The conservative build (no checker barriers) must be just as correct.
run emu-conservative mma_naive M=33 N=31 K=19 block=96
run emu-conservative mma_global tiles=9 block=128
run emu-conservative mma_regs warps=7 block=96
run emu-conservative sgemm_naive M=17 N=13 K=7 block=17
if [ "${PRISM_SAN:-0}" = 0 ]; then
    if [ "${HAVE_GPU:-0}" = 1 ]; then cases gpu; else echo "SKIP kernels-gpu: no GPU (nvidia-smi sees none)"; fi
fi
