m4_divert(-1)
# kernels/scan/scan_kernels.m4 - the single-pass decoupled look-back scan
# (Merrill & Garland 2016), once per element type, expanded with the
# library's vocabulary:
#     m4 -P lib-cub-like/m4/prism_lib.m4 kernels/scan/scan_kernels.m4 > kernels/scan/scan_kernels.h
# (`make scan-gen`; tests/suites/51-scan.sh checks the header is current).
#
# SCAN_LOOKBACK: thread[32], unsafe.  Publishes this tile's aggregate,
# then walks back over predecessors 32 at a time until it meets an
# inclusive prefix; returns the tile's exclusive prefix and publishes its
# inclusive one.
m4_define([[SCAN_LOOKBACK]], [[
/*
 * The look-back of tile `tile` (any lane's `aggregate`, all equal).  Unsafe:
 * it spins on status words that other blocks write, which no perspective
 * describes; its signature is what the checker holds callers to.  Each
 * status word carries flag and value together (one 64-bit access), so a
 * reader never sees a flag without its value and no fence is needed.
 */
PRISM_UNSAFE PRISM_DEVICE(PL_T, scan_lookback_[[]]PL_S, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
                          PRISM_PARAM(unsigned long long *, status, GRID(1)),
                          PRISM_PARAM(int, tile, THREAD(32)),
                          PRISM_PARAM(PL_T, aggregate, THREAD(1)))
{
    const int lane = (int)PRISM_ID(THREAD(1));
    PL_T excl = 0;
    if (tile == 0) {
        if (lane == 0)
            scan_status_store(&status[0], scan_status_pack(SCAN_PREFIX, scan_bits_[[]]PL_S[[]](aggregate)));
        return excl;
    }
    if (lane == 0)
        scan_status_store(&status[tile], scan_status_pack(SCAN_AGGREGATE, scan_bits_[[]]PL_S[[]](aggregate)));
    for (int look = tile - 1;; look -= 32) {
        /* Lane l watches tile look - l; tiles before 0 read as a zero prefix. */
        const int idx = look - lane;
        unsigned long long s;
        for (;;) {
            s = idx >= 0 ? scan_status_load(&status[idx]) : scan_status_pack(SCAN_PREFIX, 0u);
            if (!__any_sync(0xffffffffu, scan_status_flag(s) == SCAN_INVALID))
                break;
            __nanosleep(64); /* back off: the predecessor is still scanning */
        }
        /* Lanes up to the nearest prefix contribute; none: the whole window. */
        const unsigned prefixes = __ballot_sync(0xffffffffu, scan_status_flag(s) == SCAN_PREFIX);
#ifdef __CUDACC__
        const int stop = prefixes ? __ffs(prefixes) - 1 : 31;
#else
        const int stop = prefixes ? __builtin_ctz(prefixes) : 31;
#endif
        /* The library's warp reduction (lane 0 holds the sum), then its broadcast. */
        PL_T v = lane <= stop ? scan_value_[[]]PL_S[[]](s) : 0;
        v = PRISM_CALL(PL_FN(warp_reduce_sum), v, 32);
        excl += PRISM_CALL(PL_FN(warp_broadcast), v, 0, 32);
        if (prefixes)
            break;
    }
    if (lane == 0)
        scan_status_store(&status[tile], scan_status_pack(SCAN_PREFIX, scan_bits_[[]]PL_S[[]](excl + aggregate)));
    return excl;
}
]])

# SCAN_KERNEL: grid[1]; one block per tile of SCAN_TILE items.
m4_define([[SCAN_KERNEL]], [[
/*
 * out = scan(in), inclusive or exclusive (a grid-uniform flag), n items.
 * Block b scans tile b: warp-striped load transposed to blocked (coalesced),
 * the library's block scan, the look-back by warp 0 handing the tile's
 * prefix to the block through shared memory, then the transposed store.
 */
PRISM_KERNEL(scan_[[]]PL_S, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(SCAN_THREADS), THREAD(32), THREAD(1)),
             PRISM_SMEM(4240),
             PRISM_PARAM(PL_T *, out, GRID(1)),
             PRISM_PARAM(const PL_T *, in, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)),
             PRISM_PARAM(int, exclusive, GRID(1)),
             PRISM_PARAM(unsigned long long *, status, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int tile = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int base = tile * SCAN_TILE;
    PRISM_AT(BLOCK(1)) const int valid = n - base < SCAN_TILE ? n - base : SCAN_TILE;
    PRISM_PARTITION(out_blk, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            /* 16 bytes of the 4240-byte budget; the library calls share the rest (4224 at most). */
            PRISM_SHARED(PL_T, tile_prefix, 1);
            PRISM_AT(THREAD(1)) PL_T items[SCAN_ITEMS];
            PRISM_AT(THREAD(1)) PL_T res[SCAN_ITEMS];
            PRISM_AT(THREAD(1)) PL_T agg;
            PRISM_CALL(PL_FN(block_load_warp_transpose_guarded)[[]]_256x4, items, in + base, valid, 0);
            if (exclusive)
                agg = PRISM_CALL(PL_FN(block_scan_excl_sum), res, items, SCAN_ITEMS, 0);
            else
                agg = PRISM_CALL(PL_FN(block_scan_incl_sum), res, items, SCAN_ITEMS);
            /* Warp 0 looks back and owns the prefix slot meanwhile. */
            PRISM_CLAIM(pfx_w, tile_prefix, THREAD(32)) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(1) {
                        PRISM_AT(THREAD(1)) const PL_T excl = PRISM_CALL(scan_lookback_[[]]PL_S, status, tile, agg);
                        PRISM_CLAIM(pfx_t, pfx_w, THREAD(1)) {
                            PRISM_SPLIT(THREAD) {
                                PRISM_CASE(1) { pfx_t[0] = excl; }
                            }
                        }
                    }
                }
            }
            PRISM_AT(BLOCK(1)) const PL_T *const prefix = tile_prefix;
            PRISM_GROUP(THREAD(1)) {
                for (int i = 0; i < SCAN_ITEMS; i++)
                    res[i] += prefix[0];
            }
            PRISM_CALL(PL_FN(block_store_warp_transpose_guarded)[[]]_256x4, out_blk, res, valid);
        }
    }
}
]])

# The value <-> 32-bit pattern of one type (status words keep 32 bits).
m4_define([[SCAN_BITS]], [[
static __device__ __forceinline__ unsigned scan_bits_[[]]PL_S[[]](PL_T v)
{
    unsigned u;
    memcpy(&u, &v, sizeof u);
    return u;
}

static __device__ __forceinline__ PL_T scan_value_[[]]PL_S[[]](unsigned long long s)
{
    const unsigned u = (unsigned)s;
    PL_T v;
    memcpy(&v, &u, sizeof v);
    return v;
}
]])
m4_define([[SCAN_TYPE]], [[PL_SET_TYPE($1, $2, 4, direct, 1)SCAN_BITS[[]]SCAN_LOOKBACK[[]]SCAN_KERNEL[[]]]])
m4_divert(0)m4_dnl
/*
 * kernels/scan/scan_kernels.h - the decoupled look-back scan kernels for
 * int32_t and float.
 *
 * GENERATED by m4 from kernels/scan/scan_kernels.m4; do not edit.  Change
 * the template and run `make scan-gen` (51-scan checks this file is current).
 */
#ifndef KERNELS_SCAN_KERNELS_H
#define KERNELS_SCAN_KERNELS_H

#include "scan_status.h"
SCAN_TYPE(int32_t, i32)SCAN_TYPE(float, f32)
#endif /* KERNELS_SCAN_KERNELS_H */
