#!/usr/bin/env bash
# bench/twins/abicost.sh PRISM.cu TWIN.cu ARCH - the abstraction cost of one
# Prism kernel against its plain-CUDA twin, as one line:
#     REGS_PRISM REGS_TWIN PTX_PRISM PTX_TWIN
# Registers are ptxas -v's "Used N registers" for the (single) entry
# function of each file; PTX instructions are the instruction lines of the
# entry function's body in nvcc -ptx output (directives, labels, braces and
# comments excluded).  Both files are compiled with the project's NVCCFLAGS
# optimisation level and includes.  Exit 2 when either does not compile.
set -u
p=$1 t=$2 arch=$3
NVCC=${NVCC:-nvcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags=(-std=c++17 -O3 -Iinclude -Ikernels -Ikernels/sgemm -Ikernels/scan -Ilib-cub-like -arch="$arch")
regs() { # file -> register count
    "$NVCC" "${flags[@]}" -Xptxas -v -c "$1" -o "$tmp/o.o" 2>&1 | sed -n 's/.*Used \([0-9]*\) registers.*/\1/p' | head -1
}
ptx() { # file -> instruction count of the entry function
    "$NVCC" "${flags[@]}" -ptx "$1" -o "$tmp/k.ptx" || return 1
    awk '/^\.(visible )?\.entry/ { e = 1 } e' "$tmp/k.ptx" |
        grep -E '^[[:space:]]+[a-z@]' | grep -cvE '^[[:space:]]+\.'
}
rp=$(regs "$p") rt=$(regs "$t") pp=$(ptx "$p") pt=$(ptx "$t")
[ -n "$rp" ] && [ -n "$rt" ] && [ -n "$pp" ] && [ -n "$pt" ] || exit 2
echo "$rp $rt $pp $pt"
