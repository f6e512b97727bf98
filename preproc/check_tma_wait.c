/*
 * check_tma_wait.c - P139: a buffer a TMA fills is not used until a wait on
 * the copy's mbarrier (SPEC 8.2).
 *
 * A bulk copy completes through its mbarrier's transaction count: a block
 * barrier neither waits for it nor makes its bytes visible, so the
 * barriers the checker places between the filling thread and the readers
 * order nothing.  Along every path from a copy to a use of its
 * destination, some thread of the block has to wait on the copy's
 * mbarrier (the block's barriers then carry the wait to the others).
 *
 * The walk is forward over the function, the state being the copies still
 * in flight (a bit each): the two sides of a branch or of a `&&` join to
 * the union, a loop is iterated until its head's state stops growing, a
 * break or continue takes its state to the loop's exit or head, a goto to
 * its label (the function is walked again until the labels' states stop
 * changing), the arms of a split each start from the state before it.
 * A wait clears the copies on the same mbarrier array (its base name:
 * which element is not followed, so a double buffer's `&bar[k % 2]` waits
 * for `&bar[(k + 1) % 2]`'s copy); a copy whose mbarrier has no base name
 * is cleared by any wait.  A local pointer to a barrier stands for every
 * value it is given (tma_bars.c): a copy on one that may name two barriers
 * is two copies, one on each, and a wait through one clears only when it
 * names one barrier.  Pipeline stages are the pipeline's (P130-P132).
 *
 * Calls are followed through a summary of the callee (tma_summary.c):
 * the copies into memory its caller can reach (a parameter, a __shared__
 * variable of the file) still in flight where it returns, each with the
 * parameter (or name) of its mbarrier, and the barriers (parameters,
 * names of the file) it waits on along every path to its return.  At a
 * call the waits come first, each a wait on the argument's mbarrier as a
 * direct wait on it would be (one through a local that may name two
 * clears nothing), then each copy is a copy into the argument's buffer on
 * the argument's mbarrier, issued by the call.  A callee that waits
 * before it returns leaves no copy; a recursive call reads the summary
 * computed so far, and the callee is walked again until it stops growing.
 */
#include "tma_wait.h"
#include "sync.h"

#include <string.h>

typedef TmaWalk W;

static bool name_starts(const Node *call, const char *prefix)
{
    if (!call || call->kind != ND_CALL || !call->lhs || call->lhs->kind != ND_VAR || !call->lhs->tok ||
        call_target((Node *)call))
        return false;
    size_t n = strlen(prefix);
    return (size_t)call->lhs->tok->len >= n && memcmp(call->lhs->tok->loc, prefix, n) == 0;
}

bool tma_is_bulk_copy(const Node *n)
{
    return name_starts(n, "prism_tma_") || name_starts(n, "prism_bulk_") || name_starts(n, "cp_async_bulk");
}

bool tma_is_wait(const Node *n)
{
    return name_starts(n, "prism_mbarrier_wait");
}

Node *tma_nth_arg(Node *call, int i)
{
    Node *a = call->args;
    for (; a && i > 0; i--)
        a = a->next;
    return a;
}

static Set *label_in(W *w, Node *label)
{
    for (int i = 0; i < w->nlabel; i++)
        if (w->label[i].label == label)
            return &w->label[i].in;
    if (w->nlabel == MAX_LABELS) {
        w->capped = true;
        return NULL;
    }
    w->label[w->nlabel].label = label;
    w->label[w->nlabel].in = 0;
    return &w->label[w->nlabel++].in;
}

static Loop *loop_of(W *w, Node *stmt)
{
    for (int i = w->nloop - 1; i >= 0; i--)
        if (w->loop[i].stmt == stmt)
            return &w->loop[i];
    return NULL;
}

static Set flow(W *w, Node *n, Set s);
static Set flow_kids(W *w, Node *n, Set s);

