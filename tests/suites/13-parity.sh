#!/usr/bin/env bash
# 13-parity: the static parity gate of issue 12 (bench/parity/parity.sh):
# each lib-cub-like block and warp primitive, checked by prism-check -o,
# against its cub:: class in the same streaming kernel, nvcc -O3 sm_90a;
# registers, PTX instructions, barriers and local memory within budget;
# and kernels/scan against cub::DeviceScan::InclusiveSum's kernel (tile,
# load width, bytes in flight per SM at least CUB's; bench/parity/scan.sh).
# Writes bench/results/parity/.  SKIP without nvcc.
set -u
[ "${PRISM_SAN:-0}" = 1 ] && exit 0
cd "$(dirname "$0")/../.."
if [ -z "${NVCC:-}" ]; then echo "SKIP parity: nvcc not found"; exit 0; fi
B=${BUILD:-build}
if [ ! -x "$B/bin/prism-check" ]; then echo "FAIL parity: $B/bin/prism-check not built"; exit 0; fi
NVCC=$NVCC BUILD=$B timeout 900 bash bench/parity/parity.sh
