/*
 * check_copies.c - what a partition's body does to the names it writes
 * through, for P067 (check_inject.c): how often a local pointer is changed
 * (a copy of the slot changed once is no longer the slot), and how many
 * bytes an asynchronous copy writes at its destination.
 */
#include "check_internal.h"

#include <string.h>

/* How many times n assigns s, steps it or takes its address. */
int count_mods(Node *n, Symbol *s, int depth)
{
    int k = 0;
    Node *kids[7];
    if (!n)
        return 0;
    if (depth > LIMIT_NEST_DEPTH)
        return 2; /* too deep to look: taken as changed, never as unchanged */
    if ((n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC ||
         n->kind == ND_POSTDEC || n->kind == ND_ADDR) &&
        n->lhs && n->lhs->kind == ND_VAR && n->lhs->sym == s)
        k++;
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        k += count_mods(kids[i], s, depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        k += count_mods(b, s, depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        k += count_mods(a, s, depth + 1);
    return k;
}

/* Bytes an async copy intrinsic writes at its destination: prism_cp_async{4,8,16}[z]; 0 for others. */
int64_t async_copy_width(Node *call)
{
    static const char prefix[] = "prism_cp_async";
    const size_t np = sizeof prefix - 1;
    Node *f = call->lhs;
    if (!f || f->kind != ND_VAR || !f->tok || (size_t)f->tok->len <= np || memcmp(f->tok->loc, prefix, np))
        return 0;
    const char *rest = f->tok->loc + np;
    size_t nr = (size_t)f->tok->len - np;
    if (nr > 1 && rest[nr - 1] == 'z')
        nr--; /* zero-fill: the bytes past the source's are written as zeros */
    if (nr == 1 && (rest[0] == '4' || rest[0] == '8'))
        return rest[0] - '0';
    return nr == 2 && !memcmp(rest, "16", 2) ? 16 : 0;
}