/* Does a name, or the address it was made from, point into buf? */
static bool points_into(W *w, Symbol *s, Symbol *buf, int depth)
{
    if (alias_may_derive(s, buf))
        return true;
    /* A scope's name is its source's memory: a claim's or a partition's copy fills the buffer it hides (red team d2). */
    if (s->kind == SYM_ALIAS && s->hides && depth < 8 && points_into(w, s->hides, buf, depth + 1))
        return true;
    for (int i = 0; depth < 8 && i < w->nderived; i++)
        if (w->derived[i].sym == s && points_into(w, w->derived[i].from, buf, depth + 1))
            return true;
    return false;
}

/*
 * The name an address expression is made from: p, p + i, &p[i], casts of
 * them, prism_wgmma_desc(p, sw).  Computing an address reads nothing; what
 * is done with it later is a use of the name it is stored in.
 */
static Node *addr_root(Node *e, int depth)
{
    if (!e || depth > 16)
        return NULL;
    switch (e->kind) {
    case ND_VAR:
        return e;
    case ND_CAST:
        return addr_root(e->lhs, depth + 1);
    case ND_ADD: {
        Node *r = addr_root(e->lhs, depth + 1);
        return r ? r : addr_root(e->rhs, depth + 1);
    }
    case ND_SUB:
        return addr_root(e->lhs, depth + 1);
    case ND_ADDR:
        return e->lhs && e->lhs->kind == ND_INDEX ? addr_root(e->lhs->lhs, depth + 1) : NULL;
    case ND_CALL:
        return name_starts(e, "prism_wgmma_desc") ? addr_root(e->args, depth + 1) : NULL;
    default:
        return NULL;
    }
}

/* `dst = address`: dst derives from the address's name, which the store itself does not use. */
static Set flow_store(W *w, Symbol *dst, Node *value, Set s)
{
    Node *root = addr_root(value, 0);
    if (!root || !root->sym || !dst)
        return flow(w, value, s);
    if (w->nderived < MAX_SHARED)
        w->derived[w->nderived++] = (Derived){dst, root->sym};
    Node *saved = w->skip;
    w->skip = root;
    s = flow(w, value, s);
    w->skip = saved;
    return s;
}

/* A use of sym at tok (reported once per key) while copies into what it points to may be in flight. */
static void use_sym(W *w, Symbol *sym, Token *tok, Node *key, Set s)
{
    if (w->quiet)
        return;
    for (int i = 0; i < w->ncopy; i++) {
        if (!(s & ((Set)1 << i)) || !w->copy[i].buf || !points_into(w, sym, w->copy[i].buf, 0))
            continue;
        w->said |= (Set)1 << i;
        for (int j = 0; j < w->nreported; j++)
            if (w->reported[j] == key)
                return;
        if (w->nreported < MAX_REPORTED)
            w->reported[w->nreported++] = key;
        Copy *c = &w->copy[i];
        bool named = c->bar && !c->never;
        diag(DIAG_ERROR, tok, "P139",
             "'%s' is used while the TMA that fills %s%s%s may still be in flight: no prism_mbarrier_wait on "
             "%s%s%s comes between them on this path, and a block barrier does not wait for a copy",
             sym->name, sym != c->buf ? "'" : "it", sym != c->buf ? c->buf->name : "", sym != c->buf ? "'" : "",
             named ? "'" : "its mbarrier", named ? c->bar->name : "", named ? "'" : "");
        if (key->kind != ND_VAR)
            note(tok, "the function called here uses '%s' by name", sym->name);
        if (tma_is_bulk_copy(c->call))
            note(c->call->lhs->tok, "the TMA that fills it");
        else
            note(c->call->tok, "the TMA that fills it is issued in this call, which returns without waiting for it");
        return;
    }
}

static void use(W *w, Node *var, Set s)
{
    if (var != w->skip)
        use_sym(w, var->sym, var->tok, var, s);
}

static Set flow_list(W *w, Node *n, Set s)
{
    for (; n; n = n->next)
        s = flow(w, n, s);
    return s;
}

