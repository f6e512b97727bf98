#!/usr/bin/env bash
# tests/suites/24-driver.sh - prism-cc and prism-nvcc (tools/driver/).
#
#   drv-reject        a kernel the checker rejects: its diagnostic, exit 1,
#                     no object, no compiler run
#   drv-accept        a legal kernel gives an object
#   drv-default-names without -o: SOURCE.o and SOURCE.d in the current directory
#   drv-checker-env   $PRISM_CHECK is the checker run, and its failure stops
#                     the compile
#   drv-math          a kernel calling sqrtf, expf and fmaxf with no #include
#                     builds for the emulator, as nvcc's device code does
#   drv-line          a compiler error in the checked copy names the user's
#                     file and line (#line), and the compiler's status is
#                     the driver's
#   drv-md, drv-md-default, drv-m
#                     dependency files name the source and its headers,
#                     never the temporary copy; -MD's default file and target
#   drv-run           an emulator object links with libprism_emu and runs
#   drv-extern-c      extern "C" before a kernel and around kernels and host
#                     declarations, bool in bodies (SPEC 13): prism-cc builds
#                     it, its PRISM_LAUNCH and --launch-header wrapper run on
#                     the emulator, a spliced extern "C" keeps later lines'
#                     numbers; drv-nvcc-extern-c (HAVE_NVCC=1): prism-nvcc
#                     builds it (and prism.h included inside extern "C" { }),
#                     the kernels' entries unmangled (nm, the PTX .entry), a
#                     kernel without extern "C" mangled
#   drv-spaces        file, directory, -I and -D values with spaces (the
#                     dependency rule's target quoted for make)
#   drv-out-is-source -o, --output or -MF naming the source (or a link to it) is
#                     refused, the source untouched
#   drv-out-safety    -o or the depfile naming a header the kernel reads, or a
#                     symbolic link (dangling too), is refused with nothing written;
#   drv-compile-reads a header only the compile reads (under #ifndef
#                     __PRISM_CHECK__) at -o or -MF is refused (the compiler's
#                     own list); an earlier build's object is built over
#   drv-host-flags    -O2, -ffast-math reach the checker as --host-flag (the host
#                     compilers it asks about skipped system headers get them)
#   drv-kernel-header prism-cc refuses k.cuh and k.CU (gcc: a linker input, -c writes
#                     nothing), takes them under -x c
#   drv-linker-outputs -Wl, and -Xlinker outputs (-o, -Map=, --dependency-file=, lld's
#                     --why-extract=...) and -Wa, listings (-a=, --MD) get -o's guards; an
#                     unknown one naming the source and a response file are refused
#   drv-gcc-long-options gcc's long spellings (--trigraphs, --trig, --unsigned-char = -funsigned-char,
#                     --optim = -O) are refused naming the short form; --coverage, --param, --std pass
#   drv-nvcc-option-macros nvcc's options that change its passes' macros (-rdc=true)
#                     reach the checker's nvcc --dryrun (a stand-in nvcc)
#   drv-env-host-flags  so do those in $CC, $NVCC, $NVCC_PREPEND_FLAGS and
#                     $NVCC_APPEND_FLAGS, in nvcc's order
#   drv-implicit-out-links  a link (symbolic or hard) at k.s, k.i, out/k.i, k.cu.*, which -S,
#                     -save-temps(=obj) and -fdump-* write, is refused;
#                     --prism-flag=--depfile still writes the checker's list
#   drv-dep-spellings gcc's --write-dependencies, --dependencies (and -user-)
#                     name good.cu and its headers; -Wp,-MD, -Xpreprocessor -MD,
#                     -Xcompiler -MD, abbreviations, $DEPENDENCIES_OUTPUT and
#                     $SUNPRO_DEPENDENCIES are refused in one line
#   drv-reproducible  two prism-cc -g builds give one object, without the
#                     temporary copy's name (-ffile-prefix-map)
#   drv-prism-flag    --prism-flag reaches the checker only
#   drv-passthrough   prism-nvcc against a recording stand-in for nvcc:
#                     every flag in order, values kept whole, the device
#                     passes its --dryrun lists become --cuda-arch, exit
#                     status propagated
#   drv-pp-spellings  every spelling that defines a macro or pre-includes a
#                     file for the compiler (--define-macro, --include,
#                     -Xcompiler lists, $CC/$NVCC words) does so for the
#                     checker; -imacros, -undef, -trigraphs, ISO -std,
#                     gcc's -specs and -B (specs files, and one found
#                     through $GCC_EXEC_PREFIX or $LIBRARY_PATH) and
#                     -arch=native are refused; likewise in nvcc's
#                     $NVCC_PREPEND_FLAGS / $NVCC_APPEND_FLAGS, and -Xcompiler
#                     values are split as nvcc's shell splits them (or refused)
#   drv-trigraph      prism-cc builds as GNU C: a trigraph that would end a
#                     comment for ISO C does not (the checker's reading)
#   drv-pragma        CUDA's #pragma unroll passes prism-cc -Wall -Werror
#   drv-nvcc-archs    (HAVE_NVCC=1) nvcc's default arch, all, all-major, the
#                     long and separate spellings, sm_90a's compute_90 pass and
#                     $NVCC's -arch are each checked, as are the -arch and -gencode of
#                     $NVCC_APPEND_FLAGS / $NVCC_PREPEND_FLAGS (nvcc --dryrun)
#   drv-nvcc-hopper-arch (HAVE_NVCC=1) -arch=sm_90a builds a Hopper kernel
#                     (the sm_90a target alone: nvcc 13's extra compute_90
#                     pass cannot), -arch=sm_80 names the requirement
#   drv-nvcc-iquote   (HAVE_NVCC=1) a project time.h beside the kernel is not
#                     <time.h> (the source directory is -iquote, even with a comma)
#   drv-nvcc-time-outputs (HAVE_NVCC=1) nvcc's --time table and -fdevice-time-trace's
#                     .json get -o's guards, before nvcc --dryrun could write them
#   drv-nvcc-cccl-dir (HAVE_NVCC=1) -I the toolkit's include/cccl: CUB there is a system header
#   drv-nvcc-kernel-header (HAVE_NVCC=1) a header of kernels in two files links
#   drv-nvcc-system-headers (HAVE_NVCC=1) drv-system-headers' kernel through
#                     prism-nvcc -arch=sm_90a -Xcompiler -Wconversion,-Werror
#   drv-include       -include goes to the checker and the compiler alike (a
#                     barrier macro from a pre-included header is checked)
#   drv-missing, drv-noargs   one-line errors
#   drv-nvcc-lists    nvcc's comma lists in -I and -D reach the checker as lists
#   drv-wp-defines    gcc's -Wp,-D and -Xpreprocessor -D reach the checker too
#   drv-werror        -Werror makes the checker's warnings errors too (drv-nvcc-werror: nvcc's kinds)
#   drv-werror-last   the last of -Werror and -Wno-error wins, for the checker too
#   drv-compiler-words $CC / $NVCC with arguments ("env gcc -m64", "nvcc -ccbin gcc")
#   drv-md-checked    -MMD names a header read under #ifdef PRISM_CHECKED (the
#                     checked copy defines it)
#   drv-nvcc-dep-target prism-nvcc -MD quotes the rule's target for make (nvcc does not)
#   drv-iquote-isystem a quoted include found through -iquote or -isystem is found by the checker too
#   drv-include-env   $CPATH and the compiler's language list ($C_INCLUDE_PATH for
#                     prism-cc, $CPLUS_INCLUDE_PATH for prism-nvcc) reach the
#                     check: a barrier in a header found there is checked
#   drv-system-headers the library found through -isystem (as an installed driver
#                     gives Prism's own) is a system header in the checked copy
#                     (# N "FILE" 3): -Wconversion -Werror passes it, a
#                     conversion in the user's code still fails at its line,
#                     and the checker's own diagnostics name the user's line
#   drv-system-headers-pedantic -Wpedantic (gcc rejects line markers in a
#                     source) builds it, the library's text under #line
#   drv-system-headers-pedantic-conversion  and with -Wconversion -Wsign-conversion:
#                     the library is clean as the user's text (--plain-line-markers)
#   drv-x-cu          nvcc -x cu makes any input a kernel source: checked
#   drv-cup           prism-nvcc refuses preprocessed CUDA (.cup, -x cu on .i/.ii)
#   drv-optfile       @file and --options-file are refused (their contents
#                     would escape the driver)
#   drv-dashdash      "--" is passed through and no escape from the check
#   drv-cc-gcc-view   prism-cc checks the branch of #ifdef __CUDACC__ gcc compiles (B3 2)
#   drv-cc-clang      (clang-14 installed) CC=clang-14 prism-cc builds a kernel (no _Float16: B3 3)
#   drv-host-c        a host .c file goes to the compiler unchecked
#   drv-stdin         standard input is refused (it cannot be checked)
#   drv-signal        SIGTERM to the driver stops the compiler, removes the
#                     temporary copy and ends the driver by the same signal
#   drv-tmp           nothing left in TMPDIR
#   drv-nvcc          (HAVE_NVCC=1, normal pass) the real nvcc builds an object;
#                     a -g one names the user's source, not the temporary copy
#   drv-nvcc-dep-space (HAVE_NVCC=1) its dependency rule for "nv out/k.o" names the target quoted
# Runs in both passes (host code).
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
BUILD=${BUILD:-build}
case "$BUILD" in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
PRISM_SAN=${PRISM_SAN:-0}
HAVE_NVCC=${HAVE_NVCC:-0}
CCDRV=$BUILD/bin/prism-cc
NVDRV=$BUILD/bin/prism-nvcc
unset PRISM_CHECK CC NVCC_PREPEND_FLAGS NVCC_APPEND_FLAGS # the checker beside the drivers; cc from PATH
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export TMPDIR=$work/tmp
mkdir -p "$TMPDIR"

export LC_ALL=C # the compilers' messages in ASCII quotes
pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }

for b in "$CCDRV" "$NVDRV" "$BUILD/bin/prism-check"; do
    if [ ! -x "$b" ]; then
        fail driver "$b not built"
        exit 0
    fi
done
# Objects linked with the sanitizer build's libraries are compiled alike.
SAN_CFLAGS=()
[ "$PRISM_SAN" = 1 ] && SAN_CFLAGS=(-fsanitize=address,undefined -fno-omit-frame-pointer)
INC=(-I"$ROOT/include" -I "$ROOT/lib-cub-like")

cd "$work"
cat >good.cu <<'K'
#include "prism.h"
#include "sub/inc.h"
PRISM_DEVICE(int32_t, plus_n, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, x, THREAD(1)))
{
    return x + INC_N;
}
int good_marker(void)
{
    return INC_N;
}
K
mkdir -p sub
printf '#define INC_N 3\n' >sub/inc.h
cat >bad.cu <<'K'
#include "prism.h"
PRISM_KERNEL(blocky, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}
K

# ---- reject --------------------------------------------------------------------
"$CCDRV" "${INC[@]}" -c bad.cu -o bad.o >out 2>err
rc=$?
if [ $rc -ne 1 ]; then
    fail drv-reject "exit $rc, want 1: $(head -c 300 err)"
elif ! grep -q '^bad.cu:2:[0-9]*: error: .*\[P110\]$' err; then
    fail drv-reject "no P110 diagnostic naming bad.cu: $(head -c 300 err)"
elif ! grep -qx 'prism-cc: bad.cu: the check failed; nothing compiled' err; then
    fail drv-reject "no closing line: $(head -c 300 err)"
elif [ -e bad.o ]; then
    fail drv-reject "bad.o written"
else
    pass drv-reject
fi

# ---- accept --------------------------------------------------------------------
"$CCDRV" "${INC[@]}" "${SAN_CFLAGS[@]}" -c good.cu -o good.o 2>err
rc=$?
if [ $rc -ne 0 ] || ! nm good.o 2>/dev/null | grep -q ' T good_marker$'; then
    fail drv-accept "exit $rc, symbol good_marker: $(nm good.o 2>&1 | head -c 200); $(head -c 300 err)"
else
    pass drv-accept
fi

# Without -o, the object and the dependency file are named after the source,
# in the current directory, as gcc names them.
mkdir -p here
(cd here && "$CCDRV" "${INC[@]}" -I.. -MD -c ../good.cu 2>../err)
rc=$?
if [ $rc -ne 0 ] || [ ! -s here/good.o ] || ! grep -q '^good.o: ../good.cu ' here/good.d 2>/dev/null; then
    fail drv-default-names "exit $rc: $(ls here | tr '\n' ' '); $(head -c 200 here/good.d 2>&1); $(head -c 200 err)"
else
    pass drv-default-names
fi

