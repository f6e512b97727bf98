/*
 * atomic_reach.c - the memory a function's atomics may update, for the
 * reads through pointers to const of SPEC 5.2.
 *
 * SPEC 5.2 types a read through a pointer to const as the meet of pointer
 * and index because the memory is not written while it is readable as
 * const.  Atomics break that promise without any ownership scope: another
 * arm of a split, another warp running the same helper, or a callee may
 * add to the location while this unit reads it, and each thread sees its
 * own value (adv_uni_const_view_atomic_arm, adv_uni_warp_call_const_atomic).
 * So the checker gathers, once per function, every name an atomic of the
 * function may update - its own atomics, and the arguments a callee's
 * atomics may reach, transitively - and a const read through a name that
 * may alias one of them is thread[1].  Flow-insensitive on purpose: units
 * of one function run at once, and loops repeat, so an atomic written
 * after the read may still run concurrently with it.
 */
#include "check_internal.h"
#include "sync.h"

#define MAX_CALL_DEPTH 32
#define ALL_PARAMS (~(uint64_t)0)

/* What the atomics of a function may update. */
typedef struct {
    Symbol **roots; /* names an atomic's address derives from */
    int n, cap;
    bool opaque;  /* one of them is memory from outside (a global, a device function's parameter) */
    bool kparams; /* one of them is a kernel's grid[1] pointer parameter (named in roots) */
    bool unknown; /* an atomic whose address the checker cannot name */
} Reach;

static Function *cur_fn;
static bool computed;
static Reach reach;

void atomic_reach_start(Function *fn)
{
    cur_fn = fn;
    computed = false;
    /* The list lives in the arena, which is freed after each input file:
     * keeping it across functions wrote into the next file's tree (a run
     * over many files crashed). */
    reach.roots = NULL;
    reach.n = reach.cap = 0;
    reach.opaque = reach.kparams = reach.unknown = false;
}

static void push_root(Symbol *s)
{
    for (int i = 0; i < reach.n; i++)
        if (reach.roots[i] == s)
            return;
    if (reach.n == reach.cap) {
        int nc = reach.cap ? reach.cap * 2 : 16;
        Symbol **t = NEW_ARRAY(Symbol *, nc);
        for (int i = 0; i < reach.n; i++)
            t[i] = reach.roots[i];
        reach.roots = t;
        reach.cap = nc;
    }
    reach.roots[reach.n++] = s;
}

/*
 * Memory the function did not allocate itself: a parameter, a global, or
 * a local pointer whose value comes from nowhere the alias graph sees.  Two
 * such names may point into one buffer (a caller may pass one array twice).
 */
/* An array defined const (static const int t[4]): no code may write it, an atomic least of all. */
static bool const_object(Symbol *r)
{
    return r->is_cuda_constant || (r->ty && r->ty->kind == TY_ARRAY && r->ty->base && r->ty->base->is_const);
}

static bool opaque_root(Symbol *r)
{
    if (r->kind == SYM_SHARED || r->kind == SYM_ALIAS || const_object(r))
        return false;
    if (r->kind == SYM_PARAM || r->is_global || r->is_extern || r->is_cuda_shared)
        return true;
    if (is_local_array(r))
        return false;
    return !r->aux || !((SymInfo *)r->aux)->derives;
}

/*
 * A kernel's grid[1] pointer parameters are distinct buffers: keeping them
 * apart is the launch's contract, as CUDA's __restrict__ says (docs/SYNC.md
 * §1; the race detector checks it at run time).  A config read through
 * `const int *cfg` stays uniform while atomics update `int *counts`.
 */
static bool kernel_grid_param(Symbol *r)
{
    if (!cur_fn || cur_fn->kind != FN_KERNEL || r->kind != SYM_PARAM)
        return false;
    for (Param *pa = cur_fn->params; pa; pa = pa->next)
        if (pa->sym == r)
            return pa->persp.level == PL_GRID;
    return false;
}

/* Every name s may point into, a scope's alias standing also for what it narrows. */
static void each_root(Symbol *s, void (*fn)(Symbol *r, void *arg), void *arg)
{
    for (int guard = 0; s && guard < 64; guard++) {
        int n;
        Symbol **rs = alias_roots(s, &n);
        fn(s, arg);
        for (int i = 0; i < n; i++)
            fn(rs[i], arg);
        Symbol *next = NULL;
        for (int i = 0; i < n; i++)
            if (rs[i]->kind == SYM_ALIAS && rs[i]->hides)
                next = rs[i]->hides;
        s = s->kind == SYM_ALIAS && s->hides ? s->hides : next;
    }
}

static void add_root(Symbol *r, void *arg)
{
    (void)arg;
    push_root(r);
    if (opaque_root(r)) {
        if (kernel_grid_param(r))
            reach.kparams = true;
        else
            reach.opaque = true;
    }
}

static void add_source(Symbol *src, void *arg)
{
    (void)arg;
    each_root(src, add_root, NULL);
}

/* ---- callees: which parameters their atomics may update ---------------- */

static uint64_t callee_mask(Function *f, bool *outside, Function **stack, int nstack);

/* The parameters of f, and whether globals, named in e (an argument handed on). */
static uint64_t params_named(Function *f, Node *e, bool *outside)
{
    if (!e)
        return 0;
    uint64_t m = 0;
    if (e->kind == ND_VAR && e->sym) {
        int i = fn_param_index(f, e->sym);
        if (i >= 0 && i < 64)
            m |= (uint64_t)1 << i;
        else if (e->sym->is_global || e->sym->is_extern || e->sym->is_cuda_shared)
            *outside = true;
        else if (e->sym->kind == SYM_VAR && !is_local_array(e->sym))
            return ALL_PARAMS; /* a local pointer: whatever it was given */
    }
    Node *kids[7];
    node_children(e, kids);
    for (int i = 0; i < 7; i++)
        m |= params_named(f, kids[i], outside);
    for (Node *a = NODE_GET(e, args); a; a = a->next)
        m |= params_named(f, a, outside);
    return m;
}