/* Copy call's bit for a fill of buf on bar, added to s. */
static Set issue(W *w, Node *call, Symbol *buf, Symbol *bar, bool never, Set s)
{
    int k = 0;
    while (k < w->ncopy && !(w->copy[k].call == call && w->copy[k].buf == buf && w->copy[k].bar == bar &&
                             w->copy[k].never == never))
        k++;
    if (k == w->ncopy) {
        if (w->ncopy == MAX_COPIES) {
            /* Dropped, a copy would never be waited for: say so rather than accept. */
            if (!w->quiet && !w->said_cap)
                diag(DIAG_ERROR, call->tok, "P139",
                     "more bulk copies (by call, buffer and mbarrier) than the check follows in one function "
                     "(%d): split the function",
                     MAX_COPIES);
            w->said_cap = w->capped = true;
            return s;
        }
        w->copy[w->ncopy++] = (Copy){call, buf, bar, never};
    }
    return s | (Set)1 << k;
}

/* A fill of what dst points to on the mbarriers bars (none: any wait): one copy per barrier it may be. */
static Set issue_into(W *w, Node *call, Symbol *dst, Symbol **bars, int nbars, bool never, Set s)
{
    for (int i = 0; dst && i < w->nshared; i++) {
        Symbol *buf = w->shared[i];
        if (!points_into(w, dst, buf, 0) || pipe_of_stage(buf))
            continue;
        if (nbars == 0)
            return issue(w, call, buf, NULL, never, s);
        for (int b = 0; b < nbars; b++)
            s = issue(w, call, buf, bars[b], never, s);
        return s;
    }
    return s;
}

/* A copy: its other arguments are read first, then it is in flight. */
static Set flow_copy(W *w, Node *call, Set s)
{
    for (Node *a = call->args ? call->args->next : NULL; a; a = a->next)
        s = flow(w, a, s);
    Node *bar = name_starts(call, "prism_tma_load") ? tma_nth_arg(call, 6) : NULL;
    Symbol *bars[MAX_BARS];
    int nbars = bar ? tma_bars_of(&w->bars, bar, bars, MAX_BARS) : 0;
    return issue_into(w, call, base_symbol(call->args), bars, nbars, false, s);
}

/*
 * A wait clears the copies on the barrier it names.  Through a local that
 * may name several it clears none of theirs (it waits on one of them); an
 * mbarrier with no name at all clears every copy, and a copy with none is
 * cleared by any wait.
 */
static Set wait_on(W *w, Symbol **bars, int n, Set s)
{
    for (int i = 0; i < w->ncopy; i++)
        if (n == 0 || (!w->copy[i].never && (!w->copy[i].bar || (n == 1 && w->copy[i].bar == bars[0]))))
            s &= ~((Set)1 << i);
    return s;
}

static Set flow_wait(W *w, Node *call, Set s)
{
    s = flow_list(w, call->args, s);
    Symbol *bars[MAX_BARS];
    int n = call->args ? tma_bars_of(&w->bars, call->args, bars, MAX_BARS) : 0;
    return wait_on(w, bars, n, s);
}

/* The barriers a wait of a callee's summary is on, at its call: as a wait on the argument would name them. */
int tma_waited_bars(W *w, Node *call, const Waited *wt, Symbol **bars)
{
    if (wt->par < 0) {
        bars[0] = wt->sym;
        return 1;
    }
    Node *arg = tma_nth_arg(call, wt->par);
    return arg ? tma_bars_of(&w->bars, arg, bars, MAX_BARS) : -1;
}

/* The waits a callee makes on every path, as if made at its call. */
static Set call_waits(W *w, Node *call, const TmaSum *sum, Set s)
{
    for (int i = 0; i < sum->nwait; i++) {
        Symbol *bars[MAX_BARS];
        int n = tma_waited_bars(w, call, &sum->wait[i], bars);
        if (n >= 0)
            s = wait_on(w, bars, n, s);
    }
    for (int i = 0; sum->waits_any && i < w->ncopy; i++)
        if (!w->copy[i].never && !w->copy[i].bar)
            s &= ~((Set)1 << i);
    return s;
}


