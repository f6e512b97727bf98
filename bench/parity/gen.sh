#!/usr/bin/env bash
# bench/parity/gen.sh DIR - write the parity gate's two translation units:
#   DIR/prism.cu  one Prism kernel per configuration (pp_CASE_TYPE_ITEMS),
#                 in the C subset prism-check reads;
#   DIR/cub.cu    the same kernel shape around the matching cub:: class
#                 (cp_CASE_TYPE_ITEMS);
#   DIR/shapes_TYPE.h  the library's per-shape primitives for the block
#                 shapes the checked-in headers do not carry (lib.mk's
#                 lib-instance, spelled here without make).
# Every kernel is a streaming kernel of 256 threads: load a tile, run the
# primitive, store it, so a pair differs only in the primitive.  Many
# configurations per file keep nvcc to two calls (bench/parity/parity.sh).
set -eu
out=$1
BT=256
# PARITY_TYPES, PARITY_ITEMS and PARITY_CASES narrow the set (to iterate on one).
TYPES=${PARITY_TYPES:-i32 f32}
ITEMS=${PARITY_ITEMS:-4 8 16}
CASES=${PARITY_CASES:-bload_direct bload_striped bload_vec bload_transpose bload_warp_transpose bexchange
breduce_warps breduce_raking bscan_warps bscan_raking
wload_direct wload_striped wload_vec wload_transpose wreduce wscan_incl wscan_excl}
ctype() { case $1 in i32) echo int32_t ;; f32) echo float ;; esac; }
size() { echo 4; }
round16() { echo $(( ($1 + 15) / 16 * 16 )); }
tile_smem() { round16 $(( ($1 + $1 / 32) * $2 )); } # padded tile of $1 items of $2 bytes

