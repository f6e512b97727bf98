/*
 * wgmma_operands.c - which shared buffers a wgmma reads, and which a
 * statement writes (SPEC 8.2, P125 on operands).
 *
 * A wgmma reads its A and B tiles from shared memory asynchronously, until
 * the wait that retires it; the checker names them by the buffer its
 * descriptor is made from, `prism_wgmma_desc(sA + k, ...)`, followed through
 * local descriptors and pointers (their initialiser and every later store),
 * through partition names to the buffer they split, and through descriptor
 * arithmetic.  A descriptor that comes from a parameter names nothing the
 * function can see: the caller made it, and the caller's wgmma rules hold
 * for the call (it is no wgmma there), so such a wgmma is followed for its
 * accumulator only.
 *
 * Anything else the walk cannot follow to a buffer (a function that hands
 * back its argument, a union member punning the address into an integer, a
 * descriptor kept in an array or a global, a chain deeper than ROOT_DEPTH:
 * red team rt36) makes the descriptor unknown: it may read every shared
 * buffer (*unknown).
 */
#include "check_internal.h"

#include <string.h>

#define ROOT_DEPTH 8 /* locals given from locals: deeper chains name nothing */

static void add_root(Symbol *s, Symbol **out, int *n, int max)
{
    for (int i = 0; i < *n; i++)
        if (out[i] == s)
            return;
    if (*n < max)
        out[(*n)++] = s;
}

/*
 * The walk has two modes: an address (a pointer expression, an lvalue) or a
 * descriptor value (an integer local), where only prism_wgmma_desc and
 * other descriptors name a buffer: an element read out of a buffer is not
 * its address.
 */
typedef struct {
    Symbol **out;
    int n, max;
    bool unknown; /* something named no buffer the walk could follow */
    bool param;   /* a parameter: the caller's memory */
} Roots;

static void roots(Roots *r, Node *e, bool value, int depth);
static void lvalue_roots(Roots *r, Node *e, int depth);

static bool may_hold_address(const Type *t);

/* An initializer's values, through braces and designators. */
static void init_roots(Roots *r, Node *init, bool value, int depth)
{
    if (init && init->kind == ND_INIT_LIST) {
        for (Node *a = init->args; a; a = a->next)
            init_roots(r, a->kind == ND_DESIG ? a->rhs : a, value, depth + 1);
        return;
    }
    roots(r, init, value, depth);
}

/* A local the function gives values to: every value it is given, to it or to an element or member of it
 * (parse_expr.c records those; an array or struct of stage pointers: rt39).  One whose address is taken
 * may be given more (memcpy(&p, &q, 8): rt39). */
static void local_roots(Roots *r, Symbol *s, int depth)
{
    const Type *t = type_unalias(s->ty);
    if (s->addr_taken && may_hold_address(t && t->kind == TY_ARRAY ? t->base : t))
        r->unknown = true;
    bool value = !type_is_pointer(s->ty);
    if (s->decl && s->decl->kind == ND_DECLARATOR && NODE_GET(s->decl, init))
        init_roots(r, s->decl->init, value, depth + 1);
    for (SymStore *st = s->stores; st; st = st->next)
        roots(r, st->rhs, value, depth + 1);
}

/* A value of type t may be an address or a descriptor: a pointer, an integer of 64 bits, or a type
 * the checker does not know. */
static bool may_hold_address(const Type *t)
{
    t = type_unalias(t);
    if (!t)
        return true;
    if (t->kind == TY_FLOAT || t->kind == TY_DOUBLE || t->kind == TY_BOOL || t->kind == TY_VOID || t->kind == TY_ENUM)
        return false;
    bool is_unsigned;
    int bits = type_int_bits(t, &is_unsigned);
    return !(bits > 0 && bits < 64);
}

/* The declared type of a name, or of an element or member reached from it (sync_resolve.c has the full
 * walk, a layer up); NULL unknown. */
