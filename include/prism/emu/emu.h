/*
 * prism/emu/emu.h - the host-emulator backend: what the DSL needs when a
 * kernel is compiled as C by gcc or clang.  Threads are fibers; see
 * prism/emu/README or SPEC "Host emulation".
 *
 * CONTRACT (placeholder written with prism.h; the emulator fills it in):
 * the CUDA built-ins used by kernels and by prism.h, declared here with
 * the semantics of the CUDA programming guide.
 */
#ifndef PRISM_EMU_H
#define PRISM_EMU_H

#include <stdint.h>

#define PRISM_DEVFN static inline
#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __shared__ static
#define __restrict__ restrict

typedef struct prism_dim3 {
    unsigned x, y, z;
} prism_dim3_t;

const prism_dim3_t *prism_emu_thread_idx(void);
const prism_dim3_t *prism_emu_block_idx(void);
const prism_dim3_t *prism_emu_block_dim(void);
const prism_dim3_t *prism_emu_grid_dim(void);
#define threadIdx (*prism_emu_thread_idx())
#define blockIdx (*prism_emu_block_idx())
#define blockDim (*prism_emu_block_dim())
#define gridDim (*prism_emu_grid_dim())

void prism_emu_syncthreads(const char *file, int line);
void prism_emu_syncwarp(unsigned mask, const char *file, int line);
void prism_emu_bar_named(unsigned id, unsigned n, const char *file, int line);
#define __syncthreads() prism_emu_syncthreads(__FILE__, __LINE__)
#define __syncwarp(mask) prism_emu_syncwarp((mask), __FILE__, __LINE__)
#define prism_bar_named(id, n) prism_emu_bar_named((id), (n), __FILE__, __LINE__)

void *prism_emu_smem_at(unsigned off, unsigned end, const char *file, int line);
#define prism_smem_at(off, end) prism_emu_smem_at((off), (end), __FILE__, __LINE__)

void prism_async_wait_all(void);

void prism_emu_mma_m16n8k8_tf32(float *d, const float *a, const float *b, const float *c, const char *file,
                                int line);
#define prism_mma_m16n8k8_tf32(d, a, b, c) prism_emu_mma_m16n8k8_tf32((d), (a), (b), (c), __FILE__, __LINE__)

#endif /* PRISM_EMU_H */