# nvcc's device code has the math functions without an #include (cuda_runtime.h):
# the emulator's kernels must too, or code nvcc builds fails under prism-cc.
printf '#include "prism.h"\nPRISM_KERNEL(mk, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float *, out, GRID(1)))\n{\n    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));\n    PRISM_PARTITION(o, out, THREAD(1), g) {\n        PRISM_GROUP(THREAD(1)) { o[0] = sqrtf((float)g) + fmaxf(expf(0.0f), 1.0f); }\n    }\n}\n' >math.cu
if "$CCDRV" "${INC[@]}" -Werror -c math.cu -o math.o 2>err && [ -s math.o ]; then
    pass drv-math
else
    fail drv-math "$(head -c 300 err)"
fi

# PRISM_CHECK names the checker; its failure stops the compile.
printf '#!/bin/sh\necho "stand-in checker: no" >&2\nexit 1\n' >no-check
chmod +x no-check
PRISM_CHECK=$work/no-check "$CCDRV" "${INC[@]}" -c good.cu -o env.o 2>err
rc=$?
if [ $rc -ne 1 ] || [ -e env.o ] || ! grep -q '^stand-in checker: no$' err; then
    fail drv-checker-env "exit $rc: $(head -c 300 err)"
else
    pass drv-checker-env
fi

# ---- a compiler error points at the user's file --------------------------------
printf '#include "prism.h"\nint f(void)\n{\n    int unused;\n    return 0;\n}\n' >warn.cu
"$CCDRV" "${INC[@]}" -Wall -Werror -c warn.cu -o warn.o 2>err
rc=$?
if [ $rc -ne 1 ]; then
    fail drv-line "exit $rc, want gcc's 1: $(head -c 300 err)"
elif ! grep -q "^warn.cu:4:9: error: unused variable 'unused'" err; then
    fail drv-line "diagnostic does not name warn.cu:4:9: $(head -c 400 err)"
elif grep -q 'prism-driver' err; then
    fail drv-line "diagnostic names the temporary copy: $(head -c 400 err)"
else
    pass drv-line
fi

# ---- dependency files ----------------------------------------------------------
deps_ok() { # $1 test, $2 dep file, $3 target
    local d=$2
    if [ ! -s "$d" ]; then
        fail "$1" "no $d"
    elif ! grep -q "^$3 \?: good.cu " "$d"; then
        fail "$1" "rule is not '$3: good.cu ...': $(head -c 300 "$d")"
    elif ! grep -q 'sub/inc.h' "$d" || ! grep -q "$ROOT/include/prism.h" "$d"; then
        fail "$1" "headers missing: $(head -c 400 "$d")"
    elif grep -q 'prism-driver' "$d"; then
        fail "$1" "names the temporary copy: $(head -c 400 "$d")"
    else
        return 0
    fi
    return 1
}
mkdir -p deps
"$CCDRV" "${INC[@]}" -MD -MF deps/good.dep -MT 'my target.o' -c good.cu -o good2.o 2>err
rc=$?
if [ $rc -ne 0 ] || [ ! -s good2.o ]; then
    fail drv-md "exit $rc, good2.o: $(head -c 300 err)"
elif deps_ok drv-md deps/good.dep 'my target.o'; then
    pass drv-md
fi

mkdir -p obj
"$CCDRV" "${INC[@]}" -MMD -MP -c good.cu -o obj/good.o 2>err
rc=$?
if [ $rc -ne 0 ]; then
    fail drv-md-default "exit $rc: $(head -c 300 err)"
elif deps_ok drv-md-default obj/good.d obj/good.o; then
    if grep -q '/usr/include' obj/good.d; then
        fail drv-md-default "-MMD lists system headers"
    elif ! grep -q '^sub/inc.h:$' obj/good.d; then
        fail drv-md-default "-MP gave no phony target for sub/inc.h"
    else
        pass drv-md-default
    fi
fi

"$CCDRV" "${INC[@]}" -M good.cu >m.out 2>err
rc=$?
if [ $rc -ne 0 ]; then
    fail drv-m "exit $rc: $(head -c 300 err)"
elif deps_ok drv-m m.out good.o; then
    if ls good.o.* *.o 2>/dev/null | grep -qv '^good.o$\|^good2.o$\|^warn.o$'; then
        fail drv-m "-M compiled something"
    else
        pass drv-m
    fi
fi

# The checked copy defines PRISM_CHECKED (SPEC 7): a header the source
# includes under #ifdef PRISM_CHECKED is compiled into the object, so it is
# a prerequisite, or editing it would rebuild nothing.
printf '#include "prism.h"\n#ifdef PRISM_CHECKED\n#include "sub/chk.h"\n#endif\nint chk_marker(void) { return CHK_N; }\n' >chk.cu
printf '#define CHK_N 7\n' >sub/chk.h
"$CCDRV" "${INC[@]}" -MMD -c chk.cu -o chk.o 2>err
rc=$?
if [ $rc -ne 0 ]; then
    fail drv-md-checked "exit $rc: $(head -c 300 err)"
elif ! grep -q 'sub/chk.h' chk.d; then
    fail drv-md-checked "sub/chk.h missing: $(head -c 300 chk.d)"
else
    pass drv-md-checked
fi

# ---- an emulator object links and runs -----------------------------------------
lib=$BUILD/lib
if [ ! -r "$lib/libprism_emu.a" ] || [ ! -r "$lib/libprism_host.a" ]; then
    fail drv-run "$lib/libprism_emu.a or libprism_host.a not built"
else
    K=(-I"$ROOT/include" -I"$ROOT/kernels" -I"$ROOT/lib-cub-like")
    if "$CCDRV" "${K[@]}" "${SAN_CFLAGS[@]}" -O2 -c "$ROOT/kernels/mma_naive.cu" -o mma.o 2>err &&
        gcc -std=c17 -D_GNU_SOURCE "${SAN_CFLAGS[@]}" "${K[@]}" -c "$ROOT/kernels/main_mma_naive.c" -o main.o 2>>err &&
        gcc -std=c17 -D_GNU_SOURCE "${SAN_CFLAGS[@]}" "${K[@]}" -c "$ROOT/kernels/driver.c" -o drv.o 2>>err &&
        gcc "${SAN_CFLAGS[@]}" main.o drv.o mma.o "$lib/libprism_emu.a" "$lib/libprism_host.a" -o mma -lpthread -lm 2>>err; then
        timeout 300 ./mma M=17 N=33 K=9 >run.out 2>&1
        rc=$?
        if [ $rc -eq 0 ] && grep -q 'mma_naive' run.out; then
            pass drv-run
        else
            fail drv-run "exit $rc: $(head -c 300 run.out)"
        fi
    else
        fail drv-run "build: $(head -c 400 err)"
    fi
fi

# ---- spaces everywhere -----------------------------------------------------------
mkdir -p "dir with space/my inc" "out dir"
printf '#define GREETING_LEN (sizeof MSG)\n' >"dir with space/my inc/msg.h"
cat >"dir with space/k space.cu" <<'K'
#include "prism.h"
#include "msg.h"
PRISM_DEVICE(int32_t, msg_len, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, x, THREAD(1)))
{
    return x + (int32_t)GREETING_LEN;
}
K
"$CCDRV" "${INC[@]}" -I "dir with space/my inc" '-DMSG="two words"' -c "dir with space/k space.cu" \
    -o "out dir/k o.o" -MD 2>err
rc=$?
if [ $rc -ne 0 ]; then
    fail drv-spaces "exit $rc: $(head -c 300 err)"
elif [ ! -s "out dir/k o.o" ]; then
    fail drv-spaces "no 'out dir/k o.o'"
elif ! grep -q 'dir\\ with\\ space/my\\ inc/msg.h' "out dir/k o.d" || ! grep -q '^out\\ dir/k\\ o.o:' "out dir/k o.d"; then
    fail drv-spaces "dependency file: $(head -c 300 "out dir/k o.d" 2>&1)"
else
    pass drv-spaces
fi

# ---- -o or -MF naming the source: the compiler reads a copy and cannot tell ---------
cp good.cu same.cu
ln -sf same.cu same-link.cu
sum=$(cksum <same.cu)
bad=""
for out in "-o same.cu" "-o ./same-link.cu" "-MD -MF same.cu -o same.o" "--output=same.cu" "--output same-link.cu"; do
    # shellcheck disable=SC2086 # a list of arguments
    "$CCDRV" "${INC[@]}" -c same.cu $out 2>err
    rc=$?
    [ $rc -eq 2 ] && grep -q 'is the same as output file' err || bad="$bad [$out]:$rc"
done
if [ "$(cksum <same.cu)" != "$sum" ]; then
    fail drv-out-is-source "same.cu was overwritten"
elif [ -n "$bad" ]; then
    fail drv-out-is-source "$bad"
else
    pass drv-out-is-source
fi

# ---- -o or the depfile naming a header the kernel reads, or a symbolic link ------
# The compiler writes through links and over what it read from a copy's
# includes (red team P4, F2 and F3): refused before anything is written.
mkdir -p safe/inc
printf '#define SCALE 2\n' >safe/inc/h.h
cat >safe/k.cu <<'K'
#include "prism.h"
#include "h.h"
PRISM_KERNEL(twice, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, x, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { xi[0] *= SCALE; }
    }
}
K
echo precious >safe/victim.txt
ln -sf victim.txt safe/k.d
ln -sf "$work/planted.o" safe/out.o
hsum=$(cksum <safe/inc/h.h)
bad=""
for args in "-o inc/h.h" "-MMD -MF inc/h.h -o k.o" "-MMD -MF k.d -o k.o" "-o out.o" "-MD -o k.o"; do
    # shellcheck disable=SC2086 # a list of arguments
    (cd safe && "$CCDRV" "${INC[@]}" -Iinc -c k.cu $args) 2>err
    rc=$?
    case "$args" in
    *inc/h.h*) want='which k.cu reads; nothing written' ;;
    *) want='is a symbolic link; nothing written through it' ;;
    esac
    [ $rc -eq 2 ] && grep -q "$want" err || bad="$bad [$args]:$rc:$(head -c 200 err)"
done
# (red team u2) -M and -MM alone write where -o or -MF says: the same refusals;
# a depfile is written in place, so a hard link's other name is refused too
for args in "-M -o inc/h.h" "-MM -MF inc/h.h" "-M -o k.d" "-MM -MT foo -MF k.d"; do
    # shellcheck disable=SC2086 # a list of arguments
    (cd safe && "$CCDRV" "${INC[@]}" -Iinc k.cu $args) 2>err
    rc=$?
    case "$args" in
    *inc/h.h*) want='which k.cu reads; nothing written' ;;
    *) want='is a symbolic link; nothing written through it' ;;
    esac
    [ $rc -eq 2 ] && grep -q "$want" err || bad="$bad [$args]:$rc:$(head -c 200 err)"
done
rm -f safe/k.d
ln safe/victim.txt safe/k.d
(cd safe && "$CCDRV" "${INC[@]}" -Iinc -MD -c k.cu -o k.o) 2>err
[ $? -eq 2 ] && grep -q 'is a hard link of another file' err || bad="$bad [-MD, hard-linked k.d]: $(head -c 200 err)"
rm -f safe/k.d
(cd safe && "$CCDRV" "${INC[@]}" -Iinc -M k.cu -o dep-only.d) 2>err && grep -q 'inc/h.h' safe/dep-only.d ||
    bad="$bad [-M -o dep-only.d]: $(head -c 200 err)"
# /dev/stdout names the stream the user opened (a link to it is no file lost)
(cd safe && "$CCDRV" "${INC[@]}" -Iinc -M k.cu -o /dev/stdout) >safe/dep-stdout.d 2>err && grep -q 'inc/h.h' safe/dep-stdout.d ||
    bad="$bad [-M -o /dev/stdout]: $(head -c 200 err)"
(cd safe && "$CCDRV" "${INC[@]}" -Iinc --prism-flag=--depfile=check.d -c k.cu -o k.o) 2>err
rcu=$?
if [ "$(cksum <safe/inc/h.h)" != "$hsum" ] || [ "$(cat safe/victim.txt)" != precious ] || [ -e "$work/planted.o" ]; then
    fail drv-out-safety "a file was written: h.h $(head -c 40 safe/inc/h.h), victim $(cat safe/victim.txt), planted $(ls "$work/planted.o" 2>&1)"
elif [ -n "$bad" ]; then
    fail drv-out-safety "$bad"
elif [ $rcu -ne 0 ] || ! grep -q 'inc/h.h' safe/check.d; then
    fail drv-out-safety "--prism-flag=--depfile: exit $rcu, $(head -c 200 safe/check.d 2>&1)"
else
    pass drv-out-safety
fi

