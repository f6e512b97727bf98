/*
 * check_addr_flow.c - does a helper's result depend on where a pointer
 * parameter points, not only on what it points to (SPEC 3.2)?
 *
 * A local is a register of each thread, so the address of a block[1]
 * local differs from thread to thread; a helper that hashes, compares or
 * prints that address returns a per-thread value (red team rt22:
 * `hashp(&v)`).  Looking for a cast of the parameter itself missed the
 * same use one step away (rt23): `(uintptr_t)(p + 1)`, a local copy, `&p`
 * handed to memcpy or read through a union, a helper one call deeper.
 *
 * So the question is asked the other way round: every place the address
 * flows must be one that uses only what it points to.  The address is
 * followed into the helper's pointer locals (`int *q = p + 1`, `q++`);
 * it may be dereferenced, indexed, offset, cast to another pointer,
 * tested against null, compared with or subtracted from another pointer
 * made from the same parameter alone (`q < p + n` is `i < n` in every
 * thread), handed to a function whose body does not use it as a number,
 * and returned where the helper returns a pointer (such a result is the
 * address already).  Anything else (a cast to an integer, `&p`, a store
 * into memory, a struct or an array, a comparison with another address,
 * an asm operand) uses the number.
 */
#include "check_internal.h"
#include "sync.h"

#include <string.h>

/* A call of a name no file the checker reads declares (a gcc builtin, a libc function of a skipped
 * header), nor an intrinsic it knows. */
static bool unknown_callee(const Node *call)
{
    if (!call || call->kind != ND_CALL || acc_callee_of((Node *)call))
        return false;
    const Node *c = call->lhs;
    if (!c || c->kind != ND_VAR || (c->sym && c->sym->kind == SYM_FUNC))
        return false;
    /* builtins that learn nothing of the number: a compile-time size or test, a prefetch (red team rt29) */
    static const char *const blind[] = {"__builtin_object_size", "__builtin_dynamic_object_size",
                                        "__builtin_constant_p", "__builtin_prefetch"};
    for (size_t i = 0; i < sizeof blind / sizeof *blind; i++)
        if ((size_t)c->tok->len == strlen(blind[i]) && !memcmp(c->tok->loc, blind[i], (size_t)c->tok->len))
            return false;
    return !intrinsic_find(c->tok->loc, c->tok->len);
}

/* A null pointer constant: 0, NULL's ((void *)0), nullptr.  No local is at 0. */
static bool is_null(const Node *e)
{
    int64_t v;
    while (e && e->kind == ND_CAST)
        e = e->lhs;
    return e && ((e->kind == ND_VAR && e->tok && !e->sym && (equal(e->tok, "nullptr") || equal(e->tok, "NULL"))) ||
                 (const_eval((Node *)e, &v) && v == 0));
}

enum { FLOW_LOCALS = 64, FLOW_DEPTH = 16, FLOW_NEST = 4096 };

typedef struct Flow Flow;
struct Flow {
    Function *fn;
    Symbol *set[FLOW_LOCALS]; /* the parameter, then the pointer locals it flows into */
    bool mixed[FLOW_LOCALS];  /* also given an address from elsewhere: not pure */
    int n;
    bool full;
    int calls; /* helpers asked below this one */
    const Flow *up;
};

static bool param_flows(Function *def, int i, const Flow *up, int calls);
static bool helper_returns_param(Function *fn, int i, const Flow *up);

static int member(const Flow *f, const Symbol *s)
{
    for (int k = 0; s && k < f->n; k++)
        if (f->set[k] == s)
            return k;
    return -1;
}

static bool plain_local(const Symbol *s)
{
    return s && s->kind == SYM_VAR && !s->is_global && !s->is_static && !s->is_cuda_shared &&
           type_is_pointer(type_unalias(s->ty));
}

static bool carries(const Flow *f, const Node *e, bool pure, int depth);