static const Type *decl_type(Node *e, int depth)
{
    const Type *t = NULL;
    if (!e || depth > ROOT_DEPTH)
        return NULL;
    if (e->kind == ND_VAR)
        return e->sym ? e->sym->ty : NULL;
    if (e->kind == ND_CAST)
        return e->ty;
    if (e->kind == ND_INDEX || e->kind == ND_DEREF || (e->kind == ND_MEMBER && e->arrow)) {
        t = type_unalias(decl_type(e->lhs, depth + 1));
        t = t && (t->kind == TY_PTR || t->kind == TY_ARRAY) ? t->base : NULL;
    } else if (e->kind == ND_MEMBER) {
        t = decl_type(e->lhs, depth + 1);
    }
    return e->kind == ND_MEMBER ? member_type(t, e->name) : t;
}

/* A member that is an array is memory inside its struct (followed as before); one that may hold an
 * address or a descriptor is not followed. */
static bool member_may_hold_address(Node *e)
{
    const Type *t = type_unalias(decl_type(e, 0));
    return !t || (t->kind != TY_ARRAY && may_hold_address(t));
}

/* An element of a type that holds an address or a descriptor (a known type: an unknown one is read as
 * before). */
static bool element_is_address(Node *e)
{
    const Type *t = type_unalias(decl_type(e, 0));
    return t && t->kind != TY_ARRAY && may_hold_address(t);
}

/* A local array or struct (not a pointer): its elements are its own values. */
static bool local_aggregate(Node *e)
{
    while (e && (e->kind == ND_INDEX || (e->kind == ND_MEMBER && !e->arrow)))
        e = e->lhs;
    Symbol *s = e && e->kind == ND_VAR ? e->sym : NULL;
    const Type *t = s ? type_unalias(s->ty) : NULL;
    return s && s->kind == SYM_VAR && !s->is_global && !s->is_cuda_shared && t &&
           (t->kind == TY_ARRAY || t->kind == TY_STRUCT);
}

/* A call other than prism_wgmma_desc: its result names no buffer only where it is a narrow number. */
static bool call_may_launder(Node *call)
{
    if (call->kind == ND_PRISM_CALL) /* a Prism function's result type */
        return !call->sym || call->sym->kind != SYM_FUNC || !call->sym->func || may_hold_address(call->sym->func->ret);
    Symbol *f = call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR ? call->lhs->sym : NULL;
    const Type *ft = f && f->kind == SYM_FUNC ? type_unalias(f->ty) : NULL;
    return !ft || ft->kind != TY_FUNC || may_hold_address(ft->base);
}

static void var_roots(Roots *r, Symbol *s, bool value, int depth)
{
    /* A buffer's name is its address, as a number too ((uintptr_t)sA kept in a volatile local: rt36). */
    if (s->kind == SYM_ALIAS) {
        /* A partition, claim or async name: part of the buffer it splits. */
        if (s->decl)
            roots(r, s->decl->lhs, value, depth + 1);
        return;
    }
    if (s->kind == SYM_SHARED) {
        add_root(s, r->out, &r->n, r->max);
        return;
    }
    if (s->kind != SYM_VAR) {
        r->param |= s->kind == SYM_PARAM; /* the caller's memory, not named here */
        return;
    }
    if (s->is_cuda_shared) {
        if (!value || (s->ty && s->ty->kind == TY_ARRAY))
            add_root(s, r->out, &r->n, r->max);
        return;
    }
    if (s->ty && s->ty->kind == TY_ARRAY)
        return; /* the array's own memory: a thread's own or a global array, no tile a wgmma reads */
    if (!s->is_global)
        local_roots(r, s, depth);
    else if (may_hold_address(s->ty))
        r->unknown = true; /* a __device__ variable holding an address */
}

/* The value read from an element or member of `base` that may hold an address or a descriptor: what the
 * local array or struct was given; from any other memory, unknown. */
