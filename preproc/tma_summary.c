/*
 * tma_summary.c - P139's summary of a function for its callers (SPEC 8.2):
 * the copies it leaves in flight where it returns, and the barriers it
 * waits on along every path to its return.
 *
 * Copies: into memory the caller can reach (a pointer parameter, a
 * __shared__ variable of the file), each with the parameter (or name of
 * the file) of its mbarrier.  Waits: the walk starts with a probe in
 * flight for each barrier the function may wait on for its caller (a
 * barrier parameter, a barrier of the file) and one for a copy with no
 * mbarrier name; a probe no longer in flight where it returns was waited
 * on on every path (the walk's joins, loops and jumps are the ones that
 * keep a copy in flight).  Past a cap the waits are none.
 *
 * A recursive call reads the summary computed so far (no waits at first,
 * so a wait reached only through the recursion is not counted) and the
 * function is walked again until its summary stops growing.
 */
#include "tma_wait.h"

typedef TmaWalk W;

static TmaSum *summaries;
static unsigned done_seq;

void tma_wait_reset(void)
{
    summaries = NULL;
    done_seq = 0;
}

static int param_index(Function *fn, Symbol *s)
{
    int i = 0;
    for (Param *pa = fn->params; pa; pa = pa->next, i++)
        if (pa->sym == s)
            return i;
    return -1;
}

/* A name of the file the caller sees as well. */
static bool file_name(const Symbol *s)
{
    return s && s->is_global && s->kind == SYM_VAR;
}

static void add_pending(TmaSum *sum, Pending p)
{
    for (int i = 0; i < sum->n; i++) {
        const Pending *q = &sum->v[i];
        if (q->dst == p.dst && q->bar == p.bar && q->dst_sym == p.dst_sym && q->bar_sym == p.bar_sym &&
            q->never == p.never)
            return;
    }
    if (sum->n < MAX_PENDING)
        sum->v[sum->n++] = p;
    else
        sum->too_many = true;
}

/* A probe for bar, if its caller can name it (a parameter, a name of the file) and there is room. */
static void add_probe(W *w, Symbol *bar)
{
    /* a parameter whose address is taken may be given another barrier where the walk cannot see */
    if (bar && (param_index(w->fn, bar) < 0 || bar->addr_taken) && !file_name(bar))
        return;
    for (int i = 0; i < w->nprobe; i++)
        if (w->copy[i].bar == bar)
            return;
    if (w->nprobe < MAX_PROBES + 1) /* one more: the any-wait probe */
        w->copy[w->nprobe++] = (Copy){NULL, NULL, bar, false};
    else
        w->capped = true; /* this barrier is not probed: no wait on it is counted */
}

/* The barriers the function's waits, and its callees' waits at its calls, may be on. */
static void probe_waits(Node *n, void *arg)
{
    W *w = arg;
    Symbol *bars[MAX_BARS];
    if (tma_is_wait(n) && n->args) {
        int nb = tma_bars_of(&w->bars, n->args, bars, MAX_BARS);
        for (int b = 0; b < nb; b++)
            add_probe(w, bars[b]);
        return;
    }
    const TmaSum *sum = n->kind == ND_CALL || n->kind == ND_PRISM_CALL ? tma_callee_summary(n) : NULL;
    for (int i = 0; sum && i < sum->nwait; i++) {
        int nb = tma_waited_bars(w, n, &sum->wait[i], bars);
        for (int b = 0; b < nb; b++)
            add_probe(w, bars[b]);
    }
}

/*
 * Before the walk: one probe per barrier a wait may be on, and one on no
 * barrier (cleared by any wait, as a copy with no mbarrier name is), all
 * in flight at the entry.  A probe not in flight where the function
 * returns was waited for on every path: the joins, loops and jumps of
 * the walk are the ones that keep a copy in flight.
 */
Set tma_seed_probes(W *w)
{
    add_probe(w, NULL);
    node_visit(w->fn->body, LIMIT_NEST_DEPTH * 4, probe_waits, w);
    w->ncopy = w->nprobe;
    return ((Set)1 << w->nprobe) - 1; /* at most MAX_PROBES + 1 of MAX_COPIES bits */
}

