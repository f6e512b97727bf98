#!/usr/bin/env bash
# tests/suites/21-preproc.sh - prism-check's front end and driver.
#
#   unit-*        tests/preproc/unit.c: lexer, #if, constants, parser shapes,
#                 diagnostics format, limits ($BUILD/bin/preproc-unit)
#   case:NAME     tests/preproc/cases/*.cu, sparse-style: each file ends in a
#                 comment with check-name:, optional check-command: ($PRISM_CHECK
#                 and $file are substituted; default "$PRISM_CHECK --parse-only
#                 -Iinclude $file"), check-exit-value: (default 0), and the exact
#                 expected stderr between check-error-start/-end and stdout
#                 between check-output-start/-end (empty when absent).
#   parses:FILE   every kernels/*.cu and lib-cub-like/**/*.{h,cu} parses with no
#                 front-end error (P100-P104)
#   driver-*      exit statuses, --list-rules, --explain, -o (and -o -), colour,
#                 -p DIR, --format's refusals, --cuda-arch's strict list,
#                 --version, -Werror, a full stdout, outputs that clash (standard output too), --,
#                 --depfile (make's quoting, the included files)
#                 (compile_commands.json: command and arguments forms, refusals)
#
# Runs in both passes (host code): the sanitizer pass uses $BUILD/san's binaries.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
PRISM_CHECK=$BUILD/bin/prism-check
UNIT=$BUILD/bin/preproc-unit
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }

if [ ! -x "$PRISM_CHECK" ]; then
    fail prism-check "$PRISM_CHECK not built"
    exit 0
fi

# ---- unit tests -------------------------------------------------------------
if [ -x "$UNIT" ]; then
    timeout 120 "$UNIT" >"$work/unit.out" 2>&1
    rc=$?
    grep -E '^(PASS|FAIL) ' "$work/unit.out"
    if [ $rc -ne 0 ] && ! grep -q '^FAIL ' "$work/unit.out"; then
        fail unit "exit $rc: $(tail -n 5 "$work/unit.out" | tr '\n' ' ')"
    fi
else
    fail unit "$UNIT not built"
fi

# ---- tagged cases -----------------------------------------------------------
# The text between two marker lines of a file's trailing comment.
block() { # $1 file, $2 start marker, $3 end marker
    awk -v s="$2" -v e="$3" '
        index($0, e) { on = 0 }
        on { print }
        index($0, s) { on = 1 }' "$1"
}
tag() { # $1 file, $2 tag name: the value after "name:"
    sed -n "s/^ \* $2: *//p" "$1" | head -n 1
}

for file in tests/preproc/cases/*.cu; do
    name=$(tag "$file" check-name)
    [ -n "$name" ] || name=$(basename "$file" .cu)
    cmd=$(tag "$file" check-command)
    [ -n "$cmd" ] || cmd='$PRISM_CHECK --parse-only -Iinclude $file'
    want_rc=$(tag "$file" check-exit-value)
    [ -n "$want_rc" ] || want_rc=0
    block "$file" check-error-start check-error-end >"$work/want.err"
    block "$file" check-output-start check-output-end >"$work/want.out"
    cmd=${cmd//\$PRISM_CHECK/$PRISM_CHECK}
    cmd=${cmd//\$file/$file}
    # shellcheck disable=SC2086
    timeout 60 $cmd >"$work/got.out" 2>"$work/got.err"
    rc=$?
    if [ "$rc" != "$want_rc" ]; then
        fail "case:$name" "exit $rc, want $want_rc: $(head -c 300 "$work/got.err")"
    elif ! diff -u "$work/want.err" "$work/got.err" >"$work/diff" 2>&1; then
        fail "case:$name" "stderr differs: $(head -c 600 "$work/diff")"
    elif ! diff -u "$work/want.out" "$work/got.out" >"$work/diff" 2>&1; then
        fail "case:$name" "stdout differs: $(head -c 600 "$work/diff")"
    else
        pass "case:$name"
    fi
done

# ---- every bundled source parses ------------------------------------------
for file in kernels/*.cu $(find lib-cub-like -name '*.h' -o -name '*.cu' 2>/dev/null | sort); do
    [ -f "$file" ] || continue
    timeout 60 "$PRISM_CHECK" --parse-only -Iinclude -Ikernels -Ilib-cub-like "$file" >/dev/null 2>"$work/err"
    rc=$?
    if [ $rc -eq 0 ]; then
        pass "parses:$file"
    else
        fail "parses:$file" "exit $rc: $(head -c 400 "$work/err")"
    fi
done

# ---- driver -------------------------------------------------------------------
t=driver-missing-file
"$PRISM_CHECK" "$work/does-not-exist.cu" 2>"$work/err"
rc=$?
if [ $rc -eq 2 ] && grep -q "cannot read '.*does-not-exist.cu'" "$work/err"; then pass $t; else fail $t "exit $rc"; fi

t=driver-no-args
"$PRISM_CHECK" >/dev/null 2>&1
rc=$?
[ $rc -eq 2 ] && pass $t || fail $t "exit $rc, want 2"

t=driver-bad-option
"$PRISM_CHECK" --frobnicate x.cu >/dev/null 2>"$work/err"
rc=$?
[ $rc -eq 2 ] && grep -q "unknown option '--frobnicate'" "$work/err" && pass $t || fail $t "exit $rc"

t=driver-list-rules
"$PRISM_CHECK" --list-rules >"$work/rules" 2>&1
rc=$?
if [ $rc -eq 0 ] && for id in P100 P101 P102 P103 P104; do grep -q "^$id  " "$work/rules" || exit 1; done; then
    n_def=$(grep -c '^RULE(' preproc/rules.def)
    n_list=$(grep -c '^P[0-9]' "$work/rules")
    [ "$n_def" = "$n_list" ] && pass $t || fail $t "$n_list rules listed, rules.def has $n_def"
else
    fail $t "exit $rc or a front-end rule missing"
fi

t=driver-explain
ok=1
for id in $(sed -n 's/^RULE(\(P[0-9]*\),.*/\1/p' preproc/rules.def); do
    out=$("$PRISM_CHECK" --explain "$id" 2>&1) || { ok=0; echo "  $id: exit $?"; }
    case "$out" in "$id: "*) ;; *) ok=0; echo "  $id: no heading" ;; esac
done
[ $ok = 1 ] && pass $t || fail $t "some rule does not explain itself"

t=driver-explain-front-end-examples
ok=1
for id in P100 P101 P102 P103 P104; do
    out=$("$PRISM_CHECK" --explain $id)
    case "$out" in *Wrong:*Right:*) ;; *) ok=0 ;; esac
