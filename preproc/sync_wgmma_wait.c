/*
 * sync_wgmma_wait.c - a wgmma reads its shared operands until a
 * prism_wgmma_wait retires it, not only where it is issued.
 *
 * The barrier inference sees a wgmma's operand reads at the call.  A write
 * to those tiles after the wait that retires it (the next stage's TMA load
 * into the buffer the last wgmma read) conflicts with the reads, but a
 * barrier anywhere between the call and the wait leaves the reads going
 * on: every thread of the warpgroup must have retired the group, so the
 * barrier goes after the wait (red team h7: k9, two named buffers with
 * wait(1)).  Each prism_wgmma_wait therefore reads again every tile a
 * wgmma of its function reads: the point that orders them comes after it.
 */
#include "sync.h"

#define MAX_WAIT_BUFS 16

typedef struct {
    Symbol *buf[MAX_WAIT_BUFS];
    int n;
    bool unknown; /* a descriptor not followed to its buffer: the wait ends reads of any */
} WaitBufs;

static HashMap wait_map; /* a prism_wgmma_wait call -> its function's WaitBufs */

static void collect(Node *n, void *arg)
{
    WaitBufs *w = arg;
    if (!acc_callee_is(n, "prism_wgmma_m"))
        return;
    int i = 0;
    for (Node *a = n->args; a; a = a->next, i++) {
        if (i != 1 && i != 2)
            continue;
        Symbol *buf[8];
        bool unknown;
        int k = wgmma_buffers(a, buf, 8, &unknown);
        w->unknown |= unknown;
        for (int j = 0; j < k; j++) {
            bool seen = false;
            for (int m = 0; m < w->n && !seen; m++)
                seen = w->buf[m] == buf[j];
            if (!seen && w->n < MAX_WAIT_BUFS)
                w->buf[w->n++] = buf[j];
        }
    }
}

static void note_wait(Node *n, void *arg)
{
    if (acc_callee_is(n, "prism_wgmma_wait"))
        pput(&wait_map, n, arg);
}

void wgmma_wait_index(Program *prog)
{
    for (Function *fn = prog ? prog->funcs : NULL; fn; fn = fn->next) {
        if (!fn->body)
            continue;
        WaitBufs *w = NEW(WaitBufs);
        node_visit(fn->body, LIMIT_NEST_DEPTH * 4, collect, w);
        if (w->n || w->unknown)
            node_visit(fn->body, LIMIT_NEST_DEPTH * 4, note_wait, w);
    }
}

void wgmma_wait_reads(Node *call, AccSet *out)
{
    const WaitBufs *w = pget(&wait_map, call);
    for (int i = 0; w && i < w->n; i++)
        acc_add(out, w->buf[i], SA_READ, false, call->tok, NULL);
    if (w && w->unknown)
        acc_add(out, NULL, SA_READ, false, call->tok, NULL);
}

void wgmma_wait_reset(void)
{
    wait_map = (HashMap){0};
}
