/*
 * sync_elements.c - does a loop touch one element of a buffer per round?
 *
 * A loop whose body applies an atomic to memory and also uses it plainly
 * is taken to use it after an atomic (the next round reads after this
 * round's atomic: SPEC 3.2, P108 at a helper's call).  Not when every
 * access of the buffer in the loop is at one element expression of the
 * loop's counter, a different element each round: an atomicCAS loop over
 * dst[0..3] reads each element before its own atomic, and no round reads
 * an element an earlier round updated (probe N, F8).  The order within a
 * round is the body's, checked as any body's.
 */
#include "check_internal.h"
#include "sync.h"

/* The counter of `for (...; ...; k++)` (or k--, k += c, k -= c with c a nonzero constant), or NULL. */
static Symbol *round_counter(Node *loop)
{
    Node *inc = loop->kind == ND_FOR ? NODE_GET(loop, inc) : NULL;
    if (!inc || !inc->lhs || inc->lhs->kind != ND_VAR || !inc->lhs->sym || inc->lhs->sym->kind != SYM_VAR)
        return NULL;
    int64_t c;
    if (inc->kind == ND_PREINC || inc->kind == ND_POSTINC || inc->kind == ND_PREDEC || inc->kind == ND_POSTDEC)
        return inc->lhs->sym;
    if (inc->kind == ND_ASSIGN && (inc->op == ND_ADD || inc->op == ND_SUB) && const_eval(inc->rhs, &c) && c != 0)
        return inc->lhs->sym;
    return NULL;
}

/* Is s assigned, stepped or given away by address in n? */
static bool steps_in(Node *n, const Symbol *s, int depth)
{
    for (; n && depth < LIMIT_NEST_DEPTH * 2; n = n->next) {
        bool step = n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC ||
                    n->kind == ND_POSTDEC || n->kind == ND_ADDR;
        if (step && n->lhs && n->lhs->kind == ND_VAR && n->lhs->sym == s)
            return true;
        Node *kids[7];
        node_children(n, kids);
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            if (kids[i] && steps_in(kids[i], s, depth + 1))
                return true;
        if (steps_in(NODE_GET(n, args), s, depth + 1) || steps_in(NODE_GET(n, body), s, depth + 1))
            return true;
    }
    return n != NULL;
}

static Node *strip_casts(Node *e)
{
    while (e && e->kind == ND_CAST)
        e = e->lhs;
    return e;
}

typedef struct {
    Node *loop;
    Symbol *root, *k;
    Node *elem; /* the one element expression, once one access is seen */
    bool ok;
} Rounds;

/*
 * The element a pointer expression points at: `&R[E]`, `R + E`, or a local
 * pointer never given another value, initialised so (`int *ai = (int
 * *)&dst[k]`).  NULL when it is anything else.
 */
static Node *element_of(Rounds *r, Node *p, int depth)
{
    p = strip_casts(p);
    if (!p || depth > 8)
        return NULL;
    /* The base as it is: a cast of it would change the element size. */
    if (p->kind == ND_ADDR && p->lhs && p->lhs->kind == ND_INDEX) {
        Node *b = p->lhs->lhs;
        return b && b->kind == ND_VAR && b->sym == r->root ? p->lhs->rhs : NULL;
    }
    if (p->kind == ND_ADD) {
        Node *b = p->lhs;
        return b && b->kind == ND_VAR && b->sym == r->root ? p->rhs : NULL;
    }
    Symbol *s = p->kind == ND_VAR ? p->sym : NULL;
    /* Declared in the loop: its value is this round's (one declared before would be one element). */
    if (!s || s->kind != SYM_VAR || s->is_global || s->is_static || s->stores || !s->decl ||
        s->decl->kind != ND_DECLARATOR || steps_in(r->loop, s, 0) || !node_holds(r->loop, s->decl, 0))
        return NULL;
    return element_of(r, s->decl->init, depth + 1);
}

/* One access of the root at element e: the same expression as every other one. */
static void see(Rounds *r, Node *e)
{
    if (!e)
        r->ok = false;
    else if (!r->elem)
        r->elem = e;
    else if (!expr_same(r->elem, e)) /* by spelling: a name's value before the loop is not its initialiser */
        r->ok = false;
}

static bool reaches_root(Rounds *r, Node *p)
{
    Symbol *root;
    return p && acc_resolve(p, &root, 0) == RES_ROOT && root == r->root;
}

