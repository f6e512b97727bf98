#!/usr/bin/env bash
# tests/suites/70-install.sh - make install / uninstall and the examples
# (examples/) built out of tree against the installed Prism.
#
#   install-layout     headers, library headers (include/prism-lib), prism-check and
#                      INSTALL_BINS, libraries, .pc files, CMake package, manifest;
#                      no runtime source or private header under include/
#   install-pc         pkg-config reads both .pc files: flags name the prefix
#   install-kernel-cflags kernel_cflags (and the CMake package) build kernels as GNU C17:
#                      a trigraph does not end a comment the checker read; #pragma
#                      unroll passes -Wall -Werror
#   examples-make      a copy of examples/ outside the tree: make (pkg-config)
#                      builds the four programs; each passes its CPU reference
#   examples-reject    a kernel prism-check rejects stops the Make build with
#                      the checker's diagnostic, and no program is linked
#   examples-cmake     the same copy with CMake: find_package(Prism),
#                      prism_add_kernel(... EMU), ctest runs the four
#   examples-nvcc      (HAVE_NVCC=1) make gpu: nvcc for sm_90a, linked with
#                      prism.pc; run only with a GPU
#   race-outside       the race detector from outside the tree (prism-emu-race.pc):
#                      a racy kernel is reported, its race-free twin is not, and
#                      the racy kernel built with ThreadSanitizer but linked with
#                      prism-emu has its launch refused (it would report nothing)
#   cmake-emu-race     prism_add_kernel(... EMU_RACE) reports the same race
#   driver-own-headers the installed prism-cc (and prism-nvcc, with nvcc) finds its
#                      own prism.h and library headers with no -I, as nvcc does
#   lib-instance-installed from the prefix alone: bin/prism-lib-instance (templates in
#                      share/prism/lib-m4) generates an extra block shape for f32, and a
#                      kernel calling it builds with the installed prism-cc; an earlier
#                      output is kept when m4 fails; -o through a symbolic link, a
#                      missing --guard and a shape the headers carry exit 2, writing nothing
#   install-again      a second install over the first (its own files) works
#   install-foreign    a file install did not put there is not overwritten
#   install-symlink    nothing is written through a symbolic link in the prefix
#   install-relative   a relative PREFIX is refused before anything is written
#   install-destdir    DESTDIR stages under DESTDIR, the .pc files name PREFIX; the staged
#                      prism-lib-instance finds its templates from where it lies
#   uninstall-empty    uninstall leaves the prefix empty
#   uninstall-symlink  uninstall removes nothing through a link that replaced a directory
#   cmake-header-deps  prism_add_kernel under Ninja redoes the check when a header changes, and only then
#   cmake-same-basename  two kernels with one file name in one target; k.v1.cu and k.v2.cu
#   cmake-lib-instance prism_lib_instance generates a 512x8 f32 instance at build time;
#                      prism_add_kernel(... DEPENDS it) checks and builds a kernel using it
#   cmake-target-defs  prism_add_kernel's check gets the target's and directory's definitions
#   install-pc-spaces  a PREFIX with a space: the .pc flags stay whole (escaped for pkg-config)
#   install-headers-alone every installed header compiles alone or names prism.h in an #error
#   cmake-target-archs (HAVE_NVCC=1) GPU: the check's device passes are the target's CUDA_ARCHITECTURES
#   cmake-multiconfig  Ninja Multi-Config: each configuration checked with its own definitions
#   cmake-subdirectory prism_add_kernel from a subdirectory on the parent's target (3.18/3.20, Make/Ninja)
#   cmake-p-compdb     prism-check -p build k.cu finds the flags of k.cu's checked copy
#   cmake-languages    CXX + EMU stops at configure naming enable_language(C); CUDA-only find_package
#   cmake-static-consumer a static library's public header includes prism/host.h: its users build
#   cmake-werror       WERROR and COMPILE_WARNING_AS_ERROR make a checker warning fail the build
#   cmake-flags-emu    EMU: a -D/-include in CMAKE_C_FLAGS (also set after the call),
#                      CMAKE_C_FLAGS_RELEASE, add_compile_options, target_compile_options (also
#                      SHELL:), a $<COMPILE_LANGUAGE:C> definition, the target's COMPILE_FLAGS and
#                      CC="gcc -D..." reach the check; -imacros is refused (configure: naming CMAKE_C_FLAGS; build:
#                      naming COMPILE_OPTIONS), and at configure -specs= in CMAKE_C_FLAGS,
#                      COMPILE_DEFINITIONS_RELEASE, a generator expression as the kernel source
#   cmake-kind-flags   a shared or module library's DEFINE_SYMBOL, POSITION_INDEPENDENT_CODE's
#                      -fPIC (as a --host-flag) and CMAKE_C_STANDARD_INCLUDE_DIRECTORIES reach the check
#   cmake-compile-rule CMAKE_C_COMPILE_OBJECT's own words reach the check; --include-directory-after,
#                      CMAKE_SYSROOT and a launcher setting the environment stop the configure
#   cmake-kernel-source properties set on the kernel's own .cu reach its check and compile; the
#                      kernel also among the target's sources is refused at configure
#   cmake-specs        a gcc specs file found through $LIBRARY_PATH stops the check's step, naming it
#   cmake-include-env  the check of an EMU (GPU) target searches $C_INCLUDE_PATH
#                      ($CPLUS_INCLUDE_PATH), the list its compiler reads
#   cmake-flags-gpu    (HAVE_NVCC=1) GPU: -D and -gencode in CMAKE_CUDA_FLAGS, a
#                      $<COMPILE_LANGUAGE:CUDA> definition, a -gencode in target_compile_options,
#                      $NVCC_APPEND_FLAGS and $NVCC_PREPEND_FLAGS reach the check, CUDA_SEPARABLE_COMPILATION
#                      as --nvcc-flag=-rdc=true; -Xcompiler -D (host pass only) is refused at configure
#   cmake-flags-order  the compile's order and spellings: a target's definitions sorted as CMake
#                      writes them, CMAKE_INCLUDE_CURRENT_DIR, CMAKE_INCLUDE_DIRECTORIES_PROJECT_BEFORE,
#                      gcc's --include=FILE reach the check (a comma in an EMU definition is not split);
#                      a make variable in CMAKE_C_FLAGS, --trigraphs, a RULE_LAUNCH_COMPILE or env -S
#                      launcher setting the environment stop the configure; a plain launcher builds
#   cmake-flags-gpu-order (HAVE_NVCC=1) GPU: a comma in a definition splits as nvcc does, CUDA_ARCHITECTURES
#                      OFF is checked for nvcc's default architecture; -Xcompiler=--include= is refused
# Normal pass only: the installed binaries are the normal build's (the
# sanitizer pass prints nothing).
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
[ "${PRISM_SAN:-0}" = 1 ] && exit 0
ROOT=$PWD
BUILD=${BUILD:-build}
case "$BUILD" in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
HAVE_NVCC=${HAVE_NVCC:-0}
HAVE_GPU=${HAVE_GPU:-0}
NVCC=${NVCC:-}
[ "$HAVE_NVCC" = 1 ] || NVCC=
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
P=$work/prefix
export LC_ALL=C

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }
skip() { echo "SKIP $1: $2"; }
# make in the tree, on the build the other suites test (NVCC empty: no CUDA library).
tmake() { make --no-print-directory -s -C "$ROOT" BUILD="$BUILD" NVCC="$NVCC" "$@"; }

if ! tmake install PREFIX="$P" >"$work/install.log" 2>&1; then
    fail install "make install PREFIX=$P: $(tail -5 "$work/install.log")"
    exit 0
fi

# ---- install-layout ------------------------------------------------------------
missing=""
for f in bin/prism-check bin/prism-cc bin/prism-nvcc include/prism.h include/prism/host.h \
    include/prism/emu/emu.h include/prism-lib/prism_lib.h include/prism-lib/block/gen/block_reduce_f32.h \
    bin/prism-lib-instance share/prism/lib-m4/m4/instance.m4 share/prism/lib-m4/block/block_exchange.m4 \
    lib/libprism_host.a lib/libprism_emu.a lib/pkgconfig/prism.pc lib/pkgconfig/prism-emu.pc \
    lib/cmake/Prism/PrismConfig.cmake lib/cmake/Prism/PrismConfigVersion.cmake share/prism/install-manifest.txt; do
    [ -f "$P/$f" ] || missing+=" $f"
done
[ "$HAVE_NVCC" = 1 ] && { [ -f "$P/lib/libprism_cuda.a" ] || missing+=" lib/libprism_cuda.a"; }
stray=$(cd "$P" && find include \( -name '*.c' -o -name '*.mk' -o -name internal.h -o -name race.h -o -name '*.m4' \) | head -3)
listed=$(grep -c '^f ' "$P/share/prism/install-manifest.txt")
files=$(find "$P" -type f | wc -l)
if [ -n "$missing" ]; then
    fail install-layout "not installed:$missing"
elif [ -n "$stray" ]; then
    fail install-layout "runtime sources or build files installed: $stray"
elif [ ! -x "$P/bin/prism-check" ]; then
    fail install-layout "bin/prism-check is not executable"
elif [ "$listed" != "$files" ]; then
    fail install-layout "manifest lists $listed files, the prefix holds $files"
else
    pass install-layout
fi

# ---- install-pc ----------------------------------------------------------------
export PKG_CONFIG_PATH=$P/lib/pkgconfig
emu_flags=$(pkg-config --cflags --libs prism-emu 2>&1)
gpu_flags=$(pkg-config --cflags --libs prism 2>&1)
if ! pkg-config --validate prism-emu || ! pkg-config --validate prism; then
    fail install-pc "pkg-config --validate: $emu_flags $gpu_flags"
elif [[ "$emu_flags" != *"-I$P/include "*"-I$P/include/prism-lib"*"-L$P/lib -lprism_emu -lprism_host -lpthread"* ]]; then
    fail install-pc "prism-emu: $emu_flags"
elif [[ "$gpu_flags" != *"-I$P/include "*"-lprism_cuda"*"-lcudart"* ]]; then
    fail install-pc "prism: $gpu_flags"
elif [ "$(pkg-config --variable=prism_check prism-emu)" != "$P/bin/prism-check" ]; then
    fail install-pc "prism_check variable: $(pkg-config --variable=prism_check prism-emu)"
else
    pass install-pc
fi

# ---- install-kernel-cflags: the documented emulator route builds what was checked ------
# kernel_cflags is GNU C17: an ISO mode would replace the trigraph that, for
# the checker, keeps the barrier below inside a comment.  CUDA's #pragma
# unroll passes -Wall -Werror.  The CMake package uses the same flags.
cat >"$work/tri.cu" <<'K'
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
                float a = 0.0f;
#pragma unroll
                for (int k = 0; k < 4; k++) a += (float)k;
                xi[0] *= a;
            }
        }
    }
}
K
kc_bad=
for pc in prism-emu prism-emu-race; do
    # shellcheck disable=SC2046 # pkg-config prints several flags
    if ! "$P/bin/prism-check" $(pkg-config --variable=check_flags $pc) -o "$work/tri.$pc.c" "$work/tri.cu" \
        2>"$work/kc.err" ||
        ! gcc $(pkg-config --variable=kernel_cflags $pc) $(pkg-config --cflags $pc) -Wall -Wextra -Werror -Wno-trigraphs -Wno-comment \
            -c "$work/tri.$pc.c" -o "$work/tri.$pc.o" 2>>"$work/kc.err"; then
        kc_bad+=" $pc: $(head -c 200 "$work/kc.err")"
    elif nm "$work/tri.$pc.o" | grep -qi syncthreads; then
        kc_bad+=" $pc: the barrier in the comment was compiled"
    fi
done
grep -q -- '-std=gnu17;' "$P/lib/cmake/Prism/PrismConfig.cmake" || kc_bad+=" PrismConfig.cmake: no -std=gnu17"
if [ -n "$kc_bad" ]; then
    fail install-kernel-cflags "$kc_bad"
