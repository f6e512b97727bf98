/*
 * sync_lower.c - each synchronization point to the cheapest barrier that
 * is correct for the group that must meet (docs/SYNC.md, "Lowering").
 *
 * The group is the unit of the region the point is in:
 *
 *   block[1], or thread[n] where n is the whole block (BLOCKDIM bound)
 *                      __syncthreads()            (bar.sync 0)
 *   thread[32]         __syncwarp(0xffffffff)
 *   thread[n], n < 32  __syncwarp(mask of the unit's n lanes)
 *   thread[n], n > 32, a multiple of 32
 *                      bar.sync id, n             (a named barrier)
 *   thread[1]          nothing (program order), except a cp.async wait
 *   grid, block[m>1]   shared memory (each block's own arena, e.g. two
 *                      sibling block groups reusing its bytes):
 *                      __syncthreads, which every thread of each block
 *                      reaches; global memory: nothing can order blocks
 *                      inside a kernel, and the type system rejects the
 *                      reuse that would need it (P066)
 *
 * A point whose arrive moved away from its wait (sync_place.c) becomes a
 * split barrier - mbarrier arrive, then wait - in block regions, where the
 * work in between is worth the extra instruction; elsewhere it stays one
 * barrier at the wait.
 *
 * Named barrier ids: id 0 is __syncthreads, so 15 remain.  Every region
 * that needs named barriers gets its own range of ids, one per unit of
 * that region that can run at the same time in a block, disjoint from the
 * range of every region some kernel may run in the same block, so no two
 * barriers that can be live together share an id.  Ranges are
 * allocated from 15 downwards, away from the low ids that the conservative
 * scope barrier (prism_ctx_barrier: 1 + base/n) uses for code that was not
 * rewritten.  When the 15 ids run out, the remaining regions keep the
 * conservative barrier and a warning says so.
 *
 * The two schemes must not meet in one kernel: the run-time ids count up
 * from 1 by units of 64 threads and reach the static ones on a block of
 * 512 (adv_run_grp_*: two units at one id, a race or a hang).  So a kernel
 * that runs any run-time id - a PRISM_SYNC() in a unit of several warps,
 * or a region that found no ids - gets none of the static ones: every
 * named barrier of it is the conservative scheme's, which keeps its units
 * apart by construction.  Lowering runs again until no kernel newly needs
 * that.
 */
#include <string.h>

#include "sync.h"

#define MAX_NAMED_ID 15

const char *bar_kind_str(BarKind k)
{
    switch (k) {
    case BAR_NONE:
        return "none";
    case BAR_SINGLE:
        return "none (one thread)";
    case BAR_SYNCTHREADS:
        return "__syncthreads";
    case BAR_SYNCWARP:
        return "__syncwarp";
    case BAR_NAMED:
        return "named";
    case BAR_SPLIT:
        return "split";
    case BAR_CTX:
        return "conservative";
    }
    return "?";
}

/* Is the region's unit the whole block? */
static bool whole_block(const SyncRegion *r)
{
    if (r->level == PL_BLOCK && r->n == 1)
        return true;
    bool known = false;
    Function *fn = r->fn->fn;
    for (int i = 0; i < fn->nbound; i++)
        known |= fn->bound[i].level == PL_BLOCKDIM;
    return r->level == PL_THREAD && known && r->n == r->fn->max_block && (!r->is_arm || r->arm_off == 0);
}

/*
 * A split point's mbarrier is a static __shared__ object initialised at its
 * region's start.  Initialised again while a thread still waits on it from
 * an earlier entry (a device function called twice in a row, a region in a
 * loop), it never completes: every thread must have left the last wait
 * first, which only a region entered once per block guarantees (a kernel's,
 * outside loops, in a function without goto).  The object also costs 1 KiB
 * of static shared memory (the arena after it is 1024-aligned), which must
 * still fit beside the budget without the launch's opt-in (red-team A5 2, 3).
 */
static bool split_fits(const SyncRegion *r)
{
    const Function *fn = r->fn->fn;
    return fn->kind == FN_KERNEL && !r->repeat_loop && !r->fn->has_goto && fn->smem_ok &&
           fn->smem + 1024 <= 48 * 1024;
}