# ---- (red team rt25) a header only the compile reads (under #ifndef __PRISM_CHECK__) at -o or -MF:
# refused from the compiler's own list; an object from an earlier build at -o is rebuilt ----
printf '#define HOST_ONLY 1\n' >safe/inc/host_only.h
{ printf '#ifndef __PRISM_CHECK__\n#include "host_only.h"\n#endif\n'; cat safe/k.cu; } >safe/k2.cu
osum=$(cksum <safe/inc/host_only.h)
bad=""
: >safe/inc/empty_only.h
{ printf '#ifndef __PRISM_CHECK__\n#include "empty_only.h"\n#endif\n'; cat safe/k.cu; } >safe/k4.cu
for args in "-c k2.cu -o inc/host_only.h" "-MD -MF inc/host_only.h -c k2.cu -o k2.o" "-c k4.cu -o inc/empty_only.h"; do
    # shellcheck disable=SC2086 # a list of arguments
    (cd safe && "$CCDRV" "${INC[@]}" -Iinc $args) 2>err
    rc=$?
    [ $rc -eq 2 ] && grep -q 'reads; nothing written' err || bad="$bad [$args]:$rc:$(head -c 200 err)"
done
[ -s safe/inc/empty_only.h ] && bad="$bad [inc/empty_only.h written]"
(cd safe && "$CCDRV" "${INC[@]}" -Iinc -c k2.cu -o k2.o && "$CCDRV" "${INC[@]}" -Iinc -c k2.cu -o k2.o) 2>err ||
    bad="$bad [rebuild over k2.o]: $(head -c 200 err)"
if [ "$(cksum <safe/inc/host_only.h)" != "$osum" ]; then
    fail drv-compile-reads "inc/host_only.h was written: $(head -c 40 safe/inc/host_only.h)"
elif [ -n "$bad" ]; then
    fail drv-compile-reads "$bad"
else
    pass drv-compile-reads
fi

# ---- (red team rt25) the compile's flags that may define macros reach the checker's host-compiler
# questions: -O2 defines __OPTIMIZE__, which a system header may test ----
(cd safe && "$CCDRV" "${INC[@]}" -Iinc --prism-verbose -O2 -ffast-math -c k.cu -o k3.o) >err 2>&1
if grep -q -- "--host-flag=-O2" err && grep -q -- "--host-flag=-ffast-math" err && ! grep -q -- "--host-flag=-c" err; then
    pass drv-host-flags
else
    fail drv-host-flags "$(grep -o -- '--host-flag=[^ ]*' err | head -5 | tr '\n' ' ') $(tail -c 200 err)"
fi

# ---- (u2) a kernel's header or a .cu spelled otherwise is no linker input: gcc would write nothing
# for -c and only warn ----
cp safe/k.cu safe/kh.cuh
cp safe/k.cu safe/kU.CU
bad=""
for f in kh.cuh kU.CU; do
    (cd safe && "$CCDRV" "${INC[@]}" -Iinc -c $f -o kh.o) 2>err
    rc=$?
    [ $rc -eq 2 ] && grep -q "$f: a kernel source is named NAME.cu" err || bad="$bad [$f]:$rc:$(head -c 200 err)"
done
(cd safe && "$CCDRV" "${INC[@]}" -Iinc -x c -fsyntax-only kh.cuh) 2>err || bad="$bad [-x c kh.cuh]: $(head -c 200 err)"
rm -f safe/kh.cuh safe/kU.CU safe/kh.o
[ -z "$bad" ] && pass drv-kernel-header || fail drv-kernel-header "$bad"

# ---- (red team rt28) the linker's own outputs: -Wl,--dependency-file=k.cu overwrote the kernel
# source, -Wl,-o a header, -Wl,-Map= wrote through a link, -Wl,@file held an -o ----
printf '#define KH 1\n' >safe/inc/kh.h
{ printf '#include "kh.h"\n'; cat safe/k.cu; } >safe/k6.cu
cp safe/k6.cu safe/k.orig
cp safe/inc/kh.h safe/kh.orig
ln -sf inc/kh.h safe/maplink
ln -sf inc/kh.h safe/kx.map # (rt30) -Map=. and -Map=%.map name OUTPUT.map
ln -sf inc/kh.h safe/kx.cu.opt-record.json.gz # (rt31) -fsave-optimization-record names it after -o
printf -- '-o inc/kh.h\n' >safe/lrsp
bad=""
# (red team rt29) lld's --why-extract=, gas's listing -a=FILE and --MD, an unknown option naming the source
for args in "-Wl,--dependency-file=k6.cu" "-Wl,-o,inc/kh.h" "-Xlinker -o -Xlinker inc/kh.h" "-Wl,-Map=maplink" "-Wl,@lrsp" \
    "-Wl,--why-extract=k6.cu" "-Wa,-adhln=k6.cu" "-Xassembler -a=maplink" "-Wa,--MD,inc/kh.h" "-Wl,--some-new-file=k6.cu" \
    "-Wl,-Map=." "-Wl,-Map=%.map" "-fopt-info-all=k6.cu" "-ftest-coverage -fprofile-note=inc/kh.h" \
    "-ftest-coverage -fprofile-note=maplink" "-O2 -fsave-optimization-record -c"; do
    # shellcheck disable=SC2086 # a list of arguments
    (cd safe && "$CCDRV" "${INC[@]}" -Iinc k6.cu -o kx $args) 2>err
    rc=$?
    [ $rc -eq 2 ] || bad="$bad [$args]:$rc:$(head -c 200 err)"
    cmp -s safe/k6.cu safe/k.orig && cmp -s safe/inc/kh.h safe/kh.orig || bad="$bad [$args: a file changed]"
    cp safe/k.orig safe/k6.cu
    cp safe/kh.orig safe/inc/kh.h
done
# more files than the driver guards: refused, not left unguarded
many=$(for n in $(seq 1 17); do printf ' -Wl,--Map=m%s.map' "$n"; done)
# shellcheck disable=SC2086 # a list of arguments
(cd safe && "$CCDRV" "${INC[@]}" -Iinc k6.cu -o kx $many) 2>err
[ $? -eq 2 ] && grep -q 'name 17 files they write' err || bad="$bad [17 maps]: $(head -c 200 err)"
# the legal ones keep working
(cd safe && "$CCDRV" "${INC[@]}" -Iinc -Wa,--noexecstack -Wl,--as-needed -c k6.cu -o k6.o) 2>err ||
    bad="$bad [-Wa,--noexecstack]: $(head -c 200 err)"
rm -f safe/maplink safe/kx.map safe/kx.cu.opt-record.json.gz safe/lrsp safe/k.orig safe/kh.orig safe/inc/kh.h safe/kx safe/k6.cu safe/k6.o
[ -z "$bad" ] && pass drv-linker-outputs || fail drv-linker-outputs "$bad"

# ---- (red team rt31) gcc reads `--name` as a short option (an unambiguous beginning of one, any
# other `--x` as -fx): --trigraphs went unrefused. Refused, naming the short form ----
bad=""
for w in --trigraphs --trig --unsigned-char --short-enums --optim --machine-avx2 --for-linker --no-standard-includes; do
    (cd safe && "$CCDRV" "${INC[@]}" -Iinc -c k.cu -o kl.o "$w") 2>err
    rc=$?
    [ $rc -eq 2 ] && grep -q -- "$w: gcc reads it as -" err || bad="$bad [$w]:$rc:$(head -c 200 err)"
done
(cd safe && "$CCDRV" "${INC[@]}" -Iinc -c k.cu -o kl.o --coverage --param=max-inline-insns-single=10 --std=gnu17) 2>err ||
    bad="$bad [--coverage --param --std]: $(head -c 200 err)"
rm -f safe/kl.o safe/kl.gcno safe/k.gcno
[ -z "$bad" ] && pass drv-gcc-long-options || fail drv-gcc-long-options "$bad"

# ---- implicit outputs: -S and -save-temps write k.s, k.i in the working directory ----
# (red team u1: gcc followed a k.s link and overwrote the file it named)
ln -sf victim.txt safe/k.s
ln -sf victim.txt safe/k.i
bad=""
for args in "-S" "-save-temps -c -o k.o"; do
    # shellcheck disable=SC2086 # a list of arguments
    (cd safe && "$CCDRV" "${INC[@]}" -Iinc k.cu $args) 2>err
    rc=$?
    [ $rc -eq 2 ] && grep -q 'is a link where the compile writes its own output' err ||
        bad="$bad [$args]:$rc:$(head -c 200 err)"
done
rm -f safe/k.s safe/k.i
# (red team rt18) -save-temps=obj writes beside -o; -fdump-* names its files
# after the source; a hard link is another name of a file too
mkdir -p safe/out
ln -sf ../victim.txt safe/out/k.i
(cd safe && "$CCDRV" "${INC[@]}" -Iinc -save-temps=obj -c k.cu -o out/k.o) 2>err
[ $? -eq 2 ] && grep -q 'out/k.i. is a link' err || bad="$bad [-save-temps=obj]: $(head -c 200 err)"
rm -f safe/out/k.i
# (red team rt33) -dumpdir PREFIX without a slash names the files PREFIX + base (xk.su), -dumpbase
# DIR/NAME puts NAME.su in DIR, in an -Xcompiler value too
mkdir -p safe/sub
ln -sf victim.txt safe/xk.su
ln -sf ../victim.txt safe/sub/h.su
for args in "-fstack-usage -dumpdir x" "-fstack-usage -dumpbase sub/h"; do
    # shellcheck disable=SC2086 # a list of arguments
    (cd safe && "$CCDRV" "${INC[@]}" -Iinc -c k.cu -o k.o $args) 2>err
    [ $? -eq 2 ] && grep -q 'is a link' err || bad="$bad [$args]: $(head -c 200 err)"
done
rm -f safe/xk.su safe/sub/h.su
ln -sf victim.txt safe/k.cu.005t.original
(cd safe && "$CCDRV" "${INC[@]}" -Iinc -fdump-tree-original -c k.cu -o k.o) 2>err
[ $? -eq 2 ] || bad="$bad [-fdump-tree-original]: $(head -c 200 err)"
rm -f safe/k.cu.005t.original
ln safe/victim.txt safe/k.i
(cd safe && "$CCDRV" "${INC[@]}" -Iinc -save-temps -c k.cu -o k.o) 2>err
[ $? -eq 2 ] || bad="$bad [-save-temps, hard link]: $(head -c 200 err)"
rm -f safe/k.i
# (red team rt20) .su, .ci, .gcno, -dumpbase's names; a hard-linked source is read, not written
for pair in "-fstack-usage|k.su" "-fcallgraph-info|k.ci" "--coverage|k.gcno" "-save-temps -dumpbase zz|zz.i"; do
    ln -sf victim.txt "safe/${pair#*|}"
    # shellcheck disable=SC2086 # a list of arguments
    (cd safe && "$CCDRV" "${INC[@]}" -Iinc ${pair%|*} -c k.cu -o k.o) 2>err
    [ $? -eq 2 ] || bad="$bad [${pair%|*}]: $(head -c 200 err)"
    rm -f "safe/${pair#*|}"
done
# (red team u2) nvcc's spellings: -Xcompiler=..., --compiler-options=..., a comma
# list; -keep-dir=DIR; -odir/--output-directory with -ptx (the refusal comes
# before nvcc runs: NVCC=false stands in)
mkdir -p safe/od safe/kd
for pair in "-Xcompiler=-save-temps -c -o x.o|x.s" "--compiler-options=-fstack-usage -c -o x.o|x.su" \
    "-Xcompiler=-O2,-save-temps -c -o x.o|x.s" "-keep -keep-dir=kd -c -o x.o|kd/k.cpp1.ii" \
    "-odir od -ptx|od/k.ptx" "--output-directory=od -ptx|od/k.ptx"; do
    ln -sf "$work/safe/victim.txt" "safe/${pair#*|}"
    # shellcheck disable=SC2086 # a list of arguments
    (cd safe && NVCC=false "$NVDRV" "${INC[@]}" -Iinc ${pair%|*} k.cu) 2>err
    [ $? -eq 2 ] && grep -q 'is a link where the compile writes' err || bad="$bad [nvcc ${pair%|*}]: $(head -c 200 err)"
    rm -f "safe/${pair#*|}"
done
# (red team rt24) the compiler's own command and nvcc's environment flags
ln -sf "$work/safe/victim.txt" safe/x.s
(cd safe && CC="gcc -save-temps" "$CCDRV" "${INC[@]}" -Iinc -c k.cu -o x.o) 2>err
[ $? -eq 2 ] && grep -q 'is a link where the compile writes' err || bad="$bad [CC=gcc -save-temps]: $(head -c 200 err)"
(cd safe && NVCC_APPEND_FLAGS="-Xcompiler -save-temps" NVCC=false "$NVDRV" "${INC[@]}" -Iinc -c k.cu -o x.o) 2>err
[ $? -eq 2 ] && grep -q 'is a link where the compile writes' err || bad="$bad [NVCC_APPEND_FLAGS]: $(head -c 200 err)"
(cd safe && NVCC=false "$NVDRV" "${INC[@]}" -Iinc -Xcompiler "-O2 -save-temps" -c k.cu -o x.o) 2>err
[ $? -eq 2 ] && grep -q 'is a link where the compile writes' err || bad="$bad [-Xcompiler \"-O2 -save-temps\"]: $(head -c 200 err)"
rm -f safe/x.s
mkdir -p safe/hard && ln -f safe/k.cu safe/hard/k.cu && cp -r safe/inc safe/hard/
(cd safe/hard && "$CCDRV" "${INC[@]}" -Iinc -S k.cu) 2>err || bad="$bad [hard-linked source refused]: $(head -c 200 err)"
(cd safe && "$CCDRV" "${INC[@]}" -Iinc -S k.cu) 2>err || bad="$bad [-S, no link]: $(head -c 200 err)"
[ -f safe/k.s ] && [ ! -L safe/k.s ] || bad="$bad [-S wrote no k.s]"
if [ "$(cat safe/victim.txt)" != precious ]; then
    fail drv-implicit-out-links "victim.txt was written: $(head -c 40 safe/victim.txt)"