else
    pass install-kernel-cflags
fi

# ---- pc-emu-gcc-view: check_flags of the emulator read the branch gcc compiles ------
# (red team u1: without -U__CUDACC__ a barrier under #ifndef __CUDACC__, which
# only the emulator build runs, was never checked)
cat >"$work/view.cu" <<'K'
#include "prism.h"
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
#ifndef __CUDACC__
        if (i < n) __syncthreads();
#endif
    }
}
K
view_bad=
for pc in prism-emu prism-emu-race; do
    # shellcheck disable=SC2046 # pkg-config prints several flags
    "$P/bin/prism-check" $(pkg-config --variable=check_flags $pc) -o "$work/view.$pc.c" "$work/view.cu" \
        >/dev/null 2>"$work/view.err"
    rc=$?
    if [ $rc -ne 1 ] || ! grep -q 'P032' "$work/view.err"; then
        view_bad+=" $pc: rc $rc, $(head -c 200 "$work/view.err")"
    fi
done
if [ -n "$view_bad" ]; then
    fail pc-emu-gcc-view "$view_bad"
else
    pass pc-emu-gcc-view
fi
unset PKG_CONFIG_PATH

# ---- examples-make: out of tree, nothing of the source tree on any path -----------
EXAMPLES="histogram transpose softmax segdot"
cp -r "$ROOT/examples" "$work/src"
if ! make -s -C "$work/src" PRISM_PREFIX="$P" check >"$work/make.log" 2>&1; then
    fail examples-make "$(tail -8 "$work/make.log")"
elif [ "$(grep -c '^PASS ' "$work/make.log")" != 12 ] || grep -q '^FAIL' "$work/make.log"; then
    fail examples-make "expected 12 PASS lines (3 sizes x 4 kernels): $(grep -E '^(PASS|FAIL)' "$work/make.log" | tr '\n' ';')"
elif grep -q "$ROOT" "$work/make.log" "$work/src/build/checked-emu/"*.c; then
    fail examples-make "the build refers to the source tree $ROOT"
else
    pass examples-make
fi

# ---- examples-reject: the checker stops a wrong kernel -------------------------------
cp -r "$ROOT/examples" "$work/bad"
rm -rf "$work/bad/build"
# A second store to the block's shared bins by every thread: not theirs to store.
sed -i 's|^        PRISM_FOR_STRIDED(k, HIST_BINS) {|        PRISM_GROUP(THREAD(1)) { bins[0] = 0u; }\n&|' "$work/bad/histogram.cu"
if ! grep -q 'bins\[0\] = 0u' "$work/bad/histogram.cu"; then
    fail examples-reject "could not plant the error"
elif make -s -C "$work/bad" PRISM_PREFIX="$P" >"$work/bad.log" 2>&1; then
    fail examples-reject "a kernel with a store to unowned shared memory built"
elif ! grep -q 'histogram.cu:[0-9]*:[0-9]*: error: .*P[0-9]\{3\}' "$work/bad.log"; then
    fail examples-reject "no checker diagnostic: $(tail -4 "$work/bad.log")"
elif [ -e "$work/bad/build/histogram-emu" ]; then
    fail examples-reject "histogram-emu linked from a rejected kernel"
else
    pass examples-reject
fi

# ---- examples-cmake -----------------------------------------------------------------
if ! command -v cmake >/dev/null; then
    skip examples-cmake "no cmake"
elif ! cmake -S "$work/src" -B "$work/cmake" -DCMAKE_PREFIX_PATH="$P" >"$work/cmake.log" 2>&1 ||
    ! cmake --build "$work/cmake" -j2 >>"$work/cmake.log" 2>&1; then
    fail examples-cmake "$(tail -8 "$work/cmake.log")"
elif ! ctest --test-dir "$work/cmake" >"$work/ctest.log" 2>&1; then
    fail examples-cmake "$(grep -E 'Failed|tests passed' "$work/ctest.log" | tr '\n' ';')"
elif ! grep -Eq '100% tests passed(, 0 tests failed)? out of 4' "$work/ctest.log"; then # ctest 4 drops the middle
    fail examples-cmake "$(tail -3 "$work/ctest.log")"
elif ! grep -q 'prism-check .*histogram.cu' "$work/cmake.log" && ! ls "$work/cmake/prism_checked/histogram-emu/histogram.c" >/dev/null 2>&1; then
    fail examples-cmake "the kernels were not checked"
else
    pass examples-cmake
fi

# ---- examples-nvcc --------------------------------------------------------------------
if [ "$HAVE_NVCC" != 1 ]; then
    skip examples-nvcc "no nvcc"
elif ! make -s -C "$work/src" PRISM_PREFIX="$P" NVCC="$NVCC" CUDA_ARCH=sm_90a gpu >"$work/gpu.log" 2>&1; then
    fail examples-nvcc "$(tail -8 "$work/gpu.log")"
else
    pass examples-nvcc
    if [ "$HAVE_GPU" = 1 ]; then
        for e in $EXAMPLES; do
            if out=$("$work/src/build/$e-gpu" 2>&1); then pass "examples-gpu-$e"; else fail "examples-gpu-$e" "$out"; fi
        done
    else
        skip examples-gpu "no GPU"
    fi
fi

# ---- race-outside: the race detector from a user's project ------------------------------
# s[t] written, then s[t + 1] read with no barrier between (PRISM_UNSAFE hides
# it from the checker, as a user's hand-written access would); RACE=0 reads
# the thread's own slot.
mkdir -p "$work/race"
cat >"$work/race/k.cu" <<'EOF'
#include "prism.h"
PRISM_KERNEL(racy, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, s, 64);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_GROUP(THREAD(1)) {
                PRISM_UNSAFE {
                    s[t] = (float)t;
                    o[0] = s[(t + RACE) % 64];
                }
            }
        }
    }
}
PRISM_HOST_API int racy_launch(float *out) { return PRISM_LAUNCH(racy, 1, 64, out); }
EOF
cat >"$work/race/main.c" <<'EOF'
#include <stdio.h>
#include "prism/host.h"
int racy_launch(float *out);
int main(void)
{
    float *d = prism_dev_alloc(64 * sizeof *d);
    int rc = racy_launch(d) || prism_dev_sync();
    printf("launch rc=%d\n", rc);
    return rc;
}
EOF
race_build() { # $1 RACE value, $2 pkg-config package to link, $3 output
    local pc=prism-emu-race
    # shellcheck disable=SC2046 # pkg-config prints several flags
    "$P/bin/prism-check" $(pkg-config --variable=check_flags $pc) -DRACE="$1" -o "$3.c" "$work/race/k.cu" &&
        gcc $(pkg-config --variable=kernel_cflags $pc) $(pkg-config --cflags $pc) -DRACE="$1" -c "$3.c" -o "$3.k.o" &&
        gcc -std=c17 $(pkg-config --cflags $pc) -c "$work/race/main.c" -o "$3.m.o" &&
        gcc "$3.m.o" "$3.k.o" -fsanitize=thread $(pkg-config --libs "$2") -o "$3"
}
race_run() { TSAN_OPTIONS="halt_on_error=0 exitcode=66 atexit_sleep_ms=0" timeout 120 "$@" 2>&1; }
export PKG_CONFIG_PATH=$P/lib/pkgconfig
if ! pkg-config --validate prism-emu-race; then
    fail race-outside "prism-emu-race.pc does not validate"
elif ! race_build 1 prism-emu-race "$work/race/racy" >"$work/race/log" 2>&1 ||
    ! race_build 0 prism-emu-race "$work/race/clean" >>"$work/race/log" 2>&1 ||
    ! race_build 1 prism-emu "$work/race/plain" >>"$work/race/log" 2>&1; then
    fail race-outside "build: $(head -c 600 "$work/race/log")"
else
    racy=$(race_run "$work/race/racy") racy_rc=$?
    clean=$(race_run "$work/race/clean") clean_rc=$?
    plain=$(race_run "$work/race/plain") plain_rc=$?
    if [ $racy_rc != 66 ] || ! grep -q 'WARNING: ThreadSanitizer: data race' <<<"$racy"; then
        fail race-outside "the racy kernel was not reported (exit $racy_rc): $(head -c 400 <<<"$racy")"
    elif [ $clean_rc != 0 ] || grep -q 'ThreadSanitizer' <<<"$clean"; then
        fail race-outside "the race-free kernel: exit $clean_rc: $(head -c 400 <<<"$clean")"
    elif [ $plain_rc = 0 ] || ! grep -q 'linked with the plain emulator' <<<"$plain"; then
        fail race-outside "ThreadSanitizer with prism-emu was not refused (exit $plain_rc): $(head -c 400 <<<"$plain")"
    else
        pass race-outside
    fi
fi
unset PKG_CONFIG_PATH

# make test runs every other CMake case below, in the order written (each
# configures and builds a project: some ten seconds apiece on CI's
# machines); make test-full runs them all.  cmake-header-deps, whose install
# the later cases share, always runs.
cm_case=0
cm_skip() {
    cm_case=$((cm_case + 1))
    [ "${PRISM_TEST_FULL:-0}" != 1 ] && [ $((cm_case % 2)) = 0 ]
}

# ---- cmake-emu-race: prism_add_kernel(... EMU_RACE) ---------------------------------------
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-emu-race "no cmake"
else
    mkdir -p "$work/race/cm"
    cp "$work/race/k.cu" "$work/race/main.c" "$work/race/cm/"
    cat >"$work/race/cm/CMakeLists.txt" <<'EOF'
cmake_minimum_required(VERSION 3.18)
project(race_outside C)
find_package(Prism REQUIRED)
add_executable(racy main.c)
prism_add_kernel(racy k.cu EMU_RACE DEFINITIONS RACE=1)
EOF
    if ! cmake -S "$work/race/cm" -B "$work/race/cm/b" -DCMAKE_PREFIX_PATH="$P" >"$work/race/cm.log" 2>&1 ||
        ! cmake --build "$work/race/cm/b" >>"$work/race/cm.log" 2>&1; then
        fail cmake-emu-race "$(tail -c 600 "$work/race/cm.log")"
    else
        out=$(race_run "$work/race/cm/b/racy") rc=$?
        if [ $rc = 66 ] && grep -q 'WARNING: ThreadSanitizer: data race' <<<"$out"; then
            pass cmake-emu-race
        else
            fail cmake-emu-race "exit $rc: $(head -c 400 <<<"$out")"
        fi
    fi
fi

# ---- driver-own-headers: no -I needed for Prism's own headers -----------------------------
mkdir -p "$work/own"
printf '#include "prism_lib.h"\n' | cat - "$work/race/k.cu" >"$work/own/k.cu"
if ! (cd "$work/own" && "$P/bin/prism-cc" -DRACE=0 -c k.cu -o k.o) >"$work/own/log" 2>&1; then
    fail driver-own-headers "prism-cc: $(head -c 600 "$work/own/log")"
elif [ -n "$NVCC" ] && ! (cd "$work/own" && PATH="$(dirname "$NVCC"):$PATH" "$P/bin/prism-nvcc" -DRACE=0 \
    -arch=sm_90a -c k.cu -o kg.o) >"$work/own/log" 2>&1; then
    fail driver-own-headers "prism-nvcc: $(head -c 600 "$work/own/log")"
else
    pass driver-own-headers
fi

