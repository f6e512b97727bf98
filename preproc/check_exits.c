/*
 * check_exits.c - P090: control that leaves a Prism scope early.
 *
 * Every Prism scope ends with its barrier (or the one the sync planner
 * places there), and the DSL builds each scope from one-shot for loops, so
 * a break, continue, return or goto out of a body would skip the barrier
 * and, inside a split, silently leave the arm instead of the loop the
 * programmer meant.  Jumps that stay inside the innermost scope are fine.
 */
#include "check_internal.h"

#include <string.h>

static bool is_scope(Node *n)
{
    switch (n->kind) {
    case ND_GROUP:
    case ND_SPLIT:
    case ND_SPLIT_CASE:
    case ND_PARTITION:
    case ND_CLAIM:
    case ND_ASYNC:
        return true;
    default:
        return false;
    }
}

static const char *scope_name(Node *n)
{
    /* The shorthand as written: PRISM_ONE is a split's arm, and says so (red team h8). */
    if (n->tok && n->tok->len > 6 && !strncmp(n->tok->loc, "PRISM_", 6))
        return tok_str(n->tok);
    switch (n->kind) {
    case ND_GROUP:
        return "PRISM_GROUP";
    case ND_SPLIT:
        return "PRISM_SPLIT";
    case ND_SPLIT_CASE:
        return "PRISM_CASE";
    case ND_PARTITION:
        return "PRISM_PARTITION";
    case ND_CLAIM:
        return "PRISM_CLAIM";
    default:
        return "PRISM_ASYNC";
    }
}

/* Labels and the innermost scope around each, for gotos; and, to see the
 * loops a backward goto makes, each label's and each shared allocation's
 * place in the walk (both walks number the nodes alike). */
typedef struct {
    Node **label, **scope;
    int *order;
    int n, cap;
    Node **shared, **shared_scope;
    int *shared_order;
    int nshared, cap_shared;
    int next; /* the walk's counter */
} Labels;

typedef struct {
    Node *scope;            /* innermost Prism scope, NULL at function level */
    Node *jumps[64];        /* loops and switches entered since that scope */
    int njumps;
    Labels *labels;
    bool collect;           /* first walk: record labels only */
} Exits;

static void exits_walk(Exits *x, Node *n);

static void exits_list(Exits *x, Node *n)
{
    for (; n; n = n->next)
        exits_walk(x, n);
}

static void leave(Exits *x, Node *n, const char *what)
{
    diag(DIAG_ERROR, n->tok, "P090",
         "'%s' leaves the %s scope from inside: the threads that take it skip the code the scope's unit runs "
         "together after it (its end, and the barriers and collectives that follow)",
         what, scope_name(x->scope));
    note(x->scope->tok, "the %s begins here", scope_name(x->scope));
}

static bool entered(Exits *x, Node *target)
{
    for (int i = 0; i < x->njumps; i++)
        if (x->jumps[i] == target)
            return true;
    /* Past the table's depth we cannot tell: stay quiet rather than guess. */
    return x->njumps >= 64;
}

static int label_index(Exits *x, Node *label)
{
    for (int i = 0; i < x->labels->n; i++)
        if (x->labels->label[i] == label)
            return i;
    return -1;
}

static Node *label_scope(Exits *x, Node *label)
{
    int i = label_index(x, label);
    return i < 0 ? NULL : x->labels->scope[i];
}

/*
 * A goto back to a label makes a loop: a PRISM_SHARED between the two, in
 * the label's own scope (no PRISM_GROUP between frees it each time round),
 * takes new memory every round, as in a for loop (P053, SPEC 6.2).
 */
static void goto_loop_allocations(Exits *x, Node *go, int here)
{
    int i = label_index(x, go->target);
    if (i < 0 || x->labels->order[i] > here)
        return; /* a forward jump */
    Labels *l = x->labels;
    for (int k = 0; k < l->nshared; k++)
        if (l->shared_scope[k] == l->scope[i] && l->shared_order[k] > l->order[i] && l->shared_order[k] < here) {
            Node *sh = l->shared[k];
            diag(DIAG_ERROR, sh->tok, "P053",
                 "shared allocation '%s' in a loop made by 'goto %.*s' takes new memory every round; allocate it "
                 "before the label",
                 sh->sym && sh->sym->name ? sh->sym->name : "?", go->target->name ? go->target->name->len : 1,
                 go->target->name ? go->target->name->loc : "?");
            note(go->tok, "the loop goes back from here");
        }
}

static void grow(Node ***a, Node ***b, int **o, int n, int *cap)
{
    if (n < *cap)
        return;
    int c = *cap ? *cap * 2 : 16;
    Node **na = NEW_ARRAY(Node *, c), **nb = NEW_ARRAY(Node *, c);
    int *no = NEW_ARRAY(int, c);
    for (int i = 0; i < n; i++)
        na[i] = (*a)[i], nb[i] = (*b)[i], no[i] = (*o)[i];
    *a = na, *b = nb, *o = no, *cap = c;
}