elif [ -n "$bad" ]; then
    fail drv-implicit-out-links "$bad"
else
    pass drv-implicit-out-links
fi

# ---- dependency output the driver does not rewrite: mapped, or refused ----------
# gcc's long spellings are -MD, -MMD, -M, -MM (rules about good.cu, never the
# temporary copy); -Wp/-Xpreprocessor/-Xcompiler's -MD and gcc's environment
# variables would describe the temporary copy: refused, the source untouched.
mkdir -p ldep
bad=
"$CCDRV" "${INC[@]}" --write-dependencies -c good.cu -o ldep/w.o 2>err || bad="$bad [--write-dependencies: $(head -c 200 err)]"
deps_ok drv-dep-spellings ldep/w.d ldep/w.o >/dev/null || bad="$bad [--write-dependencies: $(head -c 200 ldep/w.d)]"
"$CCDRV" "${INC[@]}" --write-user-dependencies -c good.cu -o ldep/u.o 2>err || bad="$bad [--write-user-dependencies]"
{ deps_ok drv-dep-spellings ldep/u.d ldep/u.o >/dev/null && ! grep -q /usr/include ldep/u.d; } ||
    bad="$bad [--write-user-dependencies: $(head -c 200 ldep/u.d)]"
"$CCDRV" "${INC[@]}" --dependencies good.cu >ldep/m.out 2>err || bad="$bad [--dependencies]"
deps_ok drv-dep-spellings ldep/m.out good.o >/dev/null || bad="$bad [--dependencies: $(head -c 200 ldep/m.out)]"
"$CCDRV" "${INC[@]}" --user-dependencies good.cu >ldep/mm.out 2>err || bad="$bad [--user-dependencies]"
{ deps_ok drv-dep-spellings ldep/mm.out good.o >/dev/null && ! grep -q /usr/include ldep/mm.out; } ||
    bad="$bad [--user-dependencies: $(head -c 200 ldep/mm.out)]"
refused() { # refused WHAT COMMAND...: exit 2, one line naming the driver, nothing written
    local what=$1 rc
    shift
    rm -f ldep/r.o
    "$@" -c same.cu -o ldep/r.o >/dev/null 2>err
    rc=$?
    if [ $rc -ne 2 ] || [ "$(wc -l <err)" -ne 1 ] || ! grep -q '^prism-' err || [ -e ldep/r.o ]; then
        bad="$bad [$what: exit $rc: $(head -c 200 err)]"
    fi
}
refused -Wp,-MD "$CCDRV" "${INC[@]}" -Wp,-MD,same.cu
refused -Wp,-MMD "$CCDRV" "${INC[@]}" -Wp,-MMD,ldep/k.d,-MT,ldep/r.o
refused -Xpreprocessor "$CCDRV" "${INC[@]}" -Xpreprocessor -MD -Xpreprocessor same.cu
refused --write-dep "$CCDRV" "${INC[@]}" --write-dep
refused DEPENDENCIES_OUTPUT env DEPENDENCIES_OUTPUT='same.cu ldep/r.o' "$CCDRV" "${INC[@]}"
refused SUNPRO_DEPENDENCIES env SUNPRO_DEPENDENCIES=same.cu "$CCDRV" "${INC[@]}"
refused nvcc-SUNPRO_DEPENDENCIES env SUNPRO_DEPENDENCIES=same.cu NVCC=false "$NVDRV" "${INC[@]}"
refused nvcc-Xcompiler-MD env NVCC=false "$NVDRV" "${INC[@]}" -Xcompiler -Wp,-MD,same.cu
if [ "$(cksum <same.cu)" != "$sum" ]; then
    fail drv-dep-spellings "same.cu was overwritten"
elif [ -n "$bad" ]; then
    fail drv-dep-spellings "$bad"
else
    pass drv-dep-spellings
fi

# ---- the temporary copy's name stays out of the object ---------------------------
# (-ffile-prefix-map): two -g builds are the same, __BASE_FILE__ is the user's name.
mkdir -p repro
printf '#include "prism.h"\nconst char *where = __BASE_FILE__;\n' >repro/base.cu
"$CCDRV" "${INC[@]}" -g -c repro/base.cu -o repro/a.o 2>err &&
    "$CCDRV" "${INC[@]}" -g -c repro/base.cu -o repro/b.o 2>>err
rc=$?
if [ $rc -ne 0 ]; then
    fail drv-reproducible "exit $rc: $(head -c 300 err)"
elif ! cmp -s repro/a.o repro/b.o; then
    fail drv-reproducible "two -g builds differ: $(cmp repro/a.o repro/b.o 2>&1)"
elif grep -q prism-driver repro/a.o || ! grep -q 'repro/base\.cu' repro/a.o; then
    fail drv-reproducible "the object names the temporary copy: $(strings repro/a.o | grep -m2 'base\.cu')"
else
    pass drv-reproducible
fi

# ---- --prism-flag --------------------------------------------------------------
printf '#include "prism.h"\n#ifdef BREAK_IT\nPRISM_KERNEL(b2, PRISM_REQUIRES(BLOCK(1)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1))) { (void)n; }\n#endif\nint g(void) { return 1; }\n' >flag.cu
"$CCDRV" "${INC[@]}" -c flag.cu -o flag1.o 2>err1
rc1=$?
"$CCDRV" "${INC[@]}" --prism-flag=-DBREAK_IT -c flag.cu -o flag2.o 2>err2
rc2=$?
if [ $rc1 -ne 0 ] || [ $rc2 -ne 1 ] || ! grep -q '\[P110\]' err2; then
    fail drv-prism-flag "without: exit $rc1, with: exit $rc2 $(head -c 300 err2)"
else
    pass drv-prism-flag
fi

# gcc's -Wp,-DX and -Xpreprocessor -DX define X for the checker too (the
# checker and the compiler must read one program): the same P110 as above.
"$CCDRV" "${INC[@]}" -Wp,-DBREAK_IT -c flag.cu -o flag3.o 2>err3
rc3=$?
"$CCDRV" "${INC[@]}" -Xpreprocessor -D -Xpreprocessor BREAK_IT -c flag.cu -o flag4.o 2>err4
rc4=$?
"$CCDRV" "${INC[@]}" -Wp,-DBREAK_IT,-UBREAK_IT -c flag.cu -o flag5.o 2>err5
rc5=$?
if [ $rc3 -ne 1 ] || [ $rc4 -ne 1 ] || [ $rc5 -ne 0 ] || ! grep -q '\[P110\]' err3 || ! grep -q '\[P110\]' err4; then
    fail drv-wp-defines "-Wp: exit $rc3, -Xpreprocessor: exit $rc4, -Wp define then undefine: exit $rc5 $(head -c 300 err3)"
else
    pass drv-wp-defines
fi

# -Werror makes the checker's warnings errors too, as it does the
# compiler's (gcc's plain -Werror; nvcc's -Werror all-warnings): a build
# that asks for no warnings must not pass a P067.
sed -n '/^#include/,/^}/p' "$ROOT/tests/check/fail/adv_injective_constant_offset.cu" >werr.cu
"$CCDRV" "${INC[@]}" -c werr.cu -o werr1.o 2>errw1
rcw1=$?
"$CCDRV" "${INC[@]}" -Werror -c werr.cu -o werr2.o 2>errw2
rcw2=$?
# Under -Werror the warning that fails the build is printed as an error
# (editors and CI matchers read "warning:" as a build that passed).
if [ $rcw1 -ne 0 ] || [ $rcw2 -eq 0 ] || ! grep -q 'warning: .*\[P067\]' errw1 || [ -e werr2.o ] ||
    ! grep -q 'error: .*\[P067\] \[-Werror\]' errw2 || grep -q 'warning:' errw2; then
    fail drv-werror "without: exit $rcw1, with -Werror: exit $rcw2 $(head -c 300 errw2)"
else
    pass drv-werror
fi

# A quoted include found only through -iquote or -isystem: the compiler
# finds it, so must the checker (it said "(no -I directories given)").
mkdir -p iq
printf '#define KQ 4\n' >iq/kq.h
printf '#include "prism.h"\n#include "kq.h"\nint fq(void) { return KQ; }\n' >iq.cu
"$CCDRV" "${INC[@]}" -iquote iq -c iq.cu -o iq1.o 2>errq1
rcq1=$?
"$CCDRV" "${INC[@]}" -isystem iq -c iq.cu -o iq2.o 2>errq2
rcq2=$?
if [ $rcq1 -ne 0 ] || [ $rcq2 -ne 0 ]; then
    fail drv-iquote-isystem "-iquote: exit $rcq1, -isystem: exit $rcq2 $(head -c 200 errq1)"
else
    pass drv-iquote-isystem
fi

# The environment's include paths reach the check as they reach the
# compiler: $CPATH (as -I), and the one language list the compiler reads as
# -isystem: gcc -x c $C_INCLUDE_PATH, nvcc (C++) $CPLUS_INCLUDE_PATH.  A
# <vh.cuh> with a barrier (called in divergent code: P080) and a clean one
# of the same name, one in each list: the driver checks the one its
# compiler builds.
mkdir -p envb envc
printf '__device__ static inline void v_step(void) { __syncthreads(); }\n' >envb/vh.cuh
printf '__device__ static inline void v_step(void) { }\n' >envc/vh.cuh
cat >envk.cu <<'K'
#include "prism.h"
#include <vh.cuh>
PRISM_KERNEL(envk, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) { if (i < n) v_step(); }
}
K
envrun() { # envrun DRIVER CPATH C_INCLUDE_PATH CPLUS_INCLUDE_PATH: exit status, :P080 if said
    local d=$1
    PATH=$PATH:/usr/local/cuda/bin env -u CPATH -u C_INCLUDE_PATH -u CPLUS_INCLUDE_PATH ${2:+CPATH=$2} \
        ${3:+C_INCLUDE_PATH=$3} ${4:+CPLUS_INCLUDE_PATH=$4} "$d" "${INC[@]}" -c envk.cu -o envk.o >/dev/null 2>errenv
    printf '%s' "$?$(grep -q '\[P080\]' errenv && echo :P080)"
}
got="cpath:$(envrun "$CCDRV" "$work/envb" "" "") c-b:$(envrun "$CCDRV" "" "$work/envb" "$work/envc")"
got="$got c-c:$(envrun "$CCDRV" "" "$work/envc" "$work/envb")"
want="cpath:1:P080 c-b:1:P080 c-c:0"
if [ "$PRISM_SAN" != 1 ] && [ "$HAVE_NVCC" = 1 ]; then
    got="$got nv-cpath:$(envrun "$NVDRV" "$work/envb" "" "") nv-cxx-b:$(envrun "$NVDRV" "" "$work/envc" "$work/envb")"
    got="$got nv-cxx-c:$(envrun "$NVDRV" "" "$work/envb" "$work/envc")"
    want="$want nv-cpath:1:P080 nv-cxx-b:1:P080 nv-cxx-c:0"
fi
if [ "$got" = "$want" ]; then
    pass drv-include-env
else
    fail drv-include-env "got '$got', want '$want': $(head -c 200 errenv)"
fi

