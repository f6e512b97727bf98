#!/usr/bin/env bash
# Every kernel compiles with nvcc for sm_80 (make test-full) and sm_90a with no warnings
# (-Werror all-warnings, host -Wall -Wextra -Werror).
set -u
set -o pipefail
[ "${PRISM_SAN:-0}" = 1 ] && exit 0
cd "$(dirname "$0")/../.."
NVCC=${NVCC:-}
if [ -z "$NVCC" ]; then echo "SKIP nvcc-builds: nvcc not found"; exit 0; fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# make test builds for the H100 (sm_90a) only; make test-full for sm_80 too.
archs=sm_90a
[ "${PRISM_TEST_FULL:-0}" = 1 ] && archs="sm_80 sm_90a"
for src in kernels/*.cu tests/launch/*.cu; do
    for arch in $archs; do
        name="nvcc-$arch-$(basename "$src" .cu)"
        if out=$("$NVCC" -std=c++17 -O3 -Iinclude -Ikernels -Ilib-cub-like -Xcompiler -Wall,-Wextra,-Werror \
                 -Werror all-warnings -arch="$arch" -c "$src" -o "$tmp/k.o" 2>&1) && [ -z "$out" ]; then
            echo "PASS $name"
        else
            echo "FAIL $name: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
        fi
    done
done