static void exits_walk(Exits *x, Node *n)
{
    if (!n)
        return;
    if (n->kind == ND_UNSAFE) {
        /* Trusted for its values, not for its jumps: one out of a scope is a jump out of the scope. */
        exits_walk(x, n->body);
        return;
    }
    int here = x->labels->next++;
    if (is_scope(n)) {
        Exits inner = *x;
        inner.scope = n;
        inner.njumps = 0;
        exits_walk(&inner, n->body);
        return;
    }
    switch (n->kind) {
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
    case ND_SWITCH: {
        Exits inner = *x;
        if (inner.njumps < 64)
            inner.jumps[inner.njumps++] = n;
        exits_walk(&inner, n->init);
        exits_walk(&inner, n->body);
        return;
    }
    case ND_BREAK:
    case ND_CONTINUE:
        if (!x->collect && x->scope && n->target && !entered(x, n->target))
            leave(x, n, n->kind == ND_BREAK ? "break" : "continue");
        return;
    case ND_RETURN:
        if (!x->collect && x->scope)
            leave(x, n, "return");
        return;
    case ND_GOTO:
        if (!x->collect && n->target)
            goto_loop_allocations(x, n, here);
        if (!x->collect && n->target && label_scope(x, n->target) != x->scope) {
            if (x->scope)
                leave(x, n, "goto");
            else
                diag(DIAG_ERROR, n->tok, "P090", "'goto' jumps into a Prism scope, past its start");
        }
        return;
    case ND_LABEL:
        if (x->collect) {
            Labels *l = x->labels;
            grow(&l->label, &l->scope, &l->order, l->n, &l->cap);
            l->label[l->n] = n;
            l->order[l->n] = here;
            l->scope[l->n++] = x->scope;
        }
        exits_walk(x, n->body);
        return;
    case ND_SHARED:
        if (x->collect) {
            Labels *l = x->labels;
            grow(&l->shared, &l->shared_scope, &l->shared_order, l->nshared, &l->cap_shared);
            l->shared[l->nshared] = n;
            l->shared_order[l->nshared] = here;
            l->shared_scope[l->nshared++] = x->scope;
        }
        return;
    case ND_BLOCK:
        exits_list(x, n->body);
        return;
    case ND_IF:
        exits_walk(x, n->then);
        exits_walk(x, n->els);
        return;
    case ND_CASE:
    case ND_DEFAULT:
        /* A label of a switch outside the innermost scope: the switch jumps
         * into the scope, past its start, as a goto would. */
        if (!x->collect && x->scope && n->target && !entered(x, n->target)) {
            diag(DIAG_ERROR, n->tok, "P090", "'%s' label inside a %s of its switch: the switch jumps into the scope, "
                 "past its start", n->kind == ND_CASE ? "case" : "default", scope_name(x->scope));
            note(x->scope->tok, "the %s begins here", scope_name(x->scope));
        }
        exits_walk(x, n->body);
        return;
    default:
        return; /* expressions: GNU statement expressions are not scanned */
    }
}

void check_exits(Function *fn)
{
    Labels labels = {0};
    Exits x = {.labels = &labels, .collect = true};
    exits_walk(&x, fn->body);
    x.collect = false;
    labels.next = 0;
    exits_walk(&x, fn->body);
}

/* ---- loops made by goto -------------------------------------------------- */

typedef struct {
    Node *stmt;     /* the statement asked about */
    int stmt_at;    /* its position in a pre-order walk; -1 not met yet */
    int pos;
    Node *labels[64];
    int label_at[64];
    int nlabels;
    bool looped;
} GotoLoop;

static void goto_loop_walk(GotoLoop *g, Node *n, int depth)
{
    for (; n && !g->looped && depth < LIMIT_NEST_DEPTH * 2; n = n->next) {
        int here = g->pos++;
        if (n == g->stmt)
            g->stmt_at = here;
        if (n->kind == ND_LABEL && g->nlabels < 64) {
            g->labels[g->nlabels] = n;
            g->label_at[g->nlabels++] = here;
        }
        if (n->kind == ND_GOTO && g->stmt_at >= 0)
            for (int i = 0; i < g->nlabels; i++)
                if (g->labels[i] == n->target && g->label_at[i] <= g->stmt_at)
                    g->looped = true; /* back from after stmt to a label before it */
        Node *kids[7];
        node_children(n, kids);
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            if (kids[i])
                goto_loop_walk(g, kids[i], depth + 1);
        goto_loop_walk(g, NODE_GET(n, body), depth + 1);
    }
}

/*
 * Does a backward goto make a loop around `stmt` in `body`: a label at or
 * before it and a goto to that label after it?  SPEC 6.2 counts such a
 * loop as a loop (P053 above); the grid-level reuse rule needs it too
 * (P066, adv_own_grid_goto_retry).
 */
bool in_goto_loop(Node *body, Node *stmt)
{
    GotoLoop g = {stmt, -1, 0, {0}, {0}, 0, false};
    goto_loop_walk(&g, body, 0);
    return g.looped;
}