done
[ $ok = 1 ] && pass $t || fail $t "an explanation lacks Wrong:/Right:"

t=driver-explain-unknown
"$PRISM_CHECK" --explain P999 >/dev/null 2>&1
rc=$?
[ $rc -eq 2 ] && pass $t || fail $t "exit $rc, want 2"

t=driver-emit-line
printf 'int f(void)\n{\n    return 0;\n}\n' >"$work/ok.cu"
"$PRISM_CHECK" -o "$work/out.cu" "$work/ok.cu" 2>"$work/err"
rc=$?
# The checked TU declares itself (PRISM_CHECKED), then the file behind #line.
if [ $rc -eq 0 ] && [ "$(head -n 1 "$work/out.cu")" = "#define PRISM_CHECKED 1" ] &&
    [ "$(sed -n 2p "$work/out.cu")" = "#line 1 \"$work/ok.cu\"" ] &&
    [ "$(tail -n +3 "$work/out.cu")" = "$(cat "$work/ok.cu")" ]; then
    pass $t
else
    fail $t "exit $rc; $(head -c 200 "$work/out.cu" 2>/dev/null)"
fi

t=driver-emit-nothing-on-error
printf 'int f(void) { return ; ; 1 +; }\n' >"$work/bad.cu"
rm -f "$work/out2.cu"
"$PRISM_CHECK" -o "$work/out2.cu" "$work/bad.cu" 2>/dev/null
rc=$?
[ $rc -eq 1 ] && [ ! -e "$work/out2.cu" ] && pass $t || fail $t "exit $rc or output written"

t=driver-several-files
"$PRISM_CHECK" "$work/bad.cu" "$work/ok.cu" "$work/bad.cu" 2>"$work/err"
rc=$?
n=$(grep -c 'error:' "$work/err")
[ $rc -eq 1 ] && [ "$n" = 2 ] && pass $t || fail $t "exit $rc, $n errors (want 1, 2)"

t=driver-no-colour-when-piped
"$PRISM_CHECK" "$work/bad.cu" 2>"$work/err"
if grep -q $'\033' "$work/err"; then fail $t "escape codes in piped output"; else pass $t; fi

t=driver-colour-always
"$PRISM_CHECK" --color=always "$work/bad.cu" 2>"$work/err"
grep -q $'\033\[1;31merror' "$work/err" && pass $t || fail $t "no colour with --color=always"

t=driver-io-error-beats-diagnostics
"$PRISM_CHECK" "$work/bad.cu" "$work/nope.cu" 2>/dev/null
rc=$?
[ $rc -eq 2 ] && pass $t || fail $t "exit $rc, want 2"

t=driver-not-a-file
"$PRISM_CHECK" "$work" 2>"$work/err"
rc=$?
[ $rc -eq 2 ] && grep -q 'not a regular file' "$work/err" && pass $t || fail $t "exit $rc"

t=driver-huge-file
truncate -s 300M "$work/huge.cu"
"$PRISM_CHECK" "$work/huge.cu" 2>"$work/err"
rc=$?
rm -f "$work/huge.cu"
[ $rc -eq 1 ] && grep -q 'larger than 256 MiB \[P104\]' "$work/err" && pass $t || fail $t "exit $rc: $(head -c 200 "$work/err")"

# A long operator chain builds a tree as deep as it is long, which every
# pass walks recursively: 100,000 terms crashed the checker (stack
# overflow, exit 139).  Past LIMIT_EXPR_DEPTH it is P104; below it the
# checker's own stack holds it whatever the caller's ulimit -s.
t=driver-deep-expression
python3 -c "print('int f(int a) { return ' + '+'.join(['a'] * 100000) + '; }')" >"$work/deep1.cu"
"$PRISM_CHECK" "$work/deep1.cu" >/dev/null 2>"$work/deep1.err"
rc1=$?
python3 -c "print('#include \"prism.h\"'); print('PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float *, out, GRID(1))) {'); print('PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); PRISM_AT(THREAD(1)) float a = (float)t;'); print('PRISM_AT(THREAD(1)) float s = ' + '+'.join(['a'] * 2000) + ';'); print('PRISM_PARTITION(o, out, THREAD(1), t) { PRISM_GROUP(THREAD(1)) { o[0] = s; } } }')" >"$work/deep2.cu"
(ulimit -s 1024 && "$PRISM_CHECK" -I include -o "$work/deep2.out.cu" "$work/deep2.cu") >/dev/null 2>&1
rc2=$?
[ $rc1 -eq 1 ] && grep -q 'P104' "$work/deep1.err" && [ $rc2 -eq 0 ] && pass $t ||
    fail $t "100,000 terms: exit $rc1 $(head -c 100 "$work/deep1.err"); 2,000 terms under ulimit -s 1024: exit $rc2"

# A UTF-8 byte-order mark at the top of a file (gcc and nvcc accept it) is
# not a stray byte (P100), and the checked file leaves it out: after the
# #line directive it would be one for the compiler.
t=driver-utf8-bom
printf '\xef\xbb\xbf#define K 3\n' >"$work/bom.h"
printf '\xef\xbb\xbf#include "bom.h"\nint y = K;\n' >"$work/bom.cu"
"$PRISM_CHECK" -o "$work/bom.out.c" "$work/bom.cu" 2>"$work/err"
rc=$?
[ $rc -eq 0 ] && gcc -std=c17 -c "$work/bom.out.c" -o "$work/bom.o" 2>>"$work/err" && pass $t || fail $t "exit $rc: $(head -c 200 "$work/err")"

# An else-if chain is one level of nesting (a 300-case dispatch drew P104 and
# a thousand P100s after it); past a real nesting limit one P104, no cascade.
t=driver-else-if-chain
python3 -c "print('int f(int a) {'); print('  if (a == 0) return 0;'); [print('  else if (a == %d) return %d;' % (i, i)) for i in range(1, 3000)]; print('  return -1; }')" >"$work/elif.cu"
"$PRISM_CHECK" "$work/elif.cu" >/dev/null 2>"$work/elif.err"
rc1=$?
python3 -c "print('int f(int a) { return ' + '- ' * 1000 + 'a; }')" >"$work/neg.cu"
"$PRISM_CHECK" "$work/neg.cu" >/dev/null 2>"$work/neg.err"
rc2=$?
[ $rc1 -eq 0 ] && [ $rc2 -eq 1 ] && [ "$(grep -c ': error: ' "$work/neg.err")" = 1 ] && pass $t ||
    fail $t "else-if chain: exit $rc1 $(head -c 100 "$work/elif.err"); deep unary: exit $rc2, $(grep -c ': error: ' "$work/neg.err") errors"

