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
# inclusive one.  first_ns and poll_ns are the launcher's delays
# (scan_delays in scan.cu).
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
                          PRISM_PARAM(PL_T, aggregate, THREAD(1)),
                          PRISM_PARAM(unsigned, first_ns, THREAD(32)),
                          PRISM_PARAM(unsigned, poll_ns, THREAD(32)))
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
    /*
     * CUB's sm_90 tuning for this tile (128 x 24, 4-byte sums): on a large
     * grid, sleep about one L2 write latency before the first poll and a
     * fixed time between polls.  Every waiting warp polls 256 bytes of
     * status words; polled at full rate, or doubling from a short first
     * sleep, that traffic competes in L2 with the tiles still loading.
     */
    if (first_ns)
        __nanosleep(first_ns);
    for (int look = tile - 1;; look -= 32) {
        /* Lane l watches tile look - l; tiles before 0 read as a zero prefix. */
        const int idx = look - lane;
        unsigned long long s;
        for (;;) {
            s = idx >= 0 ? scan_status_load(&status[idx]) : scan_status_pack(SCAN_PREFIX, 0u);
            if (!__any_sync(0xffffffffu, scan_status_flag(s) == SCAN_INVALID))
                break;
            /* 0 on small grids: on the GPU almost no sleep; the emulator still yields here. */
            __nanosleep(poll_ns);
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

# SCAN_FULL_TILE: thread[32]; a warp's SCAN_WARP_ITEMS items of a full tile
# between global memory (16-byte vectors, warp-striped) and each lane's
# blocked items, through the warp's slice of shared memory.
m4_define([[SCAN_FULL_TILE]], [[
/*
 * Load: lane l reads vectors l, l+32, ... of the warp's part (each warp
 * instruction reads 512 contiguous bytes), stores vector g to slot
 * SCAN_SLOT(g) of its slice, and after the warp's barrier reads back its
 * own SCAN_VECS consecutive vectors: items l*SCAN_ITEMS ... in order.  No
 * guard: only full tiles come here, and the host only takes this path when
 * in and out are 16-byte aligned.
 */
PRISM_DEVICE(void, scan_load_full_[[]]PL_S, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(32)),
             PRISM_PARAM(PL_T *, slice, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    /* Vector 32j + lane sits at slot 32j + SCAN_SLOT(lane): bit 3 of g is bit 3 of lane. */
    PRISM_PARTITION(mine, slice, THREAD(1), SCAN_SLOT(lane) * 4) {
        PRISM_GROUP(THREAD(1)) {
            const prism_lib_vec16_t *vsrc = (const prism_lib_vec16_t *)(const void *)src + lane;
            prism_lib_vec16_t *vmine = (prism_lib_vec16_t *)(void *)mine;
            /* Every load issued before the first store: the tile is in flight at once. */
            prism_lib_vec16_t v[SCAN_VECS];
            for (int j = 0; j < SCAN_VECS; j++)
                v[j] = vsrc[j * 32];
            for (int j = 0; j < SCAN_VECS; j++)
                vmine[j * 32] = v[j];
        }
    }
    PRISM_GROUP(THREAD(1)) {
        const prism_lib_vec16_t *vslice = (const prism_lib_vec16_t *)(const void *)slice;
        for (int k = 0; k < SCAN_VECS; k++) {
            union {
                prism_lib_vec16_t v;
                PL_T t[4];
            } u;
            u.v = vslice[SCAN_SLOT(lane * SCAN_VECS + k)];
            for (int j = 0; j < 4; j++)
                dst[k * 4 + j] = u.t[j];
        }
    }
}

/* Store: the load's steps in reverse, to vectors l, l+32, ... of dst. */
PRISM_DEVICE(void, scan_store_full_[[]]PL_S, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T *, dst, THREAD(32)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(PL_T *, slice, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    /* SCAN_SLOT keeps a lane's vectors lane*SCAN_VECS ... among themselves (it flips bit 0 only). */
    PRISM_PARTITION(mine, slice, THREAD(1), lane * SCAN_ITEMS) {
        PRISM_GROUP(THREAD(1)) {
            prism_lib_vec16_t *vmine = (prism_lib_vec16_t *)(void *)mine;
            for (int k = 0; k < SCAN_VECS; k++) {
                union {
                    prism_lib_vec16_t v;
                    PL_T t[4];
                } u;
                for (int j = 0; j < 4; j++)
                    u.t[j] = src[k * 4 + j];
                vmine[SCAN_SLOT(lane * SCAN_VECS + k) - lane * SCAN_VECS] = u.v;
            }
        }
    }
    PRISM_PARTITION(mo, dst, THREAD(1), lane * 4) {
        PRISM_GROUP(THREAD(1)) {
            const prism_lib_vec16_t *vslice = (const prism_lib_vec16_t *)(const void *)slice + SCAN_SLOT(lane);
            prism_lib_vec16_t *vmo = (prism_lib_vec16_t *)(void *)mo;
            for (int j = 0; j < SCAN_VECS; j++)
                vmo[j * 32] = vslice[j * 32];
        }
    }
}
]])

# SCAN_KERNEL: grid[1]; one block per tile of SCAN_TILE items.
m4_define([[SCAN_KERNEL]], [[
/*
 * out = scan(in), inclusive or exclusive (a grid-uniform flag), n items.
 * Block b scans tile b, which starts at item b * SCAN_TILE (64-bit: n may
 * pass 2^31).  A full tile with aligned arrays (vec, from the host) moves
 * through scan_load_full / scan_store_full; the last, partial tile (or
 * any tile of misaligned arrays) through the library's guarded blocked
 * loads and stores.  Between them: the library's block scan, and the
 * look-back by warp 0 handing the tile's prefix to the block through
 * shared memory.
 */
PRISM_KERNEL(scan_[[]]PL_S, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(SCAN_THREADS, SCAN_MIN_BLOCKS), THREAD(32), THREAD(1)),
             PRISM_SMEM(SCAN_SMEM),
             PRISM_PARAM(PL_T *, out, GRID(1)),
             PRISM_PARAM(const PL_T *, in, GRID(1)),
             PRISM_PARAM(long long, n, GRID(1)),
             PRISM_PARAM(int, exclusive, GRID(1)),
             PRISM_PARAM(int, vec, GRID(1)),
             PRISM_PARAM(unsigned long long *, status, GRID(1)),
             PRISM_PARAM(unsigned, first_ns, GRID(1)),
             PRISM_PARAM(unsigned, poll_ns, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int tile = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const long long base = SCAN_TILE_BASE(tile);
    PRISM_AT(BLOCK(1)) const int valid = SCAN_TILE_VALID(n, base);
    PRISM_AT(BLOCK(1)) const int full = vec && valid == SCAN_TILE;
    PRISM_PARTITION(out_blk, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            /* The staging tile and the prefix slot; the block scan's 128 bytes come on top (SCAN_SMEM). */
            PRISM_SHARED(PL_T, stage, SCAN_TILE);
            PRISM_SHARED(PL_T, tile_prefix, 1);
            PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
            PRISM_AT(THREAD(1)) PL_T items[SCAN_ITEMS];
            PRISM_AT(THREAD(1)) PL_T agg;
            if (full) {
                PRISM_PARTITION(slice, stage, THREAD(32), warp * SCAN_WARP_ITEMS) {
                    PRISM_CALL(scan_load_full_[[]]PL_S, items, in + base + warp * SCAN_WARP_ITEMS, slice);
                }
            } else {
                PRISM_CALL(PL_FN(block_load_direct_guarded), items, in + base, SCAN_ITEMS, valid, 0);
            }
            /* In place: the thread scan reads each item before it writes it. */
            if (exclusive)
                agg = PRISM_CALL(PL_FN(block_scan_excl_sum), items, items, SCAN_ITEMS, 0);
            else
                agg = PRISM_CALL(PL_FN(block_scan_incl_sum), items, items, SCAN_ITEMS);
            /* Warp 0 looks back and owns the prefix slot meanwhile. */
            PRISM_CLAIM(pfx_w, tile_prefix, THREAD(32)) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(1) {
                        PRISM_AT(THREAD(1)) const PL_T excl = PRISM_CALL(scan_lookback_[[]]PL_S, status, tile, agg, first_ns, poll_ns);
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
                    items[i] += prefix[0];
            }
            if (full) {
                PRISM_PARTITION(slice, stage, THREAD(32), warp * SCAN_WARP_ITEMS) {
                    PRISM_PARTITION(out_w, out_blk, THREAD(32), warp * SCAN_WARP_ITEMS) {
                        PRISM_CALL(scan_store_full_[[]]PL_S, out_w, items, slice);
                    }
                }
            } else {
                PRISM_CALL(PL_FN(block_store_direct_guarded), out_blk, items, SCAN_ITEMS, valid);
            }
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
m4_define([[SCAN_TYPE]], [[PL_SET_TYPE($1, $2, 4, direct, 1)SCAN_BITS[[]]SCAN_LOOKBACK[[]]SCAN_FULL_TILE[[]]SCAN_KERNEL[[]]]])
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
