/*
 * sync_proxy.c - the cross-proxy fence an inferred barrier carries
 * (docs/SYNC.md, "Async proxy").
 *
 * A wgmma reads its shared-memory operands through the async proxy; plain
 * stores go through the generic proxy, and a barrier orders the generic
 * proxy only.  The PTX memory model asks the writing threads for a
 * fence.proxy.async.shared::cta between their stores and the barrier that
 * hands the bytes to the wgmma (CUTLASS's fence_view_async_shared).  So a
 * point that orders a plain store before a statement issuing a wgmma
 * fences first: every thread that meets at the barrier (the writers among
 * them) runs the fence before it.  TMA and cp.async writes need none: the
 * copy engine writes through the async proxy and completes through its
 * mbarrier or group wait.
 */
#include <string.h>

#include "sync.h"

/* follow: look into the functions it calls too (one level: a helper's helpers fence at their own points). */
static bool issues_wgmma(Node *n, int depth, bool follow)
{
    if (!n || depth > LIMIT_NEST_DEPTH || n->kind == ND_UNSAFE)
        return false;
    if (n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && n->lhs->tok && n->lhs->tok->len > 15 &&
        !memcmp(n->lhs->tok->loc, "prism_wgmma_m64", 15))
        return true;
    if (n->kind == ND_CALL || n->kind == ND_PRISM_CALL) {
        Function *fn = follow ? acc_callee(n) : NULL;
        if (fn && fn->body && issues_wgmma(fn->body, 0, false))
            return true;
    }
    Node *kids[] = {NODE_GET(n, lhs), NODE_GET(n, rhs), NODE_GET(n, cond), NODE_GET(n, then),
                    NODE_GET(n, els), NODE_GET(n, init), NODE_GET(n, inc)};
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (issues_wgmma(kids[i], depth + 1, follow))
            return true;
    for (Node *b = NODE_GET(n, body); b; b = b->next) {
        if (issues_wgmma(b, depth + 1, follow))
            return true;
        if (!(n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR))
            break;
    }
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (issues_wgmma(a, depth + 1, follow))
            return true;
    return false;
}

/* Does the earlier event store plainly (not by an asynchronous copy) into root? */
static bool plain_write(const SyncNode *src, Symbol *root)
{
    for (int i = 0; i < src->acc.n; i++) {
        const SyncAcc *a = &src->acc.v[i];
        if ((a->mode & SA_WRITE) && !a->async && acc_overlaps(a->root, root))
            return true;
    }
    return false;
}

bool point_needs_proxy_fence(const SyncPoint *pt)
{
    for (const SyncConflict *c = pt->conf; c; c = c->next)
        if ((c->kind & SK_RAW) && c->src && c->dst && plain_write(c->src, c->root) && issues_wgmma(c->dst->stmt, 0, true))
            return true;
    return false;
}
