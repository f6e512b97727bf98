/*
 * prism/cuda.h - the CUDA backend: what the DSL needs from nvcc.
 */
#ifndef PRISM_CUDA_H
#define PRISM_CUDA_H

#include <cuda_runtime.h>

/* Unused is fine: headers define many functions a translation unit never calls. */
#define PRISM_DEVFN static __device__ __forceinline__ __attribute__((unused))
/* A kernel whose bound pins its block size (prism/signature.h). */
#define PRISM_LAUNCH_BOUNDS(...) __launch_bounds__(__VA_ARGS__)

/* The per-block arena every PRISM_SHARED carves from: 1024-byte aligned, so a
 * stage at a multiple of 1024 suits the 128-byte swizzle (SPEC 8.2, P128). */
PRISM_DEVFN void *prism_smem_at(unsigned off, unsigned end)
{
    extern __shared__ __align__(1024) unsigned char prism__smem_arena[];
    (void)end;
    return prism__smem_arena + off;
}

/* bar.sync id, n: n threads (a multiple of 32) meet at barrier id. */
PRISM_DEVFN void prism_bar_named(unsigned id, unsigned n)
{
    asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}

/* bar.arrive id, n: signal barrier id without waiting (the producer half of a split barrier). */
PRISM_DEVFN void prism_bar_arrive(unsigned id, unsigned n)
{
    asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}

PRISM_DEVFN void prism_async_wait_all(void)
{
#if __CUDA_ARCH__ >= 800
    asm volatile("cp.async.wait_all;" ::: "memory");
#endif
}

#endif /* PRISM_CUDA_H */