# Prism's library through -isystem: its text, which the checker copies into
# the checked file, must stay a system header there, or the user's -W flags
# judge it (it was pasted under #line as if the user had written it).
SYS=(-isystem "$ROOT/include" -isystem "$ROOT/lib-cub-like")
cat >wsum.cu <<'K'
#include "prism_lib.h"
PRISM_KERNEL(wsum, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, a, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) float s = 0.0f;
    PRISM_PARTITION_TILE(o, out, WARP(1), 1) {
        PRISM_GROUP(WARP(1)) {
            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
            s = a[lane];
            s = PRISM_CALL(prism_warp_reduce_sum_f32, s, 32);
            PRISM_ONE_CLAIM(o1, o) { o1[0] = s; }
        }
    }
}
K
{ cat wsum.cu; printf 'int narrow(long x);\nint narrow(long x) { return x; }\n'; } >wsum_user.cu
{ cat wsum.cu; printf 'PRISM_KERNEL(kb, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),\n             PRISM_PARAM(int, n, GRID(1)))\n{\n    (void)n;\n}\n'; } >wsum_bad.cu
"$CCDRV" "${SYS[@]}" -O2 -Wconversion -Werror -c wsum.cu -o wsum.o 2>errs1
rcs1=$?
"$CCDRV" "${SYS[@]}" -O2 -Wconversion -Werror -c wsum_user.cu -o wsum_user.o 2>errs2
rcs2=$?
"$CCDRV" "${SYS[@]}" -c wsum_bad.cu -o wsum_bad.o 2>errs3
rcs3=$?
"$BUILD/bin/prism-check" -isystem "$ROOT/include" -isystem "$ROOT/lib-cub-like" -o wsum.checked.cu wsum.cu 2>errs4
marks=$(grep -c '^# 1 "'"$ROOT"'/lib-cub-like/prism_lib.h" 3$' wsum.checked.cu)
if [ $rcs1 -ne 0 ]; then
    fail drv-system-headers "-Wconversion -Werror fails on the library: $(grep -m 2 error: errs1 | tr '\n' ' ')"
elif [ $rcs2 -eq 0 ] || ! grep -q '^wsum_user.cu:16:[0-9]*: error: conversion from .long int. to .int.' errs2 ||
    grep -q 'lib-cub-like.*error:' errs2; then
    fail drv-system-headers "the user's conversion at wsum_user.cu:16: exit $rcs2: $(grep -m 2 error: errs2 | tr '\n' ' ')"
elif [ $rcs3 -ne 1 ] || ! grep -q '^wsum_bad.cu:15:[0-9]*: error: .*\[P110\]$' errs3; then
    fail drv-system-headers "the checker's P110 at wsum_bad.cu:15: exit $rcs3: $(head -c 300 errs3)"
elif [ "$marks" != 1 ] || ! grep -q '^# 2 "wsum.cu"$' wsum.checked.cu; then
    fail drv-system-headers "the checked copy's markers: $(grep -m 4 '^#' wsum.checked.cu | tr '\n' ' ')"
else
    pass drv-system-headers
fi
# gcc's -Wpedantic rejects a line marker in a source file: a pedantic build
# gets the library's text under #line (--plain-line-markers), and the
# library is clean as the user's text under -Wconversion too.
"$BUILD/bin/prism-check" -isystem "$ROOT/include" -isystem "$ROOT/lib-cub-like" --plain-line-markers \
    -o wsum.plain.cu wsum.cu 2>errs6
if ! "$CCDRV" "${SYS[@]}" -O2 -Wconversion -Wsign-conversion -Wpedantic -Werror -c wsum.cu -o wsum.o 2>errs5; then
    fail drv-system-headers-pedantic-conversion "-Wconversion -Wpedantic -Werror: $(grep -m 2 . errs5 | tr '\n' ' ')"
elif grep -q '^# [0-9]* ".*" 3$' wsum.plain.cu || ! grep -q '^#line 1 "'"$ROOT"'/lib-cub-like/prism_lib.h"$' wsum.plain.cu; then
    fail drv-system-headers-pedantic-conversion "--plain-line-markers: $(grep -m 4 '^#' wsum.plain.cu | tr '\n' ' ')"
else
    pass drv-system-headers-pedantic-conversion
fi
if ! "$CCDRV" "${SYS[@]}" -Wall -Wextra -Wpedantic -Werror -c wsum.cu -o wsum.o 2>errs5; then
    fail drv-system-headers-pedantic "-Wpedantic -Werror: $(grep -m 2 . errs5 | tr '\n' ' ')"
elif ! "$CCDRV" "${SYS[@]}" -pedantic-errors -Wno-pedantic -Wconversion -Werror -c wsum.cu -o wsum.o 2>errs5; then
    fail drv-system-headers-pedantic "-Wno-pedantic last: the library is a system header again: $(grep -m 2 error: errs5 | tr '\n' ' ')"
else
    pass drv-system-headers-pedantic
fi

# ---- pass-through, against a stand-in nvcc that records its arguments ---------
cat >fake-nvcc <<'F'
#!/usr/bin/env bash
# One argument a line; the object named by -o is created; exit FAKE_RC.
# --dryrun (the driver asking for the device passes): a preprocessing line
# for each pass of FAKE_PASSES (900a: arch-specific), as nvcc prints them.
for a in "$@"; do
    if [ "$a" = --dryrun ]; then
        for p in ${FAKE_PASSES-900a 800}; do
            n=${p%a}
            printf '#$ gcc -D__CUDA_ARCH__=%s %s-D__CUDA_ARCH_LIST__=%s -E -x c++ x.cu\n' "$n" \
                "$([ "$n" != "$p" ] && echo "-D__CUDA_ARCH_SPECIFIC__=$n ")" "$n" >&2
        done
        exit 0
    fi
done
printf '%s\n' "$@" >>"$FAKE_LOG"
out=; prev=
for a in "$@"; do [ "$prev" = -o ] && out=$a; prev=$a; done
[ -n "$out" ] && : >"$out"
exit "${FAKE_RC:-0}"
F
chmod +x fake-nvcc
export FAKE_LOG=$work/fake.log
: >"$FAKE_LOG"
NVCC=$work/fake-nvcc FAKE_RC=0 "$NVDRV" "${INC[@]}" -Xcompiler '-Wall,-DX=a b' -gencode arch=compute_90a,code=sm_90a \
    -arch=sm_80 -O3 -c good.cu -o 'fake out.o' --prism-verbose '-DAFTER=1 2' 2>err
rc=$?
# The source's directory first, for its #include "..." alone (-iquote), the
# host compiler's map from the temporary directory to the source's (the
# stand-in's --dryrun names gcc), then the user's arguments in order, the
# source replaced by the checked copy.
want=$(printf '%s\n' -Xcompiler -iquote,. -Xcompiler -ffile-prefix-map=CHECKED/= -I"$ROOT/include" -I "$ROOT/lib-cub-like" -Xcompiler '-Wall,-DX=a b' \
    -gencode arch=compute_90a,code=sm_90a -arch=sm_80 -O3 -c CHECKED/good.cu -o 'fake out.o' '-DAFTER=1 2')
got=$(sed "s|$TMPDIR/prism-driver\.[^/]*/|CHECKED/|" "$FAKE_LOG")
if [ $rc -ne 0 ]; then
    fail drv-passthrough "exit $rc: $(head -c 300 err)"
elif [ "$got" != "$want" ]; then
    fail drv-passthrough "nvcc got: $(tr '\n' '|' <"$FAKE_LOG")"
elif ! grep -q "prism-check' '--cuda-arch=90a,80' " err; then
    fail drv-passthrough "checker not given --cuda-arch=90a,80: $(head -c 400 err)"
else
    NVCC=$work/fake-nvcc FAKE_RC=7 "$NVDRV" "${INC[@]}" -c good.cu -o x.o 2>err
    rc=$?
    if [ $rc -ne 7 ]; then
        fail drv-passthrough "the compiler's exit 7 became $rc"
    else
        pass drv-passthrough
    fi
fi

# ---- (red team rt28) nvcc's own options that change its passes' macros (-rdc's __CUDACC_RDC__, -G's,
# -std=c++20's __cplusplus) reach the checker's `nvcc --dryrun`: a stand-in whose host preprocessing
# line defines RDC_SEEN under -rdc=true; a kernel under #ifdef RDC_SEEN is then P107 ----
cat >fake-nvcc-rdc <<'F'
#!/usr/bin/env bash
for a in "$@"; do
    if [ "$a" = --dryrun ]; then
        d=
        for b in "$@"; do [ "$b" = -rdc=true ] && d=-DRDC_SEEN; done
        printf '#$ gcc -D__CUDA_ARCH_LIST__=900 -E -x c++ -D__CUDACC__ -D__NVCC__ %s "/dev/null"\n' "$d" >&2
        printf '#$ gcc -D__CUDA_ARCH__=900 -D__CUDA_ARCH_LIST__=900 -E -x c++ x.cu\n' >&2
        exit 0
    fi
done
exit 0
F
chmod +x fake-nvcc-rdc
# (an -I directory holding the toolkit's runtime headers and crt/ is the toolkit's: its headers are skipped
# system headers)
mkdir -p fakecuda/crt
: >fakecuda/cuda_runtime.h
: >fakecuda/cuda_runtime_api.h
: >fakecuda/crt/host_defines.h
printf '#ifdef RDC_SEEN\n#define PROBE_RDC 1\n#endif\n' >fakecuda/rdc_probe.h
cat >rdc.cu <<'K'
#include "prism.h"
#include <rdc_probe.h>
#ifdef PROBE_RDC
PRISM_DEVICE(int, rdc_only, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    return x;
}
#endif
int rdc_marker(void)
{
    return 1;
}
K
NVCC=$work/fake-nvcc-rdc "$NVDRV" "${INC[@]}" -Ifakecuda -arch=sm_90 -c rdc.cu -o rdc.o 2>err
plain=$?
NVCC=$work/fake-nvcc-rdc "$NVDRV" "${INC[@]}" -Ifakecuda -arch=sm_90 -rdc=true -c rdc.cu -o rdc.o 2>err
rdc=$?
if [ $plain -eq 0 ] && [ $rdc -ne 0 ] && grep -q 'P107' err; then
    pass drv-nvcc-option-macros
else
    fail drv-nvcc-option-macros "without -rdc: exit $plain; with -rdc=true: exit $rdc: $(head -c 300 err)"
fi

# ---- (red team rt27) flags the compiler takes from $CC, $NVCC and nvcc's environment
# variables reach the checker's host-compiler questions as the command line's do ----
: >"$FAKE_LOG"
NVCC="$work/fake-nvcc -O2" NVCC_PREPEND_FLAGS="-O3" NVCC_APPEND_FLAGS="-Xcompiler -ffast-math" \
    "$NVDRV" "${INC[@]}" -c good.cu -o x.o --prism-verbose 2>err
nv=$(grep -o -- "'--host-flag=[^']*'" err | tr '\n' ' ')
(cd safe && CC="cc -O1" "$CCDRV" "${INC[@]}" -Iinc --prism-verbose -c k.cu -o k5.o) >err 2>&1
cc=$(grep -o -- "'--host-flag=[^']*'" err | tr '\n' ' ')
if [ "$nv" = "'--host-flag=-O3' '--host-flag=-O2' '--host-flag=-ffast-math' " ] && [ "$cc" = "'--host-flag=-O1' " ]; then
    pass drv-env-host-flags
else
    fail drv-env-host-flags "prism-nvcc: [$nv] prism-cc: [$cc] $(tail -c 200 err)"
fi

# nvcc reads -I/-D values as comma-separated lists; so must the checker.
mkdir -p lst
printf '#define LIST_N 4\n' >lst/list.h
printf '#include "prism.h"\n#include "list.h"\n#if !defined(L1) || L2 != 2\n#error lists\n#endif\nint lst(void) { return LIST_N; }\n' >lst.cu
: >"$FAKE_LOG"
NVCC=$work/fake-nvcc "$NVDRV" -I"$ROOT/include,$work/lst" -DL1,L2=2 -c lst.cu -o lst.o 2>err
rc=$?
if [ $rc -ne 0 ] || [ ! -s "$FAKE_LOG" ]; then
    fail drv-nvcc-lists "exit $rc: $(head -c 300 err)"
else
    pass drv-nvcc-lists
fi

# nvcc's -Werror names kinds: all-warnings covers the checker's, another
# kind alone does not (the fake nvcc logs whether it ran).
: >"$FAKE_LOG"
NVCC=$work/fake-nvcc "$NVDRV" "${INC[@]}" -Werror all-warnings -c werr.cu -o werr3.o 2>errw3
rcw3=$?
ranw3=$(wc -c <"$FAKE_LOG")
NVCC=$work/fake-nvcc "$NVDRV" "${INC[@]}" --Werror=reorder -c werr.cu -o werr4.o 2>errw4
rcw4=$?
if [ $rcw3 -ne 1 ] || [ "$ranw3" != 0 ] || [ $rcw4 -ne 0 ] || ! grep -q '\[P067\]' errw4; then
    fail drv-nvcc-werror "all-warnings: exit $rcw3 (nvcc ran: $ranw3 bytes), reorder: exit $rcw4 $(head -c 300 errw3)"
else
    pass drv-nvcc-werror
fi

# gcc: the last of -Werror and -Wno-error wins; the checker's warnings follow it.
"$CCDRV" "${INC[@]}" -Werror -Wno-error -c werr.cu -o werr5.o 2>errw5
rcw5=$?
"$CCDRV" "${INC[@]}" -Wno-error -Werror -c werr.cu -o werr6.o 2>errw6
rcw6=$?
if [ $rcw5 -ne 0 ] || [ ! -s werr5.o ] || ! grep -q '\[P067\]' errw5 || [ $rcw6 -ne 1 ] || [ -e werr6.o ]; then
    fail drv-werror-last "-Werror -Wno-error: exit $rcw5, -Wno-error -Werror: exit $rcw6 $(head -c 300 errw5)"
