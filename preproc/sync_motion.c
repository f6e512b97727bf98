/*
 * sync_motion.c - arrive and wait motion (docs/SYNC.md, "Placement" 4).
 *
 * A point's wait sits before the first statement that needs it.  Its
 * arrive moves up the same statement list to just after the last
 * statement touching the memory the point orders; when real work lies in
 * between, the point becomes a split barrier (sync_lower.c decides where
 * one can be used).
 *
 * The placement treated the point as a whole barrier, so later statements
 * count on it to order everything before it.  Work in the window runs after
 * the arrive and is ordered by nothing: it may only read memory no statement
 * of the function writes (a kernel's inputs), and write none.  Anything else
 * ends the window, as a statement touching the point's own memory does
 * (adv_run_reuse_split_window*: a tile written in the window and read after
 * the wait raced).
 */
#include "sync.h"

/* A statement that takes time: worth separating an arrive from its wait. */
static bool is_work(Node *s)
{
    switch (s->kind) {
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
    case ND_GROUP:
    case ND_SPLIT:
    case ND_PARTITION:
    case ND_CLAIM:
    case ND_ASYNC:
        return true;
    case ND_EXPR_STMT:
        return s->lhs && (s->lhs->kind == ND_CALL || s->lhs->kind == ND_PRISM_CALL);
    default:
        return false;
    }
}

/* Does the statement touch only memory no statement of the function writes? */
static bool independent(Node *e, const AccSet *fn_acc)
{
    AccSet a = {0};
    acc_of_node(e, &a);
    for (int i = 0; i < a.n; i++) {
        const SyncAcc *x = &a.v[i];
        if ((x->mode & SA_WRITE) || x->async || !x->root)
            return false;
        for (int k = 0; k < fn_acc->n; k++) {
            const SyncAcc *y = &fn_acc->v[k];
            if (((y->mode & SA_WRITE) || y->async) && acc_overlaps(x->root, y->root))
                return false;
        }
    }
    return true;
}

/* A call of an intrinsic that waits for or retires asynchronous work. */
static bool async_wait_call(Node *n)
{
    static const char *const prefixes[] = {"prism_wgmma_wait",  "prism_wgmma_commit", "prism_cp_async_wait",
                                           "prism_async_wait",  "prism_sync_async",   "prism_mbarrier_wait",
                                           "prism_mbarrier_try", "prism_bulk_wait"};
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (acc_callee_is(n, prefixes[i]))
            return true;
    return false;
}

/*
 * Does e wait for or retire asynchronous work (a wgmma's commit or wait, a
 * cp.async wait, an mbarrier wait), itself or in a function it calls?  The
 * accesses the point orders may be a wgmma's reads of shared memory, which
 * last until its wait: an arrive moved above the wait let the next round's
 * TMA overwrite the tile the wgmma still read (red team h7: k3b, k9).
 */
static bool async_op(Node *e)
{
    return acc_calls_within(e, async_wait_call, 0);
}

/*
 * For every point before an element of this statement list whose conflicts
 * all come from earlier elements of the same list: move the arrive up to
 * just after the last element touching the memory; if real work lies in
 * between, the point becomes a split barrier.
 */
void arrive_motion(SyncFunc *sf, Node *list, int depth, const AccSet *fn_acc)
{
    if (depth > LIMIT_NEST_DEPTH)
        return;
    for (Node *s = list; s; s = s->next) {
        SyncPoint *pt = point_before(s);
        if (pt && !pt->hoisted && pt->conf && pt->async_wait < 0) {
            bool local = true;
            for (SyncConflict *c = pt->conf; c && local; c = c->next)
                local = c->src && !c->back;
            Node *last = NULL;
            int gap_work = 0;
            for (Node *e = list; local && e != s; e = e->next) {
                bool touches = false;
                AccSet a = {0};
                acc_of_node(e, &a);
                for (SyncConflict *c = pt->conf; c && !touches; c = c->next)
                    touches = acc_touches(&a, c->root);
                if (touches || point_before(e) || !independent(e, fn_acc) || async_op(e)) {
                    last = e;
                    gap_work = 0;
                } else if (last && is_work(e)) {
                    gap_work++;
                }
            }
            if (local && last && gap_work > 0)
                pt->arrive_after = last;
        }
        Node *kids[] = {NODE_GET(s, then), NODE_GET(s, els), NODE_GET(s, body)};
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++) {
            Node *k = kids[i];
            if (!k)
                continue;
            arrive_motion(sf, k->kind == ND_BLOCK ? k->body : k, depth + 1, fn_acc);
        }
    }
}
