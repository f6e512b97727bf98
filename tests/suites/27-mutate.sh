#!/usr/bin/env bash
# 27-mutate: the mutation test of the synchronization inference
# (tests/sync/mutate.sh, docs/SYNC.md section 8).  Every inferred barrier of
# every program that runs on the emulator is deleted in turn, and the
# deletion must be noticed by a wrong result or the race detector, or be
# listed as redundant with its reason in tests/sync/redundant.txt.
# It builds its own programs from the checker's output, so the sanitizer
# pass adds nothing here.
set -u
cd "$(dirname "$0")/../.."
[ "${PRISM_SAN:-0}" = 1 ] && exit 0
exec bash tests/sync/mutate.sh