# ---- lib-instance-installed: an instance from the prefix alone -------------------------------
# No source tree on the way: the script finds share/prism/lib-m4 from bin/.
L=$work/li
mkdir -p "$L"
cat >"$L/k.cu" <<'K'
#include "prism.h"
#include "my_f32_lib.h"
PRISM_KERNEL(ex512, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512), THREAD(32)), PRISM_SMEM(16896),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 4096;
    PRISM_AT(THREAD(1)) float blocked[8], striped[8];
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_CALL(prism_block_load_direct_f32, blocked, in + base, 8);
            PRISM_CALL(prism_block_exchange_b2s_f32_512x8, striped, blocked);
            PRISM_CALL(prism_block_store_direct_f32, ob, striped, 8);
        }
    }
}
K
li() { "$P/bin/prism-lib-instance" --type='float, f32, 4, direct, 1' --guard=MY_F32_LIB_H "$@"; }
ln -s "$L/victim.h" "$L/link.h"
echo earlier >"$L/kept.h"
li_bad=
if ! li --shapes='512, 8' -o "$L/my_f32_lib.h" 2>"$L/err"; then
    li_bad="generate: $(head -c 300 "$L/err")"
elif ! grep -q 'prism_block_exchange_b2s_f32_512x8,' "$L/my_f32_lib.h"; then
    li_bad="no prism_block_exchange_b2s_f32_512x8 in the instance"
elif ! (cd "$L" && "$P/bin/prism-cc" -c k.cu -o k.o) >"$L/log" 2>&1 || [ ! -s "$L/k.o" ]; then
    li_bad="prism-cc: $(head -c 600 "$L/log")"
elif M4=false li --shapes='512, 8' -o "$L/kept.h" 2>"$L/err" || [ "$(cat "$L/kept.h")" != earlier ]; then
    li_bad="a failed m4 replaced the earlier output: $(head -c 200 "$L/kept.h")"
elif [ -n "$(find "$L" -name '.*.h.*')" ]; then
    li_bad="a temporary file was left: $(find "$L" -name '.*.h.*')"
else
    for c in "link:--shapes=512,8 -o $L/link.h" "guard:--shapes=512,8 --guard= -o $L/g.h" \
        "shape:--shapes=256,4 -o $L/s.h"; do
        # shellcheck disable=SC2086 # the case's options
        li ${c#*:} 2>"$L/err"
        rc=$?
        if [ "$rc" != 2 ] || [ "$(wc -l <"$L/err")" != 1 ] || [ -e "$L/victim.h" ] || [ -e "$L/g.h" ] || [ -e "$L/s.h" ]; then
            li_bad+=" ${c%%:*}: exit $rc, $(head -c 200 "$L/err")"
        fi
    done
fi
if [ -n "$li_bad" ]; then
    fail lib-instance-installed "$li_bad"
else
    pass lib-instance-installed
fi

# ---- install-again ----------------------------------------------------------------------
before=$(sort "$P/share/prism/install-manifest.txt")
if ! tmake install PREFIX="$P" >"$work/again.log" 2>&1; then
    fail install-again "$(tail -3 "$work/again.log")"
elif [ "$(sort "$P/share/prism/install-manifest.txt")" != "$before" ]; then
    fail install-again "the manifest changed"
else
    pass install-again
fi

# ---- install-foreign, install-symlink: refusals, nothing written --------------------------
F=$work/foreign
mkdir -p "$F/include" "$F/lib"
echo "the owner's own prism.h" >"$F/include/prism.h"
if tmake install PREFIX="$F" >"$work/foreign.log" 2>&1; then
    fail install-foreign "installed over a file it does not own"
elif [ "$(cat "$F/include/prism.h")" != "the owner's own prism.h" ] || [ -n "$(ls -A "$F/lib")" ]; then
    fail install-foreign "wrote into the prefix before refusing"
elif ! grep -q "refusing to overwrite $F/include/prism.h" "$work/foreign.log"; then
    fail install-foreign "no reason given: $(tail -2 "$work/foreign.log")"
else
    pass install-foreign
fi
S=$work/linked
mkdir -p "$S" "$work/elsewhere"
ln -s "$work/elsewhere" "$S/lib"
if tmake install PREFIX="$S" >"$work/symlink.log" 2>&1; then
    fail install-symlink "installed through the link $S/lib"
elif [ -n "$(ls -A "$work/elsewhere")" ] || [ -e "$S/include" ]; then
    fail install-symlink "wrote something before refusing"
elif ! grep -q "symbolic link $S/lib" "$work/symlink.log"; then
    fail install-symlink "no reason given: $(tail -2 "$work/symlink.log")"
else
    pass install-symlink
fi

# ---- install-relative: a relative PREFIX would end up in the .pc files ------------------
if tmake install PREFIX=prism-relative-prefix >"$work/relative.log" 2>&1; then
    fail install-relative "installed under a relative PREFIX"
elif [ -e "$ROOT/prism-relative-prefix" ] || ! grep -q 'PREFIX must be an absolute path' "$work/relative.log"; then
    fail install-relative "$(tail -2 "$work/relative.log")"
else
    pass install-relative
fi

# ---- install-destdir -------------------------------------------------------------------------
D=$work/stage
if ! tmake install DESTDIR="$D" PREFIX=/opt/prism >"$work/destdir.log" 2>&1; then
    fail install-destdir "$(tail -3 "$work/destdir.log")"
elif ! grep -qx 'prefix=/opt/prism' "$D/opt/prism/lib/pkgconfig/prism-emu.pc"; then
    fail install-destdir "prism-emu.pc: $(grep '^prefix=' "$D/opt/prism/lib/pkgconfig/prism-emu.pc")"
elif ! "$D/opt/prism/bin/prism-lib-instance" --type='double, f64, 8, direct, 1' --shapes='64, 2' --guard=G \
    -o "$work/staged_lib.h" >>"$work/destdir.log" 2>&1 || ! grep -q 'prism_block_exchange_b2s_f64_64x2,' "$work/staged_lib.h"; then
    fail install-destdir "the staged prism-lib-instance: $(tail -2 "$work/destdir.log")"
elif ! tmake uninstall DESTDIR="$D" PREFIX=/opt/prism >>"$work/destdir.log" 2>&1 ||
    [ -n "$(ls -A "$D/opt/prism")" ]; then
    fail install-destdir "uninstall left: $(cd "$D/opt/prism" && find . | head -3 | tr '\n' ' ')"
else
    pass install-destdir
fi

# ---- uninstall-empty ------------------------------------------------------------------------
touch "$P/user-file"
if ! tmake uninstall PREFIX="$P" >"$work/uninstall.log" 2>&1; then
    fail uninstall-empty "$(tail -3 "$work/uninstall.log")"
elif [ "$(cd "$P" && find . -mindepth 1)" != "./user-file" ]; then
    fail uninstall-empty "left or removed: $(cd "$P" && find . -mindepth 1 | head -5 | tr '\n' ' ')"
else
    pass uninstall-empty
fi

# ---- uninstall-symlink: a directory of the prefix replaced by a link since -----------------
# install: uninstall removes nothing through it (the files it reaches are not the prefix's).
U=$work/relinked
if ! tmake install PREFIX="$U" >"$work/relink-install.log" 2>&1; then
    fail uninstall-symlink "install: $(tail -2 "$work/relink-install.log")"
else
    mkdir -p "$work/victim"
    cp -r "$U/include/." "$work/victim/"
    n=$(find "$work/victim" -type f | wc -l)
    rm -rf "$U/include" && ln -s "$work/victim" "$U/include"
    tmake uninstall PREFIX="$U" >"$work/relink.log" 2>&1
    if [ "$(find "$work/victim" -type f | wc -l)" != "$n" ]; then
        fail uninstall-symlink "removed files through the link $U/include"
    elif ! grep -q "symbolic link now stands" "$work/relink.log"; then
        fail uninstall-symlink "did not say what it left: $(tail -2 "$work/relink.log")"
    else
        pass uninstall-symlink
    fi
fi

# on_deps_install NAME: true when cmake, ninja and cmake-header-deps' install
# in $D are there for the test NAME; otherwise says why it is skipped.
on_deps_install() {
    if ! command -v cmake >/dev/null || ! command -v ninja >/dev/null; then
        skip "$1" "no cmake or ninja"
    elif [ ! -d "$D" ]; then
        skip "$1" "no install in $D (cmake-header-deps failed)"
    else
        return 0
    fi
    return 1
}

# ---- cmake-header-deps: prism_add_kernel redoes the check when a header changes -------------
# (the checked file holds the project's headers; Ninja needs prism-check's depfile)
D=$work/depsprefix
if ! command -v cmake >/dev/null || ! command -v ninja >/dev/null; then
    skip cmake-header-deps "no cmake or ninja"
elif ! tmake install PREFIX="$D" >"$work/deps-install.log" 2>&1; then
    fail cmake-header-deps "install: $(tail -2 "$work/deps-install.log")"
else
    # In a path with a '$' (a Ninja variable when CMake writes it unescaped).
    mkdir -p "$work/deps\$proj"
    (
        cd "$work/deps\$proj" || exit 1
        printf 'cmake_minimum_required(VERSION 3.18)\nproject(k C)\nfind_package(Prism REQUIRED)\nadd_executable(k main.c)\nprism_add_kernel(k k.cu EMU)\n' >CMakeLists.txt
        printf '#define K_SCALE 2\n' >k.h
        printf '#include "prism.h"\n#include "k.h"\nPRISM_HOST_API int scale(void) { return K_SCALE; }\n' >k.cu
        printf '#include <stdio.h>\nint scale(void);\nint main(void) { printf("%%d\\n", scale()); return 0; }\n' >main.c
        cmake -G Ninja -S . -B b -DCMAKE_PREFIX_PATH="$D" >log 2>&1 && cmake --build b >>log 2>&1 || exit 1
        first=$(./b/k)
        # Nothing changed: no check again (Ninja ignored a depfile whose target was not
        # the output as build.ninja names it, and reran the check on every build).
        again=$(cmake --build b 2>&1 | grep -c 'prism-check')
        sleep 1
        printf '#define K_SCALE 3\n' >k.h
        cmake --build b >>log 2>&1 || exit 1
        echo "$first $(./b/k) reruns:$again"
    ) >"$work/deps.out" 2>&1
    if [ "$(cat "$work/deps.out")" = "2 3 reruns:0" ]; then
        pass cmake-header-deps
    else
        fail cmake-header-deps "printed '$(head -c 200 "$work/deps.out")' (want '2 3 reruns:0'): $(tail -3 "$work/deps\$proj/log" 2>/dev/null)"
    fi
fi

# ---- cmake-target-defs: the check sees the target's definitions ---------------------------
# target_compile_definitions and add_compile_definitions reached the compiler
# and not prism_add_kernel's check: the checker read one program, gcc built
# another (an external user's histogram lost its barriers).  A kernel under
# #ifdef is checked exactly when the target defines the name: P110 here.
if ! cm_skip && on_deps_install cmake-target-defs; then
    mkdir -p "$work/defsproj"
    (
        cd "$work/defsproj" || exit 1
        printf 'cmake_minimum_required(VERSION 3.18)\nproject(k C)\nfind_package(Prism REQUIRED)\nadd_compile_definitions(DIR_DEF)\nadd_executable(k main.c)\ntarget_compile_definitions(k PRIVATE WITH_K)\nprism_add_kernel(k k.cu EMU)\n' >CMakeLists.txt
        printf '#include "prism.h"\n#if defined(WITH_K) && defined(DIR_DEF)\nPRISM_KERNEL(b2, PRISM_REQUIRES(BLOCK(1)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1))) { (void)n; }\n#endif\nPRISM_HOST_API int one(void) { return 1; }\n' >k.cu
        printf 'int one(void);\nint main(void) { return one() - 1; }\n' >main.c
        cmake -G Ninja -S . -B b -DCMAKE_PREFIX_PATH="$D" >log 2>&1 || exit 1
        cmake --build b >>log 2>&1
        echo "build exit $?"
    ) >"$work/defs.out" 2>&1
    if grep -q 'build exit 1' "$work/defs.out" && grep -q 'P110' "$work/defsproj/log"; then
        pass cmake-target-defs
    else
        fail cmake-target-defs "$(cat "$work/defs.out"): $(grep -E 'P1|error' "$work/defsproj/log" | head -3)"
    fi
fi

# ---- cmake-same-basename: two kernels named k.cu in one target -----------------------------
# Both were checked into prism_checked/<target>/k.c: CMake refused the second
# custom command for the same output.  A source outside the project too;
# and k.v1.cu, k.v2.cu, which NAME_WE cut to one k.c (red-team B3, 10).
if ! cm_skip && on_deps_install cmake-same-basename; then
    mkdir -p "$work/sameproj/a" "$work/sameproj/b" "$work/sameout"
    (
        cd "$work/sameproj" || exit 1
        printf 'cmake_minimum_required(VERSION 3.18)\nproject(k C)\nfind_package(Prism REQUIRED)\nadd_executable(k main.c)\nprism_add_kernel(k a/k.cu EMU)\nprism_add_kernel(k b/k.cu EMU)\nprism_add_kernel(k ../sameout/k.cu EMU)\nprism_add_kernel(k a/k.v1.cu EMU)\nprism_add_kernel(k a/k.v2.cu EMU)\n' >CMakeLists.txt
        printf '#include "prism.h"\nPRISM_HOST_API int fa(void) { return 1; }\n' >a/k.cu
        printf '#include "prism.h"\nPRISM_HOST_API int fb(void) { return 2; }\n' >b/k.cu
        printf '#include "prism.h"\nPRISM_HOST_API int fx(void) { return 4; }\n' >../sameout/k.cu
        printf '#include "prism.h"\nPRISM_HOST_API int fv1(void) { return 8; }\n' >a/k.v1.cu
        printf '#include "prism.h"\nPRISM_HOST_API int fv2(void) { return 16; }\n' >a/k.v2.cu
        printf '#include <stdio.h>\nint fa(void);\nint fb(void);\nint fx(void);\nint fv1(void);\nint fv2(void);\nint main(void) { printf("%%d\\n", fa() + fb() + fx() + fv1() + fv2()); return 0; }\n' >main.c
        cmake -G Ninja -S . -B b -DCMAKE_PREFIX_PATH="$D" >log 2>&1 && cmake --build b >>log 2>&1 || exit 1
        ./b/k
    ) >"$work/same.out" 2>&1
    if [ "$(cat "$work/same.out")" = 31 ]; then
        pass cmake-same-basename
    else
        fail cmake-same-basename "printed '$(head -c 200 "$work/same.out")' (want 31): $(grep -iE 'error' "$work/sameproj/log" | head -3)"
    fi
fi

# ---- cmake-lib-instance: prism_lib_instance generates the header at build time -------------
# and prism_add_kernel(... DEPENDS) checks the kernel that includes it after it.
if ! cm_skip && on_deps_install cmake-lib-instance; then
    mkdir -p "$work/liproj"
    (
        cd "$work/liproj" || exit 1
        cat >CMakeLists.txt <<'C'
cmake_minimum_required(VERSION 3.18)
project(li C)
find_package(Prism REQUIRED)
prism_lib_instance(my_f32_lib.h TYPE "float, f32, 4, direct, 1" SHAPES 512 8 GUARD MY_F32_LIB_H)
add_executable(li main.c)
prism_add_kernel(li k.cu EMU INCLUDE_DIRECTORIES ${CMAKE_CURRENT_BINARY_DIR}
                 DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/my_f32_lib.h)
C
        { cat "$L/k.cu"; printf 'PRISM_HOST_API int fi(void) { return 8; }\n'; } >k.cu
        printf '#include <stdio.h>\nint fi(void);\nint main(void) { printf("%%d\\n", fi()); return 0; }\n' >main.c
        cmake -G Ninja -S . -B b -DCMAKE_PREFIX_PATH="$D" >log 2>&1 && cmake --build b >>log 2>&1 || exit 1
        grep -q 'prism_block_exchange_b2s_f32_512x8,' b/my_f32_lib.h || exit 1
        ./b/li
    ) >"$work/li.out" 2>&1
    if [ "$(cat "$work/li.out")" = 8 ]; then
        pass cmake-lib-instance
    else
        fail cmake-lib-instance "printed '$(head -c 200 "$work/li.out")' (want 8): $(grep -iE 'error|prism-lib-instance:' "$work/liproj/log" | head -3)"
    fi
fi

# ---- install-pc-spaces: a prefix with a space gives flags pkg-config keeps whole ------------
W="$work/pre fix"
if ! command -v pkg-config >/dev/null; then
    skip install-pc-spaces "no pkg-config"
elif ! tmake install PREFIX="$W" >"$work/spaces.log" 2>&1; then
    fail install-pc-spaces "install: $(tail -2 "$work/spaces.log")"
else
    flags=$(PKG_CONFIG_PATH="$W/lib/pkgconfig" pkg-config --cflags prism-emu 2>&1)
    eval "set -- $flags" # split as a Makefile's shell would
    if [ "$1" = "-I$W/include" ] && [ "$2" = "-I$W/include/prism-lib" ]; then
        pass install-pc-spaces
    else
        fail install-pc-spaces "pkg-config --cflags: $flags"
    fi
    tmake uninstall PREFIX="$W" >/dev/null 2>&1
fi

# ---- install-headers-alone: every installed header compiles alone, or says to include prism.h --
H=$work/hdrprefix
if ! tmake install PREFIX="$H" >"$work/hdr-install.log" 2>&1; then
    fail install-headers-alone "install: $(tail -2 "$work/hdr-install.log")"
else
    bad=""
    for h in $(cd "$H/include" && find . -name '*.h' | sed 's|^\./||' | sort); do
        case $h in prism/cuda.h | prism/hopper_cuda.h) continue ;; esac # nvcc's headers
        printf '#include "%s"\n' "$h" >"$work/alone.c"
        if ! gcc -std=c17 -fsyntax-only -I"$H/include" -I"$H/include/prism-lib" "$work/alone.c" 2>"$work/alone.err" &&
            ! grep -q 'is a part of prism' "$work/alone.err"; then
            bad="$bad $h"
        fi
    done
    [ -z "$bad" ] && pass install-headers-alone || fail install-headers-alone "neither compile alone nor say what to include:$bad"
    tmake uninstall PREFIX="$H" >/dev/null 2>&1
