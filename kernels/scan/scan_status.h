/*
 * kernels/scan/scan_status.h - tile shape and tile status words of the
 * decoupled look-back scan (kernel side; the host API is scan.h).
 *
 * Each tile has one 64-bit status word: the flag in the high half
 * (INVALID until the tile has its aggregate, then AGGREGATE, then PREFIX
 * once it knows its inclusive prefix) and the value's 32 bits in the low
 * half.  One 64-bit store publishes flag and value together, which is why
 * the look-back needs no memory fence between them (Merrill & Garland's
 * packed variant).  The host zeroes the words before every launch.
 */
#ifndef KERNELS_SCAN_STATUS_H
#define KERNELS_SCAN_STATUS_H

#include <string.h>

#include "prism.h"
#include "prism_lib.h"

/*
 * cub::DeviceScan's sm_90 tile for 4-byte sums (tuning_scan.cuh: 128
 * threads x 24 items, 3,072 items, 12 KiB a tile), loaded 16 bytes a lane.
 * At most 64 registers (8 blocks of 128 threads an SM, __launch_bounds__
 * from BLOCKDIM(n, k)), so an SM holds 8 tiles, 96 KiB, in flight as CUB's does.
 */
#define SCAN_THREADS 128
#define SCAN_ITEMS 24
#define SCAN_MIN_BLOCKS 8
#define SCAN_TILE (SCAN_THREADS * SCAN_ITEMS)
#define SCAN_VECS (SCAN_ITEMS / 4) /* 16-byte vectors a lane (4-byte items) */
#define SCAN_WARP_ITEMS (32 * SCAN_ITEMS)
/* The staging tile, the prefix slot (16 with the arena's rounding) and the block scan's 32 slots. */
#define SCAN_SMEM (SCAN_TILE * 4 + 16 + 128)

/*
 * The shared slot of a warp's 16-byte vector g in the full-tile transposes.
 * A 16-byte access is served 8 lanes at a time, one 128-byte bank row: the
 * striped side (g = 32j + lane) is conflict-free as it is, but the blocked
 * side (g = lane*6 + k) puts lanes l and l+4 on the same slot mod 8.
 * Flipping bit 0 where bit 3 is set separates them (checked exhaustively
 * for both sides: 8 distinct slots mod 8 for every quarter-warp and step),
 * and keeps each lane's 6 blocked vectors among themselves.
 */
#define SCAN_SLOT(g) ((g) ^ (((g) >> 3) & 1))

/*
 * Where tile t starts and how many of its items exist, in 64-bit
 * arithmetic: past 2^31 items a 32-bit t * SCAN_TILE wraps.  Macros so the
 * kernel and the host-side test (main_index.c) share one spelling.
 */
#define SCAN_TILE_BASE(t) ((long long)(t) * SCAN_TILE)
#define SCAN_TILE_VALID(n, base) ((n) - (base) < SCAN_TILE ? (int)((n) - (base)) : SCAN_TILE)

/*
 * Look-back delays (ns): a sleep before the first poll and between polls,
 * on grids of at least SCAN_DELAY_MIN_TILES tiles (CUB's threshold);
 * smaller grids poll without sleeping.  scan_i32_launch_delays overrides
 * both.  The poll delay is CUB's sm_90 tuning for 4-byte sums at this tile
 * (tuning_scan.cuh: fixed_delay_constructor_t<648, 1245>); the first delay
 * is 2,500 ns, not CUB's 1,245, from the H100 sweep (scan_bench's
 * scan_tune/, int32 at 2^28, bench/results/gpu-NVIDIA_H100_80GB_HBM3):
 * 0.911 to 0.921 of CUB without sleeps, 1.020 to 1.022 at 1245/648, 1.056
 * to 1.062 at 2500/648, 1.054 at 4000/648, 1.010 at 6000/648.
 */
#define SCAN_FIRST_NS 2500u
#define SCAN_POLL_NS 648u
#define SCAN_DELAY_MIN_TILES 500u

#define SCAN_INVALID 0u
#define SCAN_AGGREGATE 1u
#define SCAN_PREFIX 2u

static __device__ __forceinline__ unsigned long long scan_status_pack(unsigned flag, unsigned bits)
{
    return ((unsigned long long)flag << 32) | bits;
}

static __device__ __forceinline__ unsigned scan_status_flag(unsigned long long s)
{
    return (unsigned)(s >> 32);
}

/*
 * Status words are written and read by different blocks while they run:
 * on the GPU a volatile 64-bit access (one instruction, not cached in L1),
 * in the emulator (blocks on separate OS threads) a C11-style atomic.
 */
static __device__ __forceinline__ unsigned long long scan_status_load(const unsigned long long *p)
{
#ifdef __CUDACC__
    return *(const volatile unsigned long long *)p;
#else
    return __atomic_load_n(p, __ATOMIC_ACQUIRE);
#endif
}

static __device__ __forceinline__ void scan_status_store(unsigned long long *p, unsigned long long s)
{
#ifdef __CUDACC__
    *(volatile unsigned long long *)p = s;
#else
    __atomic_store_n(p, s, __ATOMIC_RELEASE);
#endif
}

#endif /* KERNELS_SCAN_STATUS_H */
