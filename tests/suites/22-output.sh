#!/usr/bin/env bash
# tests/suites/22-output.sh - prism-check's output files never damage
# anything (preproc/output.c; docs/SPEC.md "Output files").
#
#   out-*      -o into regular files, devices, FIFOs, symlinks (refused), inputs,
#              directories and a full disk: the right thing is written or
#              exit 2 with one line naming the file, and nothing else changes
#   graph-*    --sync-graph follows the same policy
#   fmt-utf8-columns  on lines with non-ASCII text and tabs, the text's column
#              is gcc's display column and its caret lands under the
#              character; --format=sarif states columnKind and counts code
#              points (tests/check/structured.py compares the whole corpus)
#
# The device and disk-full tests need root and `unshare -m` (a private mount
# namespace holding a tmpfs with its own null device), so that the real
# /dev/null and the real disk are never at risk; elsewhere they SKIP.
# Runs in both passes (host code).
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
CHECK=$BUILD/bin/prism-check
case "$CHECK" in /*) ;; *) CHECK=$PWD/$CHECK ;; esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }

if [ ! -x "$CHECK" ]; then
    fail output "$CHECK not built"
    exit 0
fi

ok=$work/ok.cu
printf '#include "inc.h"\nint f(void)\n{\n    return N;\n}\n' >"$ok"
printf '#define N 0\n' >"$work/inc.h"
want=$work/want.cu # what -o writes for ok.cu, taken from a plain file
"$CHECK" -o "$want" "$ok" 2>"$work/err"
rc=$?
if [ $rc -ne 0 ] || ! grep -q '^#define PRISM_CHECKED 1$' "$want"; then
    fail out-regular "exit $rc: $(head -c 300 "$work/err")"
    exit 0
fi
pass out-regular

# One line, exit 2, naming the file: $1 test, $2 rc, $3 expected stderr line.
expect_io_error() {
    local n; n=$(wc -l <"$work/err")
    if [ "$2" != 2 ]; then
        fail "$1" "exit $2, want 2: $(head -c 300 "$work/err")"
    elif [ "$n" != 1 ] || [ "$(cat "$work/err")" != "$3" ]; then
        fail "$1" "stderr '$(head -c 300 "$work/err")', want '$3'"
    else
        return 0
    fi
    return 1
}
# No temporary is left beside the output.
no_litter() { # $1 dir
    [ -z "$(find "$1" -maxdepth 1 -type f \( -name '.*.??????' -o -name '*.tmp' \))" ]
}

t=out-replaces-keeping-mode
printf 'old\n' >"$work/o1.cu"
chmod 640 "$work/o1.cu"
"$CHECK" -o "$work/o1.cu" "$ok" 2>"$work/err"
rc=$?
if [ $rc = 0 ] && cmp -s "$work/o1.cu" "$want" && [ "$(stat -c %a "$work/o1.cu")" = 640 ] && no_litter "$work"; then
    pass $t
else
    fail $t "exit $rc, mode $(stat -c %a "$work/o1.cu"), same text: $(cmp -s "$work/o1.cu" "$want" && echo yes || echo no)"
fi

t=out-is-input
cp "$ok" "$work/keep.cu"
"$CHECK" -o "$ok" "$ok" 2>"$work/err"
rc=$?
expect_io_error $t $rc "prism-check: error: cannot write '$ok': it is the input file '$ok'" &&
    { cmp -s "$ok" "$work/keep.cu" && pass $t || fail $t "the input changed"; }

t=out-is-input-by-symlink
ln -s ok.cu "$work/link.cu"
"$CHECK" -o "$work/link.cu" "$ok" 2>"$work/err"
rc=$?
expect_io_error $t $rc "prism-check: error: cannot write '$work/link.cu': it is the input file '$ok'" &&
    { cmp -s "$ok" "$work/keep.cu" && [ -L "$work/link.cu" ] && pass $t || fail $t "the input or the link changed"; }

t=out-is-input-by-hard-link
ln "$ok" "$work/hard.cu"
"$CHECK" -o "$work/hard.cu" "$ok" 2>"$work/err"
rc=$?
expect_io_error $t $rc "prism-check: error: cannot write '$work/hard.cu': it is the input file '$ok'" &&
    { cmp -s "$ok" "$work/keep.cu" && pass $t || fail $t "the input changed"; }
rm -f "$work/hard.cu"

t=out-is-included-file
cp "$work/inc.h" "$work/inc.keep"
"$CHECK" -o "$work/inc.h" "$ok" 2>"$work/err"
rc=$?
expect_io_error $t $rc "prism-check: error: cannot write '$work/inc.h': it is the input file '$work/inc.h'" &&
    { cmp -s "$work/inc.h" "$work/inc.keep" && pass $t || fail $t "the included file changed"; }

t=graph-is-input
"$CHECK" --sync-graph "$ok" "$ok" 2>"$work/err"
rc=$?
expect_io_error $t $rc "prism-check: error: cannot write '$ok': it is the input file '$ok'" &&
    { cmp -s "$ok" "$work/keep.cu" && pass $t || fail $t "the input changed"; }

# Undo what a failure above did, so that each test below stands alone.
cp "$work/keep.cu" "$ok"
cp "$work/inc.keep" "$work/inc.h"

t=out-planted-temp-symlink
# The old temporary was OUT.tmp; whatever the name now, a link planted
# beside the output must not be followed.
mkdir -p "$work/plant"
printf 'victim\n' >"$work/victim"
for n in out.cu.tmp .out.cu.tmp out.tmp; do ln -s "$work/victim" "$work/plant/$n"; done
"$CHECK" -o "$work/plant/out.cu" "$ok" 2>"$work/err"
rc=$?
if [ $rc = 0 ] && [ "$(cat "$work/victim")" = victim ] && cmp -s "$work/plant/out.cu" "$want" &&
    [ "$(find "$work/plant" -type l | wc -l)" = 3 ] && no_litter "$work/plant"; then
    pass $t
else
    fail $t "exit $rc, victim '$(head -c 40 "$work/victim")': $(head -c 200 "$work/err")"
fi

t=out-user-symlink-refused
# Following it would replace a file the user did not name (as root, a link
# planted at the output's path could point anywhere): refused, both kept.
mkdir -p "$work/real"
printf 'old\n' >"$work/real/target.cu"
ln -s real/target.cu "$work/named.cu"
"$CHECK" -o "$work/named.cu" "$ok" 2>"$work/err"
rc=$?
if expect_io_error $t $rc "prism-check: error: cannot write '$work/named.cu': it is a symbolic link; name the file it points to if that is the output"; then
    if [ -L "$work/named.cu" ] && [ "$(cat "$work/real/target.cu")" = old ] && no_litter "$work/real" && no_litter "$work"; then
        pass $t
    else
        fail $t "the link or its target changed"
    fi
fi

t=out-dangling-symlink
ln -s nowhere/x.cu "$work/dangling.cu"
"$CHECK" -o "$work/dangling.cu" "$ok" 2>"$work/err"
rc=$?
# Refused as a link, and said so: not "No such file or directory".
expect_io_error $t $rc "prism-check: error: cannot write '$work/dangling.cu': it is a symbolic link (dangling); name the file it points to if that is the output" &&
    { [ -L "$work/dangling.cu" ] && pass $t || fail $t "the link was replaced"; }

t=out-directory
mkdir -p "$work/adir"
"$CHECK" -o "$work/adir" "$ok" 2>"$work/err"
rc=$?
expect_io_error $t $rc "prism-check: error: cannot write '$work/adir': Is a directory" &&
    { [ -d "$work/adir" ] && no_litter "$work" && pass $t || fail $t "the directory changed"; }

t=out-missing-directory
"$CHECK" -o "$work/no/such/dir/out.cu" "$ok" 2>"$work/err"
rc=$?
expect_io_error $t $rc "prism-check: error: cannot write '$work/no/such/dir/out.cu': No such file or directory" && pass $t

t=out-fifo-written-in-place
mkfifo "$work/fifo"
timeout 30 cat "$work/fifo" >"$work/fifo.got" &
reader=$!
timeout 30 "$CHECK" -o "$work/fifo" "$ok" 2>"$work/err"
rc=$?
wait $reader
if [ $rc = 0 ] && [ -p "$work/fifo" ] && cmp -s "$work/fifo.got" "$want"; then
    pass $t
else
    fail $t "exit $rc, still a FIFO: $([ -p "$work/fifo" ] && echo yes || echo no): $(head -c 200 "$work/err")"
fi

t=out-dev-shm-replaced
# A regular file under /dev/ (here /dev/shm) is an ordinary file: replaced
# atomically (a new inode), not truncated and rewritten in place.
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
    shm=$(mktemp /dev/shm/prism-output-XXXXXX)
    old=$(stat -c %i "$shm")
    "$CHECK" -o "$shm" "$ok" 2>"$work/err"
    rc=$?
    if [ $rc = 0 ] && cmp -s "$shm" "$want" && [ "$(stat -c %i "$shm")" != "$old" ]; then
        pass $t
    else
        fail $t "exit $rc, inode $old -> $(stat -c %i "$shm"): $(head -c 200 "$work/err")"
    fi
    rm -f "$shm"
else
    skip $t "no writable /dev/shm"
fi

# ---- root only: a private mount namespace with a tmpfs ---------------------
# $1 = mount point, $2 = tmpfs size, $3 = script run there in the
# namespace with the remaining arguments as $1...  Mounts are made private
# first, so nothing propagates out.
in_namespace() {
    unshare -m bash -c 'mnt=$1 size=$2 script=$3; shift 3
        mount --make-rprivate / && mount -t tmpfs -o size="$size" prism-test "$mnt" && cd "$mnt" && eval "$script"' \
        in_namespace "$@"
}
can_ns=1
why=""
if [ "$(id -u)" != 0 ]; then
    can_ns=0 why="needs root (a private mount namespace and mknod)"
elif ! unshare -m true 2>/dev/null; then
    can_ns=0 why="unshare -m is not permitted here"
fi

# The namespace gets its own /dev, so that even the old checker, which
# renamed over /dev/null and /dev/stdout, damages only a throw-away copy.
dev_script='mknod null c 1 3 && ln -s /proc/self/fd/1 stdout && '
t=out-dev-null-stays-device
if [ $can_ns = 1 ]; then
    out=$(in_namespace /dev 1m "$dev_script"'"$1" -o /dev/null "$2"; echo "rc=$? $(stat -c %F /dev/null) $(ls -A /dev | tr "\n" " ")"' \
        "$CHECK" "$ok" 2>&1)
    want_line="rc=0 character special file null stdout "
    [ "$out" = "$want_line" ] && pass $t || fail $t "got '$(head -c 300 <<<"$out")', want '$want_line'"
else
    skip $t "$why"
fi

t=out-dev-stdout
if [ $can_ns = 1 ]; then
    # To a pipe (a FIFO behind the link) and to a regular file the shell
    # opened: both written in place, the link kept.
    out=$(in_namespace /dev 1m "$dev_script"'"$1" -o /dev/stdout "$2" | cat >"$3/piped"; a=$?; "$1" -o /dev/stdout "$2" >"$3/redirected"; echo "rc=$a/$? $(stat -c %F /dev/stdout)"' \
        "$CHECK" "$ok" "$work" 2>&1)
    want_line="rc=0/0 symbolic link"
    if [ "$out" = "$want_line" ] && cmp -s "$work/piped" "$want" && cmp -s "$work/redirected" "$want"; then
        pass $t
    else
        fail $t "got '$(head -c 300 <<<"$out")', want '$want_line' and the text on stdout"
    fi
else
    skip $t "$why"
fi

# Includes in the emitted file: each reading where its directive stood (an
# unguarded file included twice is there twice), a guarded one once, a
# directive continued by a splice inside the name replaced whole (a splice
# with blanks after the backslash, as gcc reads it: the emitter once left
# the second line of the name behind).
t=out-includes-in-place
mkdir -p "$work/inc2"
printf 'int ROW(a);\n' >"$work/inc2/rows.def"
printf '#ifndef G_H\n#define G_H\nint g;\n#endif\n' >"$work/inc2/g.h"
printf '#define ROW(x) x##1\n#include "inc2/rows.def"\n#undef ROW\n#define ROW(x) x##2\n#include "inc2/ro\\  \nws.def"\n#include "inc2/g.h"\n#include "inc2/g.h"\nint f(void)\n{\n    return a1 + a2 + g;\n}\n' >"$work/inc.cu"
if "$CHECK" -o "$work/inc.out.cu" "$work/inc.cu" 2>"$work/err" &&
    [ "$(grep -c '^int ROW(a);$' "$work/inc.out.cu")" = 2 ] && [ "$(grep -c '^int g;$' "$work/inc.out.cu")" = 1 ] &&
    ! grep -q '^ws.def' "$work/inc.out.cu" && gcc -fsyntax-only -x c "$work/inc.out.cu" 2>>"$work/err"; then
    pass $t
else
    fail $t "$(head -c 300 "$work/err") $(head -c 400 "$work/inc.out.cu" | tr '\n' '|')"
fi

t=out-disk-full
if [ $can_ns = 1 ]; then
    # An input of about 1 MiB whose output cannot fit a 64 KiB tmpfs that
    # holds the previous output: exit 2, old output intact, no temporary.
    big=$work/big.cu
    { cat "$ok"; for _ in $(seq 1 16000); do echo '/* padding padding padding padding padding padding */'; done; } >"$big"
    mkdir -p "$work/ns"
    out=$(in_namespace "$work/ns" 64k 'printf "previous\n" >out.cu; "$1" -o "$PWD/out.cu" "$2" 2>err; echo "rc=$? old=$(head -c 20 out.cu) files=$(ls -A | tr "\n" " ")err=$(head -c 200 err)"' \
        "$CHECK" "$big" 2>&1)
    want_line="rc=2 old=previous files=err out.cu err=prism-check: error: cannot write '$work/ns/out.cu': No space left on device"
    [ "$out" = "$want_line" ] && pass $t || fail $t "got '$out', want '$want_line'"
