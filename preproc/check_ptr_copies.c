/*
 * check_ptr_copies.c - a writable pointer copied into memory by a call
 * (SPEC 6.1, P041).
 *
 * `z[0] = tp` is P041 at the store (check_store.c); a call can make the
 * same store: memcpy(&z[0], &tp, sizeof tp) copies tp's bytes, and a
 * helper whose body does `*dst = (uintptr_t)p` stores its argument.
 * Loaded back, either pointer has the perspective of the load, not an
 * owner.  So a call is read as the stores it makes:
 *
 *   - the memcpy family with a destination in memory stores the object its
 *     source names: `&x` (x itself) or a local array (its elements), as
 *     `*dst = x`; a source pointing into memory copies bytes loaded from
 *     memory, which are not followed (as for a store of a load);
 *   - a function with a body stores the arguments whose value its body
 *     puts into memory: through a store, a memcpy of the parameter's
 *     storage, or a call that does, followed through locals.
 *
 * A store through an argument that names a local (its address, a local
 * array, a pointer only ever at locals) puts the pointer in a holder,
 * which keeps its perspective: check_pointer_receiver's business.
 */
#include "check_internal.h"
#include "sync.h"

#include <string.h>

#define MAX_TAINT 64
#define MAX_DEPTH 4
#define ELSEWHERE 32 /* into[ELSEWHERE]: stored into memory no parameter points to */

/* For each parameter i, the parameters whose value a body stores through it. */
typedef struct {
    unsigned into[ELSEWHERE + 1];
} Stores;

static bool is_copy_fn(const char *s)
{
    return s && (!strcmp(s, "memcpy") || !strcmp(s, "memmove") || !strcmp(s, "__builtin_memcpy") ||
                 !strcmp(s, "__builtin_memmove"));
}

static const char *call_name(Node *call)
{
    return call && call->lhs && call->lhs->kind == ND_VAR ? tok_str(call->lhs->tok) : NULL;
}

/* What a copy's source argument names as the object copied, or NULL. */
static Node *copied_object(Node *src)
{
    if (!src || !out_receiver(src))
        return NULL;
    Node *e = src;
    while (e->kind == ND_CAST || e->kind == ND_COMMA)
        e = e->kind == ND_CAST ? e->lhs : e->rhs;
    return e->kind == ND_ADDR ? e->lhs : e;
}

/*
 * Does the argument name a local's storage: `&x`, a local array, or a
 * local pointer every address of which is a local's (`int **pp = slots`)?
 * What is stored there stays in the thread's registers: the local is a
 * holder (check_pointer_receiver, SPEC 6.1), not memory.
 */
static bool names_local(Node *arg)
{
    if (out_receiver(arg))
        return true;
    Symbol *s = base_symbol(arg);
    if (!s || s->kind != SYM_VAR || s->is_global || s->is_cuda_shared || s->is_static)
        return false;
    int n;
    Symbol **rs = alias_roots(s, &n);
    if (!rs || n == 0)
        return false;
    for (int i = 0; i < n; i++) {
        Symbol *r = rs[i];
        if (r != s && !(r->kind == SYM_VAR && is_local_array(r)))
            return false;
    }
    return true;
}

/* Locals of one body, each with the parameters its value may come from. */
typedef struct {
    Function *fn;
    Symbol *sym[MAX_TAINT];
    unsigned from[MAX_TAINT];
    int n;
    bool grew;
    Stores st;
    int depth;
} Taint;

typedef struct {
    Taint *t;
    unsigned mask;
} MaskArg;

static void mask_cb(Symbol *src, void *arg)
{
    MaskArg *m = arg;
    for (int i = 0; i < m->t->n; i++)
        if (m->t->sym[i] == src)
            m->mask |= m->t->from[i];
}

static unsigned mask_of(Taint *t, Node *value)
{
    MaskArg m = {t, 0};
    alias_sources(value, false, mask_cb, &m);
    return m.mask;
}

static void taint(Taint *t, Symbol *s, unsigned mask)
{
    if (!s || !mask)
        return;
    for (int i = 0; i < t->n; i++)
        if (t->sym[i] == s) {
            t->grew |= (t->from[i] | mask) != t->from[i];
            t->from[i] |= mask;
            return;
        }
    if (t->n < MAX_TAINT) {
        t->sym[t->n] = s;
        t->from[t->n++] = mask;
        t->grew = true;
    } else {
        t->st.into[ELSEWHERE] |= mask; /* past the table: count it as stored */
    }
}

/* `mask`'s parameters stored through the pointer `dst`: into a local (a holder), or memory. */
static void store_through(Taint *t, Node *dst, unsigned mask)
{
    if (!mask)
        return;
    Symbol *local = out_receiver(dst);
    if (local) {
        taint(t, local, mask);
        return;
    }
    unsigned d = mask_of(t, dst);
    for (int i = 0; i < ELSEWHERE; i++)
        if (d >> i & 1u)
            t->st.into[i] |= mask;
    if (!d)
        t->st.into[ELSEWHERE] |= mask;
}

