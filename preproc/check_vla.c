/*
 * check_vla.c - P103: an array length in device code that is not an
 * integer constant expression.
 *
 * A variable-length array is not in the common subset of C and CUDA C++:
 * nvcc rejects one in device code, while gcc (the emulator build) computes
 * its length per thread at run time.  That computation is invisible to
 * the type system (`sizeof(char[t + 1])` would read as a constant, and
 * `__typeof__(int[t++])` would hide a write), so the one build that
 * accepts it would be unchecked.  Every type written in a function's body
 * is looked at: declarations, casts, sizeof, _Alignof, compound literals,
 * and __typeof__ of a type name, which lands in one of those.
 */
#include "check_internal.h"

#define VLA_MAX_DEPTH (LIMIT_NEST_DEPTH * 4)

/* The first array length in ty that is not a constant, or NULL. */
static Node *variable_length(const Type *ty)
{
    int64_t v;
    for (int i = 0; ty && i < 64; i++) {
        if (ty->kind == TY_ARRAY && ty->array_len_expr && !const_eval(ty->array_len_expr, &v))
            return ty->array_len_expr;
        if (ty->kind != TY_ARRAY && ty->kind != TY_PTR)
            return NULL;
        ty = ty->base;
    }
    return NULL;
}

static void check_type(const Type *ty, Token *at)
{
    Node *len = variable_length(ty);
    if (!len)
        return;
    int64_t v;
    /* const_require says where it stops being constant, with the note. */
    if (!const_require(len, "an array length in device code", &v))
        note(at, "a variable-length array is not in the common subset of C and CUDA C++: nvcc rejects it, and "
                 "the emulator build would compute its length per thread, unchecked");
}

static void visit_types(Node *n, void *arg)
{
    (void)arg;
    switch (n->kind) {
    case ND_DECLARATOR:
        if (n->sym)
            check_type(n->sym->ty, n->sym->tok ? n->sym->tok : n->tok);
        break;
    case ND_CAST:
    case ND_SIZEOF:
    case ND_ALIGNOF:
    case ND_COMPOUND_LIT:
        check_type(n->ty, n->tok);
        break;
    default:
        break;
    }
}

void check_vla(Function *fn)
{
    node_visit(fn->body, VLA_MAX_DEPTH, visit_types, NULL);
}