fi

# ==== CMake integration: an outside user's findings (prism_add_kernel) ======================
# Each case builds a small project against an install of its own in $CMP
# (with the CUDA library and nvcc when HAVE_NVCC=1; $P was uninstalled above).
# cm_build DIR [cmake args...]: configure and build DIR/b, the log in DIR/log;
# the exit status is the build's.
CMP=$work/cmprefix
cm_build() {
    local dir=$1
    shift
    cmake -S "$dir" -B "$dir/b" -DCMAKE_PREFIX_PATH="$CMP" ${NVCC:+-DCMAKE_CUDA_COMPILER="$NVCC"} "$@" >"$dir/log" 2>&1 &&
        cmake --build "$dir/b" >>"$dir/log" 2>&1
}
cm_kernel_p040() { # $1 file, $2 the #if under which the kernel writes x unchecked-for (P040)
    printf '#include "prism.h"\nPRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float *, x, GRID(1)))\n{\n#if %s\n    x[0] = 1.0f;\n#endif\n    (void)x;\n}\nPRISM_HOST_API int k_launch(float *x) { return PRISM_LAUNCH(k, 1, 32, x); }\n' "$2" >"$1"
}
CM=$work/cm
mkdir -p "$CM"
if ! tmake install PREFIX="$CMP" >"$work/cm-install.log" 2>&1; then
    fail cmake-install "install: $(tail -2 "$work/cm-install.log")"
fi

# ---- cmake-target-archs: the check runs the device passes of the target's CUDA_ARCHITECTURES --
# prism-check got --cuda-arch from CMAKE_CUDA_ARCHITECTURES (90a) while nvcc
# built the target's own 80-real;90a-real: the sm_80 branch was never checked.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-target-archs "no cmake"
elif [ "$HAVE_NVCC" != 1 ]; then
    skip cmake-target-archs "HAVE_NVCC=0"
else
    d=$CM/archs
    mkdir -p "$d"
    cm_kernel_p040 "$d/k.cu" 'defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 900'
    printf 'cmake_minimum_required(VERSION 3.18)\nproject(a C CUDA)\nset(CMAKE_CUDA_ARCHITECTURES 90a)\nfind_package(Prism REQUIRED)\nadd_library(kern OBJECT)\nset_target_properties(kern PROPERTIES CUDA_ARCHITECTURES "80-real;90a-real")\nprism_add_kernel(kern k.cu GPU)\n' >"$d/CMakeLists.txt"
    if cm_build "$d"; then
        fail cmake-target-archs "built: the sm_80 pass was not checked ($(grep -rho -- '--cuda-arch=[^ ]*' "$d/b/CMakeFiles" | head -1))"
    elif grep -q 'P040' "$d/log"; then
        pass cmake-target-archs
    else
        fail cmake-target-archs "$(grep -iE 'error' "$d/log" | head -3)"
    fi
fi

# ---- cmake-multiconfig: each configuration is checked with its own definitions ---------------
# Under Ninja Multi-Config every configuration wrote one prism_checked/<target>/k.c:
# with cross-configuration builds Debug checked it, Release compiled it, and
# Release's own branch went unchecked.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null || ! command -v ninja >/dev/null; then
    skip cmake-multiconfig "no cmake or ninja"
else
    d=$CM/multi
    mkdir -p "$d"
    cm_kernel_p040 "$d/k.cu" 'defined(RELONLY)'
    printf 'int main(void) { return 0; }\n' >"$d/main.c"
    printf 'cmake_minimum_required(VERSION 3.18)\nproject(mc C)\nfind_package(Prism REQUIRED)\nadd_executable(app main.c)\ntarget_compile_definitions(app PRIVATE $<$<CONFIG:Release>:RELONLY>)\nprism_add_kernel(app k.cu EMU)\n' >"$d/CMakeLists.txt"
    if cm_build "$d" -G "Ninja Multi-Config" -DCMAKE_CROSS_CONFIGS=all -DCMAKE_DEFAULT_CONFIGS=all; then
        fail cmake-multiconfig "Release built from a kernel never checked with its -DRELONLY"
    elif ! cmake --build "$d/b" --config Debug >>"$d/log" 2>&1; then
        fail cmake-multiconfig "Debug (no RELONLY) failed too: $(grep -iE 'error' "$d/log" | head -3)"
    elif grep -q 'P040' "$d/log" && [ ! -e "$d/b/Release/app" ]; then
        pass cmake-multiconfig
    else
        fail cmake-multiconfig "$(grep -iE 'error' "$d/log" | head -3)"
    fi
fi

# ---- cmake-subdirectory: prism_add_kernel from a subdirectory on the parent's target --------
# The custom command lived where the target could not see it: "Cannot find
# source file" (3.18 policies), "No rule to make target" or cc1's missing file (3.20).
if cm_skip; then
    :
elif ! command -v cmake >/dev/null || ! command -v ninja >/dev/null; then
    skip cmake-subdirectory "no cmake or ninja"
else
    bad=""
    for v in 3.18 3.20; do
        for g in "Unix Makefiles" Ninja; do
            d="$CM/sub$v${g% *}"
            mkdir -p "$d/kern"
            printf '#include "prism.h"\nPRISM_HOST_API int three(void) { return 3; }\n' >"$d/kern/k.cu"
            printf 'int three(void);\nint main(void) { return three() - 3; }\n' >"$d/main.c"
            printf 'prism_add_kernel(app k.cu EMU)\n' >"$d/kern/CMakeLists.txt"
            printf 'cmake_minimum_required(VERSION %s)\nproject(sub C)\nfind_package(Prism REQUIRED)\nadd_executable(app main.c)\nadd_subdirectory(kern)\n' "$v" >"$d/CMakeLists.txt"
            if ! cm_build "$d" -G "$g" || ! "$d/b/app"; then
                bad="$bad [$v $g: $(grep -iE 'error|no rule' "$d/log" | head -1)]"
            fi
        done
    done
    [ -z "$bad" ] && pass cmake-subdirectory || fail cmake-subdirectory "$bad"
