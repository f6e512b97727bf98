/*
 * sync_stable.c - may a partition in a loop skip ordering against its own
 * earlier iterations?
 *
 * Within one instance of PRISM_PARTITION each unit touches its own part of
 * the memory (the SPEC leaves overlap inside one instance to the user, and
 * P067 warns where it is provable).  Across iterations of an enclosing
 * loop that holds only if every unit touches the *same* part each time:
 * the offset and every address formed from the alias must not change from
 * one iteration to the next.  The CUDA tree reduction `w[0] += w[s]` with
 * `s` halving per iteration reads, in iteration k+1, the slot another
 * thread wrote in iteration k, so its partition must be ordered against
 * itself; `w[0] = f(k)` need not be.  The conservative build orders every
 * iteration (the scope's barriers), so a checked build that skipped it
 * would be less correct than the conservative one.
 *
 * Stable means: every variable an address through the alias reads (beyond
 * the alias itself) is declared inside the scope, or is neither declared
 * nor modified (assigned, incremented, address taken) inside any enclosing
 * loop.  A call that receives a pointer derived from the alias has every
 * argument counted as an address.  When in doubt the answer is "not
 * stable", which costs a barrier, never a race.
 *
 * The offset itself may change per iteration: the strided idiom `e = j +
 * tid; PRISM_PARTITION(y, x, THREAD(1), e)` with j stepping by the number
 * of threads gives every unit fresh elements each time.  That extends the
 * SPEC's assumption that one instance's units own disjoint parts to all
 * iterations of the loop; an offset that rotates one unit onto an element
 * another unit used in an earlier iteration (`(tid + k) % n`) is outside
 * it (docs/SYNC.md, limits).
 */
#include "sync.h"

enum { MAX_VARS = 64 };

typedef struct {
    Symbol *v[MAX_VARS];
    int n;
    bool overflow;
} VarSet;

static void add_var(VarSet *s, Symbol *sym)
{
    for (int i = 0; i < s->n; i++)
        if (s->v[i] == sym)
            return;
    if (s->n == MAX_VARS)
        s->overflow = true;
    else
        s->v[s->n++] = sym;
}

static void vars_of(Node *e, VarSet *s, int depth)
{
    if (!e || depth > LIMIT_NEST_DEPTH * 2) {
        if (e)
            s->overflow = true;
        return;
    }
    if (e->kind == ND_VAR && e->sym)
        add_var(s, e->sym);
    Node *kids[7];
    node_children(e, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        vars_of(kids[i], s, depth + 1);
    for (Node *a = NODE_GET(e, args); a; a = a->next)
        vars_of(a, s, depth + 1);
    for (Node *b = NODE_GET(e, body); b; b = b->next)
        vars_of(b, s, depth + 1);
}

/* Is the pointer expression `p` based on the alias (y, y + k, &y[i], (T *)y...)? */
static bool based_on(Node *p, Symbol *alias, int depth)
{
    if (!p || depth > LIMIT_NEST_DEPTH * 2)
        return false;
    switch (p->kind) {
    case ND_VAR:
        return p->sym == alias;
    case ND_CAST:
    case ND_ADDR:
    case ND_INDEX:
    case ND_MEMBER:
        return based_on(p->lhs, alias, depth + 1);
    case ND_ADD:
        return based_on(p->lhs, alias, depth + 1) || based_on(p->rhs, alias, depth + 1);
    case ND_SUB:
        return based_on(p->lhs, alias, depth + 1);
    case ND_COND:
        return based_on(p->then, alias, depth + 1) || based_on(p->els, alias, depth + 1);
    case ND_COMMA:
        return based_on(p->rhs, alias, depth + 1);
    default:
        return false;
    }
}

/* The variables every address through `alias` inside `n` reads. */
static void address_vars(Node *n, Symbol *alias, VarSet *s, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2) {
        if (n)
            s->overflow = true;
        return;
    }
    switch (n->kind) {
    case ND_INDEX:
    case ND_DEREF:
    case ND_ADD:
    case ND_SUB:
        if (based_on(n, alias, 0))
            vars_of(n, s, depth + 1);
        break;
    case ND_CALL:
    case ND_PRISM_CALL:
        for (Node *a = n->args; a; a = a->next)
            if (based_on(a, alias, 0)) {
                for (Node *b = n->args; b; b = b->next)
                    vars_of(b, s, depth + 1);
                break;
            }
        break;
    default:
        break;
    }
    Node *kids[7];
    node_children(n, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        address_vars(kids[i], alias, s, depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        address_vars(a, alias, s, depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        address_vars(b, alias, s, depth + 1);
}

/* Does `n` contain the node `x`? */
static bool contains(Node *n, Node *x, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2)
        return false;
    if (n == x)
        return true;
    Node *kids[7];
    node_children(n, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (contains(kids[i], x, depth + 1))
            return true;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (contains(a, x, depth + 1))
            return true;
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        if (contains(b, x, depth + 1))
            return true;
    return false;
}

/* Is `v` modified anywhere inside `n` (assignment, ++/--, address taken)? */
static bool modified_in(Node *n, Symbol *v, int depth)
{
    if (!n)
        return false;
    if (depth > LIMIT_NEST_DEPTH * 2)
        return true;
    switch (n->kind) {
    case ND_ASSIGN:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
    case ND_ADDR:
        if (n->lhs && n->lhs->kind == ND_VAR && n->lhs->sym == v)
            return true;
        break;
    case ND_ASM_OPERAND:
        if (n->is_output && n->lhs && n->lhs->kind == ND_VAR && n->lhs->sym == v)
            return true;
        break;
    default:
        break;
    }
    Node *kids[7];
    node_children(n, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (modified_in(kids[i], v, depth + 1))
            return true;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (modified_in(a, v, depth + 1))
            return true;
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        if (modified_in(b, v, depth + 1))
            return true;
    return false;
}

bool scope_stable_in(Node *scope, Node *const *loops, int nloops)
{
    if (!scope || scope->kind != ND_PARTITION)
        return true; /* claims and asyncs have no per-unit offset */
    VarSet s = {0};
    address_vars(scope->body, scope->sym, &s, 0);
    if (s.overflow)
        return false;
    for (int i = 0; i < s.n; i++) {
        Symbol *v = s.v[i];
        if (v == scope->sym || (v->decl && contains(scope->body, v->decl, 0)))
            continue;
        for (int l = 0; l < nloops; l++)
            if ((v->decl && contains(loops[l], v->decl, 0)) || modified_in(loops[l], v, 0))
                return false;
    }
    return true;
}
