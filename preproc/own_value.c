/*
 * own_value.c - is a read before a grid write partition the unit's own
 * element (SPEC 6.6)?
 *
 * The exemption is by value, not by spelling: `x[base + t]` and a
 * partition at `t + base` name one element, and so do `x[i]` with
 * `const int i = g;` and a partition at `g`.  Offsets are compared as sums
 * of terms, a local fixed at its declaration standing for its
 * initialiser.  The value must also be the same when the partition is
 * made: an offset name stepped between the read and the partition, or in
 * a loop around the read (which then reads several elements), loses it.
 */
#include "check_internal.h"

/* Is the step node n (an assignment, ++/--, &) one of the variable s? */
static bool steps_sym(const Node *n, const Symbol *s)
{
    bool step = n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC ||
                n->kind == ND_POSTDEC || n->kind == ND_ADDR;
    return step && n->lhs && n->lhs->kind == ND_VAR && n->lhs->sym == s;
}

/* Is s assigned, stepped or given away by address anywhere in n? */
static bool stepped_anywhere(Node *n, const Symbol *s, int depth)
{
    for (; n && depth < LIMIT_NEST_DEPTH * 2; n = n->next) {
        if (steps_sym(n, s))
            return true;
        Node *kids[7];
        node_children(n, kids);
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            if (kids[i] && stepped_anywhere(kids[i], s, depth + 1))
                return true;
        if (stepped_anywhere(NODE_GET(n, args), s, depth + 1) || stepped_anywhere(NODE_GET(n, body), s, depth + 1))
            return true;
    }
    return n != NULL; /* too deep to tell: moved */
}

/* Does the value of e depend only on names and operators (no call, no memory, no side effect)? */
static bool pure_of_fixed(Node *body, Node *e, int depth)
{
    if (!e)
        return true;
    if (depth > 16)
        return false;
    switch (e->kind) {
    case ND_NUM:
        return true;
    case ND_VAR:
        return e->sym && (e->sym->kind == SYM_ENUM_CONST ||
                          ((e->sym->kind == SYM_VAR || e->sym->kind == SYM_PARAM) && !e->sym->is_global &&
                           !e->sym->is_static && !stepped_anywhere(body, e->sym, 0)));
    case ND_CALL:
    case ND_PRISM_CALL:
    case ND_ASSIGN:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
    case ND_DEREF:
    case ND_INDEX:
    case ND_MEMBER:
    case ND_ADDR:
    case ND_COMMA:
        return false;
    default:
        break;
    }
    Node *kids[7];
    node_children(e, kids);
    for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
        if (!pure_of_fixed(body, kids[i], depth + 1))
            return false;
    return !NODE_GET(e, args) && !NODE_GET(e, body);
}

/*
 * The initialiser of a local that holds it for the whole function: never
 * assigned, stepped or given away, and computed from names that are not
 * either (so a declaration inside a loop gives the same value each round).
 */
static Node *fixed_init(Node *body, Node *v)
{
    Symbol *s = v->kind == ND_VAR ? v->sym : NULL;
    if (!s || s->kind != SYM_VAR || s->is_global || s->is_static || !s->decl || s->decl->kind != ND_DECLARATOR)
        return NULL;
    Node *init = s->decl->init;
    if (!init || !s->ty || !type_is_integer(s->ty) || stepped_anywhere(body, s, 0) || !pure_of_fixed(body, init, 0))
        return NULL;
    return init;
}

enum { MAX_TERMS = 16 };

typedef struct {
    Node *t[MAX_TERMS];
    bool neg[MAX_TERMS];
    int n;
    int64_t k; /* the constant terms, summed */
} Sum;

