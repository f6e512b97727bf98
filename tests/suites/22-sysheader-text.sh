#!/usr/bin/env bash
# tests/suites/22-sysheader-text.sh - the names a skipped system header may
# define, read from its text (preproc/sys_header_text.c).
#
# The checker asks the compilers what the system headers it skips define
# only for names some #define, #undef or pop_macro in their text (and the
# files they include) may touch.  Each case puts a header that defines
# PROBE in a way that is easy to misread into a directory the checker
# takes for a system one (a toolkit's: cuda_runtime.h, cuda_runtime_api.h,
# crt/host_defines.h), then tests `#ifdef PROBE` before code the checker
# proves: it must be P107 (the checker and the compilers read it
# differently).  The look-alikes name PROBE without defining it: accepted.
#
#   hdrtext:NAME         one header shape (below)
#   hdrtext-no-compiler  a program whose names no header defines runs no
#                        compiler's -dD (the fake $PRISM_HOST_CC logs it)
#   hdrtext-asked        ... and one that tests a name a header defines does
#
# Runs in both passes (host code).
set -u
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
root=$PWD
CHECK=$root/$BUILD/bin/prism-check
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }

if [ ! -x "$CHECK" ]; then
    fail hdrtext "$CHECK not built"
    exit 0
fi

kernel() { # $1: the header; the program tests PROBE (PREFIX=push: pushes it undefined, then defines it)
    [ "${PREFIX:-}" = push ] && printf '#pragma push_macro("PROBE")\n#define PROBE 1\n'
    cat <<EOF
#include <$1>
#include "prism.h"
#ifdef PROBE
enum { K1 = 1 };
#else
enum { K1 = 0 };
#endif
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(32), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = K1; }
    }
}
EOF
}

# case NAME reject|accept [checker flags...]: the headers are in $work/NAME/tk already
run_case() {
    local name=$1 want=$2
    shift 2
    local d=$work/$name
    mkdir -p "$d/tk/crt"
    : >"$d/tk/cuda_runtime.h"
    : >"$d/tk/cuda_runtime_api.h"
    : >"$d/tk/crt/host_defines.h"
    kernel probe.h >"$d/k.cu"
    (cd "$d" && "$CHECK" -I "$root/include" -isystem tk "$@" k.cu -o /dev/null) >"$d/err" 2>&1
    local rc=$?
    if [ "$want" = reject ] && [ $rc -eq 1 ] && grep -q '\[P107\]' "$d/err"; then
        pass "hdrtext:$name"
    elif [ "$want" = accept ] && [ $rc -eq 0 ]; then
        pass "hdrtext:$name"
    else
        fail "hdrtext:$name" "want $want, exit $rc: $(head -c 400 "$d/err")"
    fi
}

hdr() { # $1 case, $2 file under tk/, text on stdin
    mkdir -p "$(dirname "$work/$1/tk/$2")"
    cat >"$work/$1/tk/$2"
}