else
    skip $t "$why"
fi

t=out-read-only-refused
# A file its owner made read-only is not replaced (gcc refuses it too).
# Root may write anything, so the run is as nobody where we are root.
as_user=()
if [ "$(id -u)" = 0 ]; then
    command -v setpriv >/dev/null && as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
fi
if [ "$(id -u)" != 0 ] || [ ${#as_user[@]} -gt 0 ]; then
    mkdir -p "$work/ro" && cp "$ok" "$work/inc.h" "$work/ro/" && printf 'mine\n' >"$work/ro/out.c"
    chmod 0444 "$work/ro/out.c"
    [ "$(id -u)" = 0 ] && chown -R 65534:65534 "$work/ro" && chmod 755 "$work"
    "${as_user[@]}" "$CHECK" -o "$work/ro/out.c" "$work/ro/ok.cu" 2>"$work/err"
    rc=$?
    if expect_io_error $t $rc "prism-check: error: cannot write '$work/ro/out.c': Permission denied" &&
        [ "$(cat "$work/ro/out.c")" = mine ] && no_litter "$work/ro"; then
        pass $t
    fi
else
    skip $t "root without setpriv: cannot run as a user the mode binds"
fi

t=out-signal-removes-temp
# SIGTERM while the temporary is written: it is removed, the old file stays.
# A FIFO as input would stall the front end, so the slow part is the write:
# a large output to a path whose directory we watch.
mkdir -p "$work/sig" && printf 'previous\n' >"$work/sig/out.c"
{ cat "$ok"; for _ in $(seq 1 200000); do echo '/* padding padding padding padding padding padding */'; done; } >"$work/sig/big.cu"
cp "$work/inc.h" "$work/sig/"
"$CHECK" -o "$work/sig/out.c" "$work/sig/big.cu" 2>/dev/null &
pid=$!
for _ in $(seq 1 400); do
    [ -n "$(find "$work/sig" -maxdepth 1 -name '.out.c.*' 2>/dev/null)" ] && break
    sleep 0.01
done
kill -TERM $pid 2>/dev/null
wait $pid
rc=$?
# The signal may come after the rename (a loaded machine): then the file is
# the whole new output, which ends as the input does.
if [ "$(cat "$work/sig/out.c")" != previous ] && [ $rc -ne 0 ] &&
    [ "$(tail -n 1 "$work/sig/out.c")" != "$(tail -n 1 "$work/sig/big.cu")" ]; then
    fail $t "the old output was damaged"
elif ! no_litter "$work/sig"; then
    fail $t "a temporary was left: $(ls -A "$work/sig" | tr '\n' ' ')"
else
    pass $t
fi

t=fmt-utf8-columns
# tests/check/fail/utf8_columns.cu: 'i' after "    /* größe äöü */ if (" is
# display column 25 (byte 30), after "<tab>/* 漢字 */<tab>if (" 29 (code point 15);
# gcc 12 prints those columns for such lines.  The at-stake notes name the
# __syncthreads: code points 32 and 22.
u=tests/check/fail/utf8_columns.cu
"$CHECK" -I include "$u" >/dev/null 2>"$work/utf8.txt"
"$CHECK" -I include --format=sarif "$u" >"$work/utf8.sarif" 2>/dev/null
caret1=$(grep -A2 ':12:25: error:' "$work/utf8.txt" | sed -n 3p)
caret2=$(grep -A2 ':13:29: error:' "$work/utf8.txt" | sed -n 3p)
want1="$(printf '%28s^' '')"
want2="$(printf '    \t%10s\t    ^' '')"
regions=$(grep -o '"startLine": 1[23], "startColumn": [0-9]*' "$work/utf8.sarif" | sort -u | tr '\n' ' ')
if [ "$caret1" != "$want1" ] || [ "$caret2" != "$want2" ]; then
    fail $t "carets '$caret1' / '$caret2' (or no :12:25: / :13:29: diagnostic): $(head -c 300 "$work/utf8.txt")"
elif ! grep -q '"columnKind": "unicodeCodePoints"' "$work/utf8.sarif" ||
    [ "$regions" != '"startLine": 12, "startColumn": 25 "startLine": 12, "startColumn": 32 "startLine": 13, "startColumn": 15 "startLine": 13, "startColumn": 22 ' ]; then
    fail $t "SARIF without columnKind or with columns $regions"
else
    pass $t
fi
exit 0
