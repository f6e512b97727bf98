#!/usr/bin/env bash
# bench/twins/abicost.sh PRISM.cu TWIN.cu|DIR ARCH - the abstraction cost of one
# Prism kernel against its plain-CUDA twin, as one line:
#     REGS_PRISM REGS_TWIN PTX_PRISM PTX_TWIN
# Registers and PTX instructions of the (single) entry function of each
# file, as figures.sh reads them from ptxas -v and the kept PTX.  Both
# files are compiled with the project's NVCCFLAGS optimisation level and
# includes.  Exit 2 when either does not compile.
set -u
p=$1 t=$2 arch=$3
NVCC=${NVCC:-nvcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags=(-std=c++17 -O3 -Iinclude -Ikernels -Ikernels/sgemm -Ikernels/scan -Ilib-cub-like -arch="$arch")
fig() { # file -> "REGS PTX" of its entry, through figures.sh (the one parser)
    local d=$1
    # A folder: the caller compiled that file already, for this ARCH at
    # -O3 with -Xptxas -v -keep into it, ptxas's lines in FOLDER/log.
    if [ ! -d "$d" ]; then
        d=$(mktemp -d "$tmp/k.XXXX")
        "$NVCC" "${flags[@]}" -Xptxas -v -c -keep -keep-dir "$d" "$1" -o "$d/o.o" >"$d/log" 2>&1 || return 1
    fi
    bash "$(dirname "$0")/figures.sh" "$d/log" "$(ls "$d"/*.ptx | tail -1)" | awk 'NR == 1 { print $2, $6 }'
}
rp= rt= pp= pt=
read -r rp pp < <(fig "$p") && read -r rt pt < <(fig "$t")
[ -n "$rp" ] && [ -n "$rt" ] && [ -n "$pp" ] && [ -n "$pt" ] || exit 2
echo "$rp $rt $pp $pt"