# Headers nest 200 deep, as gcc allows (64 refused real generated code): a
# 190-deep chain is read and checked, through the checked output too; a
# header that includes itself unguarded stops at 200 with one P104.
t=driver-include-depth
mkdir -p "$work/deep"
for i in $(seq 1 190); do printf '#include "h%d.h"\n' $((i + 1)) >"$work/deep/h$i.h"; done
printf '#define DEEPEST 190\n' >"$work/deep/h191.h"
printf '#include "deep/h1.h"\nint depth = DEEPEST;\n' >"$work/deep.cu"
"$PRISM_CHECK" -o "$work/deep.out.c" "$work/deep.cu" 2>"$work/err"
rc1=$?
printf '#include "self.h"\n' >"$work/self.h"
printf '#include "self.h"\nint s;\n' >"$work/self.cu"
"$PRISM_CHECK" "$work/self.cu" >/dev/null 2>"$work/self.err"
rc2=$?
[ $rc1 -eq 0 ] && gcc -std=c17 -c "$work/deep.out.c" -o "$work/deep.o" 2>>"$work/err" && [ $rc2 -eq 1 ] &&
    [ "$(grep -c 'nested deeper than 200 \[P104\]' "$work/self.err")" = 1 ] && pass $t ||
    fail $t "190 deep: exit $rc1 $(head -c 200 "$work/err"); self-include: exit $rc2 $(head -c 200 "$work/self.err")"

# "-" is standard input, as for gcc: named <stdin> in diagnostics and in the
# checked file's #line, its quoted includes found in the working directory,
# and read once although the device passes read the input again.
t=driver-stdin
mkdir -p "$work/sin"
printf '#define SIN 5\n' >"$work/sin/sin.h"
printf '#include "sin.h"\n#ifdef __CUDA_ARCH__\nint dev = SIN;\n#endif\nint host = SIN;\n' >"$work/sin.cu"
pc=$(realpath "$PRISM_CHECK")
(cd "$work/sin" && "$pc" -o "$work/sin.out.c" - <"$work/sin.cu") 2>"$work/err"
rc1=$?
"$PRISM_CHECK" -I include - <tests/check/fail/adv_injective_constant_offset.cu >/dev/null 2>"$work/sin.err"
rc2=$?
[ $rc1 -eq 0 ] && grep -q '^#line 1 "<stdin>"' "$work/sin.out.c" && grep -q 'int host = SIN' "$work/sin.out.c" &&
    [ $rc2 -eq 0 ] && grep -q '^<stdin>:11:40: warning: .*\[P067\]' "$work/sin.err" && pass $t ||
    fail $t "exit $rc1 $(head -c 200 "$work/err"); warning: exit $rc2 $(head -c 200 "$work/sin.err")"

# #line renumbers what the checker shows, as it does for gcc and nvcc: the
# diagnostic's file and line, the #line the checked file resumes with after
# an inlined header, and __LINE__ (gcc -E gives the same number).
t=driver-line-directive
mkdir -p "$work/ln"
printf '#define HX 1\n' >"$work/ln/hx.h"
{
    echo '#include "prism.h"'
    echo '#line 100 "gen.y"'
    echo '#include "hx.h"'
    sed -n '/^PRISM_DEVICE/,/^}/p' tests/check/fail/adv_injective_constant_offset.cu
    echo '# 7 "other.y"'
    echo 'int l = __LINE__;'
} >"$work/ln/g.cu"
"$PRISM_CHECK" -I include -o "$work/ln/g.out.c" "$work/ln/g.cu" 2>"$work/ln.err"
rc=$?
gl=$(gcc -E -P -Iinclude -x c "$work/ln/g.cu" 2>/dev/null | grep -o 'int l = [0-9]*')
pl=$("$PRISM_CHECK" -I include --dump-tokens "$work/ln/g.cu" 2>/dev/null | grep -A2 '^l$' | tail -1)
[ $rc -eq 0 ] && grep -q '^gen.y:104:40: warning: .*\[P067\]' "$work/ln.err" &&
    grep -q '^#line 101 "gen.y"' "$work/ln/g.out.c" && [ "$gl" = "int l = 7" ] && [ "$pl" = 7 ] && pass $t ||
    fail $t "exit $rc: $(head -c 200 "$work/ln.err"); resumes: $(grep '^#line' "$work/ln/g.out.c" | tr '\n' ' '); __LINE__ gcc '$gl' checker '$pl'"

# A header read twice (no guard) reports its mistake once a reading; each
# comes after the chain of includes that read it, as gcc prints it (a file
# beside a.cu named as gcc names it: h.h, not ./h.h).
t=driver-included-from
mkdir -p "$work/tw"
printf 'int bad(void) { return 1 +; }\n' >"$work/tw/h.h"
printf '#include "h.h"\n' >"$work/tw/mid.h"
printf '#include "h.h"\n#include "mid.h"\nint x;\n' >"$work/tw/a.cu"
(cd "$work/tw" && "$pc" a.cu) >/dev/null 2>"$work/tw.err"
rc=$?
got=$(grep -E '^(In file|  *from|[^ ].*: error:)' "$work/tw.err" | tr '\n' '|')
want='In file included from a.cu:1:|h.h:1:27: error: expected an expression before '"';'"' [P100]|In file included from mid.h:1,|                 from a.cu:2:|h.h:1:27: error: expected an expression before '"';'"' [P100]|'
[ $rc -eq 1 ] && [ "$got" = "$want" ] && pass $t || fail $t "exit $rc: got '$got'"

t=driver-include-dirs
mkdir -p "$work/inc/sub"
printf '#define WIDTH 8\n' >"$work/inc/sub/w.h"
printf '#include "sub/w.h"\nint a[WIDTH];\n' >"$work/i.cu"
"$PRISM_CHECK" --parse-only --dump-ast -I "$work/inc" "$work/i.cu" >"$work/out" 2>"$work/err"
rc=$?
[ $rc -eq 0 ] && grep -q 'int\[8\]' "$work/out" && pass $t || fail $t "exit $rc: $(head -c 300 "$work/err")"
# -p DIR: tests/preproc/compdb/src/k.cu needs its entry's -I, -D and
# --include-path; the entries are written here with absolute paths.
t=driver-compdb
cdb=$work/cdb
mkdir -p "$cdb"
src=$(pwd)/tests/preproc/compdb/src
cat >"$cdb/compile_commands.json" <<JSON
[
 {"directory": "$cdb", "file": "$src/other.cu", "arguments": ["nvcc", "-DNOPE", "-c", "$src/other.cu"]},
 {"directory": "$src", "file": "k.cu",
  "command": "/usr/local/cuda/bin/nvcc -Iinc --include-path=$(pwd)/include -D WANT_GROUP=1 -DQ=\"a b\" 'x y' -c k.cu"}
]
JSON
"$PRISM_CHECK" "$src/k.cu" >/dev/null 2>"$work/err0"
rc0=$?
"$PRISM_CHECK" -p "$cdb" "$src/k.cu" >/dev/null 2>"$work/err"
rc=$?
got=$(grep -E ': (error|warning): ' "$work/err" | sed -E 's/^.*k\.cu:([0-9]+:[0-9]+): .*\[(P[0-9]+)\]$/\1 \2/')
if [ $rc0 -eq 1 ] && grep -q "'tile.h' not found \[P102\]" "$work/err0" && [ $rc -eq 1 ] && [ "$got" = "13:30 P080" ]; then
    pass $t