/* An lvalue reached through the address: *q, q[i], q->m, (*q).m. */
static bool through(const Flow *f, const Node *e, int depth)
{
    if (!e || depth > FLOW_NEST)
        return false;
    switch (e->kind) {
    case ND_DEREF:
        return carries(f, e->lhs, false, depth + 1);
    case ND_INDEX:
        return carries(f, e->lhs, false, depth + 1) || carries(f, e->rhs, false, depth + 1);
    case ND_MEMBER:
        return e->arrow ? carries(f, e->lhs, false, depth + 1) : through(f, e->lhs, depth + 1);
    default:
        return false;
    }
}

/*
 * Does e's value hold the address (offset, cast to a pointer, chosen by
 * ?:)?  pure: made from the parameter alone, so that two such values
 * compare as their offsets do.
 */
static bool carries(const Flow *f, const Node *e, bool pure, int depth)
{
    if (!e || depth > FLOW_NEST)
        return false;
    switch (e->kind) {
    case ND_VAR: {
        int k = member(f, e->sym);
        return k >= 0 && !(pure && f->mixed[k]);
    }
    case ND_CAST:
        return type_is_pointer(type_unalias(e->ty)) && carries(f, e->lhs, pure, depth + 1);
    case ND_ADD:
        return carries(f, e->lhs, pure, depth + 1) || carries(f, e->rhs, pure, depth + 1);
    case ND_SUB: /* p - i is an address, p - q a number */
        return carries(f, e->lhs, pure, depth + 1) && !type_is_pointer(type_unalias(acc_expr_type(e->rhs))) &&
               !carries(f, e->rhs, false, depth + 1);
    case ND_ADDR:
        return through(f, e->lhs, depth + 1);
    case ND_COMMA:
        return carries(f, e->rhs, pure, depth + 1);
    case ND_COND:
        return pure ? carries(f, e->then, true, depth + 1) && carries(f, e->els, true, depth + 1)
                    : carries(f, e->then, false, depth + 1) || carries(f, e->els, false, depth + 1);
    case ND_ASSIGN:
        return e->op == ND_ASSIGN ? carries(f, e->rhs, pure, depth + 1) : carries(f, e->lhs, pure, depth + 1);
    case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
        return carries(f, e->lhs, pure, depth + 1);
    case ND_CALL: { /* memcpy's result, or a helper's pointer made from its arguments */
        unsigned out = 0, in = 0;
        bool math = acc_math_call((Node *)e, &out, &in);
        if (pure && math && acc_math_fn((Node *)e)->ptr)
            return e->args && carries(f, e->args, true, depth + 1); /* __builtin_assume_aligned(p, 4): p (rt28) */
        if (pure) { /* one argument pure, the helper's returns made from it alone */
            int i = 0, which = -1;
            for (Node *a = e->args; a; a = a->next, i++)
                if (carries(f, a, false, depth + 1)) {
                    if (which >= 0 || !carries(f, a, true, depth + 1))
                        return false;
                    which = i;
                }
            return which >= 0 && helper_returns_param(acc_callee_of((Node *)e), which, f);
        }
        const Type *rt = acc_callee_of((Node *)e) ? type_unalias(acc_callee_of((Node *)e)->ret) : NULL;
        /* a callee nothing the checker reads declares (__builtin_choose_expr(1, p, 0): red team rt28) may
         * give back what it is given */
        bool ptr = math ? acc_math_fn((Node *)e)->ptr : rt ? type_is_pointer(rt) : unknown_callee(e);
        for (Node *a = e->args; ptr && a; a = a->next)
            if (carries(f, a, false, depth + 1))
                return true;
        return false;
    }
    default:
        return false;
    }
}

static bool uses(const Flow *f, Node *n, bool discarded, int depth);
static bool call_uses(const Flow *f, Node *call, int depth);