# A comment between '#' and 'define', and between 'define' and the name.
printf '# /* a */ define /* b */ PROBE 1\n' | hdr comment probe.h
run_case comment reject
# A name spliced over lines, the backslash before blanks (gcc splices that too).
printf '#def\\\nine PRO\\ \t\nBE 1\n' | hdr splice probe.h
run_case splice reject
# The directive after a block comment that runs over lines is still one.
printf '/* one\n two */ #define PROBE 1\n' | hdr comment-lines probe.h
run_case comment-lines reject
# Lone CRs end lines (gcc reads them so); a NUL byte is a blank.
printf 'int x;\r#define PROBE 1\r' | hdr cr probe.h
run_case cr reject
printf 'int x; \0 int y;\n#define PROBE 1\n' | hdr nul probe.h
run_case nul reject
# The digraph %: is '#'.
printf '%%:define PROBE 1\n' | hdr digraph probe.h
run_case digraph reject
# #undef of the program's own PROBE after it tested it... and a header that defines it through
# a quoted include next to it, in a directory no -I names.
printf '#include "sub/inner.h"\n' | hdr nested probe.h
printf '#include "deeper.h"\n' | hdr nested sub/inner.h
printf '#define PROBE 1\n' | hdr nested sub/deeper.h
run_case nested reject
# #include_next and #import.
printf '#include_next <probe.h>\n' | hdr next probe.h
mkdir -p "$work/next/tk2"
printf '#define PROBE 1\n' >"$work/next/tk2/probe.h"
run_case next reject -isystem tk2
printf '#import <imp.h>\n' | hdr import probe.h
printf '#define PROBE 1\n' | hdr import imp.h
run_case import reject
# A computed #include: not followed, the compilers are asked.
printf '#define INNER <inner.h>\n#include INNER\n' | hdr computed probe.h
printf '#define PROBE 1\n' | hdr computed inner.h
run_case computed reject
# Literals that hold comment openers, an apostrophe in #error text, a raw string.
hdr literals probe.h <<'H'
static const char *s = "/*";
static const char c = '"';
#if 0
#error don't
#endif
#define PROBE 1
/* */
H
run_case literals reject
hdr raw probe.h <<'H'
#ifdef __cplusplus
static const char *r = R"x( /* )x";
#endif
#define PROBE 1
H
run_case raw reject
# pop_macro restoring the program's PROBE to undefined (pushed before its #define): spelt in a
# _Pragma string, and through a macro that stringizes its argument (not followed: the compilers
# are asked).
hdr pop probe.h <<'H'
_Pragma("pop_macro(\"PROBE\")")
H
PREFIX=push run_case pop reject
hdr pop-macro probe.h <<'H'
#define STR(x) #x
#define POP(n) _Pragma(STR(pop_macro(#n)))
POP(PROBE)
H
PREFIX=push run_case pop-macro reject
# Trigraphs under gcc's default GNU mode are not read (the ISO modes that read them are refused below).
printf '??=define PROBE 1\n' | hdr trigraph-gnu probe.h
run_case trigraph-gnu accept
# Red team rt37: a byte order mark before the first directive (gcc drops it), a NUL between the
# backslash and the newline of a splice, a comment opener inside __has_include's <name>, a splice
# inside a raw string (gcc undoes it there), a digit separator C reads as a character constant, a
# raw string GNU C89 does not read (R a macro).
printf '\xEF\xBB\xBF#define PROBE 1\n' | hdr bom probe.h
run_case bom reject
printf '#def\\\0\nine PROBE 1\n' | hdr nul-splice probe.h
run_case nul-splice reject
printf '#if __has_include(<sub/*x.h>)\n#endif\n#define PROBE 1\n/* */\n' | hdr has-include probe.h
run_case has-include reject
printf 'static const char *s_ = R"x(a)\\\nx" /* )x";\n#define PROBE 1\n/* */\n' | hdr raw-splice probe.h
run_case raw-splice reject
printf "#define A_ 1'2/*'\n#define PROBE 1\n// */\n" | hdr digit-sep probe.h
run_case digit-sep reject
printf '#define R\nstatic const char *s_ = R"x(";\n#define PROBE 1\nstatic const char *t_ = ")x";\n' | hdr raw-c11 probe.h
run_case raw-c11 reject --host-flag=-std=gnu89 -U__CUDACC__
# Red team rt38: __has_include spelt through a macro (its <name> is not read: the compilers are
# asked), a digit separator before '$' (g++ reads a character constant there).
printf '#define HI __has_include\n#if HI(<a/*b.h>)\n#endif\n#define PROBE 1\n// */\n' | hdr has-include-alias probe.h
run_case has-include-alias reject
printf "static int a_ = 1'\$/*';\nstatic int b_ = 1'2'/*';\n#define PROBE 1\n// */\n" | hdr digit-sep-dollar probe.h
run_case digit-sep-dollar reject
# A flag that changes how the program is read is refused as a --host-flag (the compilers alone would
# read it): exit 2, naming what to give instead; gcc's long spellings too (rt37, rt38).
mkdir -p "$work/host-d"
kernel probe.h >"$work/host-d/k.cu"
for f in -DHF --define-macro=HF -Iinc --include-directory=inc --include=x.h --imacros=x.h -idirafterinc @opts \
    -specs=x.specs -iprefix -trigraphs --trigraphs -std=c11 --std=c11 -ansi --ansi -std=c++14 \
    -finput-charset=BIG5 -fno-dollars-in-identifiers -funsigned-char -Wp,-DHF; do
    "$CHECK" -I include "--host-flag=$f" "$work/host-d/k.cu" -o /dev/null 2>"$work/host-d/err"
    rc=$?
    if [ $rc -ne 2 ] || ! grep -q 'give it .* instead' "$work/host-d/err"; then
        refused_bad="--host-flag=$f: exit $rc: $(head -c 300 "$work/host-d/err")"
        break
    fi
done
[ -z "${refused_bad:-}" ] && pass hdrtext:host-flag-refused || fail hdrtext:host-flag-refused "$refused_bad"
# ... and the ones it reads alike are kept: GNU and C++17 modes, UTF-8.
for f in -std=gnu17 --std=gnu11 -std=c++17 -finput-charset=UTF-8 -O2 -ffast-math; do
    "$CHECK" -I include "--host-flag=$f" "$work/host-d/k.cu" -o /dev/null 2>"$work/host-d/err"
    rc=$?
    [ $rc -eq 0 ] || break
done
[ $rc -eq 0 ] && pass hdrtext:host-flag-kept || fail hdrtext:host-flag-kept "--host-flag=$f: exit $rc: $(head -c 300 "$work/host-d/err")"
# Found through $C_INCLUDE_PATH, which gcc's C reading searches and the checker, told the output's
# compiler reads C++'s variable, does not.
mkdir -p "$work/cpath/tk" "$work/cpath-dir"
printf '#define PROBE 1\n' >"$work/cpath-dir/probe.h"
C_INCLUDE_PATH=$work/cpath-dir run_case cpath reject --include-env=c++
# Look-alikes: PROBE in a comment and a string, a longer name, a #define in an #if 0 (the
# compilers say no: accepted).
printf '/* PROBE */\nstatic const char *p = "#define PROBE";\n#define PROBE_LONGER 1\n#define XPROBE 1\n' |
    hdr lookalike probe.h
run_case lookalike accept
printf '#if 0\n#define PROBE 1\n#endif\n' | hdr if0 probe.h
run_case if0 accept

# No compiler's -dD where no header names the program's names; asked where one does.
cat >"$work/cc-log" <<EOF
#!/bin/sh
echo "\$*" >>"$work/cc.log"
exec cc "\$@"
EOF
chmod +x "$work/cc-log"
printf '#define OTHER 1\n' | hdr quiet probe.h
: >"$work/cc.log"
PRISM_HOST_CC=$work/cc-log run_case quiet accept -U__CUDACC__
if grep -- '-dD' "$work/cc.log" | grep -vq -- ' -v '; then
    fail hdrtext-no-compiler "a compiler's -dD ran: $(head -c 300 "$work/cc.log")"
else
    pass hdrtext-no-compiler
fi
printf '#define PROBE 1\n' | hdr asked probe.h
: >"$work/cc.log"
PRISM_HOST_CC=$work/cc-log run_case asked reject -U__CUDACC__
if grep -- '-dD' "$work/cc.log" | grep -vq -- ' -v '; then
    pass hdrtext-asked
else
    fail hdrtext-asked "no compiler was asked: $(head -c 300 "$work/cc.log")"
fi
