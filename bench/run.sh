#!/usr/bin/env bash
# bench/run.sh OUTDIR FLAGS BIN... - run each benchmark binary, JSON to
# OUTDIR/NAME.json.  Every binary runs even if an earlier one fails; the
# exit status says whether all succeeded.
set -u
out=$1 flags=$2
shift 2
mkdir -p "$out"
rc=0
for bin in "$@"; do
    name=$(basename "$bin")
    echo "bench: $name -> $out/$name.json"
    # shellcheck disable=SC2086 # FLAGS is a list of flags on purpose.
    if ! "$bin" --benchmark_out="$out/$name.json" --benchmark_out_format=json $flags; then
        echo "bench: $name FAILED"
        rc=1
    fi
done
exit $rc