fi

# ---- cmake-p-compdb: prism-check -p build k.cu under the CMake integration --------------------
# The database had entries for the checked copies only, so -p (README) never
# found the .cu: the lookup follows a checked copy back to its source.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-p-compdb "no cmake"
else
    d=$CM/compdb
    mkdir -p "$d/inc"
    printf '#define SCALE 2\n' >"$d/inc/cfg.h"
    printf '#include "prism.h"\n#include "cfg.h"\nPRISM_HOST_API int scale(void) { return SCALE; }\n' >"$d/k.cu"
    printf 'int main(void) { return 0; }\n' >"$d/main.c"
    printf 'cmake_minimum_required(VERSION 3.18)\nproject(p C)\nfind_package(Prism REQUIRED)\nadd_executable(app main.c)\ntarget_include_directories(app PRIVATE inc)\nprism_add_kernel(app k.cu EMU)\n' >"$d/CMakeLists.txt"
    if ! cm_build "$d" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON; then
        fail cmake-p-compdb "$(grep -iE 'error' "$d/log" | head -3)"
    elif out=$(cd "$d" && "$CMP/bin/prism-check" -p b k.cu -o /dev/null 2>&1); then
        pass cmake-p-compdb
    else
        fail cmake-p-compdb "prism-check -p b k.cu: $(head -c 300 <<<"$out")"
    fi
fi

# ---- cmake-languages: find_package(Prism) without C; EMU without C says what to add ----------
# FindThreads failed in a CUDA-only project; EMU in a CXX project gave CMake's
# generic "language C ... not enabled" and then a link failure.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-languages "no cmake"
else
    bad=""
    d=$CM/lang-cxx
    mkdir -p "$d"
    printf '#include "prism.h"\nPRISM_HOST_API int one(void) { return 1; }\n' >"$d/k.cu"
    printf 'extern "C" int one(void);\nint main() { return one() - 1; }\n' >"$d/main.cpp"
    printf 'cmake_minimum_required(VERSION 3.18)\nproject(x LANGUAGES CXX)\nfind_package(Prism REQUIRED)\nadd_executable(app main.cpp)\nprism_add_kernel(app k.cu EMU)\n' >"$d/CMakeLists.txt"
    if cm_build "$d" || ! grep -q 'prism_add_kernel(app' "$d/log" || ! grep -q 'enable_language(C)' "$d/log"; then
        bad="$bad [CXX + EMU: $(grep -A2 'CMake Error' "$d/log" | head -3 | tr '\n' ' ')]"
    fi
    # CXX with C added: works.
    sed -i 's/LANGUAGES CXX)/LANGUAGES CXX C)/' "$d/CMakeLists.txt"
    rm -rf "$d/b"
    if ! cm_build "$d" || ! "$d/b/app"; then
        bad="$bad [CXX C + EMU: $(grep -iE 'error' "$d/log" | head -2 | tr '\n' ' ')]"
    fi
    if [ "$HAVE_NVCC" = 1 ]; then
        d=$CM/lang-cuda
        mkdir -p "$d"
        printf 'cmake_minimum_required(VERSION 3.18)\nproject(x LANGUAGES CUDA)\nset(CMAKE_CUDA_ARCHITECTURES 90a)\nfind_package(Prism REQUIRED)\n' >"$d/CMakeLists.txt"
        cm_build "$d" || bad="$bad [CUDA only: $(grep -A2 'CMake Error' "$d/log" | head -3 | tr '\n' ' ')]"
    fi
    [ -z "$bad" ] && pass cmake-languages || fail cmake-languages "$bad"
fi

# ---- cmake-static-consumer: a static library of kernels whose public header includes prism/host.h --
# Prism::emu was linked PRIVATE: the consumer had no Prism include directory.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-static-consumer "no cmake"
else
    d=$CM/static
    mkdir -p "$d/inc"
    printf '#include "prism/host.h"\nPRISM_HOST_API int one(void);\n' >"$d/inc/k_api.h"
    printf '#include "prism.h"\n#include "k_api.h"\nPRISM_HOST_API int one(void) { return 1; }\n' >"$d/k.cu"
    printf '#include "k_api.h"\nint main(void) { return one() - 1; }\n' >"$d/main.c"
    printf 'cmake_minimum_required(VERSION 3.18)\nproject(s C)\nfind_package(Prism REQUIRED)\nadd_library(kern STATIC)\ntarget_include_directories(kern PUBLIC inc)\nprism_add_kernel(kern k.cu EMU)\nadd_executable(app main.c)\ntarget_link_libraries(app PRIVATE kern)\n' >"$d/CMakeLists.txt"
    if cm_build "$d" && "$d/b/app"; then
        pass cmake-static-consumer
    else
        fail cmake-static-consumer "$(grep -iE 'error' "$d/log" | head -2)"
    fi
fi

# ---- cmake-werror: the checker's warnings can fail a CMake build ------------------------------
# There was no way: prism_add_kernel(... WERROR) and the target's
# COMPILE_WARNING_AS_ERROR now give prism-check -Werror; without them a P067
# warning builds.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-werror "no cmake"
else
    bad=""
    for how in none option property; do
        d=$CM/werror-$how
        mkdir -p "$d"
        printf '#include "prism.h"\nPRISM_KERNEL(racy, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float *, x, GRID(1)))\n{\n    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));\n    PRISM_PARTITION(o, x, THREAD(1), t * 2) {\n        PRISM_GROUP(THREAD(1)) { for (int k = 0; k < 4; k++) o[k] = (float)t; }\n    }\n}\n' >"$d/k.cu"
        printf 'int main(void) { return 0; }\n' >"$d/main.c"
        case $how in
        none) tail='prism_add_kernel(app k.cu EMU)' ;;
        option) tail='prism_add_kernel(app k.cu EMU WERROR)' ;;
        property) tail='set_target_properties(app PROPERTIES COMPILE_WARNING_AS_ERROR ON)\nprism_add_kernel(app k.cu EMU)' ;;
        esac
        printf "cmake_minimum_required(VERSION 3.18)\nproject(w C)\nfind_package(Prism REQUIRED)\nadd_executable(app main.c)\n$tail\n" >"$d/CMakeLists.txt"
        if cm_build "$d"; then r=built; else r=failed; fi
        grep -q 'P067' "$d/log" || r="$r-silent"
        # A warning that fails the build is printed as an error.
        [ $how = none ] || { grep -q 'error: .*\[P067\] \[-Werror\]' "$d/log" && ! grep -q 'warning: .*P067' "$d/log"; } || r="$r-said-warning"
        case $how:$r in none:built | option:failed | property:failed) ;; *) bad="$bad [$how: $r]" ;; esac
    done
    [ -z "$bad" ] && pass cmake-werror || fail cmake-werror "$bad"
fi

# ---- cmake-flags-emu / cmake-flags-gpu: the compile line's flags reach the check -----------
# (red-team B, 7) Only the target's definitions and include directories went
# to prism-check: a -D in CMAKE_<LANG>_FLAGS or COMPILE_OPTIONS, a definition
# under $<COMPILE_LANGUAGE:...>, a -gencode in the flags reached the compiler
# of the checked copy alone, which built code nobody checked.  One target per
# route, each kernel unchecked-for (P040) exactly when its route's macro (or
# pass) reaches it: each must stop in the check, the control target builds.
# cm_flags_project DIR LANG ROUTE...: ROUTE "name|condition|cmake lines" makes
# target t_name from DIR/k_name.cu.
cm_flags_project() {
    local dir=$1 lang=$2 r name cond body
    shift 2
    mkdir -p "$dir"
    printf 'cmake_minimum_required(VERSION 3.18)\nproject(f C %s)\nfind_package(Prism REQUIRED)\n' "$lang" >"$dir/CMakeLists.txt"
    for r in "$@"; do
        IFS='|' read -r name cond body <<<"$r"
        cm_kernel_p040 "$dir/k_$name.cu" "$cond"
        printf 'add_library(t_%s OBJECT)\n%b\nprism_add_kernel(t_%s k_%s.cu %s)\n' "$name" "$body" "$name" "$name" \
            "$([ "$lang" = CUDA ] && echo GPU || echo EMU)" >>"$dir/CMakeLists.txt"
    done
}
# cm_said DIR TEXT: DIR/log says TEXT (CMake wraps its messages' lines).
cm_said() { tr -s ' \n' '  ' <"$1/log" | grep -qF -- "$2"; }
# cm_flags_verdict TEST DIR NAME...: each NAME's kernel stopped in the check
# (P040 at k_NAME.cu), the control's checked copy was compiled.
cm_flags_verdict() {
    local t=$1 dir=$2 n bad=""
    shift 2
    for n in "$@"; do
        grep -q "k_$n.cu:[0-9]*:[0-9]*: error: .*P040" "$dir/log" || bad="$bad [$n: not checked as compiled]"
    done
    [ -n "$(find "$dir/b" -name 'k_control*.o' 2>/dev/null)" ] || bad="$bad [control not built: $(grep -m2 -iE 'error' "$dir/log")]"
    [ -z "$bad" ] && return 0
    fail "$t" "$bad"
    return 1
}
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-flags-emu "no cmake"
else
    d=$CM/flags-emu
    printf '#define FROM_INCLUDE 1\n' >"$CM/flags-inc.h"
    printf '#define FROM_IMACROS 1\n' >"$CM/flags-imacros.h"
    cm_flags_project "$d" "" \
        'control|defined(NEVER_DEFINED)|' \
        'flags|defined(FROM_FLAGS)|' \
        'release|defined(FROM_RELEASE)|' \
        'include|defined(FROM_INCLUDE)|' \
        'diropt|defined(FROM_DIROPT)|' \
        'opts|defined(FROM_OPTS)|target_compile_options(t_opts PRIVATE -DFROM_OPTS)' \
        'shell|defined(FROM_SHELL)|target_compile_options(t_shell PRIVATE "SHELL:-D FROM_SHELL")' \
        'genex|defined(FROM_GENEX)|target_compile_definitions(t_genex PRIVATE $<$<COMPILE_LANGUAGE:C>:FROM_GENEX>)' \
        "imacros|defined(FROM_IMACROS)|target_compile_options(t_imacros PRIVATE -imacros $CM/flags-imacros.h)" \
        'late|defined(FROM_LATE)|' \
        'tflags|defined(FROM_TFLAGS)|set_target_properties(t_tflags PROPERTIES COMPILE_FLAGS "-O1 -DFROM_TFLAGS")' \
        'cc|defined(FROM_CC)|'
    # CMake reads CMAKE_C_FLAGS as it is at the end of the directory.
    printf 'set(CMAKE_C_FLAGS "${CMAKE_C_FLAGS} -DFROM_LATE")\n' >>"$d/CMakeLists.txt"
    # add_compile_options reaches the targets created after it: the last one.
    sed -i 's/^add_library(t_diropt OBJECT)/add_compile_options(-DFROM_DIROPT)\n&/' "$d/CMakeLists.txt"
    # The words after the compiler in CC reach every compile (CMAKE_C_COMPILER_ARG1).
    CC="${CC:-gcc} -DFROM_CC" cm_build "$d" -G "Unix Makefiles" -DCMAKE_BUILD_TYPE=Release \
        "-DCMAKE_C_FLAGS=-DFROM_FLAGS -include $CM/flags-inc.h" "-DCMAKE_C_FLAGS_RELEASE=-O2 -DFROM_RELEASE"
    cmake --build "$d/b" -- -k >>"$d/log" 2>&1
    if cm_flags_verdict cmake-flags-emu "$d" flags release include diropt opts shell genex late tflags cc; then
        # -imacros: at build time from the options, at configure time from a variable.
        d2=$CM/flags-emu-refuse
        cm_flags_project "$d2" "" 'control|defined(NEVER_DEFINED)|'
        if ! cm_said "$d" "INTERFACE_COMPILE_OPTIONS) holds '-imacros'"; then
            fail cmake-flags-emu "-imacros in target_compile_options was not refused: $(grep -m2 -iE 'imacros|error' "$d/log")"
        elif cm_build "$d2" "-DCMAKE_C_FLAGS=-imacros $CM/flags-imacros.h" || ! cm_said "$d2" "CMAKE_C_FLAGS holds '-imacros'"; then
            fail cmake-flags-emu "-imacros in CMAKE_C_FLAGS was not refused at configure: $(grep -m2 -iE 'imacros|error' "$d2/log")"
        # A specs file gives cc1 more -D (red-team B3, 6); reconfigures of d2 (its compiler known).
        elif printf '*cpp:\n+ -DFROM_SPECS\n\n' >"$CM/flags.specs" &&
            { cm_build "$d2" "-DCMAKE_C_FLAGS=-specs=$CM/flags.specs" || ! cm_said "$d2" "CMAKE_C_FLAGS holds '-specs="; }; then
            fail cmake-flags-emu "-specs= in CMAKE_C_FLAGS was not refused at configure: $(grep -m2 -iE 'specs|error' "$d2/log")"
        # COMPILE_DEFINITIONS_<CONFIG> (compiled with under CMP0043 OLD) and a
        # generator expression as the source stop the configure, named (B3, 5 and 12).
        elif printf 'set_property(TARGET t_control PROPERTY COMPILE_DEFINITIONS_RELEASE FROM_OLD)\n' >>"$d2/CMakeLists.txt" &&
            { cm_build "$d2" "-DCMAKE_C_FLAGS=" || ! cm_said "$d2" "the target's COMPILE_DEFINITIONS_RELEASE is set (FROM_OLD)"; }; then
            fail cmake-flags-emu "COMPILE_DEFINITIONS_RELEASE was not refused at configure: $(grep -m2 -A2 -iE 'error' "$d2/log" | tr '\n' ' ')"
        elif sed -i -e '/COMPILE_DEFINITIONS_RELEASE/d' -e 's/^prism_add_kernel(t_control k_control.cu EMU)/prism_add_kernel(t_control $<1:k_control.cu> EMU)/' "$d2/CMakeLists.txt" &&
            { cm_build "$d2" || ! cm_said "$d2" "the kernel source must be a plain path, not a generator expression"; }; then
            fail cmake-flags-emu "a generator expression as the source was not refused: $(grep -m2 -A2 -iE 'error' "$d2/log" | tr '\n' ' ')"
        else
            pass cmake-flags-emu
        fi
    fi
