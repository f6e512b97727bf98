/*
 * alias_closure.c - which names may point into the same memory: the
 * closure of the graph alias_graph.c builds.
 *
 * The address-carrying names a name may derive from are found on demand,
 * with an explicit work list (derivation chains can be as long as the
 * input), and cached per function walk: alias_scan starts a new epoch.
 * One function may spend ALIAS_WORK_LIMIT steps; past them the program is
 * rejected (P104) rather than checked slowly or unsoundly.
 */
#include <string.h>

#include "check_internal.h"

/* Closures are cached per function walk: a new scan starts a new epoch. */
static unsigned epoch, visit_gen;

/*
 * Closures are kept per symbol, so a pathological chain of N copies costs
 * N^2.  One function may spend this many steps; past them the program is
 * rejected (P104) rather than checked slowly or unsoundly.
 */
#define ALIAS_WORK_LIMIT 4000000L
static long work_left;
static Function *work_fn;

static bool spend(long steps)
{
    if (work_left < 0)
        return false;
    work_left -= steps;
    if (work_left >= 0)
        return true;
    diag(DIAG_ERROR, work_fn ? work_fn->tok : NULL, "P104",
         "pointer derivations in this function are too long to follow (more than %ld steps): split it",
         ALIAS_WORK_LIMIT);
    return false;
}

/* A new function's walk: its own budget, and every cached closure stale. */
void alias_closure_begin(Function *fn)
{
    work_left = ALIAS_WORK_LIMIT;
    work_fn = fn;
    epoch++;
}

static void push_sym(Symbol ***v, int *n, int *cap, Symbol *s)
{
    if (*n == *cap) {
        int nc = *cap ? *cap * 2 : 8;
        Symbol **t = NEW_ARRAY(Symbol *, nc);
        for (int i = 0; i < *n; i++)
            t[i] = (*v)[i];
        *v = t;
        *cap = nc;
    }
    (*v)[(*n)++] = s;
}

/* The address-carrying names s is or may derive from (s first if it is one). */
static Symbol **roots(Symbol *s, int *n)
{
    SymInfo *si = sym_info(s);
    if (si->closure_epoch != epoch && work_left < 0) {
        *n = 0;
        return NULL;
    }
    if (si->closure_epoch != epoch) {
        /* An explicit work list: derivation chains can be as long as the input.
         * Both lists start on the stack and only long ones go to the arena;
         * the roots kept are copied out at their exact length (most names
         * have one or none, and there is a list per name). */
        Symbol *work_small[32], *out_small[32];
        Symbol **out = out_small, **work = work_small;
        int nout = 0, capout = 32, nwork = 0, capwork = 32;
        visit_gen++;
        si->visit = visit_gen;
        push_sym(&work, &nwork, &capwork, s);
        while (nwork > 0 && spend(1)) {
            Symbol *t = work[--nwork];
            if (alias_is_ptr_sym(t))
                push_sym(&out, &nout, &capout, t);
            for (AliasEdge *e = ((SymInfo *)t->aux)->derives; e; e = e->next) {
                SymInfo *fi = sym_info(e->from);
                if (fi->visit != visit_gen) {
                    fi->visit = visit_gen;
                    push_sym(&work, &nwork, &capwork, e->from);
                }
            }
        }
        si->roots = NULL;
        if (nout > 0) {
            si->roots = NEW_ARRAY(Symbol *, nout);
            memcpy(si->roots, out, sizeof *out * (size_t)nout);
        }
        si->nroots = nout;
        si->closure_epoch = epoch;
    }
    *n = si->nroots;
    return si->roots;
}

bool alias_may_derive(Symbol *s, Symbol *root)
{
    if (s == root)
        return true;
    if (!s || !s->aux)
        return false;
    int n;
    Symbol **rs = roots(s, &n);
    for (int i = 0; i < n; i++)
        if (rs[i] == root)
            return true;
    return false;
}

/* The edge of a's derivation that leads to r (for the note). */
AliasEdge *alias_edge_towards(Symbol *a, Symbol *r)
{
    for (AliasEdge *e = a->aux ? ((SymInfo *)a->aux)->derives : NULL; e; e = e->next) {
        if (e->from == r)
            return e;
        int n;
        Symbol **rs = roots(e->from, &n);
        for (int i = 0; i < n; i++)
            if (rs[i] == r)
                return e;
    }
    return NULL;
}

/* A root a and b share, or NULL. */
Symbol *alias_shared_root(Symbol *a, Symbol *b)
{
    int na, nb;
    Symbol **ra = roots(a, &na);
    Symbol **rb = roots(b, &nb);
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++)
            if (ra[i] == rb[j])
                return ra[i];
    return NULL;
}

Symbol **alias_roots(Symbol *s, int *n)
{
    return roots(s, n);
}