for t in $TYPES; do
    m4 -P -DPL_DEFS_ONLY -DPL_I_GUARD="PARITY_SHAPES_${t}_H" -DPL_I_TYPE="$(ctype $t), $t, $(size $t), direct, 1" \
        -DPL_I_SHAPES="$BT, 8, $BT, 16" lib-cub-like/m4/prism_lib.m4 lib-cub-like/thread/*.m4 lib-cub-like/warp/*.m4 \
        lib-cub-like/block/*.m4 lib-cub-like/m4/instance.m4 >"$out/shapes_$t.h"
done

# prism_body CASE T I -> the kernel body's core (inside the block's tile
# partition ob, or the warp's wo) and the kernel's shared budget on line 1.
prism_body() {
    local c=$1 t=$2 i=$3 sh="${t}_${BT}x$3" s
    s=$(size "$t")
    case $c in
    bload_direct | bload_striped | bload_vec)
        echo 0
        echo "PRISM_CALL(prism_block_load_${c#bload_}_$t, items, in + b * TILE, $i);"
        echo "PRISM_CALL(prism_block_store_${c#bload_}_$t, ob, items, $i);" ;;
    bload_transpose | bload_warp_transpose)
        tile_smem $((BT * i)) "$s"
        echo "PRISM_CALL(prism_block_load_${c#bload_}_$sh, items, in + b * TILE);"
        echo "PRISM_CALL(prism_block_store_${c#bload_}_$sh, ob, items);" ;;
    bexchange)
        tile_smem $((BT * i)) "$s"
        echo "PRISM_CALL(prism_block_load_direct_$t, items, in + b * TILE, $i);"
        echo "PRISM_CALL(prism_block_exchange_b2s_$sh, items, items);"
        echo "PRISM_CALL(prism_block_store_striped_$t, ob, items, $i);" ;;
    breduce_*)
        echo 4240
        echo "PRISM_CALL(prism_block_load_direct_$t, items, in + b * TILE, $i);"
        echo "PRISM_AT(THREAD(1)) const $(ctype "$t") total = PRISM_CALL(prism_block_reduce_${c#breduce_}_sum_$t, items, $i);"
        echo "PRISM_ONE_CLAIM(o1, ob) { o1[0] = total; }" ;;
    bscan_*)
        echo 4240
        echo "PRISM_CALL(prism_block_load_direct_$t, items, in + b * TILE, $i);"
        echo "PRISM_CALL(prism_block_scan_${c#bscan_}_excl_sum_$t, items, items, $i, 0);"
        echo "PRISM_CALL(prism_block_store_direct_$t, ob, items, $i);" ;;
    wload_transpose)
        round16 $((33 * i * 8 * s))
        echo "PRISM_CALL(prism_warp_load_transpose_smem_$t, items, in + w * WTILE, $i, sw);"
        echo "PRISM_CALL(prism_warp_store_transpose_smem_$t, wo, items, $i, sw);" ;;
    wload_*)
        echo 0
        echo "PRISM_CALL(prism_warp_load_${c#wload_}_$t, items, in + w * WTILE, $i);"
        echo "PRISM_CALL(prism_warp_store_${c#wload_}_$t, wo, items, $i);" ;;
    wreduce)
        echo 0
        echo "PRISM_CALL(prism_warp_load_direct_$t, items, in + w * WTILE, $i);"
        echo "PRISM_AT(THREAD(1)) const $(ctype "$t") part = PRISM_CALL(prism_thread_reduce_sum_$t, items, $i);"
        echo "PRISM_AT(THREAD(1)) const $(ctype "$t") total = PRISM_CALL(prism_warp_reduce_sum_$t, part, 32);"
        echo "PRISM_ONE_CLAIM(o1, wo) { o1[0] = total; }" ;;
    wscan_*)
        echo 0
        echo "PRISM_CALL(prism_warp_load_direct_$t, items, in + w * WTILE, $i);"
        echo "PRISM_AT(THREAD(1)) const $(ctype "$t") part = PRISM_CALL(prism_thread_reduce_sum_$t, items, $i);"
        if [ "$c" = wscan_incl ]; then
            echo "items[0] = PRISM_CALL(prism_warp_scan_incl_sum_$t, part, 32);"
        else
            echo "items[0] = PRISM_CALL(prism_warp_scan_excl_sum_$t, part, 0, 32);"
        fi
        echo "PRISM_CALL(prism_warp_store_striped_$t, wo, items, 1);" ;;
    esac
}

# cub_body CASE T I -> the same with cub:: (T is the C type's alias T_).
cub_body() {
    local c=$1 i=$2
    case $c in
    bload_*)
        local a
        a=$(tr a-z A-Z <<<"${c#bload_}"); [ "$a" = VEC ] && a=VECTORIZE
        echo "using L = cub::BlockLoad<T_, BT, $i, cub::BLOCK_LOAD_$a>;"
        echo "using S = cub::BlockStore<T_, BT, $i, cub::BLOCK_STORE_$a>;"
        echo "__shared__ union { typename L::TempStorage l; typename S::TempStorage s; } tmp;"
        echo "L(tmp.l).Load(in + base, items);"
        # The reuse barrier an expert writes: the block's for a block
        # transpose, the warp's for a warp transpose (each warp reuses only
        # its own slice of the temp storage).
        case $a in TRANSPOSE) echo "__syncthreads();" ;; WARP_TRANSPOSE) echo "__syncwarp();" ;; esac
        echo "S(tmp.s).Store(out + base, items);" ;;
    bexchange)
        echo "using X = cub::BlockExchange<T_, BT, $i>;"
        echo "__shared__ typename X::TempStorage tmp;"
        echo "cub::LoadDirectBlocked(threadIdx.x, in + base, items);"
        echo "X(tmp).BlockedToStriped(items, items);"
        echo "cub::StoreDirectStriped<BT>(threadIdx.x, out + base, items);" ;;
    breduce_*)
        local a=BLOCK_REDUCE_WARP_REDUCTIONS; [ "$c" = breduce_raking ] && a=BLOCK_REDUCE_RAKING
        echo "using R = cub::BlockReduce<T_, BT, cub::$a>;"
        echo "__shared__ typename R::TempStorage tmp;"
        echo "cub::LoadDirectBlocked(threadIdx.x, in + base, items);"
        echo "const T_ total = R(tmp).Sum(items);"
        echo "if (threadIdx.x == 0) out[b] = total;" ;;
    bscan_*)
        local a=BLOCK_SCAN_WARP_SCANS; [ "$c" = bscan_raking ] && a=BLOCK_SCAN_RAKING
        echo "using R = cub::BlockScan<T_, BT, cub::$a>;"
        echo "__shared__ typename R::TempStorage tmp;"
        echo "cub::LoadDirectBlocked(threadIdx.x, in + base, items);"
        echo "R(tmp).ExclusiveSum(items, items);"
        echo "cub::StoreDirectBlocked(threadIdx.x, out + base, items);" ;;
    wload_*)
        local a
        a=$(tr a-z A-Z <<<"${c#wload_}"); [ "$a" = VEC ] && a=VECTORIZE
        echo "using L = cub::WarpLoad<T_, $i, cub::WARP_LOAD_$a>;"
        echo "using S = cub::WarpStore<T_, $i, cub::WARP_STORE_$a>;"
        echo "__shared__ union { typename L::TempStorage l[BT / 32]; typename S::TempStorage s[BT / 32]; } tmp;"
        echo "L(tmp.l[w]).Load(in + wbase, items);"
        case $a in TRANSPOSE) echo "__syncwarp();" ;; esac
        echo "S(tmp.s[w]).Store(out + wbase, items);" ;;
    wreduce)
        echo "using R = cub::WarpReduce<T_>;"
        echo "__shared__ typename R::TempStorage tmp[BT / 32];"
        echo "cub::LoadDirectBlocked(threadIdx.x % 32, in + wbase, items);"
        echo "const T_ total = R(tmp[w]).Sum(cub::ThreadReduce(items, ::cuda::std::plus<>{}));"
        echo "if (threadIdx.x % 32 == 0) out[gw] = total;" ;;
    wscan_*)
        local f=InclusiveSum; [ "$c" = wscan_excl ] && f=ExclusiveSum
        echo "using R = cub::WarpScan<T_>;"
        echo "__shared__ typename R::TempStorage tmp[BT / 32];"
        echo "cub::LoadDirectBlocked(threadIdx.x % 32, in + wbase, items);"
        echo "T_ r;"
        echo "R(tmp[w]).$f(cub::ThreadReduce(items, ::cuda::std::plus<>{}), r);"
        echo "(out + gw * 32)[threadIdx.x % 32] = r;" ;;
    esac
}

{
    echo "/* GENERATED by bench/parity/gen.sh; do not edit. */"
    echo "#include <stdint.h>"
    echo "#include \"prism_lib.h\""
    for t in $TYPES; do echo "#include \"shapes_$t.h\""; done
    echo "#define BT $BT"
} >"$out/prism.cu"
{
    echo "// GENERATED by bench/parity/gen.sh; do not edit."
    echo "#include <stdint.h>"
    echo "#include <cub/cub.cuh>"
    echo "#define BT $BT"
} >"$out/cub.cu"