/* Each child of n but skip, as any_child in check_calls.c walks them. */
static bool uses_children(const Flow *f, Node *n, const Node *skip, int depth)
{
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        if (kids[i] != skip && uses(f, kids[i], i == 6 && n->kind == ND_FOR, depth + 1)) /* a for's step */
            return true;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (uses(f, a, false, depth + 1))
            return true;
    if (n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR) {
        for (Node *b = NODE_GET(n, body); b; b = b->next) {
            /* ({ ...; q; }) is q's value */
            Node *value = n->kind == ND_STMT_EXPR && !b->next && b->kind == ND_EXPR_STMT ? b->lhs : NULL;
            if (value ? uses(f, value, false, depth + 1) : uses(f, b, false, depth + 1))
                return true;
        }
        return false;
    }
    return NODE_GET(n, body) && uses(f, NODE_GET(n, body), false, depth + 1);
}

/* The parts of e (which carries the address) that are computed with it: offsets, conditions. */
static bool parts(const Flow *f, Node *e, int depth)
{
    if (!e || depth > FLOW_NEST)
        return true;
    switch (e->kind) {
    case ND_VAR:
        return false;
    case ND_CAST: case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
        return parts(f, e->lhs, depth + 1);
    case ND_ADD: case ND_SUB:
        return carries(f, e->lhs, false, depth + 1) ? parts(f, e->lhs, depth + 1) || uses(f, e->rhs, false, depth + 1)
                                                    : parts(f, e->rhs, depth + 1) || uses(f, e->lhs, false, depth + 1);
    case ND_ADDR:
        return parts(f, e->lhs, depth + 1);
    case ND_DEREF:
        return parts(f, e->lhs, depth + 1);
    case ND_INDEX:
        return carries(f, e->lhs, false, depth + 1) ? parts(f, e->lhs, depth + 1) || uses(f, e->rhs, false, depth + 1)
                                                    : parts(f, e->rhs, depth + 1) || uses(f, e->lhs, false, depth + 1);
    case ND_MEMBER:
        return parts(f, e->lhs, depth + 1);
    case ND_COMMA:
        return uses(f, e->lhs, true, depth + 1) || parts(f, e->rhs, depth + 1);
    case ND_COND:
        return uses(f, e->cond, false, depth + 1) ||
               (carries(f, e->then, false, depth + 1) ? parts(f, e->then, depth + 1) : uses(f, e->then, false, depth + 1)) ||
               (carries(f, e->els, false, depth + 1) ? parts(f, e->els, depth + 1) : uses(f, e->els, false, depth + 1));
    case ND_ASSIGN:
        if (e->lhs->kind != ND_VAR || member(f, e->lhs->sym) < 0)
            return true; /* the address stored into memory */
        return e->op == ND_ASSIGN && carries(f, e->rhs, false, depth + 1) ? parts(f, e->rhs, depth + 1)
                                                                           : uses(f, e->rhs, false, depth + 1);
    case ND_CALL:
        return call_uses(f, e, depth + 1);
    default:
        return true;
    }
}

/* A value that is the address, or a test of it, where n's parent puts it: is that a use of the number? */
static bool operand(const Flow *f, Node *e, int depth)
{
    return carries(f, e, false, depth) ? parts(f, e, depth) : uses(f, e, false, depth);
}

static bool call_uses(const Flow *f, Node *call, int depth)
{
    Function *fn = acc_callee_of(call);
    Function *def = fn ? acc_definition_of(fn) : NULL;
    unsigned out = 0, in = 0;
    bool known = acc_math_call(call, &out, &in);
    /* a callee nothing the checker reads declares, given the address: what it does with the number is
     * unknown (__atomic_store_n(&q, p, 0) stores it, snprintf("%p") prints it: red team rt28) */
    bool opaque = !known && unknown_callee(call);
    if (call->lhs && call->lhs->kind != ND_VAR && uses(f, call->lhs, false, depth + 1))
        return true;
    int i = 0;
    for (Node *a = call->args; a; a = a->next, i++) {
        if (!carries(f, a, false, depth + 1)) {
            if (uses(f, a, false, depth + 1))
                return true;
            continue;
        }
        /* A function whose body prism-check does not read already makes the result per thread. */
        if (opaque || (!known && def && def->body && def->kind == FN_PLAIN && param_flows(def, i, f, f->calls + 1)))
            return true;
        if (parts(f, a, depth + 1))
            return true;
    }
    return false;
}