else
    pass drv-werror-last
fi

# $CC / $NVCC are commands of words, as make reads them ("ccache gcc",
# "nvcc -ccbin gcc"): the first word is run, the rest come first among its
# arguments.  No shell: quotes are not read.
CC="env gcc -m64" "$CCDRV" "${INC[@]}" -c good.cu -o words.o 2>errcw
rccw=$?
: >"$FAKE_LOG"
NVCC="  $work/fake-nvcc	-ccbin gcc " "$NVDRV" "${INC[@]}" -c good.cu -o fakew.o 2>errnw
rcnw=$?
if [ $rccw -ne 0 ] || [ ! -s words.o ]; then
    fail drv-compiler-words "CC='env gcc -m64': exit $rccw $(head -c 300 errcw)"
elif [ $rcnw -ne 0 ] || [ "$(head -2 "$FAKE_LOG" | tr '\n' ' ')" != "-ccbin gcc " ]; then
    fail drv-compiler-words "NVCC='fake -ccbin gcc': exit $rcnw, nvcc got: $(head -3 "$FAKE_LOG" | tr '\n' '|') $(head -c 200 errnw)"
else
    pass drv-compiler-words
fi

# nvcc writes -MT's value as given and has no -MQ: the driver quotes the
# target for make itself, as gcc's -MD does (a space in the object's path).
: >"$FAKE_LOG"
NVCC=$work/fake-nvcc "$NVDRV" "${INC[@]}" -MMD -c good.cu -o 'out dir/k$.o' 2>err
rc=$?
if [ $rc -ne 0 ] || ! grep -qx -- '-MT' "$FAKE_LOG" || ! grep -qxF 'out\ dir/k$$.o' "$FAKE_LOG"; then
    fail drv-nvcc-dep-target "exit $rc, nvcc got: $(tr '\n' '|' <"$FAKE_LOG" | head -c 400)"
else
    pass drv-nvcc-dep-target
fi

# ---- what is checked: .cu files, and for nvcc whatever follows -x cu ---------------
cp bad.cu bad.txt
: >"$FAKE_LOG"
NVCC=$work/fake-nvcc "$NVDRV" "${INC[@]}" -x cu bad.txt -c -o badtxt.o 2>err
rc=$?
NVCC=$work/fake-nvcc "$NVDRV" "${INC[@]}" --x=cu bad.txt -c -o badtxt.o 2>>err
rc2=$?
if [ $rc -ne 1 ] || [ $rc2 -ne 1 ] || [ -s "$FAKE_LOG" ] || ! grep -q '\[P110\]' err; then
    fail drv-x-cu "exit $rc, nvcc ran: $(head -c 100 "$FAKE_LOG"), $(head -c 300 err)"
else
    pass drv-x-cu
fi
# Preprocessed CUDA source (.cup; .i/.ii under -x cu) has nothing left to
# check, yet nvcc compiles its device code: refused, nvcc not run.
cp bad.cu bad.cup
cp bad.cu bad.ii
: >"$FAKE_LOG"
bad=
for args in "bad.cup" "-x cu bad.ii" "-x cu bad.cup"; do
    # shellcheck disable=SC2086 # a list of arguments
    NVCC=$work/fake-nvcc "$NVDRV" "${INC[@]}" $args -c -o badcup.o 2>err
    rc=$?
    [ $rc -eq 2 ] && [ "$(wc -l <err)" -eq 1 ] && grep -q 'preprocessed CUDA source' err || bad="$bad [$args: $rc $(head -c 200 err)]"
done
if [ -n "$bad" ] || [ -s "$FAKE_LOG" ]; then
    fail drv-cup "$bad; nvcc ran: $(head -c 100 "$FAKE_LOG")"
else
    pass drv-cup
fi
# Response files hide their contents (sources among them) from the driver.
printf 'bad.cu\n' >opts.rsp
"$CCDRV" -c @opts.rsp 2>err
rc1=$?
"$NVDRV" -c --options-file opts.rsp 2>>err
rc2=$?
if [ $rc1 -ne 2 ] || [ $rc2 -ne 2 ] || [ "$(grep -c 'options from a file are not read' err)" != 2 ]; then
    fail drv-optfile "exit $rc1, $rc2: $(head -c 300 err)"
else
    pass drv-optfile
fi
# "--" goes to the compiler as given, and a source after it is still checked.
: >"$FAKE_LOG"
NVCC=$work/fake-nvcc "$NVDRV" "${INC[@]}" -c -o dd.o -- bad.cu 2>err
rc1=$?
ran1=$(wc -c <"$FAKE_LOG")
NVCC=$work/fake-nvcc "$NVDRV" "${INC[@]}" -c -o dd.o -- good.cu 2>>err
rc2=$?
if [ $rc1 -ne 1 ] || [ "$ran1" != 0 ] || [ $rc2 -ne 0 ] || ! grep -qx -- '--' "$FAKE_LOG"; then
    fail drv-dashdash "bad: exit $rc1 (nvcc ran: $ran1 bytes), good: exit $rc2: $(head -c 300 err)"
else
    pass drv-dashdash
fi
# A host file is the compiler's alone (host C need not be in the checker's subset).
printf '#include <stdarg.h>\nint host_sum(int n, ...)\n{\n    va_list ap;\n    va_start(ap, n);\n    int s = 0;\n    for (int i = 0; i < n; i++)\n        s += va_arg(ap, int);\n    va_end(ap);\n    return s;\n}\n' >host.c
"$CCDRV" -c host.c -o host.o 2>err
rc=$?
if [ $rc -ne 0 ] || ! nm host.o | grep -q ' T host_sum$'; then
    fail drv-host-c "exit $rc: $(head -c 300 err)"
else
    pass drv-host-c
fi
"$CCDRV" -c - <host.c 2>err
rc=$?
if [ $rc -ne 2 ] || [ "$(cat err)" != "prism-cc: cannot check standard input: name the source file" ]; then
    fail drv-stdin "exit $rc: $(head -c 300 err)"
else
    pass drv-stdin
fi

# ---- -include reaches the checker too -------------------------------------------
# The check must read the program the compiler compiles: a macro from a
# pre-included header that hides a barrier is checked at its use.
printf '#define PRE_BARRIER() __syncthreads()\n' >pre.h
cat >pre.cu <<'K'
#include "prism.h"
PRISM_DEVICE(void, pre, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(1)) { PRE_BARRIER(); }
}
K
"$CCDRV" "${INC[@]}" -include sub/inc.h -c good.cu -o inc.o 2>err
rc1=$?
"$CCDRV" "${INC[@]}" -include pre.h -c pre.cu -o pre.o 2>err2
rc2=$?
if [ $rc1 -ne 0 ] || [ ! -s inc.o ]; then
    fail drv-include "-include sub/inc.h good.cu: exit $rc1 (want 0, inc.o built): $(head -c 300 err)"
elif [ $rc2 -ne 1 ] || ! grep -q 'pre.cu:4:.*\[P080\]' err2 || [ -e pre.o ]; then
    fail drv-include "-include pre.h pre.cu: exit $rc2 (want 1, P080 at pre.cu:4, no pre.o): $(head -c 300 err2)"
else
    pass drv-include
fi

"$CCDRV" -c nope.cu -o nope.o 2>err
rc=$?
# (red teams u1, u2) nvcc that cannot run: one line, not a second about --dryrun
NVCC="$work/no-such-nvcc" "$NVDRV" "${INC[@]}" -c good.cu -o nv-missing.o 2>err2
rc2=$?
if [ $rc -ne 2 ] || [ "$(cat err)" != "prism-cc: nope.cu: No such file or directory" ]; then
    fail drv-missing "exit $rc: $(head -c 300 err)"
elif [ $rc2 -ne 2 ] || [ "$(wc -l <err2)" -ne 1 ] || ! grep -q 'cannot run' err2; then
    fail drv-missing "missing nvcc: exit $rc2: $(head -c 300 err2)"
else
    pass drv-missing
fi
"$NVDRV" 2>err
rc=$?
if [ $rc -ne 2 ] || [ "$(wc -l <err)" != 1 ] || ! grep -q '^prism-nvcc: no input file' err; then
    fail drv-noargs "exit $rc: $(head -c 300 err)"
else
    pass drv-noargs
fi

# ---- every preprocessor spelling reaches the checker, or is refused -------------
# EVIL puts a barrier under a per-thread if: the check fails whenever the
# checker sees EVIL defined, as the compiler would.
cat >evil.cu <<'K'
#include "prism.h"
#ifdef EVIL
#define MAYBE_BAR() __syncthreads()
#else
#define MAYBE_BAR() ((void)0)
#endif
PRISM_KERNEL(ek, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { if (i < n) { MAYBE_BAR(); xi[0] *= 2.0f; } }
    }
}
K
printf '#define EVIL 1\n' >evil.h
bad=
ev() { # ev WANT DRIVER-ENV... -- ARGS: the driver's exit status is WANT
    local want=$1 rc
    shift
    env "$@" -c evil.cu -o evil.o >/dev/null 2>everr
    rc=$?
    [ $rc -eq "$want" ] || bad="$bad [$* -> $rc, want $want: $(head -c 160 everr)]"
    [ "$want" = 2 ] && ! grep -q 'prism-' everr && bad="$bad [$*: no message]"
    rm -f evil.o
}
ev 0 "$CCDRV" "${INC[@]}"
ev 1 "$CCDRV" "${INC[@]}" --define-macro=EVIL
ev 1 "$CCDRV" "${INC[@]}" --define-macro EVIL
ev 1 "$CCDRV" "${INC[@]}" --include=evil.h
ev 1 "$CCDRV" "${INC[@]}" -Wp,-include,evil.h
ev 1 "$CCDRV" "${INC[@]}" -Xpreprocessor -include -Xpreprocessor evil.h
ev 1 CC="gcc -DEVIL" "$CCDRV" "${INC[@]}"
ev 1 CC="env gcc -include evil.h" "$CCDRV" "${INC[@]}"
ev 2 "$CCDRV" "${INC[@]}" -imacros evil.h
ev 2 "$CCDRV" "${INC[@]}" -Wp,-imacros,evil.h
ev 2 "$CCDRV" "${INC[@]}" -undef
ev 2 "$CCDRV" "${INC[@]}" -trigraphs
ev 2 "$CCDRV" "${INC[@]}" -funsigned-char
ev 2 "$CCDRV" "${INC[@]}" -fshort-enums
ev 2 "$CCDRV" "${INC[@]}" -fpack-struct=1
ev 2 "$CCDRV" "${INC[@]}" -Xcompiler -fshort-enums
ev 2 "$CCDRV" "${INC[@]}" -fms-extensions
ev 2 "$CCDRV" "${INC[@]}" -fplan9-extensions
ev 2 "$CCDRV" "${INC[@]}" -fexec-charset=IBM1047
ev 2 "$CCDRV" "${INC[@]}" -finput-charset=latin1
ev 0 "$CCDRV" "${INC[@]}" -finput-charset=UTF-8 -fexec-charset=utf-8
ev 2 "$CCDRV" "${INC[@]}" -std=c17
ev 2 "$CCDRV" "${INC[@]}" -ansi
ev 2 CC="gcc -imacros evil.h" "$CCDRV" "${INC[@]}"
ev 2 CC="gcc -o x.o" "$CCDRV" "${INC[@]}"
ev 0 "$CCDRV" "${INC[@]}" -std=gnu11
# gcc's specs file (named, or the one in a -B directory) adds -DEVIL to cc1
mkdir -p specsdir
printf '*cpp:\n+ -DEVIL\n\n' >evil.specs
cp evil.specs specsdir/specs
ev 2 "$CCDRV" "${INC[@]}" -specs=evil.specs
ev 2 "$CCDRV" "${INC[@]}" --specs=evil.specs
ev 2 "$CCDRV" "${INC[@]}" -specs evil.specs
ev 2 "$CCDRV" "${INC[@]}" -Bspecsdir/
ev 2 "$CCDRV" "${INC[@]}" -B specsdir/
ev 2 "$CCDRV" "${INC[@]}" --prefix=specsdir/
ev 2 CC="gcc -specs=evil.specs" "$CCDRV" "${INC[@]}"
ev 2 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler -specs=evil.specs
ev 2 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler -B,specsdir/
# ... or the one gcc finds in $GCC_EXEC_PREFIX's or $LIBRARY_PATH's directories
mkdir -p "gep/$(gcc -dumpmachine)/$(gcc -dumpversion)" libdir
cp evil.specs "gep/$(gcc -dumpmachine)/$(gcc -dumpversion)/specs"
cp evil.specs specsdir/specs
ev 2 GCC_EXEC_PREFIX="$work/gep/" "$CCDRV" "${INC[@]}"
ev 2 LIBRARY_PATH="$work/specsdir" "$CCDRV" "${INC[@]}"
ev 2 LIBRARY_PATH="$work/specsdir" NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 0 LIBRARY_PATH="$work/libdir" "$CCDRV" "${INC[@]}"
ev 0 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 1 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler -DEVIL
ev 1 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler=-Wall,-DEVIL
ev 1 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" --compiler-options=-DEVIL
ev 1 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler -include -Xcompiler evil.h
ev 1 NVCC="$work/fake-nvcc -DEVIL" "$NVDRV" "${INC[@]}"
ev 1 NVCC="$work/fake-nvcc -Xcompiler -DEVIL" "$NVDRV" "${INC[@]}"
ev 2 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler -imacros,evil.h
ev 2 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -std=c++14
ev 2 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler -std=c++11
ev 2 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -arch=native
ev 2 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" --gpu-architecture native
ev 2 NVCC="$work/fake-nvcc -arch=native" "$NVDRV" "${INC[@]}"
ev 0 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -std=c++20
# nvcc adds $NVCC_PREPEND_FLAGS and $NVCC_APPEND_FLAGS to its command line
ev 1 NVCC_APPEND_FLAGS=-DEVIL NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 1 NVCC_PREPEND_FLAGS="-O3  -include evil.h" NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 1 NVCC_APPEND_FLAGS='-Xcompiler "-DEVIL"' NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 1 NVCC_APPEND_FLAGS='-Xcompiler -O2,-DEVIL' NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 0 NVCC_PREPEND_FLAGS=-DEVIL NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -UEVIL
ev 2 NVCC_APPEND_FLAGS='-Xcompiler -trigraphs' NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 2 NVCC_PREPEND_FLAGS=-Xcompiler=-imacros,evil.h NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 2 NVCC_APPEND_FLAGS=@opts NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 2 NVCC_APPEND_FLAGS=-arch=native NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 2 NVCC_APPEND_FLAGS=-std=c++14 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 2 NVCC_APPEND_FLAGS='"-DEVIL"' NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 2 NVCC_APPEND_FLAGS='-DEV\IL' NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 2 NVCC_APPEND_FLAGS='-o x.o' NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
ev 2 NVCC_APPEND_FLAGS=evil.cu NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}"
# nvcc's shell splits an -Xcompiler value at blanks and removes quotes
ev 1 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler "-O2 -DEVIL"
ev 1 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" "-Xcompiler=-O2 -DEVIL"
ev 1 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" --compiler-options "-Wall	-include evil.h"
ev 1 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler '"-DEVIL"'
ev 0 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler '"-O2 -DEVIL"'
ev 2 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler "-O2 -trigraphs"
ev 2 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler "-DX='a b'"
ev 2 NVCC="$work/fake-nvcc" "$NVDRV" "${INC[@]}" -Xcompiler '-DX=$EVIL'
# a link has nothing to check: such a value goes to nvcc as it is
NVCC="$work/fake-nvcc" "$NVDRV" -Xcompiler "-Wl,-rpath,'\$ORIGIN'" good.o -o app >/dev/null 2>everr ||
    bad="$bad [link with -Xcompiler '\$ORIGIN': $(head -c 160 everr)]"