static void element_value_roots(Roots *r, Node *base, int depth)
{
    while (base && base->kind == ND_MEMBER && !base->arrow)
        base = base->lhs;
    while (base && base->kind == ND_INDEX)
        base = base->lhs;
    Symbol *s = base && base->kind == ND_VAR ? base->sym : NULL;
    const Type *t = s ? type_unalias(s->ty) : NULL;
    if (s && s->kind == SYM_VAR && !s->is_global && !s->is_cuda_shared && t &&
        (t->kind == TY_ARRAY || t->kind == TY_STRUCT))
        local_roots(r, s, depth);
    else
        r->unknown = true;
}

static void roots(Roots *r, Node *e, bool value, int depth)
{
    if (!e)
        return;
    if (depth > ROOT_DEPTH) {
        r->unknown = true;
        return;
    }
    switch (e->kind) {
    case ND_VAR:
        if (e->sym)
            var_roots(r, e->sym, value, depth);
        return;
    case ND_ADD:
    case ND_SUB:
    /* A descriptor's fields rebuilt by masks and shifts, an address made a number and back (SPEC 6.1):
     * still the buffer's (rt35, wgmma_desc_mask, wgmma_launder). */
    case ND_MUL:
    case ND_DIV:
    case ND_MOD:
    case ND_SHL:
    case ND_SHR:
    case ND_BITAND:
    case ND_BITOR:
    case ND_BITXOR:
        roots(r, e->lhs, value, depth);
        roots(r, e->rhs, value, depth);
        return;
    case ND_NEG:
    case ND_BITNOT:
        roots(r, e->lhs, value, depth);
        return;
    case ND_INDEX:
    case ND_DEREF:
        /* An element read as a value: an address or descriptor kept in an array (of stage pointers: rt39), or
         * a number (an offset). */
        if (element_is_address(e))
            element_value_roots(r, e->lhs, depth);
        else if (!value)
            lvalue_roots(r, e, depth);
        else if (e->kind == ND_INDEX && local_aggregate(e->lhs))
            element_value_roots(r, e->lhs, depth); /* halves of an address kept in a local (rt39) */
        return;
    case ND_CAST:
        roots(r, e->lhs, value, depth);
        return;
    case ND_ADDR:
        lvalue_roots(r, e->lhs, depth);
        return;
    case ND_MEMBER:
        /* A member of a local struct or union: what it was given (a union punning the address into an
         * integer: rt36; halves of one: rt39); an address in other memory: not followed. */
        if (!e->arrow && local_aggregate(e->lhs))
            element_value_roots(r, e->lhs, depth);
        else if (member_may_hold_address(e))
            r->unknown = true;
        else if (!value)
            lvalue_roots(r, e, depth); /* an array member: memory inside what lhs is (or points to) */
        return;
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
        roots(r, e->lhs, value, depth);
        return;
    case ND_STMT_EXPR:
        r->unknown = true;
        return;
    case ND_COMMA:
        roots(r, e->rhs, value, depth);
        return;
    case ND_COND:
        roots(r, e->then, value, depth);
        roots(r, e->els, value, depth);
        return;
    case ND_ASSIGN:
        roots(r, e->op == ND_ASSIGN ? e->rhs : e->lhs, value, depth);
        return;
    case ND_CALL:
    case ND_PRISM_CALL:
        if (e->kind == ND_CALL && pipe_call_is(e, "prism_wgmma_desc")) {
            roots(r, e->args, false, depth);
        } else if (call_may_launder(e)) {
            r->unknown = true; /* a function handing back the address it was given (rt36, rt39) */
        } else {
            /* a number made from its arguments: an int difference of two descriptors, a half of one (rt39) */
            for (Node *a = e->args; a; a = a->next)
                roots(r, a, true, depth + 1);
        }
        return;
    default:
        return;
    }
}

