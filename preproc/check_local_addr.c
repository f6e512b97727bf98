/*
 * check_local_addr.c - the address of a broader local taken into a
 * narrower pointer (SPEC 6.1, P040).
 *
 * A local is a register of each thread even when it is declared at
 * block[1] or warp[32]: the perspective says every thread holds the same
 * value, and that is what lets it steer a barrier or a shuffle.  A store
 * through a thread[1] pointer made from its address (`int *p = &rounds`,
 * `int *p = cfg` for a local array, `t ? &a : &b`, an initializer of a
 * local array of pointers, `&n` of a value parameter) changes the copy of
 * the threads that store only, so the uniform value is no longer uniform.
 * The same address stored through a pointer (`*pp = &rounds`), handed to
 * a helper that stores it into a local (`setp(&p, &rounds)`) or returned
 * by one (`int *p = id(&rounds)`) is the same pointer.  Assigned directly
 * the same write is P030/P031; passed by address to a call it is
 * P030/P073.  A local struct's address already reaches P040
 * through the alias graph (check_store.c); this covers every local.
 */
#include "check_internal.h"
#include "sync.h"

/* A local of the function (not memory) whose storage `e` names. */
static Symbol *named_local(Node *lv)
{
    Symbol *s = alias_holder(lv);
    if (!s || s->is_global || s->is_cuda_shared || s->poisoned)
        return NULL;
    return s;
}

static bool returns_pointer(Node *call)
{
    Function *f = call->kind == ND_CALL ? acc_callee_of(call) : NULL;
    const Type *t = type_unalias(call->ty ? call->ty : f ? f->ret : NULL);
    return t && t->kind == TY_PTR;
}

/* The local's storage is broader than a pointer at tp may write. */
typedef struct {
    Ctx *c;
    Pv tp;
} Want;

static Symbol *broader(Symbol *s, const Want *w)
{
    return s && !pv_le(sym_persp(w->c, s), w->tp) ? s : NULL;
}

/*
 * The first local broader than w->tp whose address e's value carries,
 * through what keeps an address unchanged (casts, +, -, ?:, initializer
 * lists).  An element or field read is a value, not the local's address:
 * whatever pointer it holds is the alias graph's business.
 */
static Symbol *address_of_local(Node *e, const Want *w)
{
    Symbol *s = NULL;
    if (!e)
        return NULL;
    switch (e->kind) {
    case ND_ADDR:
        return broader(named_local(e->lhs), w);
    case ND_VAR:
        /* An array decays to the address of its first element. */
        return is_local_array(e->sym) && !e->sym->poisoned ? broader(e->sym, w) : NULL;
    case ND_INDEX:
    case ND_MEMBER:
    case ND_DEREF:
        /* So does a row of one, or an array member of a local or value
         * parameter (`cfg2[1]`, `p.rows[1]`): the address of its storage. */
        return alias_decays(e) ? broader(named_local(e), w) : NULL;
    case ND_CAST:
    case ND_POS:
    case ND_PREINC:
    case ND_PREDEC:
    case ND_POSTINC:
    case ND_POSTDEC:
        return address_of_local(e->lhs, w);
    case ND_ADD:
        s = address_of_local(e->lhs, w);
        return s ? s : address_of_local(e->rhs, w);
    case ND_SUB: /* p - i is an address; i - p does not compile */
        return address_of_local(e->lhs, w);
    case ND_ASSIGN:
    case ND_COMMA:
    case ND_DESIG:
        return address_of_local(e->rhs, w);
    case ND_COMPOUND_LIT:
        return address_of_local(e->init, w);
    case ND_COND:
        s = address_of_local(e->then, w);
        return s ? s : address_of_local(e->els, w);
    case ND_CALL:
    case ND_PRISM_CALL:
        /* A returned pointer may be any pointer argument (`id(&a)`), as
         * alias_graph.c takes it; a value (frexpf's) is not an address. */
        if (!returns_pointer(e))
            return NULL;
        /* fall through */
    case ND_INIT_LIST:
        for (Node *a = e->args; a && !s; a = a->next)
            s = address_of_local(a, w);
        return s;
    default:
        return NULL;
    }
}

Symbol *local_address_in(Ctx *c, Node *e, Pv tp)
{
    Want w = {c, tp};
    return address_of_local(e, &w);
}

/*
 * target (at tp) receives value: P040 when value carries the address of a
 * local broader than tp.  True when reported, so the caller says nothing
 * more about the same pointer.
 */
bool check_local_address(Ctx *c, Symbol *target, Pv tp, Node *value, Token *at)
{
    Want w = {c, tp};
    Symbol *src = address_of_local(value, &w);
    if (!src || src == target)
        return false;
    Pv sp = sym_persp(c, src);
    diag(DIAG_ERROR, at, "P040",
         "'%s' at %s takes a pointer into '%s' (%s): writable memory changes owner through "
         "PRISM_PARTITION or PRISM_CLAIM, not by assignment",
         sym_name(target), pv_str(tp), sym_name(src), pv_str(sp));
    return true;
}
