#!/usr/bin/env bash
# tests/suites/24-run.sh - tools/run.sh, what `make run` does, against a
# stand-in make (the real build is what every other suite exercises):
#
#   run-steps      one line per kernel checked, directory compiled, library
#                  archived and program linked, each once, nothing else
#   run-targets    make is asked for exactly the programs it runs, -jN
#   run-args       NAME:a=1,b=2 runs NAME-BACKEND a=1 b=2
#   run-fail       a program that fails makes the run fail, naming it,
#                  after the others ran
#   run-build-fail a failed build shows the log's tail and stops
# Runs in the normal pass only (a shell script; no host code).
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
[ "${PRISM_SAN:-0}" = 1 ] && exit 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }

B=$work/build
# The stand-in make echoes a build's command lines (twice for the shared
# ones, as -j interleaves them), records its arguments and writes the
# programs: each prints its name and arguments; "bad" exits 3.
cat >"$work/make" <<'F'
#!/usr/bin/env bash
printf '%s\n' "$@" >"$MAKE_ARGS"
[ -n "${MAKE_FAIL:-}" ] && { echo "gcc -c preproc/a.c -o x.o"; echo "preproc/a.c:1:1: error: boom"; exit 2; }
cat <<L
gcc -std=c17 -O2 -MMD -c preproc/a.c -o $B/preproc/a.o
gcc -std=c17 -O2 -MMD -c preproc/b.c -o $B/preproc/b.o
gcc -std=c17 -O2 -c runtime/emu/fiber.c -o $B/emu/obj/fiber.o
rm -f $B/lib/libprism_emu.a
ar rcs $B/lib/libprism_emu.a $B/emu/obj/fiber.o $B/emu/obj/warp.o
gcc $B/preproc/a.o $B/preproc/b.o -o $B/bin/prism-check -lpthread -lm
$B/bin/prism-check -Iinclude -Ikernels -o $B/checked/k1.cu kernels/k1.cu
$B/bin/prism-check -Iinclude -Ikernels kernels/k1.cu
gcc -std=c17 -x c -c $B/checked/k1.cu -o $B/checked/obj/k1.o
L
mkdir -p "$B/bin"
for t in "$@"; do
    case "$t" in -*) continue ;; esac
    n=$(basename "$t")
    echo "gcc main.o $B/checked/obj/k1.o -o $t -lpthread"
    printf '#!/usr/bin/env bash\necho "%s $*"\n[ %s != bad-emu ]\n' "$n" "$n" >"$t"
    chmod +x "$t"
done
F
chmod +x "$work/make"
export B MAKE_ARGS=$work/args

out=$(BUILD=$B MAKE=$work/make JOBS=3 bash tools/run.sh emu k1 k2:a=1,b=2 2>&1)
rc=$?
steps=$(printf '%s\n' "$out" | grep '^run: \(check\|compile\|archive\|link\)')
want='run: compile preproc/
run: compile runtime/emu/
run: archive libprism_emu.a
run: link prism-check
run: check kernels/k1.cu
run: compile checked/
run: link k1-emu
run: link k2-emu'
if [ $rc -ne 0 ]; then
    fail run-steps "exit $rc: $out"
elif [ "$steps" != "$want" ]; then
    fail run-steps "got: $(printf '%s' "$steps" | tr '\n' '|')"
else
    pass run-steps
fi
if [ "$(tr '\n' ' ' <"$MAKE_ARGS")" != "--no-print-directory -j3 $B/bin/k1-emu $B/bin/k2-emu " ]; then
    fail run-targets "make got: $(tr '\n' ' ' <"$MAKE_ARGS")"
else
    pass run-targets
fi
if ! printf '%s\n' "$out" | grep -qx 'k2-emu a=1 b=2' || ! printf '%s\n' "$out" | grep -qx 'k1-emu '; then
    fail run-args "$out"
else
    pass run-args
fi

out=$(BUILD=$B MAKE=$work/make bash tools/run.sh emu bad k1 2>&1)
rc=$?
if [ $rc -ne 1 ] || ! printf '%s\n' "$out" | grep -q '^run: bad-emu failed' || ! printf '%s\n' "$out" | grep -q '^k1-emu'; then
    fail run-fail "exit $rc: $out"
else
    pass run-fail
fi

out=$(BUILD=$B MAKE=$work/make MAKE_FAIL=1 bash tools/run.sh emu k1 2>&1)
rc=$?
if [ $rc -ne 1 ] || ! printf '%s\n' "$out" | grep -q 'error: boom' ||
    ! printf '%s\n' "$out" | grep -q "^run: build failed (log: $B/run-build.log)" ||
    printf '%s\n' "$out" | grep -q '^k1-emu'; then
    fail run-build-fail "exit $rc: $out"
else
    pass run-build-fail
fi