typedef struct {
    Symbol *root;
    bool found;
} Finds;

static void finds_root(const SyncAcc *e, void *arg)
{
    Finds *f = arg;
    f->found |= e->root == f->root;
}

static void visit(Rounds *r, Node *n, int depth)
{
    for (; n && r->ok; n = n->next) {
        if (depth > LIMIT_NEST_DEPTH * 2) {
            r->ok = false;
            return;
        }
        if (n->kind == ND_GOTO) { /* a jump back would run part of a round again */
            r->ok = false;
            return;
        }
        if (n->kind == ND_ADDR && n->lhs && (n->lhs->kind == ND_INDEX || n->lhs->kind == ND_DEREF)) {
            /* an address, no access: its index may still read memory */
            visit(r, n->lhs->rhs, depth + 1);
            continue;
        }
        if ((n->kind == ND_INDEX || n->kind == ND_DEREF || (n->kind == ND_MEMBER && n->arrow)) &&
            reaches_root(r, n->lhs)) {
            int64_t z;
            if (n->kind == ND_INDEX && n->lhs->kind == ND_VAR && n->lhs->sym == r->root)
                see(r, n->rhs);
            else if (n->kind == ND_DEREF || (n->kind == ND_INDEX && const_eval(n->rhs, &z) && z == 0))
                see(r, element_of(r, n->lhs, 0));
            else
                r->ok = false;
        }
        if (n->kind == ND_CALL || n->kind == ND_PRISM_CALL) {
            Function *fn = acc_callee_of(n);
            bool atomic = !fn && n->kind == ND_CALL && n->lhs && n->lhs->kind == ND_VAR && is_atomic_name(n->lhs->tok);
            int i = 0;
            for (Node *a = n->args; a && r->ok; a = a->next, i++)
                if (reaches_root(r, a)) {
                    if (atomic && i == 0)
                        see(r, element_of(r, a, 0));
                    else
                        r->ok = false; /* a callee given it: its elements are not known here */
                }
            Finds f = {r->root, false};
            acc_call_named(n, finds_root, &f);
            if (f.found)
                r->ok = false;
        }
        Node *kids[7];
        node_children(n, kids);
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            if (kids[i])
                visit(r, kids[i], depth + 1);
        visit(r, NODE_GET(n, args), depth + 1);
        visit(r, NODE_GET(n, body), depth + 1);
    }
}

/* The same value in every round: a constant, or a name declared outside the loop that it never changes. */
static bool round_invariant(Node *loop, Node *e, Symbol *k)
{
    int64_t c;
    e = strip_casts(e);
    if (!e)
        return false;
    if (const_eval(e, &c))
        return true;
    Symbol *s = e->kind == ND_VAR ? e->sym : NULL;
    return s && s != k && (s->kind == SYM_VAR || s->kind == SYM_PARAM) && !steps_in(loop, s, 0) &&
           !(s->decl && node_holds(loop, s->decl, 0));
}

/* Is e the counter k plus or minus round-invariant terms: a different value each round? */
static bool round_injective(Node *loop, Node *e, Symbol *k)
{
    e = strip_casts(e);
    if (!e)
        return false;
    if (e->kind == ND_VAR)
        return e->sym == k;
    if (e->kind == ND_ADD)
        return (round_invariant(loop, e->rhs, k) && round_injective(loop, e->lhs, k)) ||
               (round_invariant(loop, e->lhs, k) && round_injective(loop, e->rhs, k));
    if (e->kind == ND_SUB)
        return round_invariant(loop, e->rhs, k) && round_injective(loop, e->lhs, k);
    return false;
}

bool acc_loop_per_element(Node *loop, Symbol *root)
{
    Symbol *k = loop && root ? round_counter(loop) : NULL;
    if (!k || steps_in(NODE_GET(loop, body), k, 0) || steps_in(NODE_GET(loop, cond), k, 0))
        return false;
    /* What the loop's start does to it comes before every round (an atomic there, then round 0's read). */
    Rounds start = {loop, root, k, NULL, true};
    visit(&start, NODE_GET(loop, init), 0);
    if (!start.ok || start.elem)
        return false;
    Rounds r = {loop, root, k, NULL, true};
    visit(&r, NODE_GET(loop, cond), 0);
    visit(&r, NODE_GET(loop, body), 0);
    return r.ok && r.elem && round_injective(loop, r.elem, k);
}