else
    fail $t "without -p exit $rc0 (want 1, P102); with -p exit $rc, errors '$got' (want '13:30 P080')"
fi
t=driver-compdb-arguments
cat >"$cdb/compile_commands.json" <<JSON
[{"directory": "$src", "file": "$src/k.cu", "output": "k.o",
  "arguments": ["gcc", "-I", "inc", "-I$(pwd)/include", "-DWANT_GROUP", "-UNOPE", "-c", "k.cu"]}]
JSON
"$PRISM_CHECK" -p "$cdb" "$src/k.cu" >/dev/null 2>"$work/err"
rc=$?
got=$(grep -E ': (error|warning): ' "$work/err" | sed -E 's/^.*k\.cu:([0-9]+:[0-9]+): .*\[(P[0-9]+)\]$/\1 \2/')
[ $rc -eq 1 ] && [ "$got" = "13:30 P080" ] && pass $t || fail $t "exit $rc, errors '$got' (want '13:30 P080')"
# The entry of a checked copy (CMake's prism_add_kernel lists only it),
# found by its #line 1 "SOURCE" below the prologue's directives, which
# extern "C" makes longer (an outside user's probe: its #line was not on
# line 2, so no entry was found).
t=driver-compdb-checked-copy
{ printf '#define PRISM_CHECKED 1\n#ifdef __cplusplus\n#define PRISM__LINKAGE_C extern "C"\n#else\n'
  printf '#define PRISM__LINKAGE_C extern\n#endif\n#line 1 "%s"\n' "$src/k.cu"; cat "$src/k.cu"; } >"$cdb/k.checked.c"
cat >"$cdb/compile_commands.json" <<JSON
[{"directory": "$src", "file": "$cdb/k.checked.c", "output": "k.o",
  "arguments": ["gcc", "-I", "inc", "-I$(pwd)/include", "-DWANT_GROUP", "-c", "$cdb/k.checked.c"]}]
JSON
"$PRISM_CHECK" -p "$cdb" "$src/k.cu" >/dev/null 2>"$work/err"
rc=$?
got=$(grep -E ': (error|warning): ' "$work/err" | sed -E 's/^.*k\.cu:([0-9]+:[0-9]+): .*\[(P[0-9]+)\]$/\1 \2/')
[ $rc -eq 1 ] && [ "$got" = "13:30 P080" ] && pass $t || fail $t "exit $rc, errors '$got' (want '13:30 P080'): $(head -c 300 "$work/err")"
t=driver-compdb-refusals
"$PRISM_CHECK" -p "$cdb" "$work/i.cu" >/dev/null 2>"$work/err1"
rc1=$?
printf '[{"file": "k.cu", "arguments": ["cc"' >"$cdb/compile_commands.json"
"$PRISM_CHECK" -p "$cdb" "$src/k.cu" >/dev/null 2>"$work/err2"
rc2=$?
"$PRISM_CHECK" -p "$work/none" "$src/k.cu" >/dev/null 2>"$work/err3"
rc3=$?
if [ $rc1 -eq 2 ] && grep -q 'has no entry for' "$work/err1" && [ $rc2 -eq 2 ] && grep -q 'not a JSON array' "$work/err2" &&
    [ $rc3 -eq 2 ] && grep -q 'cannot read' "$work/err3"; then
    pass $t
else
    fail $t "no entry: exit $rc1, malformed: exit $rc2, no file: exit $rc3 (want 2 each): $(cat "$work/err1" "$work/err2" "$work/err3" | head -c 300)"
fi
t=driver-format-refusals
"$PRISM_CHECK" --format=xml "$src/k.cu" >/dev/null 2>"$work/err1"
rc1=$?
"$PRISM_CHECK" --format=sarif --sync-report "$src/k.cu" >"$work/out2" 2>"$work/err2"
rc2=$?
if [ $rc1 -eq 2 ] && grep -q 'takes text, json or sarif' "$work/err1" && [ $rc2 -eq 2 ] && [ ! -s "$work/out2" ] &&
    grep -q 'writes stdout' "$work/err2"; then
    pass $t
else
    fail $t "--format=xml: exit $rc1; --format=sarif --sync-report: exit $rc2 (want 2, nothing on stdout)"
fi
t=driver-cuda-arch-strict
# An unset make variable (--cuda-arch=) or a typo must not mean "host view only".
bad=""
for v in "" " " sm_90x 9x0 abc90 999 1; do
    "$PRISM_CHECK" --cuda-arch="$v" "$src/k.cu" >/dev/null 2>"$work/err" && bad="$bad [$v]:0"
    grep -q 'takes architectures like' "$work/err" || bad="$bad [$v]:no-message"
done
for v in 90 sm_90a compute_80 80,90a "sm_80 sm_90a" sm_100f none; do
    "$PRISM_CHECK" --cuda-arch="$v" --parse-only "$src/k.cu" >/dev/null 2>"$work/err"
    grep -q 'takes architectures' "$work/err" && bad="$bad [$v]:refused"
done
[ -z "$bad" ] && pass $t || fail $t "$bad"