/*
 * A call whose callee returns with copies in flight issues them, into its
 * arguments' buffers; the callee's waits come before them (a copy it
 * leaves in flight was issued after its last wait on that barrier).
 */
static Set flow_call(W *w, Node *call, Set s)
{
    const TmaSum *sum = tma_callee_summary(call);
    if (sum && sum->too_many && !w->quiet)
        diag(DIAG_ERROR, call->tok, "P139",
             "'%.*s' leaves more bulk copies in flight, or names more __shared__ buffers, than the check follows "
             "(%d each): wait for its copies before it returns",
             sum->fn->name ? sum->fn->name->len : 10, sum->fn->name ? sum->fn->name->loc : "the callee", MAX_PENDING);
    for (int i = 0; sum && i < sum->nnamed; i++)
        use_sym(w, sum->named[i], call->tok, call, s);
    if (sum)
        s = call_waits(w, call, sum, s);
    for (int i = 0; sum && i < sum->n; i++) {
        const Pending *p = &sum->v[i];
        Node *dst = p->dst >= 0 ? tma_nth_arg(call, p->dst) : NULL;
        Symbol *dsym = p->dst >= 0 ? (dst ? base_symbol(dst) : NULL) : p->dst_sym;
        Symbol *bars[MAX_BARS];
        int nbars = 0;
        if (p->bar >= 0) {
            Node *bar = tma_nth_arg(call, p->bar);
            nbars = bar ? tma_bars_of(&w->bars, bar, bars, MAX_BARS) : 0;
        } else if (p->bar_sym) {
            bars[nbars++] = p->bar_sym;
        }
        s = issue_into(w, call, dsym, bars, nbars, p->never, s);
    }
    return s;
}

/* A loop: its head's state is what enters it joined with what comes back, to a fixed point. */
static Set flow_loop(W *w, Node *n, Set s)
{
    if (w->nloop == MAX_LOOPS) {
        w->capped = true;
        return s;
    }
    Node *cond = NODE_GET(n, cond), *body = NODE_GET(n, body), *inc = NODE_GET(n, inc);
    if (n->kind == ND_FOR)
        s = flow(w, NODE_GET(n, init), s);
    Set head = s, exit = 0;
    for (int iter = 0; iter < MAX_COPIES + 2; iter++) {
        Loop *l = &w->loop[w->nloop++];
        *l = (Loop){n, 0, 0};
        Set at_body = n->kind == ND_DO ? head : flow(w, cond, head);
        Set after = flow(w, body, at_body) | w->loop[w->nloop - 1].cont;
        Set back = n->kind == ND_DO ? flow(w, cond, after) : flow(w, inc, after);
        Set brk = w->loop[w->nloop - 1].brk;
        w->nloop--;
        /* the loop ends when its condition fails (never without one) or at a break */
        exit = brk | (cond ? (n->kind == ND_DO ? back : at_body) : 0);
        if ((head | back) == head)
            break;
        head |= back;
    }
    return exit;
}

static Set flow_switch(W *w, Node *n, Set s)
{
    if (w->nloop == MAX_LOOPS) {
        w->capped = true;
        return s;
    }
    s = flow(w, NODE_GET(n, cond), s);
    w->loop[w->nloop++] = (Loop){n, 0, s}; /* cont: the state every case label starts from */
    Set out = flow(w, NODE_GET(n, body), 0);
    Loop *l = &w->loop[--w->nloop];
    return out | l->brk | s; /* no case taken (a default, or not) */
}