/*
 * Does n use the address as a number?  discarded: n's value is thrown
 * away (an expression statement, a for's init or step, a comma's left).
 */
static bool uses(const Flow *f, Node *n, bool discarded, int depth)
{
    if (!n)
        return false;
    if (depth > FLOW_NEST || f->full)
        return true;
    switch (n->kind) {
    case ND_SIZEOF: case ND_ALIGNOF:
        return false; /* not evaluated */
    case ND_DEREF:
        if (carries(f, n->lhs, false, depth + 1))
            return parts(f, n->lhs, depth + 1);
        break;
    case ND_INDEX:
    case ND_MEMBER:
        if (through(f, n, depth + 1))
            return parts(f, n, depth + 1);
        break;
    case ND_EQ: case ND_NE: case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_SUB: {
        bool l = carries(f, n->lhs, false, depth + 1), r = carries(f, n->rhs, false, depth + 1);
        if (!l && !r)
            break;
        if (n->kind == ND_SUB && !r)
            break; /* q - i: an address */
        bool null_test = (n->kind == ND_EQ || n->kind == ND_NE) && (is_null(n->lhs) || is_null(n->rhs));
        bool same_base = l && r && carries(f, n->lhs, true, depth + 1) && carries(f, n->rhs, true, depth + 1);
        if (!null_test && !same_base)
            return true;
        return operand(f, n->lhs, depth + 1) || operand(f, n->rhs, depth + 1);
    }
    case ND_NOT: case ND_LOGAND: case ND_LOGOR:
        return operand(f, n->lhs, depth + 1) || (n->kind != ND_NOT && operand(f, n->rhs, depth + 1));
    case ND_IF: case ND_WHILE: case ND_DO: case ND_FOR: case ND_COND:
        if (NODE_GET(n, cond) && carries(f, n->cond, false, depth + 1)) {
            return parts(f, n->cond, depth + 1) || uses_children(f, n, n->cond, depth);
        }
        break;
    case ND_EXPR_STMT:
        return uses(f, n->lhs, true, depth + 1);
    case ND_COMMA:
        return uses(f, n->lhs, true, depth + 1) || uses(f, n->rhs, discarded, depth + 1);
    case ND_ASSIGN: case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
        /* q = p + 1, q++: the address moves between the locals followed */
        if (discarded && n->lhs->kind == ND_VAR && member(f, n->lhs->sym) >= 0)
            return parts(f, n, depth + 1);
        break;
    case ND_DECLARATOR:
        if (n->sym && member(f, n->sym) >= 0 && n->init && carries(f, n->init, false, depth + 1))
            return parts(f, n->init, depth + 1);
        break;
    case ND_RETURN:
        if (n->lhs && carries(f, n->lhs, false, depth + 1) && f->fn->ret &&
            type_is_pointer(type_unalias(f->fn->ret)))
            return parts(f, n->lhs, depth + 1);
        break;
    case ND_CALL:
        return (!discarded && carries(f, n, false, depth + 1)) || call_uses(f, n, depth);
    default:
        break;
    }
    if (!discarded && carries(f, n, false, depth + 1))
        return true; /* the address itself, somewhere none of the above puts it */
    if (n->kind == ND_VAR)
        return false;
    return uses_children(f, n, NULL, depth);
}

