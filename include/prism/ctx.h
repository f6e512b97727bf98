/*
 * prism/ctx.h - the run-time perspective context.
 *
 * The paper's implementation passes three hidden values to every device
 * function: the thread's relative id, the block's id and the shared-memory
 * offset.  prism_ctx_t carries exactly those plus the code perspective it
 * was built for, so a scope-ending barrier knows which group owns the
 * memory.  Every field is a compile-time constant or a cheap function of
 * threadIdx/blockIdx after inlining, which is why no run-time checks remain
 * in the GPU build.
 *
 * Invariants (SPEC section "Relative ids"):
 *   grid[1]  code: tid = threadIdx.x, bid = blockIdx.x
 *   block[m] code: tid = threadIdx.x, bid = blockIdx.x relative to the unit
 *   thread[n] code: tid = position in the unit (0..n-1), bid = 0
 * so id(thread[n]) = (bid * blockDim.x + tid) / n at every perspective.
 *
 * Named barriers (conservative build).  A unit of more than 32 threads that
 * is not the whole block meets at `bar.sync barid, n`.  Units live at the
 * same time must not share an id.  Units of one nesting level are disjoint
 * runs of at least 64 threads, so their first thread / 64 tells them apart;
 * each nesting level takes the ids after every id the level above may use
 * (`bar`).  Consecutive constructs of one level cannot overlap in time
 * because a group or split that creates multi-warp units ends with its
 * parent's barrier (PRISM_GROUP, PRISM_SPLIT).  Ids past 15 do not exist:
 * the emulator reports them; prism-check's inferred barriers
 * (docs/SYNC.md) allocate ids statically instead.
 */
#ifndef PRISM_H
#error "prism/ctx.h is a part of prism.h: #include \"prism.h\" instead"
#endif

#ifndef PRISM_CTX_H
#define PRISM_CTX_H

typedef struct prism_ctx {
    unsigned tid;  /* thread position within the current unit */
    unsigned bid;  /* block position within the current unit */
    unsigned smem; /* first free byte of the block's shared arena */
    unsigned lvl;  /* PRISM_LVL_* of the current code perspective */
    unsigned n;    /* its size */
    unsigned barid; /* named barrier of this unit when it spans several warps */
    unsigned bar;   /* first named-barrier id free for units nested in this one */
    /* Threads per block when the kernel's bound pins them (BLOCKDIM(n)),
     * else 0 (blockDim.x).  A constant from the kernel's entry, so after
     * inlining every fold over warps and every stride is a constant too. */
    unsigned bdim;
} prism_ctx_t;

/* The state of one split(level): where the next arm starts. */
typedef struct prism_split {
    prism_ctx_t ctx; /* perspective of the code that splits */
    unsigned lvl;    /* level being split */
    unsigned unit;   /* threads (or blocks) per counted unit: WARP counts 32 */
    unsigned next;   /* offset of the next arm, in threads or blocks */
    int multiwarp;   /* some arm spans several warps: end with the parent's barrier */
} prism_split_t;

/* What a partition, claim or async leaves in place of the hidden name. */
typedef struct prism_hidden {
    int prism_hidden_name_; /* using the hidden name is a compile error */
} prism_hidden_t;

/* Marks a scope's context used, so a body that ignores it is not a warning. */
PRISM_DEVFN int prism__use(const prism_ctx_t *c)
{
    (void)c;
    return 1;
}

PRISM_DEVFN prism_ctx_t prism_ctx_kernel(unsigned bdim)
{
    prism_ctx_t c;
    c.bdim = bdim;
    c.tid = threadIdx.x;
    c.bid = blockIdx.x;
    c.smem = 0;
    c.lvl = PRISM_LVL_GRID;
    c.n = 1;
    c.barid = 0;
    c.bar = 1;
    return c;
}

/* Threads per block: the kernel's BLOCKDIM(n) when it has one. */
PRISM_DEVFN unsigned prism_ctx_blockdim(prism_ctx_t c)
{
    return c.bdim ? c.bdim : blockDim.x;
}

/* Threads in the current unit (only meaningful at thread level or block[1]). */
PRISM_DEVFN unsigned prism_ctx_threads(prism_ctx_t c)
{
    return c.lvl == PRISM_LVL_THREAD ? c.n : prism_ctx_blockdim(c);
}

/*
 * Threads of every block in the current unit, the step of PRISM_FOR_STRIDED:
 * n for thread[n], m blocks of blockDim.x for block[m], the whole grid for
 * grid[1].  prism_ctx_id(c, THREAD, 1) runs over 0 .. span - 1.
 */
PRISM_DEVFN unsigned prism_ctx_span(prism_ctx_t c)
{
    if (c.lvl == PRISM_LVL_THREAD)
        return c.n;
    return (c.lvl == PRISM_LVL_GRID ? gridDim.x : c.n) * prism_ctx_blockdim(c);
}

/*
 * The lanes of the current unit within its warp, the mask a *_sync
 * intrinsic run by the whole unit must pass: all 32 for a warp or
 * anything broader (each warp runs the call whole), the unit's n aligned
 * lanes for a thread[n] unit with n < 32.
 */
PRISM_DEVFN unsigned prism_ctx_lanemask(prism_ctx_t c)
{
    if (c.lvl != PRISM_LVL_THREAD || c.n >= 32u)
        return 0xffffffffu;
    return ((1u << c.n) - 1u) << ((threadIdx.x - c.tid) & 31u);
}