static bool sum_of(Node *body, Node *e, bool neg, Sum *s, int depth)
{
    int64_t v;
    if (!e || depth > 16)
        return false;
    if (const_eval(e, &v)) {
        s->k += neg ? -v : v;
        return true;
    }
    if (e->kind == ND_ADD)
        return sum_of(body, e->lhs, neg, s, depth + 1) && sum_of(body, e->rhs, neg, s, depth + 1);
    if (e->kind == ND_SUB)
        return sum_of(body, e->lhs, neg, s, depth + 1) && sum_of(body, e->rhs, !neg, s, depth + 1);
    if (e->kind == ND_NEG)
        return sum_of(body, e->lhs, !neg, s, depth + 1);
    Node *init = fixed_init(body, e);
    if (init)
        return sum_of(body, init, neg, s, depth + 1);
    for (int i = 0; i < s->n; i++)
        if (s->neg[i] != neg && expr_same(s->t[i], e)) { /* `k + g - k`: the two cancel */
            s->n--;
            s->t[i] = s->t[s->n];
            s->neg[i] = s->neg[s->n];
            return true;
        }
    if (s->n == MAX_TERMS)
        return false;
    s->t[s->n] = e;
    s->neg[s->n++] = neg;
    return true;
}

bool own_same(Node *body, Node *a, Node *b)
{
    if (!a || !b)
        return false;
    if (expr_same(a, b))
        return true;
    Sum x = {0}, y = {0};
    if (!sum_of(body, a, false, &x, 0) || !sum_of(body, b, false, &y, 0) || x.k != y.k || x.n != y.n)
        return false;
    bool used[MAX_TERMS] = {0};
    for (int i = 0; i < x.n; i++) {
        int j = 0;
        while (j < y.n && (used[j] || y.neg[j] != x.neg[i] || !expr_same(x.t[i], y.t[j])))
            j++;
        if (j == y.n)
            return false;
        used[j] = true;
    }
    return true;
}

typedef struct {
    Node *own, *read;
    uint32_t before;
    bool gotos;
    Node *loops[LIMIT_NEST_DEPTH * 2];
    int nloops;
} Moves;

/*
 * A step of a name of the offset before the partition that may come after
 * the read: after it in the text, or in a loop that holds the read (the
 * next round reads again), or anywhere when a goto may jump back.  Its
 * address given away before the partition moves it anywhere.
 */
static bool moves_in(Moves *m, Node *n, int depth)
{
    for (; n && depth < LIMIT_NEST_DEPTH * 2; n = n->next) {
        if (n->tok && n->tok->pos >= m->before)
            return false;
        if ((n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_PREDEC || n->kind == ND_POSTINC ||
             n->kind == ND_POSTDEC || n->kind == ND_ADDR) &&
            n->lhs && n->lhs->kind == ND_VAR && node_names_var(m->own, n->lhs->sym, 0)) {
            if (n->kind == ND_ADDR || m->gotos || !n->tok || !m->read->tok || n->tok->pos >= m->read->tok->pos)
                return true;
            for (int i = 0; i < m->nloops; i++)
                if (node_holds(m->loops[i], m->read, 0))
                    return true;
        }
        bool loop = n->kind == ND_FOR || n->kind == ND_WHILE || n->kind == ND_DO;
        if (loop && m->nloops == (int)(sizeof m->loops / sizeof *m->loops))
            return true;
        if (loop)
            m->loops[m->nloops++] = n;
        Node *kids[7];
        node_children(n, kids);
        bool moved = false;
        for (size_t i = 0; i < sizeof kids / sizeof *kids && !moved; i++)
            moved = kids[i] && moves_in(m, kids[i], depth + 1);
        moved = moved || moves_in(m, NODE_GET(n, args), depth + 1) || moves_in(m, NODE_GET(n, body), depth + 1);
        if (loop)
            m->nloops--;
        if (moved)
            return true;
    }
    return n != NULL;
}

static bool has_goto(Node *n, int depth)
{
    for (; n && depth < LIMIT_NEST_DEPTH * 2; n = n->next) {
        if (n->kind == ND_GOTO)
            return true;
        Node *kids[7];
        node_children(n, kids);
        for (size_t i = 0; i < sizeof kids / sizeof *kids; i++)
            if (kids[i] && has_goto(kids[i], depth + 1))
                return true;
        if (has_goto(NODE_GET(n, args), depth + 1) || has_goto(NODE_GET(n, body), depth + 1))
            return true;
    }
    return n != NULL;
}

bool own_moves(Node *body, Node *own, Node *read, uint32_t before)
{
    Moves m = {.own = own, .read = read, .before = before, .gotos = has_goto(body, 0), .nloops = 0};
    return moves_in(&m, body, 0);
}
