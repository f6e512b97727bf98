/*
 * check_bounds.c - P055: constant pointer arithmetic that leaves a shared
 * allocation.
 *
 * Shared allocations are laid out back to back in one arena (SPEC 6.2), so
 * `stage1 - 128` is stage0's memory: a name the scope rules never see
 * hiding (P061 follows names, not addresses).  In C such arithmetic is
 * undefined anyway, so the checker rejects it where it can be sure: the
 * allocation's own name moved by integer constants (`a + k`, `a - k`,
 * `&a[k]`, chains of them) to an offset outside [0, count], or an element
 * `a[k]`, `*(a + k)` outside [0, count - 1], or `a[e]` whose every value is
 * outside it (range_of).  Other run-time offsets, copies of the name and
 * casts are not followed (SPEC 6.2).
 */
#include "check_internal.h"

#define BOUNDS_MAX_DEPTH (LIMIT_NEST_DEPTH * 4)

/* The allocation count of a PRISM_SHARED name, when known. */
static bool shared_count(Node *var, int64_t *count)
{
    Symbol *s = var && var->kind == ND_VAR && !var->poisoned ? var->sym : NULL;
    if (!s || s->kind != SYM_SHARED || s->poisoned || !s->decl || s->decl->kind != ND_SHARED || !s->decl->val_ok)
        return false;
    *count = s->decl->val;
    return true;
}

/* e is a shared allocation's name moved by constants: *off elements from its start. */
static bool name_offset(Node *e, Node **name, int64_t *off, int depth)
{
    int64_t k, base, count;
    if (!e || depth > BOUNDS_MAX_DEPTH)
        return false;
    switch (e->kind) {
    case ND_VAR:
        if (!shared_count(e, &count))
            return false;
        *name = e;
        *off = 0;
        return true;
    case ND_ADD:
        if (const_eval(e->rhs, &k) && name_offset(e->lhs, name, &base, depth + 1))
            return !__builtin_add_overflow(base, k, off);
        if (const_eval(e->lhs, &k) && name_offset(e->rhs, name, &base, depth + 1))
            return !__builtin_add_overflow(base, k, off);
        return false;
    case ND_SUB:
        return const_eval(e->rhs, &k) && name_offset(e->lhs, name, &base, depth + 1) &&
               !__builtin_sub_overflow(base, k, off);
    case ND_ADDR:
        return e->lhs && e->lhs->kind == ND_INDEX && const_eval(e->lhs->rhs, &k) &&
               name_offset(e->lhs->lhs, name, &base, depth + 1) && !__builtin_add_overflow(base, k, off);
    default:
        return false;
    }
}

/* The pointer operand of an address node, whose own offset was checked first. */
static Node *pointer_operand(Node *e)
{
    int64_t k;
    if (e->kind == ND_ADDR)
        return e->lhs->lhs;
    if (e->kind == ND_ADD && const_eval(e->lhs, &k) && !const_eval(e->rhs, &k))
        return e->rhs;
    return e->lhs;
}

static void report(Node *at, Node *name, int64_t off, int64_t count, bool element)
{
    const char *n = sym_name(name->sym);
    if (element)
        diag(DIAG_ERROR, at->tok, "P055",
             "element %lld of shared allocation '%s' is outside its %lld elements: it is another allocation's memory "
             "(or none)",
             (long long)off, n, (long long)count);
    else
        diag(DIAG_ERROR, at->tok, "P055",
             "address %lld elements from the start of shared allocation '%s' is outside it (0 to %lld): "
             "it points into another allocation's memory (or none)",
             (long long)off, n, (long long)count);
}

/* An address leaves [0, count]: reported where it first leaves, not at each step after. */
static bool check_address(Node *e)
{
    Node *name, *inner;
    int64_t off, prev, count;
    if ((e->kind != ND_ADD && e->kind != ND_SUB && !(e->kind == ND_ADDR && e->lhs && e->lhs->kind == ND_INDEX)) ||
        !name_offset(e, &name, &off, 0))
        return false;
    shared_count(name, &count);
    inner = pointer_operand(e);
    if ((off < 0 || off > count) && name_offset(inner, &name, &prev, 0) && prev >= 0 && prev <= count)
        report(e, name, off, count, false);
    return true;
}

/*
 * The least and greatest values a run-time index may take, where the
 * checker can bound them from below or above: constants, PRISM_ID (never
 * negative), a const local's initializer, + - of bounded terms, x % c and
 * x & c of a constant c >= 0 (a non-negative x gives [0, c - 1] and
 * [0, c]).  Unknown: [INT64_MIN, INT64_MAX].
 */