if [ -n "$bad" ]; then
    fail drv-pp-spellings "$bad"
else
    pass drv-pp-spellings
fi

# gcc's ISO modes replace trigraphs; the checker does not (SPEC 13.1).  For
# the checker the comment below runs to its last line; for ISO C, `*??/`
# newline `/` closes it first and a barrier under `if (i < n)` is compiled.
cat >tri.cu <<'K'
#include "prism.h"
PRISM_KERNEL(tk, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            if (i < n) {
                /* what??? *??/
/ __syncthreads(); /* */
                xi[0] *= 2.0f;
            }
        }
    }
}
K
"$CCDRV" "${INC[@]}" -Wno-trigraphs -c tri.cu -o tri.o 2>err
rc=$?
if [ $rc -ne 0 ] || nm tri.o | grep -qi syncthreads; then
    fail drv-trigraph "exit $rc, barrier symbols: $(nm tri.o 2>&1 | grep -i sync | head -3) $(head -c 200 err)"
else
    pass drv-trigraph
fi

# CUDA's pragmas mean nothing to gcc; a -Wall -Werror emulator build takes them.
sed 's|{ if (i < n) { MAYBE_BAR(); xi\[0\] \*= 2.0f; } }|{ float a = 0.0f;\n#pragma unroll\n for (int k = 0; k < 4; k++) a += (float)k;\n#pragma nv_diag_suppress 177\n if (i < n) xi[0] = a; }|' evil.cu >prag.cu
"$CCDRV" "${INC[@]}" -Wall -Wextra -Werror -c prag.cu -o prag.o 2>err
rc=$?
if [ $rc -ne 0 ] || ! grep -q '#pragma unroll' prag.cu; then
    fail drv-pragma "exit $rc: $(head -c 300 err)"
else
    pass drv-pragma
fi

# ---- a signal stops the compiler and removes the temporary ---------------------
cat >slow-cc <<'F'
#!/usr/bin/env bash
echo $$ >"$SLOW_PID"
exec sleep 60
F
chmod +x slow-cc
export SLOW_PID=$work/slow.pid
rm -f "$SLOW_PID"
# (PRISM_HOST_CC: the checker's questions about system headers go to a real compiler, so the
# compile is the slow step; the driver gives it $CC otherwise)
PRISM_HOST_CC=cc CC=$work/slow-cc "$CCDRV" "${INC[@]}" -c good.cu -o slow.o 2>err &
drv=$!
for _ in $(seq 100); do [ -s "$SLOW_PID" ] && break; sleep 0.1; done
kill -TERM "$drv"
wait "$drv"
rc=$?
child=$(cat "$SLOW_PID" 2>/dev/null)
if [ -z "$child" ]; then
    fail drv-signal "the compiler never started: $(head -c 300 err)"
elif [ $rc -ne 143 ]; then
    fail drv-signal "exit $rc, want 143 (SIGTERM)"
elif sleep 0.2 && kill -0 "$child" 2>/dev/null; then
    kill "$child"
    fail drv-signal "the compiler was left running"
elif [ -n "$(ls -A "$TMPDIR")" ]; then
    fail drv-signal "left in TMPDIR: $(ls -A "$TMPDIR" | tr '\n' ' ')"
else
    pass drv-signal
fi

# ---- extern "C" and bool (outside user's finding 22 and 20b) -----------------------
cat >extc.cu <<'K'
#include "prism.h"
extern "C"
PRISM_KERNEL(ext_scale, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const bool in = i < n;
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { if (in) xi[0] *= 2.0f; }
    }
}
extern "C" {
PRISM_KERNEL(ext_flag, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, y, GRID(1)))
{
    PRISM_PARTITION(yi, y, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { yi[0] = true; }
    }
}
int ext_run(float *x, int *y, int n);
}
PRISM_KERNEL(ext_mangled, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)))
{
    PRISM_PARTITION(xi, x, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(THREAD(1)) { xi[0] += 1.0f; }
    }
}
extern "C" int ext_run(float *x, int *y, int n)
{
    int rc = PRISM_LAUNCH(ext_scale, 1, 32, x, n);
    return rc ? rc : PRISM_LAUNCH(ext_flag, 1, 32, y);
}
ext\
ern "C" int ext_line(void);
int ext_line(void) { return __LINE__; }
K
cat >extc_main.c <<'K'
#include <stdio.h>
#include "prism/host.h"
#include "extc_launch.h"
int ext_run(float *x, int *y, int n);
int ext_line(void);
int main(void)
{
    if (ext_line() != EXT_LINE) /* the rewritten extern "C" kept its line splice */
        return printf("ext_line %d, want %d\n", ext_line(), EXT_LINE), 1;
    float h[32], *x = prism_dev_alloc(sizeof h);
    int g[32], *y = prism_dev_alloc(sizeof g);
    for (int i = 0; i < 32; i++)
        h[i] = (float)i;
    if (!x || !y || prism_copy_to_dev(x, h, sizeof h) || prism_dev_memset(y, 0, sizeof g) ||
        ext_run(x, y, 20) || prism_launch_ext_scale(1, 32, x, 10) || prism_dev_sync() ||
        prism_copy_to_host(h, x, sizeof h) || prism_copy_to_host(g, y, sizeof g))
        return 2;
    for (int i = 0; i < 32; i++)
        if (h[i] != (float)i * (i < 10 ? 4 : i < 20 ? 2 : 1) || g[i] != 1)
            return printf("element %d: %g %d\n", i, h[i], g[i]), 1;
    return puts("extc ok") < 0;
}
K
if [ ! -r "$lib/libprism_emu.a" ] || [ ! -r "$lib/libprism_host.a" ]; then
    fail drv-extern-c "$lib/libprism_emu.a or libprism_host.a not built"
elif "$CCDRV" "${INC[@]}" "${SAN_CFLAGS[@]}" -Wall -Wextra -Werror -c extc.cu -o extc.o 2>err &&
    "$BUILD/bin/prism-check" "${INC[@]}" --launch-header=extc_launch.h extc.cu 2>>err &&
    gcc -std=c17 -D_GNU_SOURCE "${SAN_CFLAGS[@]}" "${INC[@]}" -I. -DEXT_LINE="$(grep -n 'return __LINE__' extc.cu | cut -d: -f1)" \
        -c extc_main.c -o extc_main.o 2>>err &&
    gcc "${SAN_CFLAGS[@]}" extc_main.o extc.o "$lib/libprism_emu.a" "$lib/libprism_host.a" -o extc -lpthread -lm 2>>err; then
    timeout 120 ./extc >extc.out 2>&1
    rc=$?
    if [ $rc -eq 0 ] && grep -q 'extc ok' extc.out; then
        pass drv-extern-c
    else
        fail drv-extern-c "exit $rc: $(head -c 300 extc.out)"
    fi
else
    fail drv-extern-c "build: $(head -c 600 err)"
fi

# ---- no temporary is left behind --------------------------------------------------
if [ -n "$(ls -A "$TMPDIR")" ]; then
    fail drv-tmp "left in TMPDIR: $(ls -A "$TMPDIR" | head -5 | tr '\n' ' ')"
else
    pass drv-tmp
fi

# ---- the real nvcc ------------------------------------------------------------------
if [ "$PRISM_SAN" = 1 ]; then
    :
elif [ "$HAVE_NVCC" != 1 ]; then
    skip drv-nvcc "no nvcc"
else
    PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -arch=sm_90a -MD -g -c repro/base.cu -o nvb.o 2>err &&
        PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -arch=sm_90a -MD -c good.cu -o nv.o 2>>err
    rc=$?
    if [ $rc -ne 0 ] || [ ! -s nv.o ]; then
        fail drv-nvcc "exit $rc: $(head -c 400 err)"
    elif ! deps_ok drv-nvcc nv.d nv.o; then
        :
    elif grep -q prism-driver nvb.o || ! grep -q 'repro/base\.cu' nvb.o; then
        fail drv-nvcc "a -g object names the temporary copy: $(strings nvb.o | grep -m2 'base\.cu')"
    else
        pass drv-nvcc
    fi
fi

