m4_divert(-1)
# tests/lib/lt_kernels.m4 - the sweep's kernels and their C launchers.
#
# One kernel per family and (type, operator) or (type, shape); a `mode`
# argument (grid[1], so the switch is legal at every perspective) picks
# the variant, which keeps the kernel count down.  Every thread writes
# every result it got, so the host also checks that results meant for the
# whole warp or block reached every thread.  Items per thread are a
# run-time argument up to LT_MAX_ITEMS.
#
# Expanded twice: PART=kernels gives the .cu (compiled as C for the
# emulator and by nvcc), PART=protos the prototypes the host driver uses.
m4_define([[LT_LAUNCHER]], [[m4_ifelse(PART, [[protos]], [[PRISM_HOST_API int launch_$1($2);
]], [[
PRISM_HOST_API int launch_$1($2)
{
    return PRISM_LAUNCH($1, grid, block, $3);
}
]])]])

# Warp reduce / scan (modes 0 reduce, 1 reduce_valid, 2 scan_incl, 3 scan_excl).
m4_define([[LT_WRED]], [[m4_ifelse(PART, [[protos]], [[]], [[
PRISM_KERNEL(LT_K(wred), PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const PL_T *, in, GRID(1)), PRISM_PARAM(PL_T *, out, GRID(1)),
             PRISM_PARAM(int, width, GRID(1)), PRISM_PARAM(int, valid, GRID(1)),
             PRISM_PARAM(int, mode, GRID(1)), PRISM_PARAM(PL_T, init, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) PL_T r = in[g];
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) const PL_T x = in[g];
        if (mode == 0)
            r = PRISM_CALL(PL_FNO(warp_reduce), x, width);
        else if (mode == 1)
            r = PRISM_CALL(PL_FNO(warp_reduce_valid), x, valid, width);
        else if (mode == 2)
            r = PRISM_CALL(PL_FNO(warp_scan_incl), x, width);
        else
            r = PRISM_CALL(PL_FNO(warp_scan_excl), x, init, width);
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
]])LT_LAUNCHER(LT_K(wred), [[unsigned grid, unsigned block, const PL_T *in, PL_T *out, int width, int valid, int mode, PL_T init]],
               [[in, out, width, valid, mode, init]])]])

