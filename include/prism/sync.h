/*
 * prism/sync.h - the barriers prism-check inserts into a checked
 * translation unit (docs/SYNC.md).
 *
 * `prism-check -o out.cu in.cu` turns every partition, claim and async
 * scope into its _NOSYNC form and writes, where the inference placed a
 * synchronization point, one call of the functions below.  Each is the
 * cheapest barrier for the group that meets there.  User code may call
 * prism_sync_block(), prism_sync_warp() and prism_sync_async_wait(), which
 * prism-check checks as __syncthreads(), __syncwarp() and a thread's own
 * cp.async wait; the others are reserved for its output (SPEC 13:
 * preproc/reserved.def), and PRISM_SYNC() is the spelling it understands.
 * Both backends are here: inline PTX / CUDA intrinsics under nvcc, the
 * emulator's fiber barriers (prism/emu/emu.h) under gcc or clang.
 */
#ifndef PRISM_H
#error "prism/sync.h is a part of prism.h: #include \"prism.h\" instead"
#endif

#ifndef PRISM_SYNC_H
#define PRISM_SYNC_H

/* The whole block: bar.sync 0. */
PRISM_DEVFN void prism_sync_block(void)
{
    __syncthreads();
}

/* One aligned warp, all lanes. */
#define prism_sync_warp() __syncwarp(0xffffffffu)

/* The n < 32 lanes of the current thread[n] unit (aligned to n). */
#define prism_sync_lanes(ctx, n) \
    __syncwarp(((1u << (unsigned)(n)) - 1u) << ((threadIdx.x - (ctx).tid) & 31u))

/* A named barrier: n threads (whole warps) meet at barrier `id` (1..15). */
#define prism_sync_named_id(id, n) prism_bar_named((unsigned)(id), (unsigned)(n))

/*
 * A named barrier per unit of a thread[n] group: the unit starting at
 * thread b uses id base + b / n; prism-check allocated that whole range.
 */
#define prism_sync_named(ctx, base, n) \
    prism_bar_named((unsigned)(base) + (threadIdx.x - (ctx).tid) / (unsigned)(n), (unsigned)(n))

#ifdef __CUDACC__

/*
 * cp.async.wait_group n: at most n of this thread's newest copy groups are
 * still in flight.  For n = 0, cp.async.wait_all: it commits first, so
 * copies not yet committed (a raw copy whose commit comes later, or on
 * another path) are waited for too, which wait_group 0 leaves in flight
 * (red team rt13, hole_async_uncommitted_wait).
 */
#if __CUDA_ARCH__ >= 800 || !defined(__CUDA_ARCH__)
#define prism_sync_async_wait(n)                                      \
    do {                                                             \
        if ((n) == 0)                                                \
            asm volatile("cp.async.wait_all;" ::: "memory");         \
        else                                                         \
            asm volatile("cp.async.wait_group %0;" ::"n"(n) : "memory"); \
    } while (0)
#else
#define prism_sync_async_wait(n) ((void)0)
#endif

/*
 * Split barrier: an mbarrier in shared memory that the whole block arrives
 * on after its last access and waits on before its first use.
 */
typedef unsigned long long prism_sync_split_t;
typedef unsigned long long prism_sync_token_t;

PRISM_DEVFN unsigned prism__sync_smem_addr(const void *p)
{
    return (unsigned)__cvta_generic_to_shared(p);
}

PRISM_DEVFN void prism_sync_split_init(prism_sync_split_t *b, unsigned count)
{
#if __CUDA_ARCH__ >= 800
    asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(prism__sync_smem_addr(b)), "r"(count) : "memory");
#else
    (void)b, (void)count;
#endif
}

PRISM_DEVFN prism_sync_token_t prism_sync_split_arrive(prism_sync_split_t *b)
{
    prism_sync_token_t state = 0;
#if __CUDA_ARCH__ >= 800
    asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(prism__sync_smem_addr(b)) : "memory");
#else
    (void)b;
#endif
    return state;
}

PRISM_DEVFN void prism_sync_split_wait(prism_sync_split_t *b, prism_sync_token_t token)
{
#if __CUDA_ARCH__ >= 800
    unsigned done = 0;
    while (!done)
        asm volatile("{\n\t.reg .pred p;\n\t"
                     "mbarrier.test_wait.shared.b64 p, [%1], %2;\n\t"
                     "selp.u32 %0, 1, 0, p;\n\t}"
                     : "=r"(done)
                     : "r"(prism__sync_smem_addr(b)), "l"(token)
                     : "memory");
#else
    (void)b, (void)token;
#endif
}

#else /* the host emulator */

/* Copies complete when issued here (prism/emu/emu.h): nothing to wait for. */
#define prism_sync_async_wait(n) ((void)(n))

typedef prism_mbar_t prism_sync_split_t;
typedef unsigned prism_sync_token_t;
#define prism_sync_split_init(b, count) prism_mbar_init((b), (count))
#define prism_sync_split_arrive(b) prism_mbar_arrive(b)
#define prism_sync_split_wait(b, token) prism_mbar_wait((b), (token))

#endif

/*
 * Declare and initialise a block-wide split barrier at the start of a
 * block[1] region.  The initialisation is published by one __syncthreads,
 * paid once per block.
 */
#define PRISM_SYNC_SPLIT_BARRIER(name)                     \
    __shared__ prism_sync_split_t name;                    \
    if (threadIdx.x == 0)                                  \
        prism_sync_split_init(&name, blockDim.x);          \
    __syncthreads()

#endif /* PRISM_SYNC_H */
