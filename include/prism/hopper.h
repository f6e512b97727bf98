/*
 * prism/hopper.h - Hopper (sm_90a) intrinsics: TMA loads, mbarriers with
 * transaction counts, wgmma, setmaxnreg, on top of the host's tensor maps
 * (prism/tensor_map.h).  docs/HOPPER.md is the contract; this header is
 * the same API for both backends: prism/hopper_cuda.h (inline PTX) and
 * prism/emu/hopper.h (the emulator).
 */
#ifndef PRISM_HOPPER_H
#define PRISM_HOPPER_H

#include "prism/tensor_map.h"

#ifdef __CUDACC__
#define PRISM__HD static __host__ __device__ __forceinline__ __attribute__((unused))
#else
#define PRISM__HD static inline __attribute__((unused))
#endif

/*
 * The shared-memory matrix descriptor (PTX ISA, "Matrix Descriptor
 * Format") for a K-major tile whose rows are one swizzle span long
 * (32, 64 or 128 bytes), 8-row core-matrix groups 8 spans apart:
 *   bits  0-13  start address >> 4
 *   bits 16-29  leading byte offset >> 4 (unused for swizzled K-major: 1)
 *   bits 32-45  stride byte offset >> 4 (8 rows x span)
 *   bits 49-51  base offset (0: stages aligned to the swizzle's repeat)
 *   bits 62-63  layout: 1 = 128B, 2 = 64B, 3 = 32B swizzle
 * Advancing K by 16 elements inside the span adds 32 bytes to the start.
 */
PRISM__HD uint64_t prism_wgmma_desc_encode(unsigned smem_addr, prism_swizzle_t swizzle)
{
    unsigned span = swizzle == PRISM_SWIZZLE_128B ? 128u : swizzle == PRISM_SWIZZLE_64B ? 64u : 32u;
    return (uint64_t)((smem_addr >> 4) & 0x3fffu) | (uint64_t)1u << 16 | (uint64_t)((8u * span) >> 4) << 32 |
           (uint64_t)((unsigned)swizzle & 3u) << 62;
}

#ifdef __CUDACC__
#include "prism/hopper_cuda.h"
#else
#include "prism/emu/hopper.h"
#endif

#endif /* PRISM_HOPPER_H */