fi

# ---- cmake-kind-flags: words CMake adds from the target's kind (red team rt27) ----
# A shared library's -D<target>_EXPORTS, a POSITION_INDEPENDENT_CODE target's
# -fPIC (it drops gcc's __PIE__, which a system header may test) and the
# toolchain's CMAKE_C_STANDARD_INCLUDE_DIRECTORIES reached the compile only.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-kind-flags "no cmake"
else
    d=$CM/kind
    mkdir -p "$CM/kind-std"
    printf '#define FROM_STDINC 1\n' >"$CM/kind-std/kind_std.h"
    cm_flags_project "$d" "" \
        'control|defined(NEVER_DEFINED)|' \
        'export|defined(t_export_EXPORTS)|' \
        'named|defined(MY_API_BUILD)|set_target_properties(t_named PROPERTIES DEFINE_SYMBOL MY_API_BUILD)' \
        'stdinc|defined(FROM_STDINC)|' \
        'pic|defined(NEVER_DEFINED)|set_target_properties(t_pic PROPERTIES POSITION_INDEPENDENT_CODE ON)'
    sed -i -e 's/^add_library(t_export OBJECT)/add_library(t_export SHARED)/' \
        -e 's/^add_library(t_named OBJECT)/add_library(t_named MODULE)/' "$d/CMakeLists.txt"
    sed -i 's/^#include "prism.h"/&\n#include <kind_std.h>/' "$d/k_stdinc.cu"
    printf 'set(CMAKE_C_STANDARD_INCLUDE_DIRECTORIES %s)\n' "$CM/kind-std" >>"$d/CMakeLists.txt"
    cm_build "$d" -G "Unix Makefiles"
    cmake --build "$d/b" -- -k >>"$d/log" 2>&1
    if cm_flags_verdict cmake-kind-flags "$d" export named stdinc; then
        pic=$(cat "$d"/b/prism_checked/t_pic/k_pic.c.C.flags.cmake 2>/dev/null)
        ctl=$(cat "$d"/b/prism_checked/t_control/k_control.c.C.flags.cmake 2>/dev/null)
        if ! grep -q 'set(_prism_kind_args \[==\[--host-flag=-fPIC\]==\])' <<<"$pic"; then
            fail cmake-kind-flags "POSITION_INDEPENDENT_CODE's -fPIC is not a --host-flag: $(grep kind_args <<<"$pic")"
        elif grep -q 'host-flag=-fPIC' <<<"$ctl"; then
            fail cmake-kind-flags "a target without POSITION_INDEPENDENT_CODE got -fPIC: $(grep kind_args <<<"$ctl")"
        else
            pass cmake-kind-flags
        fi
    fi
fi

# ---- cmake-compile-rule: what else CMake gives the compile (red team rt30) ----
# A compile rule with words of its own (CMAKE_C_COMPILE_OBJECT) reaches the check; gcc's long
# --include-directory-after, a sysroot and a launcher that sets the environment stop the configure.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-compile-rule "no cmake"
else
    d=$CM/rule
    cm_flags_project "$d" "" 'control|defined(NEVER_DEFINED)|' 'rule|defined(FROM_RULE)|'
    # shellcheck disable=SC2016 # CMake's own placeholders
    printf 'set(CMAKE_C_COMPILE_OBJECT "<CMAKE_C_COMPILER> -DFROM_RULE <DEFINES> <INCLUDES> <FLAGS> -o <OBJECT> -c <SOURCE>")\n' >"$d/rule.cmake"
    sed -i 's|^find_package(Prism REQUIRED)|include(rule.cmake)\n&|' "$d/CMakeLists.txt"
    cm_build "$d" -G "Unix Makefiles"
    cmake --build "$d/b" -- -k >>"$d/log" 2>&1
    if cm_flags_verdict cmake-compile-rule "$d" rule; then
        d2=$CM/rule-refuse
        cm_flags_project "$d2" "" 'control|defined(NEVER_DEFINED)|'
        bad=""
        { cm_build "$d2" "-DCMAKE_C_FLAGS=--include-directory-after=/tmp" || ! cm_said "$d2" "holds '--include-directory-after=/tmp'"; } &&
            bad="$bad [--include-directory-after: $(grep -m1 -A1 'Error' "$d2/log" | tr '\n' ' ')]"
        { cm_build "$d2" "-DCMAKE_C_FLAGS=" "-DCMAKE_SYSROOT=/" || ! cm_said "$d2" "CMAKE_SYSROOT moves the system headers"; } &&
            bad="$bad [CMAKE_SYSROOT: $(grep -m1 -A1 'Error' "$d2/log" | tr '\n' ' ')]"
        rm -rf "$d2/b"
        { cm_build "$d2" "-DCMAKE_C_COMPILER_LAUNCHER=env;C_INCLUDE_PATH=/tmp" || ! cm_said "$d2" "the compiler launcher sets 'C_INCLUDE_PATH=/tmp'"; } &&
            bad="$bad [launcher env: $(grep -m1 -A1 'Error' "$d2/log" | tr '\n' ' ')]"
        [ -z "$bad" ] && pass cmake-compile-rule || fail cmake-compile-rule "$bad"
    fi
fi

# ---- cmake-kernel-source: the kernel's own .cu in a target (u2) ----
# Properties set on k.cu (the spelling a project migrating from add_library(a
# k.cu) keeps) were ignored by the check and the compile alike; k.cu left
# among the target's sources was compiled unchecked beside its copy.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-kernel-source "no cmake"
else
    d=$CM/ksrc
    cm_flags_project "$d" "" \
        'control|defined(NEVER_DEFINED)|' \
        'srcprop|defined(FROM_SRCPROP)|set_source_files_properties(k_srcprop.cu PROPERTIES COMPILE_DEFINITIONS FROM_SRCPROP)' \
        'srcflags|defined(FROM_SRCFLAGS)|set_source_files_properties(k_srcflags.cu PROPERTIES COMPILE_FLAGS -DFROM_SRCFLAGS)'
    cm_build "$d" -G "Unix Makefiles"
    cmake --build "$d/b" -- -k >>"$d/log" 2>&1
    if cm_flags_verdict cmake-kernel-source "$d" srcprop srcflags; then
        d2=$CM/ksrc-dup
        cm_flags_project "$d2" "" 'control|defined(NEVER_DEFINED)|target_sources(t_control PRIVATE k_control.cu)'
        if cm_build "$d2" || ! cm_said "$d2" "k_control.cu is also among t_control's own sources"; then
            fail cmake-kernel-source "the kernel among the target's sources was not refused: $(grep -m2 -A2 -iE 'error' "$d2/log" | tr '\n' ' ')"
        else
            pass cmake-kernel-source
        fi
    fi
fi
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-flags-gpu "no cmake"
elif [ "$HAVE_NVCC" != 1 ]; then
    skip cmake-flags-gpu "HAVE_NVCC=0"
else
    d=$CM/flags-gpu
    a='set_target_properties(t_%s PROPERTIES CUDA_ARCHITECTURES 80-real)'
    cm_flags_project "$d" CUDA \
        "control|defined(NEVER_DEFINED)|$(printf "$a" control)" \
        "flags|defined(FROM_FLAGS)|$(printf "$a" flags)" \
        "gencode|defined(__CUDA_ARCH__) && __CUDA_ARCH__ == 900|$(printf "$a" gencode)" \
        "genex|defined(FROM_GENEX)|$(printf "$a" genex)\ntarget_compile_definitions(t_genex PRIVATE \$<\$<COMPILE_LANGUAGE:CUDA>:FROM_GENEX>)" \
        "optarch|defined(__CUDA_ARCH__) && __CUDA_ARCH__ == 860|$(printf "$a" optarch)\ntarget_compile_options(t_optarch PRIVATE \"SHELL:-gencode arch=compute_86,code=sm_86\")" \
        "append|defined(FROM_APPEND)|$(printf "$a" append)" \
        "prepend|defined(FROM_PREPEND)|$(printf "$a" prepend)" \
        "sep|defined(NEVER_DEFINED)|$(printf "$a" sep)\nset_target_properties(t_sep PROPERTIES CUDA_SEPARABLE_COMPILATION ON)"
    # nvcc reads $NVCC_APPEND_FLAGS and $NVCC_PREPEND_FLAGS itself at the build (red-team B3, 5).
    export NVCC_APPEND_FLAGS=-DFROM_APPEND NVCC_PREPEND_FLAGS=-DFROM_PREPEND
    cm_build "$d" -G "Unix Makefiles" "-DCMAKE_CUDA_FLAGS=-DFROM_FLAGS -gencode arch=compute_90,code=sm_90"
    cmake --build "$d/b" -- -k >>"$d/log" 2>&1
    unset NVCC_APPEND_FLAGS NVCC_PREPEND_FLAGS
    if cm_flags_verdict cmake-flags-gpu "$d" flags gencode genex optarch append prepend; then
        d2=$CM/flags-gpu-refuse
        cm_flags_project "$d2" CUDA "control|defined(NEVER_DEFINED)|$(printf "$a" control)"
        d3=$CM/flags-gpu-refuse1
        cm_flags_project "$d3" CUDA "control|defined(NEVER_DEFINED)|$(printf "$a" control)"
        # (red team rt28) CUDA_SEPARABLE_COMPILATION's -rdc=true reaches the checker's nvcc --dryrun
        if ! grep -q -- '--nvcc-flag=-rdc=true' "$d"/b/prism_checked/t_sep/k_sep.cu.CUDA.flags.cmake 2>/dev/null ||
            grep -q -- '--nvcc-flag=-rdc=true' "$d"/b/prism_checked/t_control/k_control.cu.CUDA.flags.cmake 2>/dev/null; then
            fail cmake-flags-gpu "CUDA_SEPARABLE_COMPILATION's -rdc=true is not the sep target's alone: $(grep -h kind_args "$d"/b/prism_checked/t_*/k_*.flags.cmake | head -3)"
        elif cm_build "$d2" "-DCMAKE_CUDA_FLAGS=-Xcompiler -DFROM_HOST" || ! cm_said "$d2" "CMAKE_CUDA_FLAGS holds '-Xcompiler -DFROM_HOST'"; then
            fail cmake-flags-gpu "-Xcompiler -D in CMAKE_CUDA_FLAGS was not refused: $(grep -m2 -iE 'error' "$d2/log")"
        # One word is quoted as one word (it was '-Xcompiler=-DFROM_HOST -DFROM_HOST').
        elif cm_build "$d3" "-DCMAKE_CUDA_FLAGS=-Xcompiler=-DFROM_HOST" || ! cm_said "$d3" "CMAKE_CUDA_FLAGS holds '-Xcompiler=-DFROM_HOST':" ||
            ! cm_said "$d3" "(-DFROM_HOST without -Xcompiler)"; then
            fail cmake-flags-gpu "-Xcompiler=-D was not refused as written: $(grep -m2 -A2 -iE 'error' "$d3/log" | tr '\n' ' ')"
        else
            pass cmake-flags-gpu
        fi
    fi
