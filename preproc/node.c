/*
 * node.c - AST nodes and types: making them, and walking a subtree.
 *
 * Every pass that looks for something below a node (a call, a name, a
 * statement) walks the same children in the same order, with the same
 * depth limit, through these (parse.c builds operators on new_node).
 */
#include <string.h>

#include "prism_check.h"

void node_children(const Node *n, Node *kids[7])
{
    kids[0] = NODE_GET(n, lhs);
    kids[1] = NODE_GET(n, rhs);
    kids[2] = NODE_GET(n, cond);
    kids[3] = NODE_GET(n, then);
    kids[4] = NODE_GET(n, els);
    kids[5] = NODE_GET(n, init);
    kids[6] = NODE_GET(n, inc);
}

static void visit(Node *n, int depth, int limit, void (*fn)(Node *, void *), void *arg)
{
    Node *kids[7];
    if (!n || depth > limit || n->kind == ND_UNSAFE)
        return;
    fn(n, arg);
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        visit(kids[i], depth + 1, limit, fn, arg);
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        visit(b, depth + 1, limit, fn, arg);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        visit(a, depth + 1, limit, fn, arg);
}

/* Does expression e name v (its operands and arguments)?  Too deep to tell: yes. */
bool node_names_var(Node *e, const Symbol *v, int depth)
{
    if (!e || depth > LIMIT_NEST_DEPTH)
        return e != NULL;
    if (e->kind == ND_VAR)
        return e->sym == v;
    Node *kids[7];
    node_children(e, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (node_names_var(kids[i], v, depth + 1))
            return true;
    for (Node *a = NODE_GET(e, args); a; a = a->next)
        if (node_names_var(a, v, depth + 1))
            return true;
    return false;
}

/* Does the subtree n (and the list after it) hold the node `what`?  Too deep to tell: yes. */
bool node_holds(Node *n, const Node *what, int depth)
{
    for (; n && depth < LIMIT_NEST_DEPTH * 2; n = n->next) {
        if (n == what)
            return true;
        Node *kids[7];
        node_children(n, kids);
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            if (kids[i] && node_holds(kids[i], what, depth + 1))
                return true;
        if (node_holds(NODE_GET(n, args), what, depth + 1) || node_holds(NODE_GET(n, body), what, depth + 1))
            return true;
    }
    return n != NULL;
}

void node_visit(Node *n, int depth_limit, void (*fn)(Node *n, void *arg), void *arg)
{
    visit(n, 0, depth_limit, fn, arg);
}

Node *new_node(NodeKind kind, Token *tok)
{
    const size_t size = node_size(kind);
#if PRISM_ASAN
    /* The arena's chunks hold nodes back to back: a read past a short
     * node's kind would land in its neighbour unseen.  Give each short
     * node a poisoned tail of its own instead. */
    Node *n = arena_alloc(sizeof(Node));
    if (size < sizeof(Node))
        arena_poison((char *)n + size, sizeof(Node) - size);
#else
    Node *n = arena_alloc(size);
#endif
    n->kind = kind;
    n->tok = tok;
    n->op = ND_ASSIGN;
    if (NODE_HAS(n, persp))
        n->persp.level = PL_NONE;
    return n;
}

Type *new_type(TypeKind kind, Token *tok)
{
    Type *t = NEW(Type);
    t->kind = kind;
    t->tok = tok;
    t->array_len = -1;
    return t;
}

Type *pointer_to(Type *base)
{
    Type *t = new_type(TY_PTR, base ? base->tok : NULL);
    t->base = base;
    return t;
}
