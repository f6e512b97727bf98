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

/* 256 threads x 4 items: the shape of the library's transposing load/store. */
#define SCAN_THREADS 256
#define SCAN_ITEMS 4
#define SCAN_TILE (SCAN_THREADS * SCAN_ITEMS)

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
