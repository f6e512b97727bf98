/*
 * sync_node.c - one event of the placement's graph (docs/SYNC.md, 2): a
 * statement of a region that touches memory, with the accesses it makes
 * as seen from that region.  Inside a thread's own scope its accesses
 * through the scope's name are the scope's (its own event, outside, orders
 * them); only the reads and the raw copies stay, for the waits on the
 * thread's own asynchronous copies.
 */
#include "sync_place.h"

static HashMap node_map; /* Node * -> SyncNode * */

SyncNode *place_node(Walker *w, Node *stmt, SyncNodeKind kind)
{
    SyncNode *nd = pget(&node_map, stmt);
    if (nd)
        return nd;
    nd = NEW(SyncNode);
    nd->id = w->sf->nnodes++;
    nd->kind = kind;
    nd->stmt = stmt;
    nd->region = w->region;
    AccSet all = {0};
    acc_of_node(stmt, &all);
    /*
     * Inside a partition or claim to thread[1], its alias is one thread's
     * view: statements within the scope never order accesses through it
     * (the scope's own event, outside, does).
     */
    for (int i = 0; i < all.n; i++) {
        Node *priv = all.v[i].priv;
        /* The calling thread's own memory: the caller orders it, but for
         * the copies this thread makes into it (a helper that copies into
         * its parameter and reads it: red team rt13), which the function
         * body stands for as the scope. */
        if (all.v[i].own)
            priv = w->sf->fn->body;
        if (priv && (all.v[i].own || (priv != stmt && sync_contains(priv, stmt)))) {
            /* Kept only to wait for the thread's own copies (SPEC 6.5:
             * the data is there when the async scope ends): its reads, and
             * the raw copies it issues through the alias, which are in
             * flight until a wait (`prism_cp_async4(z, src); ...; z[0]`:
             * the read had no wait when the copy was dropped here). */
            if (all.v[i].mode & SA_READ) {
                acc_add(&nd->acc, all.v[i].root, SA_READ, false, all.v[i].tok, priv);
                nd->acc.v[nd->acc.n - 1].view = true;
            }
            if (all.v[i].async && (all.v[i].mode & SA_WRITE))
                acc_add(&nd->acc, all.v[i].root, all.v[i].mode & ~SA_READ, true, all.v[i].tok, priv);
            continue;
        }
        acc_add(&nd->acc, all.v[i].root, all.v[i].mode, all.v[i].async, all.v[i].tok, priv);
    }
    if (kind == SN_PARTITION || kind == SN_CLAIM || kind == SN_ASYNC) {
        nd->root = acc_root_of(stmt->lhs);
        nd->alias = stmt->sym;
        for (int i = 0; i < nd->acc.n; i++)
            if (nd->acc.v[i].root == nd->root)
                nd->mode |= nd->acc.v[i].mode & (SA_READ | SA_WRITE);
        if (kind == SN_ASYNC) {
            /* An async scope's copies write x: mark it so waits can bind to it. */
            acc_add(&nd->acc, nd->root, SA_WRITE, true, stmt->tok, NULL);
            nd->mode |= SA_WRITE;
        }
    }
    SyncNode **p = &w->sf->nodes;
    while (*p)
        p = &(*p)->next;
    *p = nd;
    pput(&node_map, stmt, nd);
    return nd;
}

void place_node_reset(void)
{
    node_map = (HashMap){0};
}
