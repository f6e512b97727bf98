/*
 * prism/emu/emu.h - the host-emulator backend: what the DSL and raw CUDA
 * kernel code need when a kernel is compiled as C17 by gcc or clang.
 * docs/EMULATOR.md is the long form of this comment.
 *
 * MODEL
 *   One fiber per GPU thread.  A block's fibers run round-robin on one OS
 *   thread and switch only at collectives (barriers, warp collectives,
 *   mma, __nanosleep), handing over directly to the next runnable fiber
 *   with a hand-written x86-64 context switch (no syscall per switch;
 *   ucontext elsewhere).  Each fiber stack has a 64 KiB guard below it
 *   (build kernel code with -fstack-clash-protection so no frame jumps
 *   it) and device buffers are fenced by guards; a stack overflow or a
 *   bad device pointer is reported with kernel, block, thread and line,
 *   then the process exits with status 5 (a fiber cannot be resumed;
 *   docs/EMULATOR.md "Stacks and faults").  Blocks are handed out to a
 *   small pool of OS threads in increasing blockIdx order, so a block that
 *   spins on an earlier block (decoupled look-back) always makes progress:
 *   the lowest unfinished block is always running.  Each block owns a
 *   shared arena of exactly the kernel's declared budget (prism_kernel_t
 *   .smem), reached through prism_smem_at; raw `__shared__` variables are
 *   per-OS-thread statics, which is per-block because an OS thread runs one
 *   block at a time.  Kernel arguments are copied by value into every
 *   thread, as on the GPU.  Launches are synchronous.
 *
 * CHECKS (each prints "file:line: error: ... [kind]" with the site(s) and
 * thread ids, then a note at the PRISM_LAUNCH line, stops the launch - no
 * hang, no leak - and makes the launch return PRISM_ERR_DYNAMIC; only the
 * first error of a launch is printed; a DSL construct reports the user's
 * line, see PRISM__SITE):
 *   barrier-divergence  threads of a block wait at one barrier from
 *                       different call sites
 *   barrier-exit        threads exited while others wait at a barrier
 *   deadlock            no thread of a block can run (any other cycle)
 *   barrier-usage       bad named-barrier id/count, count changed mid-way,
 *                       or a thread arrived twice before the barrier opened
 *   warp-divergence     lanes named in one mask reach different warp
 *                       collectives (or the same one with other masks)
 *   warp-incomplete     a lane named in the mask exited, does not exist,
 *                       or the caller is not in its own mask
 *   warp-usage          shuffle width not a power of two in 1..32
 *   mma-incomplete      mma without all 32 lanes of an aligned warp
 *   smem-budget         prism_smem_at beyond the declared budget
 *   smem-bounds         a fault just outside the block's arena (guard
 *                       regions; reported by the fault handler, exit 5)
 *   launch-shape        refused by prism_launch_check (nothing runs)
 *   mbarrier            misuse of a prism_mbar_t (see below) or a
 *                       prism_mbarrier_t (prism/emu/hopper.h)
 *   tma                 a TMA load whose box or destination is wrong
 *   wgmma-incomplete    wgmma without all 128 threads of an aligned warpgroup
 *   wgmma-usage         descriptors that disagree or read past the arena
 *   wgmma-pending       a thread returned with wgmma results never waited for
 *   wgmma-operand       a wgmma's shared operands changed before its wait
 *   setmaxnreg          a value outside 24..256 or not a multiple of 8, or
 *                       two values in one warpgroup
 *   livelock            threads spin (__nanosleep) while nothing in the
 *                       launch progresses for PRISM_EMU_SPIN_TIMEOUT s
 *   device-trap         a thread called __trap()
 *
 * ENVIRONMENT
 *   PRISM_EMU_THREADS   OS threads per launch (default: online CPUs, max 64;
 *                       lowered to fit vm.max_map_count and RLIMIT_AS)
 *   PRISM_EMU_STACK     fiber stack bytes, suffix k/m allowed (default 256k;
 *                       each stack has a 64 KiB guard below it)
 *   PRISM_EMU_GUARD     "mprotect": guards by mprotect even where
 *                       madvise(MADV_GUARD_INSTALL) works
 *   PRISM_EMU_MAX_THREADS  grid x block above this is refused (default 2^30)
 *   PRISM_EMU_SMEM      "poison" (default, every byte 0xA5) or "zero": the
 *                       initial content of each block's shared arena
 *   PRISM_EMU_SPIN_TIMEOUT  seconds a spin may see no progress (default 30)
 *
 * LIMITS
 *   1-D launches only (the DSL has no 3-D grids).  A spin-wait on another
 *   thread of the same block must call __nanosleep (the only yield point
 *   outside collectives) or it spins forever.  Warp collectives
 *   rendezvous at their call site: lanes of one mask must reach the same
 *   source line, which is stricter than sm_70+ hardware allows for
 *   __syncwarp; and a mask may not name exited or missing lanes, which
 *   CUDA tolerates (Prism's semantics gets stuck there).  `extern __shared__` (dynamic shared arrays) is not
 *   supported; use PRISM_SHARED.  cp.async copies complete immediately.
 */