# -D and -U apply in command-line order, as gcc and nvcc apply them: -UA -DA
# defines A (an external user's build checked the kernel without it and
# compiled it with it), -DA -UA does not; from compile_commands.json too.
t=driver-define-order
printf '#ifndef A\n#error A is not defined\n#endif\nint x;\n' >"$work/order.cu"
"$PRISM_CHECK" -UA -DA "$work/order.cu" >/dev/null 2>&1
rc1=$?
"$PRISM_CHECK" -DA -UA "$work/order.cu" >/dev/null 2>&1
rc2=$?
cat >"$cdb/compile_commands.json" <<JSON
[{"directory": "$work", "file": "$work/order.cu", "arguments": ["nvcc", "-UA", "-DA", "-c", "order.cu"]}]
JSON
"$PRISM_CHECK" -p "$cdb" "$work/order.cu" >/dev/null 2>&1
rc3=$?
# Several files in one run: the options hold for every one (a -U lived in
# memory that was reset after the first file).
cp "$work/order.cu" "$work/order2.cu"
"$PRISM_CHECK" -DA -UA "$work/order.cu" "$work/order2.cu" 2>&1 | grep -c 'error: #error A is not defined' >"$work/order.n"
[ $rc1 -eq 0 ] && [ $rc2 -eq 1 ] && [ $rc3 -eq 0 ] && [ "$(cat "$work/order.n")" = 2 ] && pass $t ||
    fail $t "exits $rc1 $rc2 $rc3 (want 0 1 0), $(cat "$work/order.n") of 2 files saw -U"

t=driver-version
want=$(sed -n 's/^PRISM_VERSION ?= //p' tools/install/install.mk)
got=$("$PRISM_CHECK" --version 2>&1)
[ "$got" = "prism-check $want" ] && pass $t || fail $t "'$got', install.mk says $want"

t=driver-werror
cat >"$work/warn.cu" <<'EOT'
#include "prism.h"
PRISM_DEVICE(void, same_slot, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, BLOCK(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), 3) {
        PRISM_GROUP(THREAD(1)) { o[0] = 1; }
    }
}
EOT
"$PRISM_CHECK" -Iinclude "$work/warn.cu" >/dev/null 2>"$work/err"
rc1=$?
"$PRISM_CHECK" -Werror -Iinclude "$work/warn.cu" >/dev/null 2>"$work/err2"
rc2=$?
# Under -Werror the warning fails the run, so it is printed as an error
# (gcc's way: editors and CI matchers see what failed), level error in JSON.
"$PRISM_CHECK" -Werror --format=json -Iinclude "$work/warn.cu" >"$work/json" 2>/dev/null
"$PRISM_CHECK" -Werror --format=sarif -Iinclude "$work/warn.cu" >"$work/sarif" 2>/dev/null
if [ $rc1 -eq 0 ] && [ $rc2 -eq 1 ] && grep -q 'warning: .*\[P067\]$' "$work/err" &&
    grep -q 'error: .*\[P067\] \[-Werror\]$' "$work/err2" && ! grep -q 'warning:' "$work/err2" &&
    grep -q '"level": "error", "rule": "P067"' "$work/json" && sed -n '/"results"/,$p' "$work/sarif" >"$work/sarif.res" &&
    grep -q '"level": *"error"' "$work/sarif.res" && ! grep -q '"level": *"warning"' "$work/sarif.res"; then pass $t; else
    fail $t "without -Werror exit $rc1 (want 0), with it $rc2 (want 1, printed as error: ... [-Werror]): $(head -c 300 "$work/err2") $(head -c 300 "$work/json")"; fi

t=driver-stdout-full
# A report to a full disk is an error, not an empty file.
if [ -w /dev/full ]; then
    bad=""
    for args in --list-rules "--explain P040" --help "--format=json $src/k.cu" "-Iinclude -o - $work/warn.cu"; do
        # shellcheck disable=SC2086 # a list of arguments
        "$PRISM_CHECK" $args >/dev/full 2>"$work/err"
        rc=$?
        [ $rc -eq 2 ] && grep -q "cannot write '\{0,1\}standard output" "$work/err" || bad="$bad [$args]:$rc"
    done
    [ -z "$bad" ] && pass $t || fail $t "$bad"
else
    echo "SKIP $t: no /dev/full"
fi

t=driver-output-stdout
"$PRISM_CHECK" -Iinclude -o - "$work/warn.cu" >"$work/stdout.c" 2>"$work/err"
rc=$?
if [ $rc -eq 0 ] && grep -q '^#line 1 ' "$work/stdout.c" && [ ! -e ./- ] && [ ! -e "$src/-" ]; then pass $t; else
    fail $t "exit $rc, $(wc -c <"$work/stdout.c") bytes on stdout"; fi

t=driver-outputs-clash
cp "$src/k.cu" "$work/clash.cu"
"$PRISM_CHECK" -o "$work/both" --launch-header "$work/both" "$work/clash.cu" >/dev/null 2>"$work/err"
rc1=$?
"$PRISM_CHECK" --sync-graph "$work/g" -o "$work/g" "$work/clash.cu" >/dev/null 2>"$work/err2"
rc2=$?
if [ $rc1 -eq 2 ] && [ $rc2 -eq 2 ] && [ ! -e "$work/both" ] && [ ! -e "$work/g" ] &&
    grep -q 'both name' "$work/err" && grep -q 'both name' "$work/err2"; then pass $t; else
    fail $t "exits $rc1 $rc2 (want 2, nothing written)"; fi

# Standard output is one file: two outputs there are refused, before checking.
t=driver-outputs-stdout-clash
bad=
for args in "-o - --format=json" "--sync-report -o -" "--launch-header - -o -" "--format=sarif --launch-header -" \
    "--sync-report --sync-graph -" "-o /dev/stdout --format=json" "--sync-report -o /dev/fd/1"; do
    # shellcheck disable=SC2086 # a list of arguments
    "$PRISM_CHECK" $args "$work/clash.cu" >"$work/out" 2>"$work/err"
    rc=$?
    if [ $rc -ne 2 ] || [ -s "$work/out" ] || [ "$(wc -l <"$work/err")" -ne 1 ] ||
        ! grep -q 'both write standard output' "$work/err"; then
        bad="$bad [$args: exit $rc, $(wc -c <"$work/out") bytes: $(head -c 200 "$work/err")]"
    fi
done
"$PRISM_CHECK" --format=json -o "$work/one.c" "$work/clash.cu" >"$work/out" 2>"$work/err"
rc=$?
{ [ $rc -ne 2 ] && grep -q '"tool": "prism-check"' "$work/out"; } ||
    bad="$bad [--format=json -o FILE: exit $rc $(head -c 200 "$work/err")]"
# A path that is standard output is "-": appended to, not truncated (red team f1).
echo "first line" >"$work/log"
"$PRISM_CHECK" -Iinclude -o /dev/stdout "$work/warn.cu" >>"$work/log" 2>"$work/err"
rc=$?
{ [ $rc -eq 0 ] && [ "$(head -n 1 "$work/log")" = "first line" ] && grep -q '^#line 1 ' "$work/log"; } ||
    bad="$bad [-o /dev/stdout >> log: exit $rc, log $(head -c 100 "$work/log")]"
if [ -z "$bad" ]; then pass $t; else fail $t "$bad"; fi