for t in $TYPES; do
    T=$(ctype "$t")
    for i in $ITEMS; do
        for c in $CASES; do
            body=$(prism_body "$c" "$t" "$i")
            smem=$(head -1 <<<"$body")
            core=$(tail -n +2 <<<"$body" | sed 's/^/            /')
            k="${c}_${t}_$i"
            if [ "${c#w}" = "$c" ]; then
                off="b * TILE"; [ "${c#breduce}" != "$c" ] && off="b"
                cat >>"$out/prism.cu" <<P
#undef TILE
#define TILE (BT * $i)
PRISM_KERNEL(pp_$k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(BT), THREAD(32)), PRISM_SMEM($smem),
             PRISM_PARAM(const $T *, in, GRID(1)), PRISM_PARAM($T *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) $T items[$i];
    PRISM_PARTITION(ob, out, BLOCK(1), $off) {
        PRISM_GROUP(BLOCK(1)) {
$core
        }
    }
}
P
            else
                sw=""; [ "$c" = wload_transpose ] && sw="PRISM_SHARED($T, scratch, 33 * $i * (BT / 32));
        PRISM_AT(THREAD(32)) const int lw = (int)PRISM_ID(THREAD(32));
        PRISM_PARTITION(sw, scratch, THREAD(32), lw * 33 * $i) {"
                off="w * WTILE"; [ "$c" = wreduce ] && off="w"
                [ "${c#wscan}" != "$c" ] && off="w * 32"
                cat >>"$out/prism.cu" <<P
#undef WTILE
#define WTILE (32 * $i)
PRISM_KERNEL(pp_$k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(BT), THREAD(32)), PRISM_SMEM($smem),
             PRISM_PARAM(const $T *, in, GRID(1)), PRISM_PARAM($T *, out, GRID(1)))
{
    PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
    PRISM_AT(THREAD(1)) $T items[$i];
    PRISM_PARTITION(wo, out, THREAD(32), $off) {
        PRISM_GROUP(BLOCK(1)) {
        ${sw}
        PRISM_GROUP(THREAD(32)) {
$core
        }
        $([ -n "$sw" ] && echo "}")
        }
    }
}
P
            fi
            cat >>"$out/cub.cu" <<C
__global__ void __launch_bounds__(BT) cp_$k(const $T *in, $T *out)
{
    using T_ = $T;
    $T items[$i];
    // The wrapper arithmetic of prism.cu's kernels, term for term (int
    // offsets): a block kernel's tile at b * TILE; a warp kernel's at the
    // grid-wide warp index gw (PRISM_ID(THREAD(32)) at grid level) times
    // WTILE.  size_t here and int there moved ptxas's counts by 1 to 3
    // registers either way, which compared the wrappers, not the primitives.
    const int b = (int)blockIdx.x;
    const int base = b * (BT * $i);
    const int w = (int)(threadIdx.x / 32);
    const int gw = (int)((blockIdx.x * blockDim.x + threadIdx.x) / 32);
    const int wbase = gw * (32 * $i);
    (void)w; (void)gw; (void)wbase;
$(cub_body "$c" "$i" | sed 's/^/    /')
}
C
        done
    done
done
