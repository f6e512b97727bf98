/*
 * check_value_member.c - an element of a struct's array member is part of
 * the struct's value (SPEC 3.1, 5.2).
 *
 * `p.dims[1]` of a by-value struct (a kernel parameter, a local, a
 * __constant__ variable, not a __shared__ one) reads no memory through a pointer: the array is
 * inside the value, as `p.n` is, so the element has the perspective of
 * the value and of its index.  Only a chain of `.` and indexes of arrays
 * held in the value counts; `pp->dims[i]`, `(*pp).dims[i]` and
 * `ptr[j].dims[i]` read memory, and `p.ptr[i]` reads through a pointer
 * member: those stay reads through memory (check_flow.c).
 */
#include "check_internal.h"
#include "sync.h"

/* The type of an lvalue made of `.` and indexes (acc_expr_type), or NULL when not known. */
static const Type *chain_type(Node *lv)
{
    return type_unalias(acc_expr_type(lv));
}

/*
 * Does the chain reach a variable through at least one `.`, never through a
 * pointer?  A __shared__ struct is not a value but the block's memory, which
 * other threads may change: its elements are loads (check_flow.c).
 */
static bool rooted_through_member(Node *lv)
{
    bool member = false;
    while (lv) {
        switch (lv->kind) {
        case ND_VAR:
            return member && lv->sym && (lv->sym->kind == SYM_VAR || lv->sym->kind == SYM_PARAM) &&
                   !lv->sym->is_cuda_shared;
        case ND_MEMBER:
            if (lv->arrow)
                return false;
            member = true;
            lv = lv->lhs;
            break;
        case ND_INDEX: {
            const Type *t = chain_type(lv->lhs);
            if (!t || t->kind != TY_ARRAY)
                return false;
            lv = lv->lhs;
            break;
        }
        default:
            return false;
        }
    }
    return false;
}

bool array_in_value(Node *base)
{
    const Type *t = chain_type(base);
    return t && t->kind == TY_ARRAY && rooted_through_member(base);
}