typedef struct {
    int64_t lo, hi;
} Range;

static const Range ANY = {INT64_MIN, INT64_MAX};

static Range range_of(Node *e, int depth)
{
    int64_t k;
    if (!e || depth > 32)
        return ANY;
    if (const_eval(e, &k))
        return (Range){k, k};
    switch (e->kind) {
    case ND_PRISM_ID:
        return (Range){0, INT64_MAX};
    case ND_CAST:
        return range_of(e->lhs, depth + 1);
    case ND_VAR: {
        Symbol *s = e->sym;
        Node *d = s ? s->decl : NULL;
        if (s && s->kind == SYM_VAR && s->ty && s->ty->is_const && d && d->kind == ND_DECLARATOR && d->init)
            return range_of(d->init, depth + 1);
        return ANY;
    }
    case ND_ADD:
    case ND_SUB: {
        Range a = range_of(e->lhs, depth + 1), b = range_of(e->rhs, depth + 1), r = ANY;
        if (e->kind == ND_SUB)
            b = (Range){b.hi == INT64_MAX ? INT64_MIN : b.hi == INT64_MIN ? INT64_MAX : -b.hi,
                        b.lo == INT64_MIN ? INT64_MAX : -b.lo};
        if (a.lo != INT64_MIN && b.lo != INT64_MIN && __builtin_add_overflow(a.lo, b.lo, &r.lo))
            r.lo = INT64_MIN;
        if (a.hi != INT64_MAX && b.hi != INT64_MAX && __builtin_add_overflow(a.hi, b.hi, &r.hi))
            r.hi = INT64_MAX;
        return r;
    }
    case ND_MOD:
    case ND_BITAND: {
        Range a = range_of(e->lhs, depth + 1);
        if (!const_eval(e->rhs, &k) || k <= 0 || a.lo < 0)
            return ANY;
        return (Range){0, e->kind == ND_MOD ? k - 1 : k};
    }
    default:
        return ANY;
    }
}

static void walk(Node *n, int depth)
{
    Node *name, *kids[7];
    int64_t off, k, count;
    if (!n || depth > BOUNDS_MAX_DEPTH || n->kind == ND_UNSAFE || n->poisoned)
        return;
    if (n->kind == ND_SIZEOF || n->kind == ND_ALIGNOF)
        return; /* not evaluated */
    if (n->kind == ND_INDEX && const_eval(n->rhs, &k) && name_offset(n->lhs, &name, &off, 0)) {
        shared_count(name, &count);
        /* Where the base already left the allocation, that is the error. */
        if (off >= 0 && off <= count && !__builtin_add_overflow(off, k, &off) && (off < 0 || off >= count))
            report(n, name, off, count, true);
    } else if (n->kind == ND_INDEX && name_offset(n->lhs, &name, &off, 0) && shared_count(name, &count) &&
               off >= 0 && off <= count) {
        /* A run-time index every value of which is outside (red team rt19:
         * A[NT + (t + 1) % NT] read B, the next allocation, with no barrier). */
        Range r = range_of(n->rhs, 0);
        int64_t lo, hi;
        bool past = r.lo != INT64_MIN && !__builtin_add_overflow(off, r.lo, &lo) && lo >= count;
        bool before = r.hi != INT64_MAX && !__builtin_add_overflow(off, r.hi, &hi) && hi < 0;
        if (past || before)
            diag(DIAG_ERROR, n->tok, "P055",
                 "every element index of shared allocation '%s' here is %s %lld, outside its %lld elements: it is "
                 "another allocation's memory (or none)",
                 sym_name(name->sym), past ? "at least" : "at most", (long long)(past ? lo : hi), (long long)count);
    }
    /* *(a + count) reads past the end; other offsets outside were reported at the address. */
    if ((n->kind == ND_DEREF || (n->kind == ND_MEMBER && n->arrow)) && name_offset(n->lhs, &name, &off, 0) &&
        shared_count(name, &count) && off == count)
        report(n, name, off, count, true);
    check_address(n);
    if (n->kind == ND_ADDR && n->lhs && (n->lhs->kind == ND_INDEX || n->lhs->kind == ND_DEREF)) {
        /* &a[k] and &*p are addresses (k == count allowed), not elements: walk past the access itself. */
        walk(n->lhs->lhs, depth + 1);
        walk(NODE_GET(n->lhs, rhs), depth + 1);
        return;
    }
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        walk(kids[i], depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        walk(b, depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        walk(a, depth + 1);
}

void check_bounds(Function *fn)
{
    walk(fn->body, 0);
}
