#!/usr/bin/env bash
# tests/sync/counts.sh [PRISM_CHECK] - the inferred synchronization points of
# the bundled kernels and library, from --sync-report: one line per file
# (points, by barrier kind), then the total.  docs/SYNC.md quotes it.
set -u
cd "$(dirname "$0")/../.."
CHECK=${1:-${BUILD:-build}/bin/prism-check}
total=0
for f in kernels/*.cu kernels/sgemm/*.cu kernels/scan/*.cu lib-cub-like/prism_lib.h; do
    [ -f "$f" ] || continue
    rep=$("$CHECK" -Iinclude -Ikernels -Ilib-cub-like --sync-report=all "$f" 2>/dev/null)
    n=$(grep -cE '^[^ ]+:[0-9]+:[0-9]+: sync [0-9]+ in ' <<<"$rep")
    kinds=$(grep -oE '; group [^:]+: [^ (]+' <<<"$rep" | sed 's/.*: //' | sort | uniq -c | awk '{printf "%s%s %s", s, $1, $2; s=", "}')
    printf '%-40s %4d  %s\n' "$f" "$n" "$kinds"
    total=$((total + n))
done
printf '%-40s %4d\n' total "$total"