# Each device pass nvcc runs is checked, however the architecture is
# spelled or left out (k75: a barrier under if only for sm_75, nvcc 13's
# default; k100: for sm_100 on; k90: for a compute_90 PTX pass, where
# __CUDA_ARCH_FEAT_SM90_ALL is not defined: nvcc 13 adds one to
# -arch=sm_90a, which prism-nvcc drives as the sm_90a target alone).
if [ "$PRISM_SAN" != 1 ] && [ "$HAVE_NVCC" = 1 ]; then
    arch_kernel() {
        sed "s|#ifdef EVIL|#if defined(__CUDA_ARCH__) \&\& $2|" evil.cu >"$1.cu"
    }
    arch_kernel k75 '__CUDA_ARCH__ == 750'
    arch_kernel k100 '__CUDA_ARCH__ >= 1000'
    arch_kernel k90 '__CUDA_ARCH__ == 900 \&\& !defined(__CUDA_ARCH_FEAT_SM90_ALL)'
    bad=
    ar() { # ar WANT FILE ENV/DRIVER ARGS...
        local want=$1 f=$2 rc
        shift 2
        PATH=$PATH:/usr/local/cuda/bin env "$@" -c "$f.cu" -o "$f.o" >/dev/null 2>arerr
        rc=$?
        [ $rc -eq "$want" ] || bad="$bad [$f $* -> $rc, want $want: $(head -c 160 arerr)]"
    }
    nvd=$(PATH=$PATH:/usr/local/cuda/bin command -v nvcc)
    def=$("$nvd" --help | grep -o "default.*sm_[0-9]*" | head -1)
    ar 1 k75 "$NVDRV" "${INC[@]}"
    ar 1 k100 "$NVDRV" "${INC[@]}" -arch=all
    ar 1 k100 "$NVDRV" "${INC[@]}" -arch=all-major
    ar 1 k100 "$NVDRV" "${INC[@]}" --gpu-architecture sm_100
    ar 1 k100 "$NVDRV" "${INC[@]}" --gpu-architecture=compute_100
    ar 1 k100 "$NVDRV" "${INC[@]}" -arch sm_100a
    ar 0 k90 "$NVDRV" "${INC[@]}" -arch=sm_90a # the sm_90a target alone: no compute_90 pass to check
    ar 1 k75 NVCC="$nvd -arch=sm_75" "$NVDRV" "${INC[@]}"
    ar 1 k100 NVCC_APPEND_FLAGS="-arch=sm_100" "$NVDRV" "${INC[@]}"
    ar 1 k90 NVCC_PREPEND_FLAGS="-gencode arch=compute_90,code=compute_90" "$NVDRV" "${INC[@]}" -arch=sm_80
    ar 0 k100 "$NVDRV" "${INC[@]}" -arch=sm_90a
    ar 0 k75 "$NVDRV" "${INC[@]}" -arch=sm_80
    ar 0 k90 "$NVDRV" "${INC[@]}" -gencode arch=compute_90a,code=sm_90a
    ar 2 k75 "$NVDRV" "${INC[@]}" -arch=native
    if [ -n "$bad" ]; then
        fail drv-nvcc-archs "$bad"
    else
        pass drv-nvcc-archs
    fi

    # <time.h> from CUDA's headers must not find the project's time.h
    # beside the kernel; its "q.h" must still be found there.
    for dir in src "src,comma"; do
        mkdir -p "$dir"
        printf '#error "project time.h used for <time.h>"\n' >"$dir/time.h"
        printf '#define QN 2\n' >"$dir/q.h"
        sed 's|#include "prism.h"|#include "prism.h"\n#include "q.h"|; s|xi\[0\] \*= 2.0f|xi[0] *= (float)QN|' evil.cu >"$dir/k.cu"
        PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -arch=sm_90a -c "$dir/k.cu" -o "$dir/k.o" 2>err
        rc=$?
        (cd "$dir" && PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -arch=sm_90a -c k.cu -o k2.o) 2>>err
        rc2=$?
        if [ $rc -ne 0 ] || [ $rc2 -ne 0 ]; then
            fail drv-nvcc-iquote "$dir: exit $rc, from inside: $rc2: $(head -c 300 err)"
            break
        fi
    done
    [ $rc -eq 0 ] && [ $rc2 -eq 0 ] && pass drv-nvcc-iquote

    # (red team rt31) nvcc's --time table, which it appends even under the driver's --dryrun, and
    # -fdevice-time-trace's VALUE.json get -o's guards; a --time in $NVCC_APPEND_FLAGS is refused
    mkdir -p tm && cp src/k.cu src/q.h tm/ && cp tm/q.h tm/q.orig && cp tm/k.cu tm/k.orig && echo CANARY >tm/canary
    ln -sf canary tm/tlink
    ln -sf canary tm/x.json
    bad=
    tm_run() { # tm_run WANT ENV... -- ARGS...
        local want=$1 rc
        shift
        (cd tm && PATH=$PATH:/usr/local/cuda/bin env "$@") >/dev/null 2>err
        rc=$?
        [ $rc -eq "$want" ] || bad="$bad [$* -> $rc, want $want: $(head -c 160 err)]"
        cmp -s tm/q.h tm/q.orig && cmp -s tm/k.cu tm/k.orig && [ "$(cat tm/canary)" = CANARY ] ||
            bad="$bad [$*: a file changed]"
    }
    for args in "--time q.h" "--time=k.cu" "-time tlink" "-fdevice-time-trace x"; do
        # shellcheck disable=SC2086 # a list of arguments
        tm_run 2 "$NVDRV" "${INC[@]}" -arch=sm_90a -c k.cu -o k.o $args
    done
    tm_run 2 NVCC_APPEND_FLAGS="--time q.h" "$NVDRV" "${INC[@]}" -arch=sm_90a -c k.cu -o k.o
    tm_run 0 "$NVDRV" "${INC[@]}" -arch=sm_90a -c k.cu -o k.o --time t.csv -fdevice-time-trace tr
    [ -s tm/t.csv ] && [ -s tm/tr.json ] || bad="$bad [--time t.csv -fdevice-time-trace tr: $(ls tm)]"
    [ -z "$bad" ] && pass drv-nvcc-time-outputs || fail drv-nvcc-time-outputs "$bad"

    # (red team rt31) CUDA 13's CCCL directory (include/cccl, no cuda_runtime.h of its own) given with -I,
    # as newer CMake's CUDA::cudart gives it: the toolkit's, its headers skipped (CUB's #errors were read)
    cccl=$(ls -d "$(dirname "$nvd")"/../targets/*/include/cccl 2>/dev/null | head -1)
    if [ -n "$cccl" ] && [ -f "$cccl/cub/cub.cuh" ]; then
        sed 's|#include "prism.h"|#include "prism.h"\n#include <cub/cub.cuh>|' src/k.cu >src/kcub.cu
        PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -I"$cccl" -arch=sm_90a -c src/kcub.cu -o src/kcub.o 2>err &&
            pass drv-nvcc-cccl-dir || fail drv-nvcc-cccl-dir "$(head -c 300 err)"
    else
        skip drv-nvcc-cccl-dir "no include/cccl beside $nvd (CUDA 13 has one)"
    fi

    # -arch=sm_90a: nvcc 13 adds a compute_90 pass without the
    # arch-specific features; prism-nvcc drives the sm_90a target alone,
    # and a build for another architecture still names the requirement.
    cat >hop.cu <<'HOP'
#include "prism.h"
PRISM_KERNEL(hop, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)), PRISM_SMEM(16),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { o[0] = g; } }
}
HOP
    if ! PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -arch=sm_90a -c hop.cu -o hop.o 2>err; then
        fail drv-nvcc-hopper-arch "-arch=sm_90a: $(grep -m 2 -i error err | tr '\n' ' ')"
    elif PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -arch=sm_80 -c hop.cu -o hop80.o 2>err ||
        ! grep -q 'requires_sm_90a' err; then
        fail drv-nvcc-hopper-arch "-arch=sm_80 built a Hopper kernel, or said nothing of sm_90a"
    else
        pass drv-nvcc-hopper-arch
    fi

    # The library as a system header: nvcc honours the markers too.
    if PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${SYS[@]}" -arch=sm_90a -Xcompiler -Wconversion,-Werror \
        -c wsum.cu -o wsum_nv.o 2>err; then
        pass drv-nvcc-system-headers
    else
        fail drv-nvcc-system-headers "$(grep -m 3 -i error err | tr '\n' ' ')"
    fi

    # A header of kernels included by two files links (SPEC 10: the entry is
    # weak, its host stub too).
    mkdir -p kh
    sed -n '/^#include "prism.h"/,$p' evil.cu | sed 's/#ifdef EVIL/#if 0/' >kh/kern.cuh
    printf '#include "kern.cuh"\nPRISM_HOST_API int run_a(float *x, int n) { return PRISM_LAUNCH(ek, 1, 64, x, n); }\n' >kh/a.cu
    printf '#include "kern.cuh"\nPRISM_HOST_API int run_b(float *x, int n) { return PRISM_LAUNCH(ek, 1, 64, x, n); }\n' >kh/b.cu
    printf 'int run_a(float *, int);\nint run_b(float *, int);\nint main(void) { return run_a(0, 0) | run_b(0, 0); }\n' >kh/main.c
    # nvcc links: it knows where its own cudart is, wherever the toolkit lives.
    if PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -arch=sm_90a -c kh/a.cu -o kh/a.o 2>err &&
        PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -arch=sm_90a -c kh/b.cu -o kh/b.o 2>>err &&
        gcc -c kh/main.c -o kh/main.o 2>>err &&
        "$nvd" kh/main.o kh/a.o kh/b.o "$BUILD/lib/libprism_cuda.a" -lpthread -lm -o kh/app 2>>err; then
        pass drv-nvcc-kernel-header
    else
        fail drv-nvcc-kernel-header "$(grep -v -m 4 -e '^collect2' -e '^$' err | tr '\n' ' ')"
    fi
fi

# extern "C" kernels under nvcc: unmangled entries, for the host stub (nm) and
# the device code (the PTX .entry); a kernel without it stays mangled.
if [ "$PRISM_SAN" != 1 ] && [ "$HAVE_NVCC" = 1 ]; then
    { echo 'extern "C" {'; echo '#include "prism.h"'; echo '}'; tail -n +2 extc.cu; } >extc_inc.cu
    bad=
    if ! PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -Xcompiler -Wall,-Wextra,-Werror -arch=sm_90a -c extc.cu -o extc_nv.o 2>err ||
        ! PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -arch=sm_90a -ptx extc.cu -o extc.ptx 2>>err ||
        ! PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -arch=sm_90a -c extc_inc.cu -o extc_inc.o 2>>err; then
        bad="build: $(head -c 600 err)"
    else
        syms=$(nm extc_nv.o)
        for k in ext_scale ext_flag ext_run; do
            grep -Eq " [TW] $k\$" <<<"$syms" || bad="$bad [no unmangled $k in nm]"
        done
        grep -Eq " [TW] _Z11ext_mangledPf\$" <<<"$syms" || bad="$bad [ext_mangled not mangled]"
        for k in ext_scale ext_flag; do
            grep -q "\.entry $k(" extc.ptx || bad="$bad [no .entry $k]"
        done
        grep -q '\.entry _Z11ext_mangledPf(' extc.ptx || bad="$bad [no mangled .entry ext_mangled]"
        grep -Eq " [TW] ext_scale\$" <<<"$(nm extc_inc.o)" || bad="$bad [extc_inc: no unmangled ext_scale]"
    fi
    if [ -n "$bad" ]; then
        fail drv-nvcc-extern-c "$bad"
    else
        pass drv-nvcc-extern-c
    fi
fi

# The real nvcc's dependency rule for an object in a directory with a
# space: its target quoted for make (as prism-cc's), so make rebuilds it.
if [ "$PRISM_SAN" != 1 ] && [ "$HAVE_NVCC" = 1 ]; then
    mkdir -p "nv out"
    PATH=$PATH:/usr/local/cuda/bin "$NVDRV" "${INC[@]}" -arch=sm_90a -MMD -MP -c good.cu -o "nv out/k.o" 2>err
    rc=$?
    if [ $rc -ne 0 ] || ! head -1 "nv out/k.d" | grep -q '^nv\\ out/k\.o *:'; then
        fail drv-nvcc-dep-space "exit $rc: $(head -c 300 "nv out/k.d" 2>&1) $(head -c 200 err)"
    else
        pass drv-nvcc-dep-space
    fi
fi

# prism-cc checks what gcc compiles: __CUDACC__ and __NVCC__ undefined, so
# a barrier under #ifndef __CUDACC__ in thread code is the checker's P080,
# and the nvcc branch's own test still reads nvcc's view in prism-nvcc.
cat >view.cu <<'K'
#include "prism.h"
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, x, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
#ifdef __CUDACC__
        (void)i;
#else
        if (i % 2) __syncthreads();
#endif
    }
    (void)x;
}
K
if "$CCDRV" "${INC[@]}" -c view.cu -o view.o 2>err; then
    fail drv-cc-gcc-view "prism-cc accepted a barrier in the branch gcc compiles"
elif ! grep -q 'view.cu:9:.*P080' err; then
    fail drv-cc-gcc-view "no P080 at the gcc branch: $(head -c 300 err)"
elif ! "$(dirname "$CCDRV")/prism-check" "${INC[@]}" --cuda-arch=none view.cu -o /dev/null 2>err; then
    fail drv-cc-gcc-view "prism-check's own (nvcc) view rejected the nvcc branch: $(head -c 300 err)"
else
    pass drv-cc-gcc-view
fi

# clang 14 has no _Float16 in C on x86-64: prism.h's __half is then its bits.
if [ "$PRISM_SAN" != 1 ] && command -v clang-14 >/dev/null; then
    if CC=clang-14 "$CCDRV" "${INC[@]}" -c view.cu -o clang.o 2>err || grep -q 'view.cu:9:.*P080' err; then
        # view.cu is rejected by the check (drv-cc-gcc-view): build the accepted kernel instead.
        if CC=clang-14 "$CCDRV" "${INC[@]}" -c good.cu -o clang.o 2>err; then
            pass drv-cc-clang
        else
            fail drv-cc-clang "CC=clang-14 prism-cc: $(head -c 400 err)"
        fi
    else
        fail drv-cc-clang "CC=clang-14 prism-cc: $(head -c 400 err)"
    fi
fi