/* The memory an lvalue denotes: a buffer's element, memory a pointer points to; a local's own memory
 * names no buffer. */
static void lvalue_roots(Roots *r, Node *e, int depth)
{
    if (!e)
        return;
    switch (e->kind) {
    case ND_INDEX:
        roots(r, e->lhs, false, depth);
        roots(r, e->rhs, false, depth);
        return;
    case ND_DEREF:
        roots(r, e->lhs, false, depth);
        return;
    case ND_MEMBER:
        if (e->arrow)
            roots(r, e->lhs, false, depth);
        else
            lvalue_roots(r, e->lhs, depth);
        return;
    default:
        roots(r, e, false, depth);
        return;
    }
}

int wgmma_buffers(Node *e, Symbol **out, int max, bool *unknown)
{
    Roots r = {out, 0, max, false, false};
    roots(&r, e, true, 0);
    *unknown = r.unknown;
    return r.n;
}

bool wgmma_desc_from_param(Node *e)
{
    Symbol *buf[8];
    Roots r = {buf, 0, 8, false, false};
    roots(&r, e, true, 0);
    return r.param;
}

Arg0Write call_arg0_write(Node *call)
{
    static const char *const copies[] = {"prism_cp_async", "cp_async", "__pipeline_memcpy_async", "prism_bulk_"};
    if (pipe_call_is(call, "prism_tma_load"))
        return ARG0_TMA_LOAD;
    for (size_t i = 0; i < sizeof copies / sizeof *copies; i++)
        if (pipe_call_is(call, copies[i]))
            return ARG0_ASYNC_COPY;
    /* An atomic is a store whatever its result (rt35: an atomicAdd into a wgmma's operand in flight). */
    if (call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR && call->lhs->tok &&
        is_atomic_name(call->lhs->tok))
        return ARG0_ATOMIC;
    static const char *const builtins[] = {"__builtin_memcpy", "__builtin_memset", "__builtin_memmove", "memcpy",
                                           "memset", "memmove"};
    for (size_t i = 0; i < sizeof builtins / sizeof *builtins; i++)
        if (pipe_call_is(call, builtins[i]))
            return ARG0_STORE;
    return ARG0_NONE;
}

Param *call_params(Node *call)
{
    Symbol *f = call->kind == ND_PRISM_CALL ? call->sym
                : call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR ? call->lhs->sym
                                                                                  : NULL;
    return f && f->kind == SYM_FUNC && f->func ? f->func->params : NULL;
}

int written_buffers(Node *n, Symbol **out, int max, Token **at)
{
    Roots r = {out, 0, max, false, false}; /* (unknown is not used: a store through an unknown pointer is not judged) */
    *at = NULL;
    switch (n->kind) {
    case ND_ASSIGN:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
        /* The lvalue's memory: a whole local assigned (a pointer moved) writes no buffer. */
        if (n->lhs && (n->lhs->kind != ND_VAR || (n->lhs->sym && n->lhs->sym->ty && n->lhs->sym->ty->kind == TY_ARRAY)))
            lvalue_roots(&r, n->lhs, 0);
        *at = n->lhs ? n->lhs->tok : n->tok;
        return r.n;
    case ND_CALL:
    case ND_PRISM_CALL:
        if (n->kind == ND_CALL && call_arg0_write(n) != ARG0_NONE) {
            roots(&r, n->args, false, 0);
            *at = n->args ? n->args->tok : n->tok;
            return r.n;
        }
        /* A pointer to non-const given to a function, which may store through it. */
        Param *p = call_params(n);
        for (Node *a = n->args; a && p; a = a->next, p = p->next) {
            const Type *t = type_unalias(p->ty);
            int before = r.n;
            if (t && t->kind == TY_PTR && t->base && !t->base->is_const)
                roots(&r, a, false, 0);
            if (r.n > before && !*at)
                *at = a->tok;
        }
        return r.n;
    default:
        return 0;
    }
}