fi

# ---- cmake-include-env: the check searches the environment's include list its compiler reads --
# (red-team B2, 3) A <vh.cuh> found through the environment: a barrier one
# (called in divergent code: P080) and a clean one of the same name, one in
# C_INCLUDE_PATH (gcc's C: EMU) and one in CPLUS_INCLUDE_PATH (nvcc's C++:
# GPU).  Each target's check reads the one its compiler builds: the GPU
# target's read C's clean one and built nvcc's barrier unchecked.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-include-env "no cmake"
else
    d=$CM/include-env
    mkdir -p "$d/barrier" "$d/clean"
    printf '__device__ static inline void v_step(void) { __syncthreads(); }\n' >"$d/barrier/vh.cuh"
    printf '__device__ static inline void v_step(void) { }\n' >"$d/clean/vh.cuh"
    for n in emu gpu; do
        printf '#include "prism.h"\n#include <vh.cuh>\nPRISM_KERNEL(k_%s, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))\n{\n    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));\n    PRISM_GROUP(THREAD(1)) { if (i < n) v_step(); }\n}\n' $n >"$d/k_$n.cu"
    done
    if [ "$HAVE_NVCC" = 1 ]; then
        # gcc reads the clean header, nvcc the barrier one.
        printf 'cmake_minimum_required(VERSION 3.18)\nproject(e C CUDA)\nfind_package(Prism REQUIRED)\nadd_library(t_emu OBJECT)\nprism_add_kernel(t_emu k_emu.cu EMU)\nadd_library(t_gpu OBJECT)\nset_target_properties(t_gpu PROPERTIES CUDA_ARCHITECTURES 80-real)\nprism_add_kernel(t_gpu k_gpu.cu GPU)\n' >"$d/CMakeLists.txt"
        cl=$d/clean cxx=$d/barrier stopped=k_gpu built=k_emu
    else
        printf 'cmake_minimum_required(VERSION 3.18)\nproject(e C)\nfind_package(Prism REQUIRED)\nadd_library(t_emu OBJECT)\nprism_add_kernel(t_emu k_emu.cu EMU)\n' >"$d/CMakeLists.txt"
        cl=$d/barrier cxx=$d/clean stopped=k_emu built=
    fi
    (
        unset CPATH
        export C_INCLUDE_PATH=$cl CPLUS_INCLUDE_PATH=$cxx
        cm_build "$d" -G "Unix Makefiles"
        cmake --build "$d/b" -- -k >>"$d/log" 2>&1
    )
    if ! grep -q "vh.cuh:[0-9]*:[0-9]*: error: .*P080" "$d/log" || ! grep -q "In file included from.*$stopped.cu" "$d/log"; then
        fail cmake-include-env "$stopped's check did not read its compiler's <vh.cuh>: $(grep -m3 -iE 'error|P080' "$d/log" | tr '\n' ' ')"
    elif [ -n "$built" ] && [ -z "$(find "$d/b" -name "$built*.o")" ]; then
        fail cmake-include-env "$built (its compiler's <vh.cuh> is the clean one) was not built: $(grep -m3 -iE 'error' "$d/log" | tr '\n' ' ')"
    else
        pass cmake-include-env
    fi
fi

# ---- cmake-specs: a specs file the compiler finds by itself stops the check ----------------
# gcc reads a file named `specs` in each $LIBRARY_PATH directory: `*cpp: + -DEVIL`
# defines a macro for the compile that no flag shows, so the code built
# would not be the code checked.  The drivers refuse it (24-driver); so does
# prism_add_kernel's check step, and the same project builds without it.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-specs "no cmake"
else
    d=$CM/specs
    mkdir -p "$d/specsdir"
    printf '*cpp:\n+ -DEVIL\n\n' >"$d/specsdir/specs"
    printf '#include "prism.h"\nPRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))\n{\n    (void)n;\n}\n' >"$d/k.cu"
    printf 'cmake_minimum_required(VERSION 3.18)\nproject(e C)\nfind_package(Prism REQUIRED)\nadd_library(t OBJECT)\nprism_add_kernel(t k.cu EMU)\n' >"$d/CMakeLists.txt"
    if (export LIBRARY_PATH=$d/specsdir; cm_build "$d" -G "Unix Makefiles"); then
        fail cmake-specs "built with a specs file in \$LIBRARY_PATH"
    elif ! grep -q "reads the specs" "$d/log" || ! grep -q "$d/specsdir/specs" "$d/log"; then
        fail cmake-specs "stopped, but not naming the specs file: $(grep -m3 -iE 'error|specs' "$d/log" | tr '\n' ' ')"
    elif ! (unset LIBRARY_PATH; cmake --build "$d/b" >>"$d/log" 2>&1); then
        fail cmake-specs "did not build without the specs file: $(tail -3 "$d/log" | tr '\n' ' ')"
    else
        pass cmake-specs
    fi
fi

# ---- cmake-flags-order: what else decides the compile's macros and search order (red team rt31) ----
# CMake writes a target's definitions sorted (MODE=1;MODE=0 compiles MODE=1:
# the check read MODE=0), CMAKE_INCLUDE_CURRENT_DIR puts the directory's
# binary and source directories first and CMAKE_INCLUDE_DIRECTORIES_PROJECT_BEFORE
# the project's own include directories first; gcc's long --include=FILE is
# -include; a comma in a definition is gcc's value (nvcc alone splits it).
# At configure: a make variable in the flags, a RULE_LAUNCH_COMPILE or an
# env -S launcher setting the environment, gcc's --trigraphs are refused,
# while a plain launcher builds.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-flags-order "no cmake"
else
    d=$CM/order
    mkdir -p "$CM/order-out" "$d/pb-in"
    printf '#define FROM_LONGINC 1\n' >"$CM/order-inc.h"
    printf '/* clean */\n' >"$CM/order-out/pb.h"
    printf '#define FROM_BEFORE 1\n' >"$d/pb-in/pb.h"
    # shellcheck disable=SC2016 # CMake's own variables
    cm_flags_project "$d" "" \
        'control|defined(NEVER_DEFINED)|' \
        'sorted|FROM_SORTED == 1|add_library(d_sorted INTERFACE)\ntarget_compile_definitions(d_sorted INTERFACE FROM_SORTED=0)\ntarget_compile_definitions(t_sorted PRIVATE FROM_SORTED=1)\ntarget_link_libraries(t_sorted PRIVATE d_sorted)' \
        'curdir|defined(FROM_CURDIR)|file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/order_cur.h "#define FROM_CURDIR 1\\n")' \
        "before|defined(FROM_BEFORE)|target_include_directories(t_before PRIVATE $CM/order-out \${CMAKE_CURRENT_SOURCE_DIR}/pb-in)" \
        "longinc|defined(FROM_LONGINC)|target_compile_options(t_longinc PRIVATE --include=$CM/order-inc.h)" \
        'nosplit|defined(FROM_NOSPLIT)|target_compile_definitions(t_nosplit PRIVATE "TILE=16,FROM_NOSPLIT=1")'
    sed -i 's/^#include "prism.h"/&\n#include <order_cur.h>/' "$d/k_curdir.cu"
    sed -i 's/^#include "prism.h"/&\n#include "pb.h"/' "$d/k_before.cu"
    printf 'set(CMAKE_INCLUDE_CURRENT_DIR ON)\nset(CMAKE_INCLUDE_DIRECTORIES_PROJECT_BEFORE ON)\n' >>"$d/CMakeLists.txt"
    cm_build "$d" -G "Unix Makefiles"
    cmake --build "$d/b" -- -k >>"$d/log" 2>&1
    if cm_flags_verdict cmake-flags-order "$d" sorted curdir before longinc; then
        d2=$CM/order-refuse
        cm_flags_project "$d2" "" 'control|defined(NEVER_DEFINED)|'
        # (after project(): CMake's compiler test would get them too)
        # shellcheck disable=SC2016 # CMake's own variables
        printf 'if(RLC)\n  set_property(GLOBAL PROPERTY RULE_LAUNCH_COMPILE "${RLC}")\nendif()\nstring(APPEND CMAKE_C_FLAGS " ${XFLAGS}")\n' >>"$d2/CMakeLists.txt"
        bad=""
        [ -z "$(find "$d/b" -name 'k_nosplit*.o')" ] &&
            bad="$bad [a comma in an EMU definition was split: $(grep -m2 -E 'k_nosplit.*error' "$d/log")]"
        # shellcheck disable=SC2016 # make's syntax, for make
        { cm_build "$d2" '-DXFLAGS=$(EXTRA_C_FLAGS)' || ! cm_said "$d2" "CMAKE_C_FLAGS holds '\$(EXTRA_C_FLAGS)'"; } &&
            bad="$bad [make variable: $(grep -m1 -A1 'Error' "$d2/log" | tr '\n' ' ')]"
        rm -rf "$d2/b"
        { cm_build "$d2" "-DXFLAGS=--trigraphs" || ! cm_said "$d2" "holds '--trigraphs', which gcc reads as -trigraphs"; } &&
            bad="$bad [--trigraphs: $(grep -m1 -A1 'Error' "$d2/log" | tr '\n' ' ')]"
        rm -rf "$d2/b"
        { cm_build "$d2" "-DRLC=env C_INCLUDE_PATH=/tmp" || ! cm_said "$d2" "the global RULE_LAUNCH_COMPILE sets 'C_INCLUDE_PATH=/tmp'"; } &&
            bad="$bad [RULE_LAUNCH_COMPILE: $(grep -m1 -A1 'Error' "$d2/log" | tr '\n' ' ')]"
        rm -rf "$d2/b"
        { cm_build "$d2" "-DCMAKE_C_COMPILER_LAUNCHER=env;-SC_INCLUDE_PATH=/tmp" || ! cm_said "$d2" "runs env with '-SC_INCLUDE_PATH=/tmp'"; } &&
            bad="$bad [env -S launcher: $(grep -m1 -A1 'Error' "$d2/log" | tr '\n' ' ')]"
        rm -rf "$d2/b"
        cm_build "$d2" "-DRLC=env" || bad="$bad [a plain RULE_LAUNCH_COMPILE did not build: $(grep -m2 -A1 'Error' "$d2/log" | tr '\n' ' ')]"
        [ -z "$bad" ] && pass cmake-flags-order || fail cmake-flags-order "$bad"
    fi
