/*
 * check_reserved.c - names reserved for the code prism-check emits.
 *
 * The Prism headers define functions and objects for the checker's output
 * (the context and its accessors, the arena allocator, the barriers it
 * places, each kernel's body function).  The checker does not read the
 * headers' C, so a user naming one calls an undeclared function: a
 * barrier in the wrong group, a second copy of the arena, threadIdx under
 * another name, a kernel run by one warp, each with no check at all.
 * Outside PRISM_UNSAFE, and in any file that is not one of Prism's own
 * headers (pp_file_of()->is_lang), naming one is an error with the rule of
 * the check it escapes (reserved.def).  The one use the language allows is
 * prism_ctx as the first argument of a Prism function's call (SPEC 3.2: a
 * call by hand, checked as PRISM_CALL would be).
 */
#include <string.h>

#include "check_internal.h"

typedef struct {
    const char *pattern, *rule, *what, *instead;
} Reserved;

static const Reserved reserved[] = {
#define RESERVED(p, r, w, i) {p, r, w, i},
#include "reserved.def"
#undef RESERVED
};

static bool matches(const char *pat, const Token *t)
{
    size_t n = strlen(pat);
    if (pat[0] == '*')
        return (size_t)t->len >= n - 1 && !memcmp(t->loc + t->len - (n - 1), pat + 1, n - 1);
    if (pat[n - 1] == '*')
        return (size_t)t->len >= n - 1 && !memcmp(t->loc, pat, n - 1);
    return (size_t)t->len == n && !memcmp(t->loc, pat, n);
}

static const Reserved *reserved_name(const Token *t);

/* Also check_calls.c: a reserved name's call is reported as such, not read as a function's. */
bool is_reserved_name(const Token *t)
{
    return reserved_name(t) != NULL;
}

static const Reserved *reserved_name(const Token *t)
{
    for (size_t i = 0; i < sizeof reserved / sizeof *reserved; i++)
        if (matches(reserved[i].pattern, t))
            return &reserved[i];
    return NULL;
}

/*
 * prism_ctx or &prism_ctx handed to a callee that is a Prism function (the
 * call by hand), a function pointer (P070 where it was taken) or a name
 * reported here: a plain C function given the context could read its tid.
 */
static bool is_ctx_arg(Node *call, const Node *a)
{
    if (a && a->kind == ND_ADDR)
        a = a->lhs;
    if (!a || a->kind != ND_VAR || a->sym || !a->tok || !equal(a->tok, "prism_ctx"))
        return false;
    const Node *f = call->lhs;
    bool plain = f && f->kind == ND_VAR && f->sym && f->sym->kind == SYM_FUNC && !call_target(call);
    return !plain;
}

static void walk(Node *n, int depth);

static void walk_list(Node *n, int depth)
{
    for (; n; n = n->next)
        walk(n, depth);
}

static void report(Node *n)
{
    const Reserved *r = n->tok && !n->sym && !n->poisoned ? reserved_name(n->tok) : NULL;
    if (!r || pp_file_of(n->tok)->is_lang)
        return;
    diag(DIAG_ERROR, n->tok, r->rule,
         "'%s' is %s, reserved for the code prism-check emits: named by hand it escapes every check; %s",
         tok_str(n->tok), r->what, r->instead);
    n->poisoned = true;
}

static void walk(Node *n, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH || n->kind == ND_UNSAFE)
        return;
    if (n->kind == ND_VAR) {
        report(n);
        return;
    }
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        walk(kids[i], depth + 1);
    Node *a = NODE_GET(n, args);
    if (a && n->kind == ND_CALL && is_ctx_arg(n, a))
        a = a->next;
    walk_list(a, depth + 1);
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR)
        walk_list(NODE_GET(n, body), depth + 1);
    else
        walk(NODE_GET(n, body), depth + 1);
}

void check_reserved(Function *fn)
{
    if (fn->body)
        walk(fn->body, 0);
}