static Set flow(W *w, Node *n, Set s)
{
    if (!n || n->kind == ND_UNSAFE)
        return s;
    PipeScope *ps = pipe_scope_of(n);
    if (ps && ps->produce)
        return s; /* the pipeline's own copies and barriers */
    switch (n->kind) {
    case ND_SIZEOF:
    case ND_ALIGNOF:
        return s; /* not evaluated: neither a use nor a wait (red team rt36, tma_sizeof_wait) */
    case ND_VAR:
        if (n->sym && s)
            use(w, n, s);
        return s;
    case ND_CALL:
        if (tma_is_bulk_copy(n) && n->args)
            return flow_copy(w, n, s);
        if (tma_is_wait(n))
            return flow_wait(w, n, s);
        return flow_call(w, n, flow_kids(w, n, s));
    case ND_PRISM_CALL:
        return flow_call(w, n, flow_kids(w, n, s));
    case ND_DECLARATOR:
        return NODE_GET(n, init) && n->init->kind != ND_INIT_LIST ? flow_store(w, n->sym, n->init, s)
                                                                   : flow(w, NODE_GET(n, init), s);
    case ND_ASSIGN:
        if (n->op == ND_ASSIGN && n->lhs && n->lhs->kind == ND_VAR)
            return flow_store(w, n->lhs->sym, n->rhs, s);
        break;
    case ND_CAST:
        if (n->ty && n->ty->kind == TY_VOID && n->lhs && n->lhs->kind == ND_VAR)
            return s; /* (void)p: nothing is read */
        break;
    case ND_IF:
    case ND_COND: {
        s = flow(w, NODE_GET(n, cond), s);
        return flow(w, NODE_GET(n, then), s) | flow(w, NODE_GET(n, els), s);
    }
    case ND_LOGAND:
    case ND_LOGOR:
        s = flow(w, n->lhs, s);
        return s | flow(w, n->rhs, s);
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
        return flow_loop(w, n, s);
    case ND_SWITCH:
        return flow_switch(w, n, s);
    case ND_CASE:
    case ND_DEFAULT: {
        Loop *l = loop_of(w, n->target);
        return flow(w, NODE_GET(n, body), s | (l ? l->cont : 0));
    }
    case ND_BREAK:
    case ND_CONTINUE: {
        Loop *l = loop_of(w, n->target);
        if (l && n->kind == ND_BREAK)
            l->brk |= s;
        else if (l && l->stmt->kind != ND_SWITCH)
            l->cont |= s;
        return 0;
    }
    case ND_GOTO: {
        Set *in = n->target ? label_in(w, n->target) : NULL;
        if (in && (*in | s) != *in) {
            *in |= s;
            w->label_grew = true;
        }
        return 0;
    }
    case ND_LABEL: {
        Set *in = label_in(w, n);
        return flow(w, NODE_GET(n, body), s | (in ? *in : 0));
    }
    case ND_RETURN:
        w->exit |= flow(w, NODE_GET(n, lhs), s);
        return 0;
    case ND_SPLIT: {
        /* Each arm starts from the state before the split; after it, any
         * arm's state.  A wait in an arm for a copy from before the split
         * does not count after it: the barrier that orders the block's reads
         * after the copy may stand before the split, when the arm reads the
         * buffer itself, and so before the wait (red team rt16 found the race
         * when rt15's over-rejection was lifted). */
        Node *b = NODE_GET(n, body);
        Set out = s;
        for (Node *a = b && b->kind == ND_BLOCK ? b->body : b; a; a = b && b->kind == ND_BLOCK ? a->next : NULL)
            out |= flow(w, a, s);
        return out;
    }
    default:
        break;
    }
    return flow_kids(w, n, s);
}

/* Does some wait under root (or a callee's wait on every path) name copy k's mbarrier? */
typedef struct {
    W *w;
    int k;
    bool found;
} WaitSearch;

/* A for loop whose condition fails at its constant first value: for (int i = 0; i < 0; i++). */
static bool never_enters(Node *n)
{
    Node *init = NODE_GET(n, init), *cond = NODE_GET(n, cond);
    if (n->kind != ND_FOR || !init || init->kind != ND_DECL || !init->body || init->body->kind != ND_DECLARATOR ||
        !cond || !cond->lhs || cond->lhs->kind != ND_VAR || cond->lhs->sym != init->body->sym)
        return false;
    int64_t a, b;
    if (!NODE_GET(init->body, init) || !const_eval(init->body->init, &a) || !const_eval(cond->rhs, &b))
        return false;
    switch (cond->kind) {
    case ND_LT: return !(a < b);
    case ND_LE: return !(a <= b);
    case ND_GT: return !(a > b);
    case ND_GE: return !(a >= b);
    default: return false;
    }
}