typedef struct {
    Function *f;
    uint64_t mask;
    bool *outside;
    Function **stack;
    int nstack;
} Scan;

static void scan_callee(Scan *s, Node *n);

static void scan_callee_list(Scan *s, Node *n)
{
    for (; n; n = n->next)
        scan_callee(s, n);
}

static void scan_callee_call(Scan *s, Node *n)
{
    if (n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && is_atomic_name(n->lhs->tok)) {
        s->mask |= params_named(s->f, n->args, s->outside);
        return;
    }
    Function *g = acc_callee_of(n);
    if (!g)
        return;
    bool out = false;
    uint64_t gm = callee_mask(g, &out, s->stack, s->nstack);
    *s->outside |= out;
    int i = 0;
    for (Node *a = n->args; a; a = a->next, i++)
        if (i >= 64 || (gm >> i & 1u))
            s->mask |= params_named(s->f, a, s->outside);
}

static void scan_callee(Scan *s, Node *n)
{
    if (!n)
        return;
    if (n->kind == ND_CALL || n->kind == ND_PRISM_CALL)
        scan_callee_call(s, n);
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        scan_callee(s, kids[i]);
    scan_callee_list(s, NODE_GET(n, args));
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        scan_callee_list(s, NODE_GET(n, body));
    else
        scan_callee(s, NODE_GET(n, body));
}

/*
 * The parameters of f through which an atomic of f or of its callees may
 * update memory (bit i: parameter i); *outside when one may update a
 * global.  Deep or unreadable chains count as every parameter.
 */
static uint64_t callee_mask(Function *f, bool *outside, Function **stack, int nstack)
{
    f = acc_definition_of(f);
    if (!f || !f->body)
        return 0; /* no body: a library routine, or an unsafe signature trusted as written */
    for (int i = 0; i < nstack; i++)
        if (stack[i] == f)
            return 0; /* recursion: what the other calls decide */
    if (nstack >= MAX_CALL_DEPTH) {
        *outside = true;
        return ALL_PARAMS;
    }
    stack[nstack] = f;
    Scan s = {f, 0, outside, stack, nstack + 1};
    scan_callee(&s, f->body);
    return s.mask;
}

/* ---- the function itself ------------------------------------------------- */

static void scan_fn(Node *n);

static void scan_fn_list(Node *n)
{
    for (; n; n = n->next)
        scan_fn(n);
}

static bool pointer_node(Node *e)
{
    return e && e->ty && (e->ty->kind == TY_PTR || e->ty->kind == TY_ARRAY);
}

/* The memory at addr: an atomic's address, or (handed) an argument a callee's atomic may update through. */
static void atomic_target(Node *addr, bool handed)
{
    Symbol *b = addr ? base_symbol(addr) : NULL;
    if (!b) {
        reach.unknown |= !handed || pointer_node(addr);
        return;
    }
    if (handed && !alias_is_ptr_sym(b) && !b->is_global && !b->is_cuda_shared)
        return; /* a value, not an address */
    each_root(b, add_root, NULL);
    alias_sources(addr, true, add_source, NULL);
}

static void scan_fn_call(Node *n)
{
    if (n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && is_atomic_name(n->lhs->tok)) {
        atomic_target(n->args, false);
        return;
    }
    Function *g = acc_callee_of(n);
    if (!g)
        return;
    Function *stack[MAX_CALL_DEPTH];
    bool outside = false;
    uint64_t gm = callee_mask(g, &outside, stack, 0);
    reach.opaque |= outside;
    int i = 0;
    for (Node *a = n->args; a; a = a->next, i++)
        if (i >= 64 || (gm >> i & 1u))
            atomic_target(a, true);
}

static void scan_fn(Node *n)
{
    if (!n)
        return;
    if (n->kind == ND_CALL || n->kind == ND_PRISM_CALL)
        scan_fn_call(n);
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        scan_fn(kids[i]);
    scan_fn_list(NODE_GET(n, args));
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        scan_fn_list(NODE_GET(n, body));
    else
        scan_fn(NODE_GET(n, body));
}

typedef struct {
    bool hit;
} Hit;

static void test_root(Symbol *r, void *arg)
{
    Hit *h = arg;
    if (h->hit)
        return;
    for (int i = 0; i < reach.n; i++)
        if (reach.roots[i] == r) {
            h->hit = true;
            return;
        }
    /* Memory from outside may be any outside memory, but for two kernel parameters. */
    if (opaque_root(r) && (reach.opaque || (reach.kparams && !kernel_grid_param(r))))
        h->hit = true;
}

bool atomic_may_update(Node *base)
{
    if (!cur_fn)
        return false;
    if (!computed) {
        computed = true;
        scan_fn(cur_fn->body);
    }
    if (reach.n == 0 && !reach.unknown && !reach.opaque)
        return false;
    Symbol *s = base_symbol(base);
    if (s && !alias_is_ptr_sym(s) && !s->is_global && !s->is_cuda_shared)
        return false; /* a value handed to a call, not memory */
    if (!s || reach.unknown)
        return true;
    if (const_object(s))
        return false; /* device code cannot write __constant__ or const-defined memory, atomics included */
    Hit h = {false};
    each_root(s, test_root, &h);
    return h.hit;
}
