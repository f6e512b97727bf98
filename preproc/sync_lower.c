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
 *   grid, block[m>1]   nothing can order them inside a kernel; the type
 *                      system rejects the reuse that would need it (P066)
 *
 * A point whose arrive moved away from its wait (sync_place.c) becomes a
 * split barrier - mbarrier arrive, then wait - in block regions, where the
 * work in between is worth the extra instruction; elsewhere it stays one
 * barrier at the wait.
 *
 * Named barrier ids: id 0 is __syncthreads, so 15 remain.  Every region
 * of the program that needs named barriers gets its own range of ids, one
 * per unit of that region that can run at the same time in a block, so
 * no two barriers that can be live together share an id.  Ranges are
 * allocated from 15 downwards, away from the low ids that the conservative
 * scope barrier (prism_ctx_barrier: 1 + base/n) uses for code that was not
 * rewritten.  When the 15 ids run out, the remaining regions keep the
 * conservative barrier and a warning says so.
 */
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

/* Units of the region that can run at once in one block. */
static int region_units(const SyncRegion *r)
{
    if (r->is_arm && r->parent && whole_block(r->parent))
        return 1;
    int64_t u = (r->fn->max_block + r->n - 1) / r->n;
    return u < 1 ? 1 : (int)u;
}

static int next_free_top = MAX_NAMED_ID; /* ids handed out so far: (next_free_top, 15] */

static void allocate_ids(SyncPlan *plan, SyncRegion *r, Token *at)
{
    if (r->bar_base >= 0)
        return;
    int units = region_units(r);
    if (next_free_top - units + 1 < 1) {
        if (!plan->ids_exhausted)
            diag(DIAG_WARNING, at, NULL,
                 "more named barriers are needed than the 15 ids there are; "
                 "this one keeps the conservative barrier");
        plan->ids_exhausted = true;
        return;
    }
    r->bar_base = next_free_top - units + 1;
    r->bar_ids = units;
    next_free_top -= units;
}

static void lower_point(SyncPlan *plan, SyncPoint *pt)
{
    SyncRegion *r = pt->region;
    Token *at = pt->before ? pt->before->tok : NULL;
    pt->group = r->level == PL_NONE ? "unknown" : persp_str(&(Persp){.level = r->level, .size = r->n, .count = r->n,
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
        pt->bar = BAR_NONE;
        pt->barrier = "none";
        pt->why = "no barrier orders different blocks inside one kernel (the type system rejects this reuse: P066)";
        return;
    }
    if (r->level == PL_THREAD && r->n == 1) {
        pt->bar = BAR_SINGLE;
        pt->barrier = pt->async_wait >= 0 ? arena_printf("cp.async.wait_group %d", pt->async_wait) : "none";
        pt->why = "one thread sees its own writes in program order; only its asynchronous copies must be waited for";
        return;
    }
    if (whole_block(r)) {
        if (pt->arrive_after) {
            pt->bar = BAR_SPLIT;
            pt->barrier = "mbarrier arrive / wait (block)";
            pt->why = "the whole block meets, and independent work separates the last access from the first use: "
                      "arrive after the one, wait before the other";
            return;
        }
        pt->bar = BAR_SYNCTHREADS;
        pt->barrier = "__syncthreads()";
        pt->why = r->level == PL_BLOCK ? "the owning group is the whole block"
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
    allocate_ids(plan, r, at);
    if (r->bar_base < 0) {
        pt->bar = BAR_CTX;
        pt->barrier = "prism_ctx_barrier(prism_ctx)";
        pt->why = "named barrier ids are exhausted";
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
    next_free_top = MAX_NAMED_ID;
    for (SyncFunc *sf = plan->funcs; sf; sf = sf->next)
        for (SyncPoint *pt = sf->points; pt; pt = pt->next)
            lower_point(plan, pt);
}