/*
 * Give a thread-level unit of n threads, starting `pos` threads into its
 * parent `c`, its named-barrier ids (see the invariants above).
 */
PRISM_DEVFN prism_ctx_t prism__ctx_bars(prism_ctx_t unit, prism_ctx_t c, unsigned n)
{
    if (n <= 32 || n >= prism_ctx_threads(c)) {
        unit.barid = n >= prism_ctx_threads(c) ? c.barid : 0u;
        unit.bar = c.bar;
    } else {
        unit.barid = c.bar + (threadIdx.x - unit.tid) / 64u;
        unit.bar = c.bar + (prism_ctx_blockdim(c) + 63u) / 64u;
    }
    return unit;
}

/* Does a group or split into units of n threads need its parent's barrier at the end? */
PRISM_DEVFN int prism__ctx_multiwarp(prism_ctx_t parent, unsigned lvl, unsigned n)
{
    return lvl == PRISM_LVL_THREAD && n > 32 && n < prism_ctx_threads(parent);
}

/* group(lvl[n]); also the implicit group of a call to a narrower function. */
PRISM_DEVFN prism_ctx_t prism_ctx_group(prism_ctx_t c, unsigned lvl, unsigned n)
{
    if (lvl == PRISM_LVL_THREAD) {
        prism_ctx_t parent = c;
        c.tid = c.tid % n;
        c.bid = 0;
        c = prism__ctx_bars(c, parent, n);
    } else if (lvl == PRISM_LVL_BLOCK) {
        c.bid = c.bid % n;
    }
    c.lvl = lvl;
    c.n = n;
    return c;
}

PRISM_DEVFN prism_split_t prism_split_begin(prism_ctx_t c, unsigned lvl, unsigned unit)
{
    prism_split_t s;
    s.ctx = c;
    s.lvl = lvl;
    s.unit = unit;
    s.next = 0;
    s.multiwarp = 0;
    return s;
}

/*
 * One case arm of n units.  Every thread advances the offset, so later arms
 * see the same layout whichever arm a thread takes.  Returns 1 and fills
 * *arm for the threads inside the arm.
 */
PRISM_DEVFN int prism_split_case(prism_split_t *s, unsigned n, prism_ctx_t *arm)
{
    unsigned off = s->next, len = n * s->unit;
    unsigned pos = s->lvl == PRISM_LVL_THREAD ? s->ctx.tid : s->ctx.bid;
    s->next = off + len;
    /* Every thread sees every arm, so all agree whether the split ends with a barrier. */
    if (prism__ctx_multiwarp(s->ctx, s->lvl, len))
        s->multiwarp = 1;
    if (pos < off || pos >= off + len)
        return 0;
    *arm = s->ctx;
    if (s->lvl == PRISM_LVL_THREAD) {
        arm->tid = pos - off;
        arm->bid = 0;
        *arm = prism__ctx_bars(*arm, s->ctx, len);
    } else {
        arm->bid = pos - off;
    }
    arm->lvl = s->lvl;
    arm->n = len;
    return 1;
}

/* prism_split_case by value: the arm's context, or n = 0 (no arm is empty) outside it. */
PRISM_DEVFN prism_ctx_t prism_split_arm(prism_split_t *s, unsigned n)
{
    prism_ctx_t arm = s->ctx;
    if (!prism_split_case(s, n, &arm))
        arm.n = 0u;
    return arm;
}

/* id(lvl[n]): index of the caller's lvl[n] unit within the current one. */
PRISM_DEVFN unsigned prism_ctx_id(prism_ctx_t c, unsigned lvl, unsigned n)
{
    if (lvl == PRISM_LVL_THREAD)
        /* blockDim.x even under BLOCKDIM: with the constant, nvcc's index
         * arithmetic came out longer (sgemm3: 19 more PTX instructions). */
        return (c.bid * blockDim.x + c.tid) / n;
    if (lvl == PRISM_LVL_BLOCK)
        return c.bid / n;
    return 0;
}

/* Carve bytes from the block's arena; 16-byte aligned for vector access. */
PRISM_DEVFN void *prism_smem_take(prism_ctx_t *c, unsigned long bytes)
{
    unsigned off = c->smem;
    c->smem = off + (unsigned)((bytes + 15u) & ~15ul);
    return prism_smem_at(off, c->smem);
}

/*
 * The barrier that makes memory owned by the current unit coherent for the
 * whole unit again.  This is the conservative fallback every partition,
 * claim and async scope runs at its start and end when the checker did not
 * place barriers itself.
 *   block[1]           __syncthreads()
 *   thread[32]         __syncwarp(all lanes)
 *   thread[n], n < 32  __syncwarp(the unit's lanes)
 *   thread[n], n > 32  bar.sync barid, n        (named barrier, see above)
 *   grid, block[m>1]   nothing: only a kernel boundary orders blocks, and
 *                      the checker rejects reuse that would need one (P066).
 */
PRISM_DEVFN void prism_ctx_barrier(prism_ctx_t c)
{
    if (c.lvl == PRISM_LVL_BLOCK) {
        if (c.n == 1)
            __syncthreads();
    } else if (c.lvl == PRISM_LVL_THREAD) {
        unsigned base = threadIdx.x - c.tid;
        if (c.n == prism_ctx_blockdim(c))
            __syncthreads();
        else if (c.n == 32)
            __syncwarp(0xffffffffu);
        else if (c.n > 32)
            prism_bar_named(c.barid, c.n);
        else
            __syncwarp(((1u << c.n) - 1u) << (base & 31u));
    }
}

#endif /* PRISM_CTX_H */
