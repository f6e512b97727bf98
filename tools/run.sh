#!/usr/bin/env bash
# tools/run.sh - what `make run` does: build the programs it runs, in
# parallel, then run them, one line per step.
#
#   tools/run.sh BACKEND NAME[:ARGS]...     BACKEND: gpu or emu; ARGS: a,b,c
#
# Only $(BUILD)/bin/NAME-BACKEND and what they need are built (not the
# tests, race-detector builds or benchmarks that `make` builds).  Make's
# command lines go to $BUILD/run-build.log; the terminal gets one line per
# kernel checked, per directory compiled and per program linked, and the
# log's tail if the build fails.  Reads BUILD, MAKE, JOBS.
set -u
set -o pipefail
BUILD=${BUILD:-build}
MAKE=${MAKE:-make}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
backend=$1
shift
log=$BUILD/run-build.log
mkdir -p "$BUILD"

bins=()
for p in "$@"; do
    bins+=("$BUILD/bin/${p%%:*}-$backend")
done

echo "run: build ${#bins[@]} programs for the $backend backend (-j$JOBS; log $log)"
t0=$SECONDS
# Make echoes each command as one line, whatever -j interleaves; a step is
# recognised by what it writes or reads.
"$MAKE" --no-print-directory -j"$JOBS" "${bins[@]}" 2>&1 | tee "$log" | awk -v build="$BUILD" '
    / -o [^ ]*\/bin\/[^ ]*( |$)/ && !/ -c / {
        for (i = 1; i < NF; i++) if ($i == "-o") { n = split($(i + 1), p, "/"); print "run: link " p[n] }
        fflush(); next
    }
    /prism-check / && $NF ~ /\.cu$/ && !($NF in checked) { checked[$NF]; print "run: check " $NF; fflush(); next }
    / -c / {
        for (i = 1; i < NF; i++) if ($i == "-c") { d = $(i + 1); sub(/\/[^\/]*$/, "/", d) }
        if (index(d, build "/") == 1) d = substr(d, length(build) + 2)
        if (d != "" && !(d in dirs)) { dirs[d]; print "run: compile " d; fflush() }
        next
    }
    / rcs / { for (i = 1; i < NF; i++) if ($i == "rcs") { n = split($(i + 1), p, "/"); print "run: archive " p[n] }
        fflush(); next }
    /error|Error/ { print; fflush() }
'
rc=$?
if [ $rc -ne 0 ]; then
    echo "---- last lines of $log ----"
    tail -n 30 "$log"
    echo "run: build failed (log: $log)"
    exit 1
fi
echo "run: built in $((SECONDS - t0)) s"

if [ "$backend" = gpu ]; then
    echo "run: on the GPU"
else
    echo "run: on the host emulator (no GPU seen by nvidia-smi)"
fi
rc=0
for p in "$@"; do
    name=${p%%:*}
    args=()
    [ "$p" != "$name" ] && IFS=, read -r -a args <<<"${p#*:}"
    timeout 600 "$BUILD/bin/$name-$backend" "${args[@]}" || { echo "run: $name-$backend failed (exit $?)"; rc=1; }
done
exit $rc