fi
# ---- cmake-flags-gpu-order: (HAVE_NVCC=1) GPU: nvcc's comma lists and default architecture (red team rt31) ----
# nvcc splits -DTILE=16,FROM_COMMA=1 at the comma; CUDA_ARCHITECTURES OFF and
# no -arch in the flags builds nvcc's default architecture, which the check
# asks nvcc (it ran prism-check's own default); -Xcompiler=--include= (a
# host compiler's -include) is refused as -Xcompiler -include is.
if cm_skip; then
    :
elif ! command -v cmake >/dev/null; then
    skip cmake-flags-gpu-order "no cmake"
elif [ "$HAVE_NVCC" != 1 ]; then
    skip cmake-flags-gpu-order "HAVE_NVCC=0"
else
    d=$CM/gpu-order
    a='set_target_properties(t_%s PROPERTIES CUDA_ARCHITECTURES 80-real)'
    o='set_target_properties(t_%s PROPERTIES CUDA_ARCHITECTURES OFF)'
    def=$("$NVCC" --dryrun -c -x cu /dev/null -o /dev/null 2>&1 | grep -- ' -E ' | grep -o -- '-D__CUDA_ARCH__=[0-9]*' | head -1 | cut -d= -f2)
    printf '#define FROM_XINC 1\n' >"$CM/gpu-order-inc.h"
    cm_flags_project "$d" CUDA \
        "control|defined(NEVER_DEFINED)|$(printf "$a" control)" \
        "comma|defined(FROM_COMMA)|$(printf "$a" comma)\ntarget_compile_definitions(t_comma PRIVATE \"TILE=16,FROM_COMMA=1\")" \
        "archoff|defined(__CUDA_ARCH__) && __CUDA_ARCH__ == ${def:-0}|$(printf "$o" archoff)" \
        "offok|defined(NEVER_DEFINED)|$(printf "$o" offok)" \
        "xinc|defined(FROM_XINC)|$(printf "$a" xinc)\ntarget_compile_options(t_xinc PRIVATE -Xcompiler=--include=$CM/gpu-order-inc.h)"
    cm_build "$d" -G "Unix Makefiles"
    cmake --build "$d/b" -- -k >>"$d/log" 2>&1
    if cm_flags_verdict cmake-flags-gpu-order "$d" comma ${def:+archoff}; then
        if [ -z "$(find "$d/b" -name 'k_offok*.o')" ]; then
            fail cmake-flags-gpu-order "CUDA_ARCHITECTURES OFF did not build a clean kernel: $(grep -m3 -iE 'error' "$d/log" | tr '\n' ' ')"
        elif ! cm_said "$d" "holds '-Xcompiler=--include=$CM/gpu-order-inc.h': '--include=$CM/gpu-order-inc.h' reaches"; then
            fail cmake-flags-gpu-order "-Xcompiler=--include= was not refused: $(grep -m3 -iE 'error|xinc' "$d/log" | tr '\n' ' ')"
        else
            pass cmake-flags-gpu-order
        fi
    fi
fi

# ---- the installed tools in a user's build (warning flags, shared libraries, lint) ------
#   user-warning-flags  prism-cc -Wall -Wextra -Wshadow -Wmissing-prototypes -Wpedantic -Werror
#                       builds a README kernel, and one that includes the library (the
#                       installed checker's own directories stay -I under -Wpedantic; the
#                       hiding in PRISM_PARTITION is exempt); a shadowing of the user's own
#                       is still reported; prism-nvcc with the host compiler's flags likewise
#   user-warning-flags-pc, -cmake  the same with pkg-config's check_flags and Cflags, and
#                       with prism_add_kernel (also under -Wpedantic): the installed headers
#                       are system headers however the prefix is named
#   shared-lib-pic      every installed library links into a shared object (-fPIC), and an
#                       emulator kernel in a shared library runs from a program
#   check-alone         the installed prism-check finds its own prism.h: alone, and with
#                       -p over a database of prism-cc commands
U=$work/userprefix
if ! tmake install PREFIX="$U" >"$work/user-install.log" 2>&1; then
    fail user-warning-flags "install: $(tail -2 "$work/user-install.log")"
else
    mkdir -p "$work/user"
    cat >"$work/user/k.cu" <<'K'
#include "prism.h"
PRISM_KERNEL(scale, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { if (i < n) xi[0] *= 2.0f; }
    }
}
K
    # The same kernel with a shadowing of the user's own inside the partition.
    sed 's/{ if (i < n) xi\[0\] \*= 2.0f; }/{ int n2 = n; { int n2 = 1; (void)n2; } if (i < n2) xi[0] *= 2.0f; }/' \
        "$work/user/k.cu" >"$work/user/shadow.cu"
    W=(-O2 -Wall -Wextra -Wshadow -Wmissing-prototypes -Wpedantic -Werror)
    (cd "$work/user" && "$U/bin/prism-cc" "${W[@]}" -c k.cu -o k.o) >"$work/user/log" 2>&1
    rcw=$?
    (cd "$work/user" && "$U/bin/prism-cc" "${W[@]}" -c shadow.cu -o shadow.o) >"$work/user/log2" 2>&1
    rcs=$?
    # With the library: under -Wpedantic its text is the user's (no system
    # line markers, which gcc's -Wpedantic rejects), also where the checker
    # would fall back on its own installed directories (red-team B, 6).
    { echo '#include "prism_lib.h"'; cat "$work/user/k.cu"; } >"$work/user/lib.cu"
    (cd "$work/user" && "$U/bin/prism-cc" "${W[@]}" -c lib.cu -o lib.o) >"$work/user/log4" 2>&1
    rcl=$?
    rcn=0
    if [ -n "$NVCC" ]; then
        (cd "$work/user" && NVCC=$NVCC "$U/bin/prism-nvcc" -arch=sm_90a -Werror all-warnings \
            -Xcompiler -Wall,-Wextra,-Wshadow,-Wmissing-declarations,-Werror -c k.cu -o kg.o) >"$work/user/log3" 2>&1
        rcn=$?
    fi
    if [ $rcw -ne 0 ]; then
        fail user-warning-flags "prism-cc ${W[*]}: exit $rcw $(grep -m3 'error' "$work/user/log")"
    elif [ $rcl -ne 0 ]; then
        fail user-warning-flags "prism-cc ${W[*]} on a kernel that includes the library: exit $rcl $(grep -m3 'error' "$work/user/log4")"
    elif [ $rcs -eq 0 ] || ! grep -q "declaration of 'n2' shadows" "$work/user/log2"; then
        fail user-warning-flags "the user's own shadowing was not reported: exit $rcs $(head -c 300 "$work/user/log2")"
    elif [ $rcn -ne 0 ]; then
        fail user-warning-flags "prism-nvcc -Xcompiler warnings: exit $rcn $(grep -m3 'error' "$work/user/log3")"
    else
        pass user-warning-flags
    fi

    # ---- user-warning-flags-pc, -cmake: the same flags through pkg-config's check_flags
    # and Cflags, and through prism_add_kernel (red team P4, F1): Prism's installed headers
    # say #pragma GCC system_header, so the checked copy marks the library's text a system
    # header whatever names the prefix (-I here); under -Wpedantic CMake's check writes #line.
    S=(-Wall -Wextra -Wshadow -Wsign-conversion -Wmissing-prototypes -Werror)
    out=$(cd "$work/user" && export PKG_CONFIG_PATH="$U/lib/pkgconfig" &&
        "$U/bin/prism-check" $(pkg-config --variable=check_flags prism-emu) -o libpc.c lib.cu &&
        gcc $(pkg-config --variable=kernel_cflags prism-emu) $(pkg-config --cflags prism-emu) "${S[@]}" \
            -c libpc.c -o libpc.o 2>&1) || out="exit $?: $out"
    if [ -n "$out" ]; then
        fail user-warning-flags-pc "${S[*]}: $(grep -m3 'error' <<<"$out")"
    elif ! grep -q '^# 1 ".*prism-lib/prism_lib.h" 3' "$work/user/libpc.c" || grep -q 'pragma GCC system_header' "$work/user/libpc.c"; then
        fail user-warning-flags-pc "the checked copy does not mark the library's text a system header: $(grep -m2 'prism_lib.h' "$work/user/libpc.c")"
    else
        pass user-warning-flags-pc
    fi
    if command -v cmake >/dev/null; then
        mkdir -p "$work/user/cm"
        cp "$work/user/lib.cu" "$work/user/cm/"
        printf 'cmake_minimum_required(VERSION 3.20)\nproject(w LANGUAGES C)\nfind_package(Prism REQUIRED)\nadd_library(w STATIC)\nprism_add_kernel(w lib.cu EMU)\n' \
            >"$work/user/cm/CMakeLists.txt"
        bad=""
        for flags in "${S[*]}" "${S[*]} -Wpedantic"; do
            rm -rf "$work/user/cm/b"
            if ! cmake -S "$work/user/cm" -B "$work/user/cm/b" -DCMAKE_PREFIX_PATH="$U" "-DCMAKE_C_FLAGS=$flags" \
                >"$work/user/cm.log" 2>&1 || ! cmake --build "$work/user/cm/b" >>"$work/user/cm.log" 2>&1; then
                bad+=" [$flags]: $(grep -m3 'error' "$work/user/cm.log")"
            fi
        done
        if [ -n "$bad" ]; then
            fail user-warning-flags-cmake "$bad"
        else
            pass user-warning-flags-cmake
        fi
    else
        skip user-warning-flags-cmake "no cmake"
    fi

    # ---- shared-lib-pic
    bad=""
    for a in "$U"/lib/*.a; do
        gcc -shared -o "$work/user/whole.so" -Wl,--whole-archive "$a" -Wl,--no-whole-archive 2>"$work/user/pic.err" ||
            bad+=" ${a##*/}: $(grep -m1 -o 'relocation [^ ]*' "$work/user/pic.err")"
    done
    cat >"$work/user/main.c" <<'K'
#include <stdio.h>
int prism_launch_scale(long long grid, long long block, float *x, int n);
int main(void)
{
    float x[32];
    for (int i = 0; i < 32; i++)
        x[i] = (float)i;
    int rc = prism_launch_scale(1, 32, x, 32);
    printf("%d %g\n", rc, (double)x[31]);
    return rc;
}
K
    out=$(cd "$work/user" && "$U/bin/prism-cc" -fPIC -c k.cu -o kpic.o &&
        gcc -shared -o libk.so kpic.o -L"$U/lib" -lprism_emu -lprism_host -lpthread -lm &&
        gcc main.c -o main -L. -lk -Wl,-rpath,"$work/user" && ./main 2>&1)
    if [ -n "$bad" ]; then
        fail shared-lib-pic "not position-independent:$bad"
    elif [ "$out" != "0 62" ]; then
        fail shared-lib-pic "a kernel in a shared library: '$out'"
    else
        pass shared-lib-pic
    fi

    # ---- check-alone
    printf '#include "prism.h"\n#include "prism_lib.h"\n' | cat - "$work/user/k.cu" >"$work/user/lint.cu"
    (cd "$work/user" && "$U/bin/prism-check" lint.cu -o lint.checked.cu) >"$work/user/log4" 2>&1
    rcl=$?
    printf '[{"directory": "%s", "file": "lint.cu", "arguments": ["%s", "-O2", "-c", "lint.cu", "-o", "lint.o"]}]\n' \
        "$work/user" "$U/bin/prism-cc" >"$work/user/compile_commands.json"
    (cd "$work/user" && "$U/bin/prism-check" -p . lint.cu -o lint2.checked.cu) >"$work/user/log5" 2>&1
    rcp=$?
    if [ $rcl -ne 0 ] || [ $rcp -ne 0 ]; then
        fail check-alone "prism-check lint.cu: exit $rcl $(head -c 300 "$work/user/log4"); -p: exit $rcp $(head -c 300 "$work/user/log5")"
    else
        pass check-alone
    fi
    tmake uninstall PREFIX="$U" >/dev/null 2>&1
fi