#ifndef PRISM_EMU_H
#define PRISM_EMU_H

#include <math.h> /* nvcc's device code has sqrtf, expf, fmaxf... with no #include: so do the emulator's kernels */
#include <stdint.h>
#include <string.h>
/*
 * bool, true and false are in the kernels' common subset (nvcc compiles
 * C++, prism-check reads them as C23 does); the C17 build gets them here.
 */
#if !defined(__cplusplus) && (!defined(__STDC_VERSION__) || __STDC_VERSION__ < 202311L)
#include <stdbool.h>
#endif

#define PRISM_DEVFN static inline __attribute__((unused))
#define __global__
/* Occupancy means nothing to fibers; the launch check still enforces BLOCKDIM. */
#define PRISM_LAUNCH_BOUNDS(...)
#define __device__
/* One copy, as on the GPU; the host sets it with a plain store here. */
#define __constant__
#define __host__
/*
 * CUDA's __forceinline__ is C++ inline: one definition however many files
 * include it.  C99 inline alone emits no external definition, so a
 * non-static helper would not link where gcc does not inline (-O0);
 * always_inline makes every call inline at every -O, and C99 inline keeps
 * a helper in a header of two files from being defined twice (and
 * `static __forceinline__` stays legal).  Its address is not taken.
 */
#define __forceinline__ inline __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
/* One address space: managed memory is ordinary memory. */
#define __managed__
/* Per OS thread, hence per running block (one block per OS thread at a time). */
#define __shared__ static _Thread_local
#define __restrict__ restrict
#define warpSize 32

/* float4, int3, dim3 (struct prism_dim3), ... with CUDA's sizes and alignments, and make_float4 and friends. */
#include "prism/emu/vector_types.h"
/* __half, __half2, __nv_bfloat16, __nv_bfloat162 and their conversions and arithmetic. */
#include "prism/emu/half.h"

typedef struct prism_dim3 prism_dim3_t;

/* ---- built-in variables (valid inside a kernel only) --------------------- */

/*
 * Pure: a thread's ids only change across a call into the emulator (a
 * switch), so the compiler may reuse a read until the next such call.
 */
__attribute__((pure)) const prism_dim3_t *prism_emu_thread_idx(void);
__attribute__((pure)) const prism_dim3_t *prism_emu_block_idx(void);
__attribute__((pure)) const prism_dim3_t *prism_emu_block_dim(void);
__attribute__((pure)) const prism_dim3_t *prism_emu_grid_dim(void);
#define threadIdx (*prism_emu_thread_idx())
#define blockIdx (*prism_emu_block_idx())
#define blockDim (*prism_emu_block_dim())
#define gridDim (*prism_emu_grid_dim())

/* ---- block barriers -------------------------------------------------------- */

/* __syncthreads(): barrier 0 for every thread of the block. */
void prism_emu_syncthreads(const char *file, int line);
#define __syncthreads() prism_emu_syncthreads(__FILE__, __LINE__)
/* __syncthreads_count/_and/_or(pred): the barrier, returning how many / whether all / any had pred != 0. */
enum { PRISM_EMU_SYNC_COUNT, PRISM_EMU_SYNC_AND, PRISM_EMU_SYNC_OR };
int prism_emu_syncthreads_op(int op, int pred, const char *file, int line);
#define __syncthreads_count(pred) prism_emu_syncthreads_op(PRISM_EMU_SYNC_COUNT, (pred) != 0, __FILE__, __LINE__)
#define __syncthreads_and(pred) prism_emu_syncthreads_op(PRISM_EMU_SYNC_AND, (pred) != 0, __FILE__, __LINE__)
#define __syncthreads_or(pred) prism_emu_syncthreads_op(PRISM_EMU_SYNC_OR, (pred) != 0, __FILE__, __LINE__)
/* bar.sync id, n: n threads (a multiple of 32, counted per warp) meet at barrier id (0..15). */
void prism_emu_bar_named(unsigned id, unsigned n, const char *file, int line);
#define prism_bar_named(id, n) prism_emu_bar_named((id), (n), __FILE__, __LINE__)
/* bar.arrive id, n: count towards barrier id without waiting (split barrier, producer side). */
void prism_emu_bar_arrive(unsigned id, unsigned n, const char *file, int line);
#define prism_bar_arrive(id, n) prism_emu_bar_arrive((id), (n), __FILE__, __LINE__)