# Block reduce: modes 0 face, 1 face_valid, 2 raking, 3 raking_valid,
# 4 warps, 5 warps_valid.  Each block loads its tile guarded (items past
# `valid` of the whole array become oob).
m4_define([[LT_BRED]], [[m4_ifelse(PART, [[protos]], [[]], [[
PRISM_KERNEL(LT_K(bred), PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(PL_SMEM_RAKING),
             PRISM_PARAM(const PL_T *, in, GRID(1)), PRISM_PARAM(PL_T *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(int, valid, GRID(1)),
             PRISM_PARAM(int, mode, GRID(1)), PRISM_PARAM(PL_T, oob, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) PL_T items[LT_MAX_ITEMS] = {};
    PRISM_AT(THREAD(1)) PL_T r = oob;
    PRISM_GROUP(BLOCK(1)) {
        const int tile = (int)PRISM_NTHREADS() * n;
        /* Not clamped to the tile: "more than the tile" means all of it (valid up to INT_MAX). */
        const int bvalid = valid - b * tile;
        PRISM_CALL(PL_FN(block_load_direct_guarded), items, in + b * tile, n, bvalid, oob);
        if (bvalid > 0) {
            if (mode == 0)
                r = PRISM_CALL(PL_FNO(block_reduce), items, n);
            else if (mode == 1)
                r = PRISM_CALL(PL_FNO(block_reduce_valid), items, n, bvalid);
            else if (mode == 2)
                r = PRISM_CALL(PL_FNO(block_reduce_raking), items, n);
            else if (mode == 3)
                r = PRISM_CALL(PL_FNO(block_reduce_raking_valid), items, n, bvalid);
            else if (mode == 4)
                r = PRISM_CALL(PL_FNO(block_reduce_warps), items, n);
            else
                r = PRISM_CALL(PL_FNO(block_reduce_warps_valid), items, n, bvalid);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
]])LT_LAUNCHER(LT_K(bred), [[unsigned grid, unsigned block, const PL_T *in, PL_T *out, int n, int valid, int mode, PL_T oob]],
               [[in, out, n, valid, mode, oob]])]])

# Block scan over `tiles` consecutive tiles per block: modes 0 incl,
# 1 incl_prefix, 2 excl, 3 incl_running, 4 excl_running through the public
# face (warp scans), 5..9 the same through raking.  aggs gets every
# thread's return value of every tile.
m4_define([[LT_BSCAN_CALL]], [[
            else if (mode == $1)
                a = PRISM_CALL(PL_FNO(block_scan_$2), items, items, n$3);]])
m4_define([[LT_BSCAN]], [[m4_ifelse(PART, [[protos]], [[]], [[
PRISM_KERNEL(LT_K(bscan), PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(PL_SMEM_RAKING),
             PRISM_PARAM(const PL_T *, in, GRID(1)), PRISM_PARAM(PL_T *, out, GRID(1)),
             PRISM_PARAM(PL_T *, aggs, GRID(1)), PRISM_PARAM(int, n, GRID(1)),
             PRISM_PARAM(int, tiles, GRID(1)), PRISM_PARAM(int, mode, GRID(1)), PRISM_PARAM(PL_T, init, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % (int)PRISM_NTHREADS();
    const int tile = (int)PRISM_NTHREADS() * n;
    const int nthreads = (int)PRISM_NTHREADS();
    PRISM_AT(THREAD(1)) PL_T items[LT_MAX_ITEMS] = {};
    PRISM_PARTITION(ob, out, BLOCK(1), b * tiles * tile) {
        PRISM_PARTITION(ab, aggs, BLOCK(1), b * tiles * nthreads) {
            PRISM_GROUP(BLOCK(1)) {
                PRISM_AT(THREAD(1)) PL_T running = init;
                for (int k = 0; k < tiles; k++) {
                    PRISM_AT(THREAD(1)) PL_T a = init;
                    PRISM_CALL(PL_FN(block_load_direct), items, in + (b * tiles + k) * tile, n);
                    if (mode == 0)
                        a = PRISM_CALL(PL_FNO(block_scan_incl), items, items, n);m4_dnl
LT_BSCAN_CALL(1, incl_prefix, [[, init]])LT_BSCAN_CALL(2, excl, [[, init]])m4_dnl
LT_BSCAN_CALL(3, incl_running, [[, running]])LT_BSCAN_CALL(4, excl_running, [[, running]])m4_dnl
LT_BSCAN_CALL(5, raking_incl)LT_BSCAN_CALL(6, raking_incl_prefix, [[, init]])m4_dnl
LT_BSCAN_CALL(7, raking_excl, [[, init]])LT_BSCAN_CALL(8, raking_incl_running, [[, running]])m4_dnl
LT_BSCAN_CALL(9, raking_excl_running, [[, running]])
                    running = a;
                    PRISM_CALL(PL_FN(block_store_direct), ob + k * tile, items, n);
                    PRISM_PARTITION(a1, ab, THREAD(1), k * nthreads + t) {
                        PRISM_GROUP(THREAD(1)) { a1[0] = a; }
                    }
                }
            }
        }
    }
}
]])LT_LAUNCHER(LT_K(bscan), [[unsigned grid, unsigned block, const PL_T *in, PL_T *out, PL_T *aggs, int n, int tiles, int mode, PL_T init]],
               [[in, out, aggs, n, tiles, mode, init]])]])

# Block loads and stores: modes 0 direct, 1 direct guarded, 2 striped,
# 3 striped guarded, 4 vectorized.  `dump` receives each thread's items in
# blocked order (what the load arranged), `rt` the tile stored back with
# the same arrangement (guarded: only the valid items).  src = in + off
# (off 1 misaligns the vectorized load onto its fallback).
m4_define([[LT_BLOAD]], [[m4_ifelse(PART, [[protos]], [[]], [[
PRISM_KERNEL(LT_KT(bload), PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const PL_T *, in, GRID(1)), PRISM_PARAM(PL_T *, dump, GRID(1)),
             PRISM_PARAM(PL_T *, rt, GRID(1)), PRISM_PARAM(int, n, GRID(1)),
             PRISM_PARAM(int, valid, GRID(1)), PRISM_PARAM(int, mode, GRID(1)), PRISM_PARAM(PL_T, oob, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    const int tile = (int)PRISM_NTHREADS() * n;
    PRISM_AT(THREAD(1)) PL_T items[LT_MAX_ITEMS] = {};
    PRISM_PARTITION(db, dump, BLOCK(1), b * tile) {
        PRISM_PARTITION(rb, rt, BLOCK(1), b * tile) {
            PRISM_GROUP(BLOCK(1)) {
                /* A negative valid reaches every block as is (INT_MIN: none, no overflow). */
                const int bvalid = valid < 0 ? valid : valid - b * tile;
                const PL_T *const src = in + b * tile;
                if (mode == 0)
                    PRISM_CALL(PL_FN(block_load_direct), items, src, n);
                else if (mode == 1)
                    PRISM_CALL(PL_FN(block_load_direct_guarded), items, src, n, bvalid, oob);
                else if (mode == 2)
                    PRISM_CALL(PL_FN(block_load_striped), items, src, n);
                else if (mode == 3)
                    PRISM_CALL(PL_FN(block_load_striped_guarded), items, src, n, bvalid, oob);
                else
                    PRISM_CALL(PL_FN(block_load_vec), items, src, n);
                PRISM_CALL(PL_FN(block_store_direct), db, items, n);
                if (mode == 0)
                    PRISM_CALL(PL_FN(block_store_direct), rb, items, n);
                else if (mode == 1)
                    PRISM_CALL(PL_FN(block_store_direct_guarded), rb, items, n, bvalid);
                else if (mode == 2)
                    PRISM_CALL(PL_FN(block_store_striped), rb, items, n);
                else if (mode == 3)
                    PRISM_CALL(PL_FN(block_store_striped_guarded), rb, items, n, bvalid);
                else
                    PRISM_CALL(PL_FN(block_store_vec), rb, items, n);
            }
        }
    }
}
]])LT_LAUNCHER(LT_KT(bload), [[unsigned grid, unsigned block, const PL_T *in, PL_T *dump, PL_T *rt, int n, int valid, int mode, PL_T oob]],
               [[in, dump, rt, n, valid, mode, oob]])]])

# Warp loads and stores, per warp tile: modes 0 direct, 1 direct guarded,
# 2 striped, 3 striped guarded, 4 vec, 5 transpose, 6 transpose guarded,
# 7 exchange (direct load, blocked->striped->blocked by shuffles, the
# striped items dumped), 8 exchange through shared memory (same check).
m4_define([[LT_WLOAD]], [[m4_ifelse(PART, [[protos]], [[]], [[
PRISM_KERNEL(LT_KT(wload), PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(PL_ROUND16(33 * 11 * 32 * PL_SIZE)),
             PRISM_PARAM(const PL_T *, in, GRID(1)), PRISM_PARAM(PL_T *, dump, GRID(1)),
             PRISM_PARAM(PL_T *, rt, GRID(1)), PRISM_PARAM(int, n, GRID(1)),
             PRISM_PARAM(int, valid, GRID(1)), PRISM_PARAM(int, mode, GRID(1)), PRISM_PARAM(PL_T, oob, GRID(1)))
{
    PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
    PRISM_AT(THREAD(1)) PL_T items[LT_MAX_ITEMS] = {};
    PRISM_AT(THREAD(1)) PL_T other[LT_MAX_ITEMS] = {};
    PRISM_PARTITION(dw, dump, THREAD(32), w * 32 * n) {
        PRISM_PARTITION(rw, rt, THREAD(32), w * 32 * n) {
            PRISM_GROUP(BLOCK(1)) {
                /* Warp-owned scratch for mode 8: 33*n slots per warp. */
                PL_SHARED(scratch, [[33 * LT_MAX_ITEMS * 32]]);
                PRISM_AT(THREAD(32)) const int lw = (int)PRISM_ID(THREAD(32));
                PRISM_PARTITION(sw, scratch, THREAD(32), lw * 33 * n) {
                    PRISM_GROUP(THREAD(32)) {
                        const int wvalid = valid < 0 ? valid : valid - w * 32 * n;
                        const PL_T *const src = in + w * 32 * n;
                        if (mode == 0 || mode >= 7)
                            PRISM_CALL(PL_FN(warp_load_direct), items, src, n);
                        else if (mode == 1)
                            PRISM_CALL(PL_FN(warp_load_direct_guarded), items, src, n, wvalid, oob);
                        else if (mode == 2)
                            PRISM_CALL(PL_FN(warp_load_striped), items, src, n);
                        else if (mode == 3)
                            PRISM_CALL(PL_FN(warp_load_striped_guarded), items, src, n, wvalid, oob);
                        else if (mode == 4)
                            PRISM_CALL(PL_FN(warp_load_vec), items, src, n);
                        else if (mode == 5)
                            PRISM_CALL(PL_FN(warp_load_transpose), items, src, n);
                        else
                            PRISM_CALL(PL_FN(warp_load_transpose_guarded), items, src, n, wvalid, oob);
                        if (mode == 7) {
                            PRISM_CALL(PL_FN(warp_exchange_b2s), other, items, n);
                            PRISM_CALL(PL_FN(warp_exchange_s2b), items, other, n);
                        } else if (mode == 8) {
                            PRISM_CALL(PL_FN(warp_exchange_smem_b2s), other, items, n, sw);
                            PRISM_CALL(PL_FN(warp_exchange_smem_s2b), items, other, n, sw);
                        }
                        PRISM_CALL(PL_FN(warp_store_direct), dw, mode >= 7 ? other : items, n);
                        if (mode == 0 || mode >= 7)
                            PRISM_CALL(PL_FN(warp_store_direct), rw, items, n);
                        else if (mode == 1)
                            PRISM_CALL(PL_FN(warp_store_direct_guarded), rw, items, n, wvalid);
                        else if (mode == 2)
                            PRISM_CALL(PL_FN(warp_store_striped), rw, items, n);
                        else if (mode == 3)
                            PRISM_CALL(PL_FN(warp_store_striped_guarded), rw, items, n, wvalid);
                        else if (mode == 4)
                            PRISM_CALL(PL_FN(warp_store_vec), rw, items, n);
                        else if (mode == 5)
                            PRISM_CALL(PL_FN(warp_store_transpose), rw, items, n);
                        else
                            PRISM_CALL(PL_FN(warp_store_transpose_guarded), rw, items, n, wvalid);
                    }
                }
            }
        }
    }
}
]])LT_LAUNCHER(LT_KT(wload), [[unsigned grid, unsigned block, const PL_T *in, PL_T *dump, PL_T *rt, int n, int valid, int mode, PL_T oob]],
               [[in, dump, rt, n, valid, mode, oob]])]])

# Shuffles over logical warps: modes 0 broadcast from lane `arg`, 1 xor
# `arg`, 2 up `arg`, 3 down `arg`, 4 index (lane + arg) % width.
m4_define([[LT_WSHFL]], [[m4_ifelse(PART, [[protos]], [[]], [[
PRISM_KERNEL(LT_KT(wshfl), PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const PL_T *, in, GRID(1)), PRISM_PARAM(PL_T *, out, GRID(1)),
             PRISM_PARAM(int, width, GRID(1)), PRISM_PARAM(int, arg, GRID(1)), PRISM_PARAM(int, mode, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) PL_T r = in[g];
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1)) % width;
        if (mode == 0)
            r = PRISM_CALL(PL_FN(warp_broadcast), in[g], arg, width);
        else if (mode == 1)
            r = PRISM_CALL(PL_FN(warp_shfl_xor), in[g], arg, width);
        else if (mode == 2)
            r = PRISM_CALL(PL_FN(warp_shfl_up), in[g], (unsigned)arg, width);
        else if (mode == 3)
            r = PRISM_CALL(PL_FN(warp_shfl_down), in[g], (unsigned)arg, width);
        else
            r = PRISM_CALL(PL_FN(warp_shfl), in[g], (lane + arg) % width, width);
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
]])LT_LAUNCHER(LT_KT(wshfl), [[unsigned grid, unsigned block, const PL_T *in, PL_T *out, int width, int arg, int mode]],
               [[in, out, width, arg, mode]])]])

# Per-shape transposes and exchanges: modes 0 load/store transpose,
# 1 guarded, 2 warp transpose, 3 guarded, 4 block exchange b2s then s2b
# (the striped items dumped), 5 b2ws then ws2b (warp-striped dumped).
m4_define([[LT_BXPOSE]], [[m4_ifelse(PART, [[protos]], [[]], [[
PRISM_KERNEL(LT_KSH(bxpose), PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(PL_BLOCK), THREAD(32)), PRISM_SMEM(PL_SMEM_TILE),
             PRISM_PARAM(const PL_T *, in, GRID(1)), PRISM_PARAM(PL_T *, dump, GRID(1)),
             PRISM_PARAM(PL_T *, rt, GRID(1)), PRISM_PARAM(int, valid, GRID(1)),
             PRISM_PARAM(int, mode, GRID(1)), PRISM_PARAM(PL_T, oob, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) PL_T items[PL_ITEMS] = {};
    PRISM_AT(THREAD(1)) PL_T other[PL_ITEMS] = {};
    PRISM_PARTITION(db, dump, BLOCK(1), b * PL_BLOCK * PL_ITEMS) {
        PRISM_PARTITION(rb, rt, BLOCK(1), b * PL_BLOCK * PL_ITEMS) {
            PRISM_GROUP(BLOCK(1)) {
                const int bvalid = valid < 0 ? valid : valid - b * PL_BLOCK * PL_ITEMS;
                const PL_T *const src = in + b * PL_BLOCK * PL_ITEMS;
                if (mode == 0) {
                    PRISM_CALL(PL_FNSH(block_load_transpose), items, src);
                    PRISM_CALL(PL_FN(block_store_direct), db, items, PL_ITEMS);
                    PRISM_CALL(PL_FNSH(block_store_transpose), rb, items);
                } else if (mode == 1) {
                    PRISM_CALL(PL_FNSH(block_load_transpose_guarded), items, src, bvalid, oob);
                    PRISM_CALL(PL_FN(block_store_direct), db, items, PL_ITEMS);
                    PRISM_CALL(PL_FNSH(block_store_transpose_guarded), rb, items, bvalid);
                } else if (mode == 2) {
                    PRISM_CALL(PL_FNSH(block_load_warp_transpose), items, src);
                    PRISM_CALL(PL_FN(block_store_direct), db, items, PL_ITEMS);
                    PRISM_CALL(PL_FNSH(block_store_warp_transpose), rb, items);
                } else if (mode == 3) {
                    PRISM_CALL(PL_FNSH(block_load_warp_transpose_guarded), items, src, bvalid, oob);
                    PRISM_CALL(PL_FN(block_store_direct), db, items, PL_ITEMS);
                    PRISM_CALL(PL_FNSH(block_store_warp_transpose_guarded), rb, items, bvalid);
                } else if (mode == 4) {
                    PRISM_CALL(PL_FN(block_load_direct), items, src, PL_ITEMS);
                    PRISM_CALL(PL_FNSH(block_exchange_b2s), other, items);
                    PRISM_CALL(PL_FN(block_store_direct), db, other, PL_ITEMS);
                    PRISM_CALL(PL_FNSH(block_exchange_s2b), other, other);
                    PRISM_CALL(PL_FN(block_store_direct), rb, other, PL_ITEMS);
                } else {
                    PRISM_CALL(PL_FN(block_load_direct), items, src, PL_ITEMS);
                    PRISM_CALL(PL_FNSH(block_exchange_b2ws), other, items);
                    PRISM_CALL(PL_FN(block_store_direct), db, other, PL_ITEMS);
                    PRISM_CALL(PL_FNSH(block_exchange_ws2b), other, other);
                    PRISM_CALL(PL_FN(block_store_direct), rb, other, PL_ITEMS);
                }
            }
        }
    }
}
]])LT_LAUNCHER(LT_KSH(bxpose), [[unsigned grid, unsigned block, const PL_T *in, PL_T *dump, PL_T *rt, int valid, int mode, PL_T oob]],
               [[in, dump, rt, valid, mode, oob]])]])
m4_divert(0)m4_dnl
/*
 * GENERATED by m4 from tests/lib/lt_kernels.m4 (PART=PART); do not edit.
 */
m4_ifelse(PART, [[protos]], [[#include "prism/host.h"
#include "lt_user_types.h"
]], [[#include "prism.h"
#include "lt_inst.h"

/* The largest items per thread the sweep uses. */
#define LT_MAX_ITEMS 11
]])m4_dnl
m4_dnl PART=shapes holds the 64 extra int32_t shapes (slow to build with
m4_dnl nvcc); PART=kernels everything else, which covers every primitive.
m4_ifelse(PART, [[shapes]], [[PL_SET_TYPE(int32_t, i32, 4, direct, 1)PL_FOR_SHAPES([[LT_BXPOSE]], LT_EXTRA_SHAPES_i32)]], [[m4_dnl
LT_FOR_COMBOS([[LT_WRED[[]]LT_BRED[[]]LT_BSCAN]])m4_dnl
LT_FOR_TYPES([[LT_BLOAD[[]]LT_WLOAD[[]]LT_WSHFL[[]]m4_dnl
PL_FOR_SHAPES([[LT_BXPOSE]], m4_ifelse(PART, [[protos]], [[LT_SHAPES]], PL_S, [[i32]], [[PL_DEFAULT_SHAPES]], [[LT_SHAPES]]))]])]])m4_dnl
