/*
 * tma_bars.c - the mbarriers a barrier expression may name, for P139's
 * matching of a wait to a copy (SPEC 8.2).
 *
 * A copy and its wait are matched by the mbarrier's base name.  A local
 * pointer (`prism_mbarrier_t *full = &bars[s];`) names no barrier itself:
 * it stands for every value it is given anywhere in the function (taken
 * flow-insensitively, as P125 follows descriptors), each followed to its
 * own base name.  A local whose values cannot all be followed (a call's
 * result, an address taken, no value at all) stands for itself, which is
 * how every name was matched before locals were followed.  A pointer
 * parameter is followed the same way, and stands for its caller's value
 * (itself) as well: `bar = &own;` on one path leaves the caller's barrier
 * on the other.
 */
#include "check_internal.h"

#define MAX_DEPTH 8

static bool local_pointer(const Symbol *s)
{
    return s && (s->kind == SYM_VAR || s->kind == SYM_PARAM) && !s->is_global && s->ty && type_is_pointer(s->ty);
}

static void give(TmaBarTable *t, Symbol *sym, Node *value)
{
    if (t->n == t->cap) {
        int nc = t->cap ? t->cap * 2 : 16;
        TmaGiven *v = NEW_ARRAY(TmaGiven, nc);
        for (int i = 0; i < t->n; i++)
            v[i] = t->v[i];
        t->v = v;
        t->cap = nc;
    }
    t->v[t->n++] = (TmaGiven){sym, value};
}

static void scan(Node *n, void *arg)
{
    TmaBarTable *t = arg;
    if (n->kind == ND_DECLARATOR && local_pointer(n->sym) && NODE_GET(n, init) && n->init->kind != ND_INIT_LIST)
        give(t, n->sym, n->init);
    else if (n->kind == ND_ASSIGN && n->lhs && n->lhs->kind == ND_VAR && local_pointer(n->lhs->sym))
        /* `b += k` moves within the same array: its base name stays */
        give(t, n->lhs->sym, n->op == ND_ASSIGN ? n->rhs : n->lhs);
    else if (n->kind == ND_ADDR && n->lhs && n->lhs->kind == ND_VAR && local_pointer(n->lhs->sym))
        give(t, n->lhs->sym, NULL); /* &b: it may be stored through */
}

void tma_bars_scan(Node *body, TmaBarTable *t)
{
    *t = (TmaBarTable){0};
    if (body)
        node_visit(body, LIMIT_NEST_DEPTH * 4, scan, t);
}

static bool add(Symbol *s, Symbol **out, int *n, int max)
{
    for (int i = 0; i < *n; i++)
        if (out[i] == s)
            return true;
    if (*n == max)
        return false;
    out[(*n)++] = s;
    return true;
}

/* The names s may stand for, added to out; false if some value cannot be followed. */
static bool follow(const TmaBarTable *t, Symbol *s, Symbol **out, int *n, int max, int depth)
{
    /* A claim's or partition's name is the barrier it hides (red team d2: a copy on `b` of
     * PRISM_CLAIM(b, bar, ...) is waited for by a wait on `bar`). */
    while (s->kind == SYM_ALIAS && s->hides && depth++ <= MAX_DEPTH)
        s = s->hides;
    if (!local_pointer(s))
        return add(s, out, n, max);
    if (depth > MAX_DEPTH)
        return false;
    bool any = s->kind == SYM_PARAM; /* it holds its caller's value too */
    if (any && !add(s, out, n, max))
        return false;
    for (int i = 0; i < t->n; i++) {
        if (t->v[i].sym != s)
            continue;
        Symbol *from = t->v[i].value ? base_symbol(t->v[i].value) : NULL;
        if (!from)
            return false;
        any = true;
        if (from != s && !follow(t, from, out, n, max, depth + 1))
            return false;
    }
    return any;
}

int tma_bars_of(const TmaBarTable *t, Node *bar, Symbol **out, int max)
{
    Symbol *s = bar ? base_symbol(bar) : NULL;
    if (!s || max < 1)
        return 0;
    int n = 0;
    if (!follow(t, s, out, &n, max, 0) || n == 0) {
        out[0] = s;
        return 1;
    }
    return n;
}