/* The pointer an lvalue stores through, or NULL for a local's own storage. */
static Node *store_base(Node *lv)
{
    while (lv && ((lv->kind == ND_MEMBER && !lv->arrow) || lv->kind == ND_CAST))
        lv = lv->lhs;
    if (lv && (lv->kind == ND_DEREF || lv->kind == ND_INDEX || lv->kind == ND_MEMBER))
        return lv->lhs;
    return NULL;
}

static Stores stored_params(Function *fn, int depth);

/* A call in the body: a copy, or a callee that stores its arguments. */
static void taint_call(Taint *t, Node *call)
{
    Node *args[ELSEWHERE];
    int n = 0;
    for (Node *a = call->args; a && n < ELSEWHERE; a = a->next)
        args[n++] = a;
    if (is_copy_fn(call_name(call))) {
        Node *obj = n >= 2 ? copied_object(args[1]) : NULL;
        if (obj)
            store_through(t, args[0], mask_of(t, obj));
        return;
    }
    Function *f = acc_callee_of(call);
    if (!f)
        return;
    Stores cs = stored_params(f, t->depth + 1);
    for (int i = 0; i <= ELSEWHERE; i++) {
        unsigned m = 0;
        for (int j = 0; j < n; j++)
            if (cs.into[i] >> j & 1u)
                m |= mask_of(t, args[j]);
        if (i < n)
            store_through(t, args[i], m);
        else if (i == ELSEWHERE && m)
            t->st.into[ELSEWHERE] |= m;
    }
}

static void taint_walk(Taint *t, Node *n, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH || n->kind == ND_UNSAFE)
        return;
    if (n->kind == ND_ASSIGN && n->lhs) {
        Symbol *h = alias_holder(n->lhs);
        unsigned m = mask_of(t, n->rhs);
        Node *base = h ? NULL : store_base(n->lhs);
        if (h)
            taint(t, h, m);
        else if (base)
            store_through(t, base, m);
        else if (m)
            t->st.into[ELSEWHERE] |= m;
    } else if (n->kind == ND_DECLARATOR && n->init) {
        taint(t, n->sym, mask_of(t, n->init));
    } else if (n->kind == ND_CALL) {
        taint_call(t, n);
    }
    taint_walk(t, NODE_GET(n, lhs), depth + 1);
    taint_walk(t, NODE_GET(n, rhs), depth + 1);
    taint_walk(t, NODE_GET(n, cond), depth + 1);
    taint_walk(t, NODE_GET(n, then), depth + 1);
    taint_walk(t, NODE_GET(n, els), depth + 1);
    taint_walk(t, NODE_GET(n, init), depth + 1);
    taint_walk(t, NODE_GET(n, inc), depth + 1);
    bool list = n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR;
    for (Node *b = NODE_GET(n, body); b; b = list ? b->next : NULL)
        taint_walk(t, b, depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        taint_walk(t, a, depth + 1);
}

/* Which parameters' values (bit j: the j-th) fn's body stores through which. */
static Stores stored_params(Function *fn, int depth)
{
    Function *def = fn ? acc_definition_of(fn) : NULL;
    Taint t = {0};
    if (!def || !def->body || def->is_unsafe || depth > MAX_DEPTH)
        return t.st;
    t.fn = def;
    t.depth = depth;
    int i = 0;
    for (Param *p = def->params; p && i < 32; p = p->next, i++)
        taint(&t, p->sym, 1u << i);
    for (int round = 0; round < 8; round++) {
        t.grew = false;
        taint_walk(&t, def->body, 0);
        if (!t.grew)
            break;
    }
    return t.st;
}

/*
 * A call of a plain function (or the memcpy family) that stores a
 * writable pointer into memory: P041 on the argument that carries it.
 */
void check_copied_pointers(Ctx *c, Node *call, Function *fn)
{
    if (c->poisoned || call->kind != ND_CALL)
        return;
    Node *a0 = call->args;
    if (is_copy_fn(call_name(call))) {
        Node *obj = a0 && a0->next ? copied_object(a0->next) : NULL;
        if (obj && !names_local(a0))
            check_pointer_escape(obj, name_token(obj));
        return;
    }
    /* Through an argument naming a local, the local receives it (check_pointer_receiver). */
    Stores st = stored_params(fn, 0);
    unsigned m = st.into[ELSEWHERE];
    int i = 0;
    for (Node *a = a0; a && i < ELSEWHERE; a = a->next, i++)
        if (!names_local(a))
            m |= st.into[i];
    i = 0;
    for (Node *a = a0; a && i < ELSEWHERE; a = a->next, i++)
        if ((m >> i & 1u) && check_pointer_escape(a, name_token(a)))
            return;
    /* A local receiving an argument's value (`setp(&p, &rounds)`): the
     * address of a broader local in a narrower pointer (check_local_addr.c). */
    i = 0;
    for (Node *a = a0; a && i < ELSEWHERE; a = a->next, i++) {
        Symbol *recv = st.into[i] ? out_receiver(a) : NULL;
        if (!recv || recv->poisoned || !alias_holds_address(recv))
            continue;
        int j = 0;
        for (Node *v = a0; v && j < ELSEWHERE; v = v->next, j++)
            if ((st.into[i] >> j & 1u) && v != a && check_local_address(c, recv, sym_persp(c, recv), v, name_token(a)))
                return;
    }
}