t=driver-option-surprises
"$PRISM_CHECK" -pedantic "$src/k.cu" >/dev/null 2>"$work/err1"
rc1=$?
"$PRISM_CHECK" -I "$src/k.cu" >"$work/out2" 2>"$work/err2"
rc2=$?
cp "$src/k.cu" "$work/-dashed.cu"
(cd "$work" && "$PRISM_CHECK" --parse-only -- -dashed.cu) >/dev/null 2>"$work/err3"
rc3=$?
"$PRISM_CHECK" @"$work/rsp" "$src/k.cu" >/dev/null 2>"$work/err4"
rc4=$?
if [ $rc1 -eq 2 ] && grep -q "compiler option" "$work/err1" && [ $rc2 -eq 2 ] && grep -q 'no input file' "$work/err2" &&
    [ "$(wc -l <"$work/err2")" -le 2 ] && [ $rc3 -ne 2 ] && [ $rc4 -eq 2 ] && grep -q 'response files' "$work/err4"; then
    pass $t
else
    fail $t "-pedantic: $rc1; -I FILE: $rc2 ($(wc -l <"$work/err2") lines); -- -dashed.cu: $rc3; @file: $rc4"
fi

t=driver-depfile
mkdir -p "$work/dep dir"
printf '#define K 2\n' >"$work/dep dir/k.h"
printf '#include "dep dir/k.h"\nint f(void) { return K; }\n' >"$work/dep.cu"
"$PRISM_CHECK" -o "$work/dep out.c" --depfile "$work/dep.d" "$work/dep.cu" 2>"$work/err"
rc1=$?
"$PRISM_CHECK" --depfile "$work/dep2.d" "$work/dep.cu" 2>"$work/err2"
rc2=$?
# A launch header's own rule (red team P4, F4): the header is the target.
"$PRISM_CHECK" --launch-header "$work/dep.h" --depfile "$work/dep3.d" "$work/dep.cu" 2>"$work/err3"
rc3=$?
if [ $rc1 -eq 0 ] && head -1 "$work/dep.d" | grep -qF 'dep\ out.c: \' && grep -qF 'dep\ dir/k.h' "$work/dep.d" &&
    grep -qF '/dep.cu' "$work/dep.d" && [ $rc2 -eq 2 ] && grep -q 'needs -o' "$work/err2" && [ ! -e "$work/dep2.d" ] &&
    grep -qxF "$(printf '%s' "$work/dep dir/k.h" | sed 's/ /\\ /g'):" "$work/dep.d" &&
    [ $rc3 -eq 0 ] && head -1 "$work/dep3.d" | grep -qF 'dep.h: \' && grep -qF 'dep\ dir/k.h' "$work/dep3.d"; then
    pass $t
else
    fail $t "exit $rc1: $(head -c 300 "$work/dep.d" 2>&1); without -o: $rc2; --launch-header: $rc3 $(head -c 200 "$work/dep3.d" 2>&1)"
fi

# A run that cannot write a side file (--depfile, --launch-header) leaves
# -o as it was: written first, -o looked up to date to make without them.
t=driver-side-file-fails-first
printf 'old\n' >"$work/keep.c"
touch -d '2000-01-01' "$work/keep.c"
"$PRISM_CHECK" -o "$work/keep.c" --depfile "$work/no such dir/k.d" "$work/dep.cu" 2>/dev/null
rc=$?
[ $rc -eq 2 ] && [ "$(cat "$work/keep.c")" = old ] && pass $t || fail $t "exit $rc, -o now: $(head -c 60 "$work/keep.c")"

# ---- the language's own headers: a closed set ----------------------------
# Code in prism.h and its headers is the DSL's and is not checked; a user's
# header that sits in a prism/ folder beside a prism.h must be.
t=lang-headers-listed
missing=""
for h in $(cd include/prism && find . -name '*.h' | sed 's|^\./||'); do
    grep -q "\"$h\"" preproc/source_files.c || missing="$missing $h"
done
[ -z "$missing" ] && pass $t || fail $t "include/prism/ headers missing from lang_headers in preproc/source_files.c:$missing"
t=lang-headers-closed
mkdir -p "$work/lang" && cp -r include/prism.h include/prism "$work/lang/"
cat >"$work/lang/prism/mine.h" <<'EOT'
PRISM_DEVICE(void, mine, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(1)) { __syncthreads(); }
}
EOT
printf '#include "prism.h"\n#include "prism/mine.h"\n' >"$work/lang/k.cu"
"$PRISM_CHECK" -I"$work/lang" "$work/lang/k.cu" >/dev/null 2>"$work/err"
rc=$?
"$PRISM_CHECK" -I"$work/lang" "$work/lang/prism.h" >/dev/null 2>"$work/err2"
rc2=$?
if [ $rc -eq 1 ] && grep -q 'mine.h:3:.*\[P080\]' "$work/err" && [ $rc2 -eq 0 ]; then
    pass $t
else
    fail $t "user header in prism/: exit $rc (want 1, P080 at mine.h:3); prism.h alone: exit $rc2 (want 0): $(head -c 300 "$work/err")"
fi
# ---- includes as the compilers resolve them --------------------------------
root=$(pwd)
check_abs=$(cd "$(dirname "$PRISM_CHECK")" && pwd)/$(basename "$PRISM_CHECK")
# #include_next goes on after the directory the current file was found in
# (gcc's rule): a wrapper header A/x.h reads B/x.h, not itself.  "x.h" found
# next to its includer goes on with the first -I directory.
t=include-next
mkdir -p "$work/inext/A" "$work/inext/B" "$work/inext/q"
printf '#include_next <x.h>\n#define X_WRAPPED 1\n' >"$work/inext/A/x.h"
printf '#define X_BASE 1\n' >"$work/inext/B/x.h"
printf '#include_next "x.h"\n#define Y_WRAPPED 1\n' >"$work/inext/q/x.h"
printf '#include "prism.h"\n#include <x.h>\n#include "q/x.h"\nint v = X_BASE + X_WRAPPED + Y_WRAPPED;\n' >"$work/inext/k.cu"
(cd "$work/inext" && "$check_abs" -I"$root/include" -IA -IB -o out.cu k.cu) >/dev/null 2>"$work/err"
rc=$?
if [ $rc -eq 0 ] && [ "$(grep -c 'define X_BASE' "$work/inext/out.cu")" = 2 ] && grep -q 'define Y_WRAPPED' "$work/inext/out.cu"; then
    pass $t
else
    fail $t "exit $rc (want 0, B/x.h read twice): $(head -c 300 "$work/err")"
fi

