#!/usr/bin/env bash
# 40-lib: lib-cub-like.
#   lib-gen-*          each checked-in header is what its m4 template expands to
#   lib-layering-*     thread/ includes nothing above it, warp/ nothing from block/
#   lib-instance-make  make lib-instance (tools/lib-instance/prism-lib-instance) adds a
#                      512x8 f32 exchange and refuses the committed 128x4 (exit 2, no file)
#   lib-instance-include-is-output  -o naming the --include header is refused
#   lib-instance-bad-shapes  a shape or operator listed twice, a block size no launch has,
#                    more items than PRISM_LIB_MAX_ITEMS, a trailing comma, a vector flag
#                    on a size that does not divide 16: exit 2, one line
#   lib-check-*        prism-check accepts every library header and the sweep's kernels
#   lib-emu-*          the emulator sweep (tests/lib/lt_main.c): every primitive, type,
#                      operator and block shape against a CPU reference, and the launch
#                      refusals; in both passes (it is host code; `quick` in the second,
#                      and in the first under make test; make test-full: every size)
#   lib-emu-checked-*  the sweep (quick) built from prism-check's emitted translation
#                      units: the inferred barriers suffice (emulator race checks)
#   lib-nvcc-*         nvcc builds every primitive (the sweep's kernels) for sm_80, sm_90
#                      (make test-full only)
#   lib-gpu-*          the same sweep on a GPU
# The misuse corpus (tests/check/fail/lib_*.cu) runs with the checker's corpus.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
B=${BUILD:-build}
# Absolute, because some checks below run from inside lib-cub-like/.
case $B in /*) ;; *) B=$PWD/$B ;; esac
SAN=${PRISM_SAN:-0}
LT=$B/tests/lib

sweep() { # label binary [args]
    local label=$1 bin=$2 out rc
    shift 2
    if [ ! -x "$bin" ]; then echo "FAIL $label: $bin not built"; return; fi
    out=$(timeout 900 "$bin" "$@" 2>"$B/$label.stderr"); rc=$?
    printf '%s\n' "$out" | sed -n "s/^\(PASS\|FAIL\|SKIP\) lib-/\1 $label-/p"
    if [ $rc -ne 0 ]; then echo "FAIL $label: exit $rc ($(tail -n 3 "$B/$label.stderr" | tr '\n' ' '))"; fi
}

# PRISM_GPU_ONLY=1 (make gpu-report): only the GPU sweep; the rest is host
# work that `make test` does.
GPU_ONLY=${PRISM_GPU_ONLY:-0}

if [ "$SAN" = 0 ] && [ "$GPU_ONLY" = 0 ]; then
    # Generated headers are current: each template's header and its per-type parts.
    if [ -f "$B/lib-gen/.stamp" ]; then
        for t in lib-cub-like/{thread,warp,block}/*.m4; do
            rel=${t#lib-cub-like/}; stem=${rel%.m4}
            parts="$stem.h $(cd "$B/lib-gen" && ls "$(dirname "$stem")/gen/$(basename "$stem")"_*.h 2>/dev/null)"
            stale=""
            for h in $parts; do cmp -s "$B/lib-gen/$h" "lib-cub-like/$h" || stale="$stale $h"; done
            if [ -z "$stale" ]; then echo "PASS lib-gen-${stem//\//-}"
            else echo "FAIL lib-gen-${stem//\//-}: stale:$stale (run make lib-gen)"; fi
        done
        # No generated part without a template behind it.
        orphans=$(cd lib-cub-like && for h in */gen/*.h; do [ -f "$B/lib-gen/$h" ] || echo "$h"; done)
        if [ -z "$orphans" ]; then echo "PASS lib-gen-no-orphans"
        else echo "FAIL lib-gen-no-orphans: $(tr '\n' ' ' <<<"$orphans")"; fi
    else
        echo "FAIL lib-gen: $B/lib-gen not built"
    fi

    # Strict layering: includes only point down.
    layer() { # name dir forbidden-regex
        local bad
        bad=$(grep -n '#include "' lib-cub-like/$2/*.h lib-cub-like/$2/gen/*.h lib-cub-like/$2/*.m4 | grep -E "$3" || true)
        if [ -z "$bad" ]; then echo "PASS lib-layering-$1"; else echo "FAIL lib-layering-$1: $(head -n1 <<<"$bad")"; fi
    }
    layer thread thread '"(warp|block)/'
    layer warp warp '"block/'

    # make lib-instance in the tree (the installed command: 70-install).
    li=$(mktemp -d)
    mi() { make --no-print-directory -s BUILD="$B" lib-instance LIB_TYPE='float, f32, 4, direct, 1' LIB_GUARD=G "$@"; }
    if ! mi LIB_SHAPES='512, 8' LIB_OUT="$li/a.h" >"$li/log" 2>&1 ||
        ! grep -q 'prism_block_exchange_b2s_f32_512x8,' "$li/a.h"; then
        echo "FAIL lib-instance-make: $(head -c 300 "$li/log")"
    elif mi LIB_SHAPES='128, 4' LIB_OUT="$li/b.h" >"$li/log" 2>&1 || [ -e "$li/b.h" ] ||
        ! grep -q 'already has shape 128x4' "$li/log"; then
        echo "FAIL lib-instance-make: the committed shape 128x4 was not refused: $(head -c 300 "$li/log")"
    else
        echo "PASS lib-instance-make"
    fi
    # Shapes no launch can run or that would be defined twice: one line, exit 2, no file (red team l1).
    bad=
    for sh in '64, 2, 64, 2' '48, 2' '2048, 1' '64, 33'; do
        bash tools/lib-instance/prism-lib-instance --type='float, f32, 4, direct, 1' --guard=G --shapes="$sh" \
            -o "$li/s.h" >/dev/null 2>"$li/log"
        rc=$?
        if [ $rc -ne 2 ] || [ "$(wc -l <"$li/log")" -ne 1 ] || [ -e "$li/s.h" ]; then
            bad="$bad [$sh: exit $rc $(head -c 200 "$li/log")]"
        fi
    done
    # (red team l2) an operator twice, a trailing comma, a vector flag on a
    # size that does not divide 16: the same; blanks around commas are dropped.
    for args in "--type=float, f32, 4, direct, 1|--ops=xor, xor" "--type=float, f32, 4, direct, 1|--shapes=64, 2," \
        "--type=struct v3, v3, 12, words, 1|--new-type" "--type=float, f32, 4, direct, 1|--ops=xor,"; do
        bash tools/lib-instance/prism-lib-instance "${args%%|*}" "${args#*|}" --guard=G -o "$li/s.h" >/dev/null 2>"$li/log"
        rc=$?
        if [ $rc -ne 2 ] || [ "$(wc -l <"$li/log")" -ne 1 ] || [ -e "$li/s.h" ]; then
            bad="$bad [$args: exit $rc $(head -c 200 "$li/log")]"
        fi
    done
    bash tools/lib-instance/prism-lib-instance --type='int32_t , i32 , 4 , direct , 1' --ops='xor ,second' --guard=G \
        -o "$li/s.h" >/dev/null 2>"$li/log" && ! grep -q 'xor _i32\|second _i32' "$li/s.h" &&
        grep -q 'prism_block_reduce_second_i32' "$li/s.h" || bad="$bad [blanks: $(head -c 200 "$li/log")]"
    rm -f "$li/s.h"
    if [ -n "$bad" ]; then echo "FAIL lib-instance-bad-shapes: $bad"; else echo "PASS lib-instance-bad-shapes"; fi
    # -o naming the --include header (the user's type), by any spelling, or
    # the file that header's #include "..." finds beside the output: refused.
    mkdir -p "$li/sub"
    top=$PWD
    printf 'typedef float t_t;\n' >"$li/inc.h"
    cp "$li/inc.h" "$li/sub/inc.h"
    ln "$li/inc.h" "$li/hard.h"
    bad=
    for args in "--include=inc.h -o inc.h" "--include=inc.h -o ./inc.h" "--include=inc.h -o hard.h" \
        "--include=$li/inc.h --output=inc.h" "--include=inc.h -o sub/inc.h" "--include=new.h -o new.h"; do
        # shellcheck disable=SC2086 # a list of arguments
        (cd "$li" && bash "$top/tools/lib-instance/prism-lib-instance" --type='float, f32, 4, direct, 1' \
            --guard=G $args) >/dev/null 2>"$li/log"
        rc=$?
        if [ $rc -ne 2 ] || [ "$(wc -l <"$li/log")" -ne 1 ] || ! grep -q 'is the --include header' "$li/log"; then
            bad="$bad [$args: exit $rc $(head -c 200 "$li/log")]"
        fi
    done
    if [ -n "$bad" ] || ! cmp -s "$li/inc.h" "$li/sub/inc.h" || [ -e "$li/new.h" ]; then
        echo "FAIL lib-instance-include-is-output: $bad"
    else
        echo "PASS lib-instance-include-is-output"
    fi
    rm -rf "$li"

    # prism-check over the library and the sweep's kernels.
    if [ -x "$B/bin/prism-check" ]; then
        for f in $(find lib-cub-like -name '*.h' | sort) "$LT/lt_kernels.cu" "$LT/lt_shapes.cu"; do
            if out=$("$B/bin/prism-check" -Iinclude -Ilib-cub-like -Itests/lib -I"$LT" "$f" 2>&1); then
                echo "PASS lib-check-$(basename "$f")"
            else
                echo "FAIL lib-check-$(basename "$f"): $(grep -m1 -E ': (error|warning):' <<<"$out")"
            fi
        done
    else
        echo "SKIP lib-check: $B/bin/prism-check not built"
    fi

    # docs/LIBRARY.md's marked examples check and compile.
    if [ -x "$B/bin/prism-check" ]; then
        ex=$(mktemp -d)
        if bash tests/spec/extract.sh docs/LIBRARY.md "$ex" 2>"$ex/err"; then
            while IFS=$'\t' read -r name kind _; do
                [ "$kind" = legal ] || continue
                if out=$("$B/bin/prism-check" -Iinclude -Ilib-cub-like "$ex/$name.cu" 2>&1) &&
                   out=$(${CC:-gcc} -std=c17 -Wall -Wextra -Werror -D_GNU_SOURCE -Iinclude -Ilib-cub-like \
                         -x c -fsyntax-only "$ex/$name.cu" 2>&1); then
                    echo "PASS lib-doc-$name"
                else
                    echo "FAIL lib-doc-$name: $(grep -m1 -E '(error|warning)' <<<"$out")"
                fi
            done <"$ex/manifest.tsv"
        else
            echo "FAIL lib-doc: $(head -n1 "$ex/err")"
        fi
        rm -rf "$ex"
    fi

    # nvcc builds every primitive for both architectures: make test-full
    # only (88 CPU-seconds on CI's machine; make test's 13-parity builds the
    # block and warp primitives for sm_90a in int32 and float).
    if [ -z "${NVCC:-}" ]; then
        echo "SKIP lib-nvcc: nvcc not found"
    elif [ "${PRISM_TEST_FULL:-0}" != 1 ]; then
        echo "SKIP lib-nvcc: make test-full builds every primitive and type with nvcc"
    elif [ ! -f "$LT/lt_kernels.cu" ]; then
        echo "FAIL lib-nvcc: $LT/lt_kernels.cu not generated"
    else
        tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
        # One cicc run, assembled for both machines: the library's device
        # code branches only on __CUDA_ARCH__ >= 800, so compute_80's PTX is
        # what compute_90a's would be, and ptxas still builds it for sm_80
        # and for sm_90 (85 s against 120 s for two cicc runs).  The
        # sm_90a-only code (include/prism/hopper_cuda.h) is built by the
        # Makefile's CUDA targets (kernels/hgemm, kernels/hopper_tile).
        code='[sm_80,sm_90]' archs="sm_80 sm_90"
        if out=$(timeout 900 "$NVCC" -std=c++17 -O3 -Iinclude -Ilib-cub-like -Itests/lib -I"$LT" \
                 -Xcompiler -Wall,-Wextra,-Werror -Werror all-warnings \
                 -gencode "arch=compute_80,code=$code" -x cu \
                 -c "$LT/lt_kernels.cu" -o "$tmp/k.o" 2>&1) && [ -z "$out" ]; then
            for arch in $archs; do echo "PASS lib-nvcc-$arch"; done
        else
            for arch in $archs; do
                echo "FAIL lib-nvcc-$arch: $(tr '\n' ' ' <<<"$out" | cut -c1-300)"
            done
        fi
    fi
fi

# The sanitizer pass runs the same code paths on fewer sizes (quick).
if [ "$SAN" = 1 ]; then sweep lib-emu "$B/bin/lib-sweep-emu" quick
elif [ "$GPU_ONLY" = 0 ] && [ "${PRISM_TEST_FULL:-0}" = 1 ]; then sweep lib-emu "$B/bin/lib-sweep-emu"
# make test: the quick sizes here too (35 against 8 s on CI's machine); make
# test-full the whole sweep.
elif [ "$GPU_ONLY" = 0 ]; then sweep lib-emu "$B/bin/lib-sweep-emu" quick; fi

if [ "$SAN" = 0 ]; then
    # The checked build (inferred barriers only) under the emulator's race checks.
    [ "$GPU_ONLY" = 1 ] || sweep lib-emu-checked "$B/bin/lib-sweep-emu-checked" quick
    if [ "${HAVE_GPU:-0}" = 1 ]; then sweep lib-gpu "$B/bin/lib-sweep-gpu"
    else echo "SKIP lib-gpu: no GPU (nvidia-smi sees none)"; fi
fi