/* Units of the region that can run at once in one block. */
static int region_units(const SyncRegion *r)
{
    if (r->is_arm && r->parent && whole_block(r->parent))
        return 1;
    int64_t u = (r->fn->max_block + r->n - 1) / r->n;
    return u < 1 ? 1 : (int)u;
}

/*
 * Which kernels of the translation unit can run a function: a bit per
 * kernel (the 64th stands for all later ones).  Two regions can only be
 * live in one block together when some kernel runs both, so regions of
 * different kernels may share ids.  A function no kernel calls is dead in
 * this translation unit (PRISM_DEVFN is static); when the unit has no
 * kernel at all (a library header checked alone), every function counts
 * as reachable from every kernel.
 */
typedef struct {
    int base, count;
    uint64_t kernels;
} IdRange;

static IdRange ranges[MAX_NAMED_ID];
static int nranges;

/* The plan's function for a callee: by name (a declaration and its
 * definition are different Functions), through the index compute_reach
 * builds; a walk of every function per call site made -o quadratic. */
static SyncFunc *func_of(SyncPlan *plan, Function *fn)
{
    if (fn->name)
        return hashmap_get(&plan->by_name, fn->name->loc, fn->name->len);
    for (SyncFunc *sf = plan->funcs; sf; sf = sf->next)
        if (sf->fn == fn || (fn->name && sf->fn->name && fn->name->len == sf->fn->name->len &&
                             !memcmp(fn->name->loc, sf->fn->name->loc, (size_t)fn->name->len)))
            return sf;
    return NULL;
}

static void mark_calls(SyncPlan *plan, Node *n, uint64_t bit, int depth);

static void reach(SyncPlan *plan, SyncFunc *sf, uint64_t bit)
{
    if (!sf || (sf->kernels & bit))
        return;
    sf->kernels |= bit;
    mark_calls(plan, sf->fn->body, bit, 0);
}