# __has_include("name") the checker answers from the source's directory is
# the file it found: the emitted copy, compiled from elsewhere and without
# the source's directory as -I, names it by its absolute path (red team
# rt14: K was 0 to the checker, 1 in the checked build, a neighbour's slot
# read with no barrier).  Compiled here by gcc from another directory.
# An inlined header's __FILE__ in the checked copy is gcc's for the source
# ("inc/h.h" from k.cu, "src/inc/h.h" from src/k.cu; red team rt17: the
# copy's #line said "./inc/h.h", and sizeof(__FILE__) differed).
t=header-file-name
mkdir -p "$work/hfile/src/inc"
printf 'static const char hdr_name[] = __FILE__;\n' >"$work/hfile/src/inc/h.h"
printf '#include "prism.h"\n#include "inc/h.h"\n' >"$work/hfile/src/k.cu"
bad=
for from in . ..; do
    src=k.cu
    [ $from = .. ] && src=src/k.cu
    want=$(cd "$work/hfile/src/$from" && gcc -E -P -I"$root/include" -x c $src | grep -o 'hdr_name\[\] = "[^"]*"')
    (cd "$work/hfile/src/$from" && "$check_abs" -I"$root/include" -o "$work/hfile/k.$from.c" $src) 2>"$work/err" ||
        bad="$bad [$src: $(head -c 200 "$work/err")]"
    got=$(gcc -E -P -I"$root/include" -x c "$work/hfile/k.$from.c" | grep -o 'hdr_name\[\] = "[^"]*"')
    [ -n "$want" ] && [ "$got" = "$want" ] || bad="$bad [$src: gcc '$want', copy '$got']"
done
[ -z "$bad" ] && pass $t || fail $t "$bad"

t=has-include-emitted
mkdir -p "$work/hasinc/src" "$work/hasinc/out"
: >"$work/hasinc/src/marker.h"
cat >"$work/hasinc/src/k.cu" <<'K'
#include "prism.h"
#if __has_include("marker.h")
#define K 0
#else
#define K 1
#endif
_Static_assert(K == 0, "the emitted copy sees the file the checker found");
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}
K
if ! (cd "$work/hasinc/src" && "$check_abs" -I"$root/include" -o ../out/k.checked.c k.cu) 2>"$work/err"; then
    fail $t "prism-check -o: $(head -c 300 "$work/err")"
elif ! (cd "$work/hasinc/out" && gcc -std=gnu17 -fsyntax-only -I"$root/include" -x c k.checked.c) 2>"$work/err"; then
    fail $t "the copy, compiled from another directory: $(grep -m2 error "$work/err" | tr '\n' ' ')"
elif ! grep -q "__has_include(\"$work/hasinc/src/marker.h\")" "$work/hasinc/out/k.checked.c"; then
    fail $t "the copy does not name $work/hasinc/src/marker.h"
else
    pass $t
fi

# CPATH (as -I after the command line's; an empty element is the working
# directory), C_INCLUDE_PATH and CPLUS_INCLUDE_PATH (as -isystem) are read
# as gcc's and nvcc's preprocessing read them: a vendored helper with a
# barrier found only there is checked at its call (P080), not skipped.
t=include-path-env
mkdir -p "$work/envinc/vendor"
printf '__device__ static inline void v_step(void) { __syncthreads(); }\n' >"$work/envinc/vendor/vh.cuh"
cat >"$work/envinc/k.cu" <<'K'
#include "prism.h"
#include <vh.cuh>
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) { if (i < n) v_step(); }
}
K
got=""
(cd "$work/envinc" && env -u CPATH -u C_INCLUDE_PATH -u CPLUS_INCLUDE_PATH "$check_abs" -I"$root/include" k.cu) >/dev/null 2>&1
got="$got none:$?"
for v in CPATH C_INCLUDE_PATH CPLUS_INCLUDE_PATH; do
    (cd "$work/envinc" && env "$v=/nonexistent::$work/envinc/vendor" "$check_abs" -I"$root/include" k.cu) 2>"$work/err" >/dev/null
    got="$got $v:$?$(grep -q 'P080' "$work/err" && echo :P080)"
done
(cd "$work/envinc/vendor" && env CPATH=":/nonexistent" "$check_abs" -I"$root/include" ../k.cu) 2>"$work/err" >/dev/null
got="$got cwd:$?$(grep -q 'P080' "$work/err" && echo :P080)"
# Each compiler reads one language list (gcc -x c C_INCLUDE_PATH, nvcc
# CPLUS_INCLUDE_PATH): --include-env names it, so a same-named header in the
# other list is not the one checked; without it both are read, C's first.
mkdir -p "$work/envinc/clean"
printf '__device__ static inline void v_step(void) { }\n' >"$work/envinc/clean/vh.cuh"
for e in "" --include-env=c --include-env=c++; do
    for order in clean-cxx cxx-clean; do
        if [ $order = clean-cxx ]; then cdir=clean xdir=vendor; else cdir=vendor xdir=clean; fi
        (cd "$work/envinc" && env -u CPATH C_INCLUDE_PATH="$work/envinc/$cdir" CPLUS_INCLUDE_PATH="$work/envinc/$xdir" \
            "$check_abs" ${e:+"$e"} -I"$root/include" k.cu) 2>"$work/err" >/dev/null
        got="$got ${e:-both}/$order:$?$(grep -q 'P080' "$work/err" && echo :P080)"
    done
done
(cd "$work/envinc" && "$check_abs" --include-env=cxx -I"$root/include" k.cu) 2>"$work/err" >/dev/null
got="$got cxx:$?$(grep -q "include-env takes c or c++, not 'cxx'" "$work/err" && echo :said)"
want=" none:0 CPATH:1:P080 C_INCLUDE_PATH:1:P080 CPLUS_INCLUDE_PATH:1:P080 cwd:1:P080"
want="$want both/clean-cxx:0 both/cxx-clean:1:P080 --include-env=c/clean-cxx:0 --include-env=c/cxx-clean:1:P080"
want="$want --include-env=c++/clean-cxx:1:P080 --include-env=c++/cxx-clean:0 cxx:2:said"
if [ "$got" = "$want" ]; then
    pass $t
else
    fail $t "got '$got', want '$want'"
fi