/* The probes cleared on every path to def's return: its waits, in sum. */
static void summarize_waits(const W *w, Function *def, TmaSum *sum)
{
    sum->nwait = 0;
    sum->waits_any = false;
    if (w->capped)
        return; /* a path the walk did not follow may not wait */
    for (int i = 0; i < w->nprobe; i++) {
        Symbol *bar = w->copy[i].bar;
        if (w->exit & ((Set)1 << i))
            continue;
        if (!bar)
            sum->waits_any = true;
        else
            sum->wait[sum->nwait++] = (Waited){param_index(def, bar), file_name(bar) ? bar : NULL};
    }
}

/* The copies in flight where def returns, into memory its caller reaches, added to sum; and its waits. */
static void summarize(Function *def, TmaSum *sum)
{
    W *w = NEW(W);
    bool walked = tma_walk_function(w, def, true, true);
    summarize_waits(w, def, sum);
    if (walked && w->nprobe && w->said_cap) /* the probes took room a copy needed: walk without them */
        walked = tma_walk_function(w, def, true, false);
    for (int i = 0; i < w->nshared; i++) {
        Symbol *b = w->shared[i];
        bool seen = false;
        for (int k = 0; k < sum->nnamed; k++)
            seen |= sum->named[k] == b;
        if (file_name(b) && b->is_cuda_shared && !seen && sum->nnamed < MAX_PENDING)
            sum->named[sum->nnamed++] = b;
        else if (file_name(b) && b->is_cuda_shared && !seen)
            sum->too_many = true;
    }
    if (!walked)
        return;
    for (int i = 0; i < w->ncopy; i++) {
        if (!(w->exit & ((Set)1 << i)) || !w->copy[i].buf)
            continue; /* waited for, or a probe */
        const Copy *c = &w->copy[i];
        Pending p = {param_index(def, c->buf), -1, NULL, NULL, c->never};
        if (p.dst < 0 && !file_name(c->buf))
            continue; /* its own allocation */
        if (p.dst < 0)
            p.dst_sym = c->buf;
        if (c->bar && !c->never) {
            p.bar = param_index(def, c->bar);
            if (p.bar < 0 && file_name(c->bar))
                p.bar_sym = c->bar;
            else if (p.bar < 0)
                p.never = true; /* its own barrier: the caller cannot wait on it */
        }
        add_pending(sum, p);
    }
}

static void forget_since(unsigned since)
{
    for (TmaSum *s = summaries; s; s = s->next)
        if (s->state == 2 && s->seq > since) {
            s->state = 0;
            s->n = s->nnamed = s->nwait = 0;
            s->too_many = s->waits_any = false;
        }
}

/*
 * def's summary, computed once.  While it is computed a recursive call
 * reads what it holds so far; if that happened and the walk added to it,
 * the walk is repeated (summaries only grow, so this ends), and summaries
 * finished meanwhile, which may have read the smaller one, are redone.
 */
const TmaSum *tma_summary_of(Function *def)
{
    TmaSum *s = summaries;
    while (s && s->fn != def)
        s = s->next;
    if (!s) {
        s = NEW(TmaSum);
        s->fn = def;
        s->next = summaries;
        summaries = s;
    }
    if (s->state == 1) {
        s->read_early = true;
        return s;
    }
    if (s->state == 0) {
        unsigned start = done_seq;
        /* the copies and the waits only grow: each round but the last adds one at least */
        for (int round = 0; round <= 2 * MAX_PENDING + MAX_PROBES + 1; round++) {
            int before = s->n + s->nnamed + s->nwait + s->waits_any;
            s->state = 1;
            s->read_early = false;
            summarize(def, s);
            if (!s->read_early || s->n + s->nnamed + s->nwait + s->waits_any == before)
                break;
            forget_since(start);
        }
        s->state = 2;
        s->seq = ++done_seq;
    }
    return s;
}
