/*
 * sync_pass.c - the driver of synchronization inference: one plan per
 * program, computed on first use by --sync-report, --sync-graph or -o.
 *
 * Every Prism function with a body is planned (kernels and device
 * functions alike, headers included: a device function's points are the
 * same whoever calls it, because a call is one event of the caller that
 * the caller orders itself).  PRISM_UNSAFE functions are trusted, not
 * read, so they keep their conservative scope barriers.
 */
#include <string.h>

#include "sync.h"

const char *root_name(Symbol *root)
{
    return root && root->name ? root->name : "<unknown memory>";
}

int sync_drop_barrier;
bool sync_mutable;

/* A point that makes threads meet (not only a single thread's async wait). */
static bool is_barrier(const SyncPoint *pt)
{
    return pt->bar != BAR_NONE && pt->bar != BAR_SINGLE;
}

/* Number the barriers (mut_id); --drop-barrier: that one emits nothing (wait, arrive, barrier). */
static void number_barriers(SyncPlan *plan, int drop)
{
    int n = 0;
    for (SyncFunc *sf = plan->funcs; sf; sf = sf->next)
        for (SyncPoint *pt = sf->points; pt && sf->kernels && !sf->gave_up; pt = pt->next) {
            if (!is_barrier(pt))
                continue;
            pt->mut_id = ++n;
            if (n == drop) {
                pt->bar = BAR_NONE;
                pt->async_wait = -1;
                pt->arrive_after = NULL;
                pt->barrier = "dropped (--drop-barrier)";
                pt->mut_id = 0;
            }
        }
}

/*
 * Computed afresh on every call: the maps of the pass are keyed by AST
 * pointers, and the arena reuses addresses after prism_reset(), so a plan
 * kept from an earlier program could be mistaken for this one's.  The
 * pass is linear and cheap; the driver calls it at most three times.
 */
SyncPlan *sync_plan(Program *prog)
{
    if (!prog)
        return NULL;
    sync_reset();
    SyncPlan *plan = NEW(SyncPlan);
    plan->prog = prog;
    acc_set_program(prog);
    layout_arena(prog);
    SyncFunc **tail = &plan->funcs;
    for (Function *fn = prog->funcs; fn; fn = fn->next) {
        if (!fn->body || fn->is_unsafe || fn->poisoned || (fn->kind != FN_KERNEL && fn->kind != FN_DEVICE))
            continue;
        SyncFunc *sf = NEW(SyncFunc);
        sf->fn = fn;
        place_function(sf);
        plan->npoints += sf->npoints;
        *tail = sf;
        tail = &sf->next;
    }
    lower_plan(plan);
    number_barriers(plan, sync_drop_barrier);
    return plan;
}

void sync_reset(void)
{
    access_reset();
    layout_reset();
    place_reset();
}
