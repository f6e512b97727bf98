/*
 * alias_holder.c - what the alias graph (alias_graph.c) is made of: which
 * values can carry an address, and which local an lvalue names.
 *
 * An edge of the graph joins two names, so a store into an element or a
 * field has to be brought back to the local that holds it (`a.f`, `a[i]`
 * of a local array, `p.ptrs[0]` of a by-value struct); anything reached
 * through a pointer is memory, which the graph does not follow.  A value
 * narrower than an address carries none (SPEC 6.1), so a number field of
 * a holder passes nothing on.  These answers depend on the types alone,
 * never on the graph, so the graph and the checks that read it both ask
 * them here.
 */
#include "check_internal.h"
#include "sync.h"

/* Does the type carry an address (not a plain number)? */
bool alias_type_holds_address(const Type *t)
{
    if (!t)
        return false;
    if (t->kind == TY_PTR || t->kind == TY_ARRAY || t->kind == TY_STRUCT)
        return true;
    return t->kind == TY_NAMED && !type_is_integer(t); /* a typedef we do not see may hold one */
}

bool alias_is_ptr_sym(Symbol *s)
{
    return s && (s->kind == SYM_SHARED || s->kind == SYM_ALIAS || ((s->kind == SYM_VAR || s->kind == SYM_PARAM) &&
                                                                    alias_type_holds_address(s->ty) && !is_local_value_array(s)));
}

bool is_local_value_array(Symbol *s)
{
    if (!is_local_array(s))
        return false;
    Type *t = s->ty;
    while (t && t->kind == TY_ARRAY)
        t = t->base;
    return t && t->kind != TY_PTR && t->kind != TY_STRUCT && t->kind != TY_NAMED;
}

/*
 * More indexes than the array has dimensions: the last ones go through a
 * pointer element (views[0][i] with `int *views[2]` loads from memory; it
 * is no element of views).
 */
static bool indexes_through_pointer(Node *lv)
{
    int depth = 0;
    while (lv && lv->kind == ND_INDEX) {
        depth++;
        lv = lv->lhs;
    }
    if (!lv || lv->kind != ND_VAR || !lv->sym)
        return false;
    int rank = 0;
    for (const Type *t = lv->sym->ty; t && t->kind == TY_ARRAY && rank < 64; t = t->base)
        rank++;
    return depth > rank;
}

/* The local variable an lvalue names (a, a.f, a[i] of a local array), or NULL for memory. */
Symbol *alias_holder(Node *lv)
{
    while (lv) {
        switch (lv->kind) {
        case ND_VAR:
            return lv->sym && (lv->sym->kind == SYM_VAR || lv->sym->kind == SYM_PARAM) ? lv->sym : NULL;
        case ND_MEMBER:
            if (lv->arrow)
                return NULL;
            lv = lv->lhs;
            break;
        case ND_INDEX: {
            /* An element of a local array, or of an array member of a
             * holder's value (`p.ptrs[0]`, SPEC 5.2), is part of it. */
            Symbol *s = base_symbol(lv->lhs);
            if (!(is_local_array(s) && !indexes_through_pointer(lv)) && !array_in_value(lv->lhs))
                return NULL;
            lv = lv->lhs;
            break;
        }
        case ND_CAST:
            lv = lv->lhs;
            break;
        default:
            return NULL;
        }
    }
    return NULL;
}

/*
 * A field of a holder named directly (`p.n`, `p.dims.x`, an element
 * `p.dims[1]` of an array member, of a by-value struct) whose type holds
 * a number: reading it passes no address on,
 * whatever else the holder holds (SPEC 5.2, 6.3: an integer narrower
 * than an address carries none; `long` and `uintptr_t` fields may).
 */
bool alias_member_is_number(Node *e)
{
    Node *b = e;
    /* p.dims[1]: an element of an array member is part of the value (SPEC 5.2). */
    while (b && b->kind == ND_INDEX) {
        b = b->lhs;
        const Type *t = b ? type_unalias(acc_expr_type(b)) : NULL;
        if (!t || t->kind != TY_ARRAY)
            return false;
    }
    if (!b || b->kind != ND_MEMBER || b->arrow)
        return false;
    b = b->lhs;
    while (b && b->kind == ND_MEMBER && !b->arrow)
        b = b->lhs;
    /* A parameter's or a local's own value; a __shared__ or __device__ struct is memory. */
    if (!b || b->kind != ND_VAR || !b->sym || b->sym->is_global || b->sym->is_cuda_shared || b->sym->is_static)
        return false;
    /* A union's number shares its bits with the union's pointers: `dd =
     * u.d` after `u.p = tile` carries the address (red team rt10,
     * side_union_launder). */
    for (Node *m = e; m && (m->kind == ND_MEMBER || m->kind == ND_INDEX); m = m->lhs) {
        const Type *st = m->kind == ND_MEMBER ? type_unalias(acc_expr_type(m->lhs)) : NULL;
        if (st && st->kind == TY_STRUCT && st->is_union && type_holds_pointer(st, false, 0))
            return false;
    }
    const Type *t = acc_expr_type(e);
    return t && acc_type_is_value(t) && !acc_wide_integer(t);
}

/* The operand of `a[i]` that is the pointer or array (`i[a]` is legal C). */
Node *alias_indexed(Node *e)
{
    const Type *t = e->rhs ? type_unalias(acc_expr_type(e->rhs)) : NULL;
    if (t && (t->kind == TY_PTR || t->kind == TY_ARRAY))
        return e->rhs;
    return e->lhs;
}


/*
 * An lvalue used as an array that decays to a pointer (`s->val`, `(*s).val`,
 * `bk[i].items`, `tile[ty]` of a 2-D array, `*(tile + ty)`, `p.rows[1]`):
 * its value is an address, as `&lvalue[0]` is (SPEC 5.2), nothing is loaded.
 */
bool alias_decays(Node *e)
{
    if (!e || (e->kind != ND_INDEX && e->kind != ND_DEREF && e->kind != ND_MEMBER))
        return false;
    const Type *t = type_unalias(acc_expr_type(e));
    return t && t->kind == TY_ARRAY;
}

bool alias_holds_address(Symbol *s)
{
    return s && alias_type_holds_address(s->ty);
}