# #pragma once holds for the same file by another name (a hard link) and,
# as gcc decides it, for a copy with the same size, time and contents.
t=pragma-once-same-file
mkdir -p "$work/once/d1" "$work/once/d2"
printf '#pragma once\nstatic int counter_base = 1;\n' >"$work/once/d1/h.h"
ln "$work/once/d1/h.h" "$work/once/hl.h"
cp -p "$work/once/d1/h.h" "$work/once/d2/h.h"
printf '#pragma once\nstatic int other_base = 1;\n' >"$work/once/d2/o.h"
printf '#include "prism.h"\n#include "d1/h.h"\n#include "hl.h"\n#include "d2/h.h"\n#include "d2/o.h"\nint v(void) { return counter_base + other_base; }\n' >"$work/once/k.cu"
"$PRISM_CHECK" -Iinclude -o "$work/once/out.cu" "$work/once/k.cu" >/dev/null 2>"$work/err"
rc=$?
n=$(grep -c 'counter_base = 1' "$work/once/out.cu")
if [ $rc -eq 0 ] && [ "$n" = 1 ] && grep -q 'other_base = 1' "$work/once/out.cu"; then
    pass $t
else
    fail $t "exit $rc, copies of the header: $n (want 1): $(head -c 300 "$work/err")"
fi

# An #include only the device pass reads stays a directive in the emitted
# file, naming the header that pass read by its absolute path: compiled
# from another directory (the driver's temporary one), "b.h" would find
# the kernel directory's b.h, or nothing.
t=device-include-resolved
mkdir -p "$work/devinc/src/inc" "$work/devinc/elsewhere"
printf '#ifdef __CUDA_ARCH__\n#include "b.h"\n#else\nstatic inline float helper(float v) { return v * 2.0f; }\n#endif\n' >"$work/devinc/src/inc/a.h"
printf 'static inline float helper(float v) { return v * 3.0f; } /* inc/b.h */\n' >"$work/devinc/src/inc/b.h"
printf 'static inline float helper(float v) { return v * 4.0f; } /* the other b.h */\n' >"$work/devinc/src/b.h"
printf '#include "prism.h"\n#include "inc/a.h"\nfloat f(float x) { return helper(x); }\n' >"$work/devinc/src/k.cu"
(cd "$work/devinc" && "$check_abs" -I"$root/include" --cuda-arch=80 -o elsewhere/k.cu src/k.cu) >/dev/null 2>"$work/err"
rc=$?
(cd "$work/devinc/elsewhere" && gcc -E -P -x c -D__CUDA_ARCH__=800 -I"$root/include" -iquote ../src k.cu) >"$work/devinc/pp.txt" 2>>"$work/err"
if [ $rc -eq 0 ] && grep -q "^#include \"$work/devinc/src/inc/b.h\"" "$work/devinc/elsewhere/k.cu" &&
    grep -q 'v \* 3.0f' "$work/devinc/pp.txt" && ! grep -q 'v \* 4.0f' "$work/devinc/pp.txt"; then
    pass $t
else
    fail $t "exit $rc; directive: $(grep -n 'b.h' "$work/devinc/elsewhere/k.cu" | head -c 200); $(head -c 300 "$work/err")"
fi

# The mirror image: an #include only the host pass reads (#ifndef
# __CUDA_ARCH__) stays a directive naming the header the host view read:
# no P106 (there is no barrier to differ), and each pass reads its file.
t=host-include-resolved
mkdir -p "$work/hostinc/src/inc" "$work/hostinc/elsewhere"
printf '#ifndef __CUDA_ARCH__\n#include "inc/h.h"\n#endif\nint f(int x) { return x; }\n' >"$work/hostinc/src/k.cu"
printf 'int host_helper(int); /* inc/h.h */\n' >"$work/hostinc/src/inc/h.h"
(cd "$work/hostinc" && "$check_abs" -I"$root/include" --cuda-arch=80,90a -o elsewhere/k.cu src/k.cu) >/dev/null 2>"$work/err"
rc=$?
if [ $rc -eq 0 ] && grep -q "^#include \"$work/hostinc/src/inc/h.h\"" "$work/hostinc/elsewhere/k.cu" &&
    ! grep -q 'host_helper' "$work/hostinc/elsewhere/k.cu"; then
    pass $t
else
    fail $t "exit $rc; directive: $(grep -n 'h.h' "$work/hostinc/elsewhere/k.cu" | head -c 200); $(head -c 300 "$work/err")"
fi

# An #include "..." in a branch the checker skips because its test reads
# differently (#ifdef __GNUC__: the compilers take it) names the file the
# compilers find from the header that wrote it, not from the emitted copy's
# directory or the kernel's (a decoy b.h there).
t=skipped-include-resolved
mkdir -p "$work/skipinc/src/inc" "$work/skipinc/elsewhere"
printf '#ifdef __GNUC__\n#include "b.h"\n#endif\n#ifndef TAG\n#define TAG 0\n#endif\n' >"$work/skipinc/src/inc/a.h"
printf '#define TAG 100 /* inc/b.h */\n' >"$work/skipinc/src/inc/b.h"
printf '#define TAG 200 /* the decoy */\n' >"$work/skipinc/src/b.h"
printf '#include "inc/a.h"\nint tag(void) { return TAG; }\n' >"$work/skipinc/src/k.cu"
(cd "$work/skipinc" && "$check_abs" --cuda-arch=none -o elsewhere/k.c src/k.cu) >/dev/null 2>"$work/err"
rc=$?
(cd "$work/skipinc/elsewhere" && gcc -E -P -x c -iquote ../src k.c) >"$work/skipinc/pp.txt" 2>>"$work/err"
if [ $rc -eq 0 ] && grep -q "^#include \"$work/skipinc/src/inc/b.h\"" "$work/skipinc/elsewhere/k.c" &&
    grep -q 'return 100;' "$work/skipinc/pp.txt"; then
    pass $t
else
    fail $t "exit $rc; $(grep -n 'b.h' "$work/skipinc/elsewhere/k.c" | head -c 200); $(grep -n return "$work/skipinc/pp.txt"); $(head -c 300 "$work/err")"
fi

# A header whose last line ends in a backslash: the splice ends with the
# header (C17 5.1.1.2), so the #line the emitted file writes after its text
# stays a directive, and gcc compiles the emitted file.
t=splice-at-header-end
mkdir -p "$work/eofsplice"
printf '#define FACT 2 \\\n' >"$work/eofsplice/h.h"
printf '#include "h.h"\nint twice(int x) { return FACT * x; }\n' >"$work/eofsplice/k.cu"
"$PRISM_CHECK" --cuda-arch=none -o "$work/eofsplice/out.c" "$work/eofsplice/k.cu" >/dev/null 2>"$work/err"
rc=$?
if [ $rc -eq 0 ] && gcc -fsyntax-only -x c "$work/eofsplice/out.c" 2>>"$work/err" &&
    grep -q '^#line 2 ' "$work/eofsplice/out.c"; then
    pass $t
else
    fail $t "exit $rc: $(head -c 400 "$work/err"); $(head -c 300 "$work/eofsplice/out.c")"
fi
exit 0