static void find_wait(WaitSearch *ws, Node *n, int depth)
{
    W *w = ws->w;
    Set bit = (Set)1 << ws->k;
    if (!n || ws->found || depth > LIMIT_NEST_DEPTH * 4 || n->kind == ND_UNSAFE || n->kind == ND_SIZEOF ||
        n->kind == ND_ALIGNOF)
        return; /* sizeof's operand is never evaluated (red team rt36) */
    if (n->kind == ND_CALL && tma_is_wait(n)) {
        Symbol *bars[MAX_BARS];
        int nb = n->args ? tma_bars_of(&w->bars, n->args, bars, MAX_BARS) : 0;
        ws->found = wait_on(w, bars, nb, bit) == 0;
    } else if (n->kind == ND_CALL || n->kind == ND_PRISM_CALL) {
        const TmaSum *sum = tma_callee_summary(n);
        ws->found = sum && call_waits(w, n, sum, bit) == 0;
    }
    /* Code a constant condition never runs (`if (0)`, `while (0)`, `0 && ...`) holds no wait. */
    int64_t c;
    Node *cond = NODE_GET(n, cond);
    bool known = cond && const_eval(cond, &c);
    if ((known && !c && (n->kind == ND_WHILE || n->kind == ND_FOR)) || never_enters(n)) {
        find_wait(ws, NODE_GET(n, init), depth + 1);
        return;
    }
    if (known && (n->kind == ND_IF || n->kind == ND_COND)) {
        find_wait(ws, c ? NODE_GET(n, then) : NODE_GET(n, els), depth + 1);
        return;
    }
    if ((n->kind == ND_LOGAND || n->kind == ND_LOGOR) && n->lhs && const_eval(n->lhs, &c) &&
        (n->kind == ND_LOGAND ? !c : c)) {
        find_wait(ws, n->lhs, depth + 1);
        return;
    }
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        find_wait(ws, kids[i], depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        find_wait(ws, b, depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        find_wait(ws, a, depth + 1);
}

/*
 * A copy that may still be in flight where its buffer stops being the
 * buffer (the end of the statement list that allocates a PRISM_SHARED,
 * whose bytes the next group's allocations reuse; a kernel's end, after
 * which the block's shared memory is the next block's), with no wait
 * anywhere in that scope on its mbarrier: an abandoned prefetch writes
 * into bytes something else owns (red team rt35, tma_unwaited_reuse).  A
 * copy some wait in the scope names is left to the flow (a guarded
 * prefetch on the last round is the usual double buffer).
 */
static void in_flight_at_end(W *w, Symbol *buf, Set s, Node *scope, Token *at)
{
    for (int k = 0; !w->quiet && k < w->ncopy; k++) {
        const Copy *c = &w->copy[k];
        if (!(s >> k & 1) || (w->said >> k & 1) || !c->buf || c->never || (buf && c->buf != buf) ||
            (!buf && c->buf->kind == SYM_PARAM))
            continue;
        bool seen = false;
        for (int i = 0; i < w->nreported && !seen; i++)
            seen = w->reported[i] == c->call;
        WaitSearch ws = {w, k, false};
        find_wait(&ws, scope, 0);
        if (seen || ws.found)
            continue;
        if (w->nreported < MAX_REPORTED)
            w->reported[w->nreported++] = c->call;
        diag(DIAG_ERROR, at, "P139",
             buf ? "the scope that allocates '%s' ends with a TMA into it that no wait in the scope waits for: the "
                   "next allocations reuse its bytes while the copy may still land; wait on the copy's mbarrier "
                   "before the scope ends"
                 : "the kernel ends with a TMA into '%s' that no wait waits for: the block's shared memory goes to "
                   "the next block while the copy may still land; wait on the copy's mbarrier before the kernel ends",
             c->buf->name);
        note(c->call->tok, "the copy");
    }
}

/* The children in order: an assignment's value before its target. */
static Set flow_kids(W *w, Node *n, Set s)
{
    Node *kids[7];
    node_children(n, kids);
    if (n->kind == ND_ASSIGN && n->op == ND_ASSIGN) { /* the value first, then the target */
        Node *t = kids[0];
        kids[0] = kids[1];
        kids[1] = t;
    }
    for (int i = 0; i < 7; i++)
        s = flow(w, kids[i], s);
    s = flow_list(w, NODE_GET(n, body), s);
    for (Node *b = s ? NODE_GET(n, body) : NULL; b; b = b->next)
        if (b->kind == ND_SHARED && b->sym)
            in_flight_at_end(w, b->sym, s, n, b->tok);
    return flow_list(w, NODE_GET(n, args), s);
}

static void add_buf(W *w, Symbol *sym)
{
    for (int i = 0; i < w->nshared; i++)
        if (w->shared[i] == sym)
            return;
    if (w->nshared < MAX_SHARED)
        w->shared[w->nshared++] = sym;
}

const TmaSum *tma_callee_summary(Node *call)
{
    Function *def = acc_callee(call);
    return def && def->body && !def->is_unsafe ? tma_summary_of(def) : NULL;
}

static void add_shared(Node *n, void *arg)
{
    W *w = arg;
    if (tma_is_bulk_copy(n))
        w->has_copy = true;
    else if (tma_is_wait(n))
        w->has_wait = true;
    else if (n->kind == ND_CALL || n->kind == ND_PRISM_CALL) {
        /* a callee's copies are this function's; the file's buffers it names are its buffers too */
        const TmaSum *sum = tma_callee_summary(n);
        w->has_copy |= sum && sum->n > 0;
        w->has_wait |= sum && (sum->nwait > 0 || sum->waits_any);
        for (int i = 0; sum && i < sum->nnamed; i++)
            add_buf(w, sum->named[i]);
    }
    if (n->kind == ND_VAR && n->sym && (n->sym->kind == SYM_SHARED || n->sym->is_cuda_shared))
        add_buf(w, n->sym);
}

/*
 * Walk fn: its copies, and the ones in flight where it returns in w->exit.
 * With probe (a summary's walk), the barriers it may wait on for its
 * caller are probes in flight from its entry.  False: nothing to follow.
 */
bool tma_walk_function(W *w, Function *fn, bool quiet, bool probe)
{
    memset(w, 0, sizeof *w);
    w->fn = fn;
    w->quiet = quiet;
    node_visit(fn->body, LIMIT_NEST_DEPTH * 4, add_shared, w);
    /* A pointer parameter is memory its caller can reach: a copy into it is followed too. */
    for (Param *pa = fn->params; pa; pa = pa->next)
        if (pa->sym && pa->sym->ty && type_is_pointer(pa->sym->ty))
            add_buf(w, pa->sym);
    probe &= w->has_wait;
    if ((!w->nshared || !w->has_copy) && !probe)
        return false;
    tma_bars_scan(fn->body, &w->bars);
    Set entry = probe ? tma_seed_probes(w) : 0;
    /* A backward goto carries its state to an earlier label: walk again until the labels' states settle. */
    for (int pass = 0; pass < MAX_COPIES + 2; pass++) {
        w->label_grew = false;
        w->nloop = 0;
        w->exit |= flow(w, fn->body, entry);
        if (!w->label_grew)
            break;
    }
    if (fn->kind == FN_KERNEL && !w->label_grew)
        in_flight_at_end(w, NULL, w->exit, fn->body, fn->tok);
    w->capped |= w->label_grew;
    return true;
}

void check_tma_wait(Function *fn)
{
    static W w;
    if (fn->body)
        tma_walk_function(&w, fn, false, false);
}
