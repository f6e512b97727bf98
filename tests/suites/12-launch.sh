#!/usr/bin/env bash
# Launch shapes a kernel's bound forbids are refused with one line naming
# the kernel, the bound and the size, and nothing is launched.
set -u
set -o pipefail
B=${BUILD:-build}
check() { # backend
    local bin=$B/bin/test-launch-refuse-$1
    if [ ! -x "$bin" ]; then echo "FAIL launch-refuse-$1: $bin not built"; return; fi
    local err; err=$(mktemp)
    timeout 120 "$bin" 2>"$err" | sed "s/^\(PASS\|FAIL\) /\1 $1-/"
    local rc=$? # the binary's status (pipefail), not sed's
    if [ $rc = 0 ]; then echo "PASS $1-exit"; else echo "FAIL $1-exit: $bin exited $rc: $(grep -m1 -E 'ERROR|runtime error' "$err" | cut -c1-160)"; fi
    msg() { if grep -qF "$2" "$err"; then echo "PASS $1-$3"; else echo "FAIL $1-$3: no line '$2' on stderr"; fi; }
    msg "$1" "prism: launch of kernel 'mark_warps' refused: block size 48 cannot be cut into thread[32] units (bound: grid[1], block[1], thread[32])" message-thread-units
    msg "$1" "prism: launch of kernel 'mark_exact' refused: block size 64, but the kernel requires exactly 128 threads" message-blockdim
    msg "$1" "prism: launch of kernel 'mark_pairs' refused: grid size 3 cannot be cut into block[2] units" message-block-units
    msg "$1" "prism: launch of kernel 'mark_units64' refused: block size 1024 has 16 thread[64] units; at most 15 named barriers exist" message-named-barriers
    msg "$1" "prism: launch of kernel 'mark_huge_smem' refused: shared budget 300000 bytes exceeds the device limit of 232448" message-smem
    rm -f "$err"
}
check emu
if [ "${PRISM_SAN:-0}" = 0 ]; then
    if [ "${HAVE_GPU:-0}" = 1 ]; then check gpu; else echo "SKIP launch-refuse-gpu: no GPU (nvidia-smi sees none)"; fi
fi
