/*
 * check_undeclared.c - a name used where no declaration of it is in scope,
 * though the function declares it in another scope (`t` declared inside
 * a PRISM_GROUP and used in a partition's offset outside it; a counter
 * declared in narrower code and read after it).
 *
 * Names from system headers are unknown to the checker (it does not read
 * them), so an unknown name alone is no error here; gcc and nvcc report
 * it.  But a name the same function declares elsewhere is the user's own
 * variable out of its scope: its perspective is not known at the use, so
 * the rules that read it (P032's condition, P062's offset) would say
 * nothing, and the checker would accept what the compilers then refuse
 * (red team d1: the literal fixes of c15 and c28).
 */
#include <string.h>

#include "check_internal.h"

typedef struct {
    Symbol *decl[256];
    int ndecl;
    Node *callee[256];
    int ncallee;
} Names;

static void collect(Node *n, void *arg)
{
    Names *s = arg;
    bool declares = n->kind == ND_DECLARATOR || n->kind == ND_SHARED || n->kind == ND_PARTITION ||
                    n->kind == ND_CLAIM || n->kind == ND_ASYNC;
    if (declares && n->sym && n->sym->name && s->ndecl < 256)
        s->decl[s->ndecl++] = n->sym;
    if ((n->kind == ND_CALL) && n->lhs && s->ncallee < 256)
        s->callee[s->ncallee++] = n->lhs;
}

static bool is_callee(const Names *s, const Node *n)
{
    for (int i = 0; i < s->ncallee; i++)
        if (s->callee[i] == n)
            return true;
    return false;
}

static void report(Node *n, void *arg)
{
    Names *s = arg;
    if (n->kind != ND_VAR || n->sym || n->poisoned || !n->tok || is_callee(s, n))
        return;
    for (int i = 0; i < s->ndecl; i++) {
        Symbol *d = s->decl[i];
        if (strlen(d->name) != (size_t)n->tok->len || strncmp(d->name, n->tok->loc, (size_t)n->tok->len))
            continue;
        diag(DIAG_ERROR, n->tok, "P100", "'%s' is not declared in this scope", d->name);
        if (d->tok)
            note(d->tok, "'%s' is declared here, in a scope that does not enclose this use", d->name);
        diag_fix("declare it where both its uses can see it, at the perspective its value has (a value each "
                 "thread has is PRISM_AT(THREAD(1)) in the enclosing code)");
        return;
    }
}

void check_undeclared(Function *fn)
{
    Names s = {.ndecl = 0, .ncallee = 0};
    node_visit(fn->body, LIMIT_NEST_DEPTH * 4, collect, &s);
    if (s.ndecl)
        node_visit(fn->body, LIMIT_NEST_DEPTH * 4, report, &s);
}
