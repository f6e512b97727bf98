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

/* Labels and the innermost scope around each, for gotos. */
typedef struct {
    Node **label, **scope;
    int n, cap;
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
    diag(DIAG_ERROR, n->tok, "P090", "'%s' leaves the %s scope without its barrier", what, scope_name(x->scope));
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

static Node *label_scope(Exits *x, Node *label)
{
    for (int i = 0; i < x->labels->n; i++)
        if (x->labels->label[i] == label)
            return x->labels->scope[i];
    return NULL;
}

static void exits_walk(Exits *x, Node *n)
{
    if (!n)
        return;
    if (n->kind == ND_UNSAFE)
        return;
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
            if (l->n == l->cap) {
                int cap = l->cap ? l->cap * 2 : 16;
                Node **a = NEW_ARRAY(Node *, cap), **b = NEW_ARRAY(Node *, cap);
                for (int i = 0; i < l->n; i++)
                    a[i] = l->label[i], b[i] = l->scope[i];
                l->label = a, l->scope = b, l->cap = cap;
            }
            l->label[l->n] = n;
            l->scope[l->n++] = x->scope;
        }
        exits_walk(x, n->body);
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
    exits_walk(&x, fn->body);
}