static void mark_calls(SyncPlan *plan, Node *n, uint64_t bit, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2)
        return;
    Function *callee = NULL;
    if (n->kind == ND_PRISM_CALL && n->sym && n->sym->kind == SYM_FUNC)
        callee = n->sym->func;
    else if (n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && n->lhs->sym && n->lhs->sym->kind == SYM_FUNC)
        callee = n->lhs->sym->func;
    if (callee)
        reach(plan, func_of(plan, callee), bit);
    Node *kids[7];
    node_children(n, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        mark_calls(plan, kids[i], bit, depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        mark_calls(plan, b, bit, depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        mark_calls(plan, a, bit, depth + 1);
}

static bool has_blockdim(const Function *fn)
{
    for (int i = 0; i < fn->nbound; i++)
        if (fn->bound[i].level == PL_BLOCKDIM)
            return true;
    return false;
}

static void compute_reach(SyncPlan *plan)
{
    int k = 0;
    SyncFunc *kernel[64] = {0};
    for (SyncFunc *sf = plan->funcs; sf; sf = sf->next)
        if (sf->fn->name && !hashmap_get(&plan->by_name, sf->fn->name->loc, sf->fn->name->len))
            hashmap_put(&plan->by_name, sf->fn->name->loc, sf->fn->name->len, sf);
    for (SyncFunc *sf = plan->funcs; sf; sf = sf->next)
        if (sf->fn->kind == FN_KERNEL) {
            int bit = k < 63 ? k++ : 63;
            if (!kernel[bit])
                kernel[bit] = sf;
            else
                kernel[bit] = NULL, k = 64; /* more kernels than bits: block sizes unknown */
            reach(plan, sf, 1ull << bit);
        }
    if (k == 0) {
        for (SyncFunc *sf = plan->funcs; sf; sf = sf->next)
            sf->kernels = ~0ull;
        return;
    }
    /*
     * A device function runs in the blocks of the kernels that call it: when
     * they all pin their block size, it is at most the largest of them.
     */
    for (SyncFunc *sf = plan->funcs; sf; sf = sf->next) {
        if (sf->fn->kind == FN_KERNEL || has_blockdim(sf->fn) || !sf->kernels)
            continue;
        int64_t most = 0;
        bool known = k <= 63;
        for (int b = 0; b < 64 && known; b++)
            if (sf->kernels >> b & 1u) {
                known = kernel[b] && has_blockdim(kernel[b]->fn);
                if (known && kernel[b]->max_block > most)
                    most = kernel[b]->max_block;
            }
        if (known && most > 0)
            sf->max_block = most;
    }
}

/* Highest free range of `units` ids for a region run by `kernels`; false if none. */
/* Kernels whose barriers use the run-time ids (see above), and where the
 * static ids first ran out. */
static uint64_t runtime_kernels;
static Token *exhausted_at;

static bool allocate_ids(SyncPlan *plan, SyncRegion *r, Token *at)
{
    if (r->bar_base >= 0)
        return true;
    int units = region_units(r);
    uint64_t kernels = r->fn->kernels;
    /* A function one kernel runs with the run-time ids meets at them in every kernel that runs it,
     * so those kernels use them for all their named barriers too (red team rt24: a helper shared by
     * a run-time-ids kernel and a static one met id 11 in both schemes at once). */
    if (kernels & runtime_kernels) {
        runtime_kernels |= kernels;
        return false;
    }
    for (int top = MAX_NAMED_ID; top - units + 1 >= 1; top--) {
        int base = top - units + 1;
        bool free = true;
        for (int i = 0; i < nranges && free; i++)
            free = !(ranges[i].kernels & kernels) || base + units - 1 < ranges[i].base ||
                   base > ranges[i].base + ranges[i].count - 1;
        if (free && nranges < MAX_NAMED_ID) {
            ranges[nranges++] = (IdRange){base, units, kernels};
            r->bar_base = base;
            r->bar_ids = units;
            return true;
        }
    }
    (void)plan;
    if (!exhausted_at)
        exhausted_at = at;
    runtime_kernels |= kernels;
    return false;
}

/*
 * Does the point order the block's own shared memory (or memory the pass
 * cannot name, which may be)?  Blocks never share it, so code that whole
 * blocks run - grid or block[m] code - orders it with __syncthreads.
 */
static bool block_root(const Symbol *r)
{
    return !r || r->kind == SYM_SHARED || r->is_cuda_shared;
}

static bool block_memory(const SyncPoint *pt)
{
    for (SyncConflict *c = pt->conf; c; c = c->next)
        if (block_root(c->root) || (c->other && block_root(c->other)))
            return true;
    return false;
}

/* Does the point order only threads' own asynchronous copies (SyncConflict.own)? */
static bool own_copies_only(const SyncPoint *pt)
{
    if (!pt->conf || pt->async_wait < 0)
        return false;
    for (SyncConflict *c = pt->conf; c; c = c->next)
        if (!c->own)
            return false;
    return true;
}

static void lower_point(SyncPlan *plan, SyncPoint *pt)
{
    SyncRegion *r = pt->region;
    Token *at = pt->before ? pt->before->tok : NULL;
    pt->group = r->level == PL_NONE ? "unknown" : persp_str(&(Persp){.level = r->level, .size = r->n,
                                                                     .spelling = r->level == PL_GRID    ? PS_GRID
                                                                                 : r->level == PL_BLOCK ? PS_BLOCK
                                                                                                        : PS_THREAD});
    if (r->level == PL_NONE) {
        pt->bar = BAR_CTX;
        pt->barrier = "prism_ctx_barrier(prism_ctx)";
        pt->why = "the code perspective is not known statically; the run-time context picks the barrier";
        return;
    }
    if (r->level == PL_GRID || (r->level == PL_BLOCK && r->n != 1)) {
        if (block_memory(pt)) {
            /* Each block's threads all run this code, and each block has its own arena. */
            pt->bar = BAR_SYNCTHREADS;
            pt->arrive_after = NULL;
            pt->barrier = "__syncthreads()";
            pt->why = "the bytes are each block's shared memory, and every thread of every block runs this code: "
                      "each block meets on its own";
            return;
        }
        pt->bar = BAR_NONE;
        pt->barrier = "none";
        pt->why = "no barrier orders different blocks inside one kernel (the type system rejects this reuse: P066)";
        return;
    }
    if ((r->level == PL_THREAD && r->n == 1) || own_copies_only(pt)) {
        pt->bar = BAR_SINGLE;
        pt->barrier = pt->async_wait >= 0 ? arena_printf("cp.async.wait_group %d", pt->async_wait) : "none";
        pt->why = "one thread sees its own writes in program order; only its asynchronous copies must be waited for";
        return;
    }
    if (whole_block(r)) {
        if (pt->arrive_after && split_fits(r)) {
            pt->bar = BAR_SPLIT;
            pt->barrier = "mbarrier arrive / wait (block)";
            pt->why = "the whole block meets, and independent work separates the last access from the first use: "
                      "arrive after the one, wait before the other";
            return;
        }
        bool unsplit = pt->arrive_after != NULL;
        pt->arrive_after = NULL;
        pt->bar = BAR_SYNCTHREADS;
        pt->barrier = "__syncthreads()";
        pt->why = unsplit ? "the whole block meets; not split: a split barrier's mbarrier is only kept in a kernel's "
                            "region entered once per block, with a budget of 47 KiB at most"
                  : r->level == PL_BLOCK ? "the owning group is the whole block"
                                       : "the owning thread group is the whole block (BLOCKDIM bound)";
        return;
    }
    pt->arrive_after = NULL; /* sub-block groups: one barrier at the wait */
    if (r->n == 32) {
        pt->bar = BAR_SYNCWARP;
        pt->barrier = "__syncwarp(0xffffffff)";
        pt->why = "the owning group is one aligned warp";
        return;
    }
    if (r->n < 32) {
        pt->bar = BAR_SYNCWARP;
        pt->barrier = arena_printf("__syncwarp(mask of %lld lanes)", (long long)r->n);
        pt->why = "the owning group is part of one warp: only its lanes meet";
        return;
    }
    if (r->n % 32 != 0) {
        pt->bar = BAR_CTX;
        pt->barrier = "prism_ctx_barrier(prism_ctx)";
        pt->why = "a group of more than 32 threads that is not whole warps has no named barrier";
        return;
    }
    r->needs_named = true;
    if (!r->fn->kernels) {
        pt->bar = BAR_CTX;
        pt->barrier = "prism_ctx_barrier(prism_ctx)";
        pt->why = "no kernel of this file calls the function: it gets no named-barrier ids";
        return;
    }
    allocate_ids(plan, r, at);
    if (r->bar_base < 0) {
        pt->bar = BAR_CTX;
        pt->barrier = "prism_ctx_barrier(prism_ctx)";
        pt->why = r->fn->runtime_ids || !exhausted_at
                      ? "a kernel that runs this meets at the conservative scheme's run-time named-barrier ids "
                        "(a PRISM_SYNC() in a unit of several warps): static ids would clash with them"
                      : "named barrier ids are exhausted: the kernels that run this keep the run-time ids";
        return;
    }
    pt->bar = BAR_NAMED;
    pt->bar_id = r->bar_base;
    if (r->bar_ids == 1)
        pt->barrier = arena_printf("bar.sync %d, %lld", r->bar_base, (long long)r->n);
    else
        pt->barrier = arena_printf("bar.sync %d+unit, %lld (ids %d..%d)", r->bar_base, (long long)r->n, r->bar_base,
                                   r->bar_base + r->bar_ids - 1);
    pt->why = arena_printf("the owning group is %lld threads (%lld warps) of a larger block: a named barrier makes "
                           "only them meet",
                           (long long)r->n, (long long)r->n / 32);
}

void lower_plan(SyncPlan *plan)
{
    compute_reach(plan);
    runtime_kernels = 0;
    exhausted_at = NULL;
    for (SyncFunc *sf = plan->funcs; sf; sf = sf->next)
        if (sf->runtime_ids)
            runtime_kernels |= sf->kernels;
    /* Until no kernel newly falls back to the run-time ids. */
    for (int round = 0; round < 64; round++) {
        uint64_t before = runtime_kernels;
        nranges = 0;
        for (SyncFunc *sf = plan->funcs; sf; sf = sf->next)
            for (SyncRegion *r = sf->regions; r; r = r->next)
                r->bar_base = -1, r->bar_ids = 0;
        for (SyncFunc *sf = plan->funcs; sf; sf = sf->next)
            for (SyncPoint *pt = sf->points; pt; pt = pt->next)
                lower_point(plan, pt);
        if (runtime_kernels == before)
            break;
    }
    plan->runtime_kernels = runtime_kernels;
    if (exhausted_at) {
        plan->ids_exhausted = true;
        diag(DIAG_WARNING, exhausted_at, NULL,
             "more named barriers are needed than the 15 ids there are: the kernels that run this keep the "
             "conservative barriers' run-time ids for all their named barriers");
    }
}
