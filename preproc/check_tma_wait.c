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
 * is cleared by any wait.  Pipeline stages are the pipeline's (P130-P132).
 */
#include "check_internal.h"

#include <string.h>

#define MAX_COPIES 32
#define MAX_SHARED 64
#define MAX_LOOPS 64
#define MAX_LABELS 64
#define MAX_REPORTED 64

typedef uint32_t Set; /* bit i: copy i may still be in flight */

typedef struct {
    Node *call;
    Symbol *buf; /* the shared buffer it fills */
    Symbol *bar; /* its mbarrier's base name; NULL: any wait */
} Copy;

typedef struct {
    Node *stmt;    /* the loop or switch */
    Set brk, cont; /* the states its breaks and continues carry */
} Loop;

typedef struct {
    Symbol *sym, *from;
} Derived;

typedef struct {
    Symbol *shared[MAX_SHARED];
    int nshared;
    Copy copy[MAX_COPIES];
    int ncopy;
    Loop loop[MAX_LOOPS];
    int nloop;
    struct {
        Node *label;
        Set in;
    } label[MAX_LABELS];
    int nlabel;
    bool label_grew;
    bool has_copy; /* the function issues a bulk copy at all */
    Node *reported[MAX_REPORTED];
    int nreported;
    /* Names declared or assigned from an address into a buffer (a pointer, a wgmma descriptor): using one uses it. */
    Derived derived[MAX_SHARED];
    int nderived;
    Node *skip; /* the root of the address being stored: not a use */
} W;

static bool name_starts(const Node *call, const char *prefix)
{
    if (!call || call->kind != ND_CALL || !call->lhs || call->lhs->kind != ND_VAR || !call->lhs->tok ||
        call_target((Node *)call))
        return false;
    size_t n = strlen(prefix);
    return (size_t)call->lhs->tok->len >= n && memcmp(call->lhs->tok->loc, prefix, n) == 0;
}

static bool is_bulk_copy(const Node *n)
{
    return name_starts(n, "prism_tma_") || name_starts(n, "prism_bulk_") || name_starts(n, "cp_async_bulk");
}

static bool is_wait(const Node *n)
{
    return name_starts(n, "prism_mbarrier_wait");
}

static Node *nth_arg(Node *call, int i)
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
    if (w->nlabel == MAX_LABELS)
        return NULL;
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

/* Does a name, or the address it was made from, point into buf? */
static bool points_into(W *w, Symbol *s, Symbol *buf, int depth)
{
    if (alias_may_derive(s, buf))
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

/* A use of a name while copies into what it points to may be in flight. */
static void use(W *w, Node *var, Set s)
{
    if (var == w->skip)
        return;
    for (int i = 0; i < w->ncopy; i++) {
        if (!(s & (1u << i)) || !points_into(w, var->sym, w->copy[i].buf, 0))
            continue;
        for (int j = 0; j < w->nreported; j++)
            if (w->reported[j] == var)
                return;
        if (w->nreported < MAX_REPORTED)
            w->reported[w->nreported++] = var;
        diag(DIAG_ERROR, var->tok, "P139",
             "'%s' is used while the TMA that fills %s%s%s may still be in flight: no prism_mbarrier_wait on "
             "%s%s%s comes between them on this path, and a block barrier does not wait for a copy",
             var->sym->name, var->sym != w->copy[i].buf ? "'" : "it",
             var->sym != w->copy[i].buf ? w->copy[i].buf->name : "", var->sym != w->copy[i].buf ? "'" : "",
             w->copy[i].bar ? "'" : "its mbarrier", w->copy[i].bar ? w->copy[i].bar->name : "",
             w->copy[i].bar ? "'" : "");
        note(w->copy[i].call->lhs->tok, "the TMA that fills it");
        return;
    }
}

static Set flow_list(W *w, Node *n, Set s)
{
    for (; n; n = n->next)
        s = flow(w, n, s);
    return s;
}

/* A copy: its other arguments are read first, then it is in flight. */
static Set flow_copy(W *w, Node *call, Set s)
{
    for (Node *a = call->args ? call->args->next : NULL; a; a = a->next)
        s = flow(w, a, s);
    Symbol *dst = base_symbol(call->args);
    Node *bar = nth_arg(call, 6);
    for (int i = 0; dst && i < w->nshared; i++) {
        Symbol *buf = w->shared[i];
        if (!alias_may_derive(dst, buf) || pipe_of_stage(buf))
            continue;
        int k = 0;
        while (k < w->ncopy && w->copy[k].call != call)
            k++;
        if (k == w->ncopy) {
            if (w->ncopy == MAX_COPIES)
                return s;
            w->copy[w->ncopy++] = (Copy){call, buf, name_starts(call, "prism_tma_load") && bar ? base_symbol(bar) : NULL};
        }
        s |= 1u << k;
        break;
    }
    return s;
}

static Set flow_wait(W *w, Node *call, Set s)
{
    s = flow_list(w, call->args, s);
    Symbol *bar = call->args ? base_symbol(call->args) : NULL;
    for (int i = 0; i < w->ncopy; i++)
        if (!w->copy[i].bar || !bar || w->copy[i].bar == bar)
            s &= ~(1u << i);
    return s;
}

/* A loop: its head's state is what enters it joined with what comes back, to a fixed point. */
static Set flow_loop(W *w, Node *n, Set s)
{
    if (w->nloop == MAX_LOOPS)
        return s;
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
    if (w->nloop == MAX_LOOPS)
        return s;
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
    case ND_VAR:
        if (n->sym && s)
            use(w, n, s);
        return s;
    case ND_CALL:
        if (is_bulk_copy(n) && n->args)
            return flow_copy(w, n, s);
        if (is_wait(n))
            return flow_wait(w, n, s);
        break;
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
        flow(w, NODE_GET(n, lhs), s);
        return 0;
    case ND_SPLIT: {
        /* each arm starts from the state before the split; after it, any arm's state */
        Node *b = NODE_GET(n, body);
        Set out = s;
        for (Node *a = b && b->kind == ND_BLOCK ? b->body : b; a; a = b && b->kind == ND_BLOCK ? a->next : NULL)
            out |= flow(w, a, s);
        return out;
    }
    default:
        break;
    }
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
    return flow_list(w, NODE_GET(n, args), s);
}

static void add_shared(Node *n, void *arg)
{
    W *w = arg;
    if (is_bulk_copy(n))
        w->has_copy = true;
    if (n->kind != ND_VAR || !n->sym || !(n->sym->kind == SYM_SHARED || n->sym->is_cuda_shared))
        return;
    for (int i = 0; i < w->nshared; i++)
        if (w->shared[i] == n->sym)
            return;
    if (w->nshared < MAX_SHARED)
        w->shared[w->nshared++] = n->sym;
}

void check_tma_wait(Function *fn)
{
    static W w;
    if (!fn->body)
        return;
    memset(&w, 0, sizeof w);
    node_visit(fn->body, LIMIT_NEST_DEPTH * 4, add_shared, &w);
    if (!w.nshared || !w.has_copy)
        return;
    /* A backward goto carries its state to an earlier label: walk again until the labels' states settle. */
    for (int pass = 0; pass < MAX_COPIES + 2; pass++) {
        w.label_grew = false;
        w.nloop = 0;
        flow(&w, fn->body, 0);
        if (!w.label_grew)
            break;
    }
}