/* Pointer locals given the address (directly or through another), to a fixed point. */
static void grow(Flow *f, Node *n, int depth)
{
    if (!n || depth > FLOW_NEST || f->full)
        return;
    Symbol *to = NULL;
    Node *from = NULL;
    if (n->kind == ND_DECLARATOR && n->init && n->init->kind != ND_INIT_LIST) {
        to = n->sym;
        from = n->init;
    } else if (n->kind == ND_ASSIGN && n->op == ND_ASSIGN && n->lhs->kind == ND_VAR) {
        to = n->lhs->sym;
        from = n->rhs;
    }
    if (to && plain_local(to)) {
        int k = member(f, to);
        bool c = carries(f, from, false, depth + 1);
        if (c && k < 0) {
            if (f->n == FLOW_LOCALS)
                f->full = true;
            else {
                f->mixed[f->n] = false;
                f->set[f->n++] = to;
            }
        }
        if (!carries(f, from, true, depth + 1) && !is_null(from) && (k >= 0 || c)) {
            int j = member(f, to);
            if (j >= 0)
                f->mixed[j] = true;
        }
    }
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        grow(f, kids[i], depth + 1);
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        grow(f, a, depth + 1);
    for (Node *b = NODE_GET(n, body); b; b = b->next) {
        grow(f, b, depth + 1);
        if (!(n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR))
            break;
    }
}

/* Parameter i of def as a flow, its locals grown to a fixed point; false: not a pointer, a recursive
 * call (the walk further out answers: *cycle), or too deep (*deep). */
static bool start_flow(Flow *f, Function *def, int i, const Flow *up, int calls, bool *cycle, bool *deep)
{
    Param *p = def->params;
    for (int k = 0; p && k < i; k++)
        p = p->next;
    *cycle = *deep = false;
    if (!p || !p->sym || !type_is_pointer(type_unalias(p->ty)))
        return false;
    for (const Flow *u = up; u; u = u->up)
        if (u->fn == def && u->set[0] == p->sym)
            return !(*cycle = true);
    if (calls > FLOW_DEPTH)
        return !(*deep = true);
    *f = (Flow){.fn = def, .set = {p->sym}, .n = 1, .calls = calls, .up = up};
    /* the set only grows and a local only turns mixed: a fixed point within 2 * FLOW_LOCALS rounds */
    for (bool changed = true; changed && !f->full;) {
        int before = f->n;
        bool was[FLOW_LOCALS];
        memcpy(was, f->mixed, sizeof was);
        grow(f, def->body, 0);
        changed = before != f->n || memcmp(was, f->mixed, sizeof was) != 0;
    }
    return true;
}

static bool param_flows(Function *def, int i, const Flow *up, int calls)
{
    Flow f;
    bool cycle, deep;
    if (!start_flow(&f, def, i, up, calls, &cycle, &deep))
        return deep;
    return f.full || uses(&f, def->body, false, 0);
}

/* Does every return of n give back a pointer made from the flow's parameter alone? */
static bool returns_pure(const Flow *f, Node *n, int depth)
{
    if (!n || depth > FLOW_NEST)
        return n == NULL;
    if (n->kind == ND_RETURN)
        return n->lhs && carries(f, n->lhs, true, 0);
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        if (!returns_pure(f, kids[i], depth + 1))
            return false;
    for (Node *b = NODE_GET(n, body); b; b = b->next) {
        if (!returns_pure(f, b, depth + 1))
            return false;
        if (!(n->kind == ND_BLOCK || n->kind == ND_DECL || n->kind == ND_STMT_EXPR))
            break;
    }
    return true;
}

/* A plain helper that returns a pointer made from its parameter i alone (find(p, n, key): red team
 * rt26), so that `find(p, n, key) - p` is an offset, as `q - p` is. */
static bool helper_returns_param(Function *fn, int i, const Flow *up)
{
    Function *def = fn ? acc_definition_of(fn) : NULL;
    Flow f;
    bool cycle, deep;
    if (!def || !def->body || def->kind != FN_PLAIN || !def->ret || !type_is_pointer(type_unalias(def->ret)) ||
        !start_flow(&f, def, i, up, up ? up->calls + 1 : 0, &cycle, &deep))
        return false;
    return !f.full && returns_pure(&f, def->body, 0);
}

/*
 * Parameter i of a plain helper with a body is a pointer whose value the
 * helper computes with: the address itself, not only what it points to,
 * makes the result.
 */
bool helper_uses_address(Function *fn, int i)
{
    Function *def = fn ? acc_definition_of(fn) : NULL;
    if (!def || !def->body || def->kind != FN_PLAIN)
        return false;
    return param_flows(def, i, NULL, 0);
}