/*
 * An mbarrier-like split barrier object, placed in shared memory and used
 * by the threads of one block:
 *   prism_mbar_init(b, count)      expect `count` arrivals per phase (one thread)
 *   prism_mbar_arrive(b)           arrive; returns the phase token to wait on
 *   prism_mbar_wait(b, token)      wait until the phase of `token` completed
 *   prism_mbar_test_wait(b, token) nonzero when it has (never waits)
 *   prism_mbar_arrive_wait(b)      arrive, then wait for this phase
 */
typedef struct prism_mbar {
    unsigned expected; /* arrivals per phase */
    unsigned pending;  /* arrivals still missing in the current phase */
    unsigned phase;    /* completed phases so far */
    unsigned magic;    /* set by init: catches use of an uninitialised object */
} prism_mbar_t;
void prism_emu_mbar_init(prism_mbar_t *b, unsigned count, const char *file, int line);
unsigned prism_emu_mbar_arrive(prism_mbar_t *b, const char *file, int line);
void prism_emu_mbar_wait(prism_mbar_t *b, unsigned token, const char *file, int line);
int prism_emu_mbar_test_wait(prism_mbar_t *b, unsigned token, const char *file, int line);
#define prism_mbar_init(b, count) prism_emu_mbar_init((b), (count), __FILE__, __LINE__)
#define prism_mbar_arrive(b) prism_emu_mbar_arrive((b), __FILE__, __LINE__)
#define prism_mbar_wait(b, token) prism_emu_mbar_wait((b), (token), __FILE__, __LINE__)
#define prism_mbar_test_wait(b, token) prism_emu_mbar_test_wait((b), (token), __FILE__, __LINE__)
#define prism_mbar_arrive_wait(b) \
    prism_emu_mbar_wait((b), prism_emu_mbar_arrive((b), __FILE__, __LINE__), __FILE__, __LINE__)

/*
 * The DSL's scope macros call this (as PRISM__SITE, see scopes.h) just
 * before the barriers they run from inside ctx.h, so that errors name the
 * user's line and the macro ("scope entry" of the PRISM_PARTITION at
 * f.cu:12) rather than ctx.h.
 */
void prism_emu_site(const char *file, int line, const char *what);
#define PRISM__SITE(what) prism_emu_site(__FILE__, __LINE__, (what))

/* ---- shared memory ------------------------------------------------------- */

/* The block's arena at [off, end); end beyond the kernel's budget is a launch error. */
void *prism_emu_smem_at(unsigned off, unsigned end, const char *file, int line);
#define prism_smem_at(off, end) prism_emu_smem_at((off), (end), __FILE__, __LINE__)

/* ---- scheduling and fences ----------------------------------------------- */

/* Yield to the other threads of the block (the emulator's only time slice). */
void prism_emu_yield(void);
/*
 * __nanosleep: a yield at a known site; spin loops must call it so that
 * other threads progress.  A spin that sees no progress anywhere in the
 * launch for PRISM_EMU_SPIN_TIMEOUT seconds is reported as a livelock.
 */
void prism_emu_nanosleep(unsigned ns, const char *file, int line);
#define __nanosleep(ns) prism_emu_nanosleep((unsigned)(ns), __FILE__, __LINE__)
/* Order memory for other blocks (other OS threads). */
#define __threadfence() __atomic_thread_fence(__ATOMIC_SEQ_CST)
#define __threadfence_system() __atomic_thread_fence(__ATOMIC_SEQ_CST)
/* A block's threads share one OS thread: only the compiler must not reorder. */
#define __threadfence_block() __atomic_signal_fence(__ATOMIC_SEQ_CST)
/* Cache-hinted loads (read-only, global, all levels, streaming, last use,
 * volatile): a block's threads share one OS thread, so a plain load here. */
#define __ldg(p) (*(p))
#define __ldcg(p) (*(p))
#define __ldca(p) (*(p))
#define __ldcs(p) (*(p))
#define __ldlu(p) (*(p))
#define __ldcv(p) (*(p))
/* Cache-hinted stores (global, streaming, write-back, write-through):
 * plain stores here, as the loads (SPEC 3.2 counts them as writes). */
#define __stcg(p, v) ((void)(*(p) = (v)))
#define __stcs(p, v) ((void)(*(p) = (v)))
#define __stwb(p, v) ((void)(*(p) = (v)))
#define __stwt(p, v) ((void)(*(p) = (v)))

#include "prism/emu/warp.h"
#include "prism/emu/atomics.h"
#include "prism/emu/bits.h"
#include "prism/emu/simd.h"
#include "prism/emu/dpx.h"
#include "prism/emu/mathx.h"

/* ---- tensor cores -------------------------------------------------------- */

/*
 * mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32, PTX fragment layout
 * (g = lane / 4, t = lane % 4):
 *   a[0] = A[g][t]   a[1] = A[g+8][t]   a[2] = A[g][t+4]   a[3] = A[g+8][t+4]
 *   b[0] = B[t][g]   b[1] = B[t+4][g]
 *   c/d[0] = C[g][2t]  c/d[1] = C[g][2t+1]  c/d[2] = C[g+8][2t]  c/d[3] = C[g+8][2t+1]
 * A and B are rounded like cvt.rna.tf32.f32; products accumulate in f32.
 * All 32 lanes of an aligned warp must call it at the same site; d may
 * alias c.
 */
void prism_emu_mma_m16n8k8_tf32(float *d, const float *a, const float *b, const float *c, const char *file,
                                int line);
#define prism_mma_m16n8k8_tf32(d, a, b, c) prism_emu_mma_m16n8k8_tf32((d), (a), (b), (c), __FILE__, __LINE__)
/* cvt.rna.tf32.f32: round to 10 mantissa bits, ties away from zero. */
float prism_emu_tf32(float x);

/* ---- asynchronous copies (complete immediately here) --------------------- */

/*
 * What PTX leaves undefined is an error here, reported at the call: both
 * addresses aligned to the copy's size, and a source size of at most the
 * copy's (cp.async, "src-size larger than cp-size").  The copy itself stays
 * inline: it is kernel code, which the race detector sees.
 */
_Noreturn void prism_emu_cp_async_fault(const void *smem_dst, const void *gmem_src, unsigned size,
                                        unsigned src_bytes, const char *file, int line);
/* Bytes past src_bytes are zeros and are not read. */
static inline void prism_emu_cp_async(void *smem_dst, const void *gmem_src, unsigned size, unsigned src_bytes,
                                      const char *file, int line)
{
    if ((((uintptr_t)smem_dst | (uintptr_t)gmem_src) & (size - 1u)) || src_bytes > size)
        prism_emu_cp_async_fault(smem_dst, gmem_src, size, src_bytes, file, line);
    if (src_bytes)
        memcpy(smem_dst, gmem_src, src_bytes);
    memset((char *)smem_dst + src_bytes, 0, size - src_bytes);
}
#define prism_cp_async4(d, s) prism_emu_cp_async((d), (s), 4u, 4u, __FILE__, __LINE__)
#define prism_cp_async8(d, s) prism_emu_cp_async((d), (s), 8u, 8u, __FILE__, __LINE__)
#define prism_cp_async16(d, s) prism_emu_cp_async((d), (s), 16u, 16u, __FILE__, __LINE__)
#define prism_cp_async4z(d, s, n) prism_emu_cp_async((d), (s), 4u, (n), __FILE__, __LINE__)
#define prism_cp_async8z(d, s, n) prism_emu_cp_async((d), (s), 8u, (n), __FILE__, __LINE__)
#define prism_cp_async16z(d, s, n) prism_emu_cp_async((d), (s), 16u, (n), __FILE__, __LINE__)
/* cp.async.commit_group / cp.async.wait_all: nothing is ever in flight. */
static inline void prism_cp_async_commit(void)
{
}
static inline void prism_async_wait_all(void)
{
}

#endif /* PRISM_EMU_H */
