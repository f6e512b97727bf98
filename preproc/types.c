/*
 * types.c - questions about C types, and printing them for messages.
 */
#include <string.h>

#include "prism_check.h"

bool type_is_pointer(const Type *ty)
{
    return ty && (ty->kind == TY_PTR || ty->kind == TY_ARRAY);
}

bool type_is_integer(const Type *ty)
{
    if (!ty)
        return false;
    switch (ty->kind) {
    case TY_BOOL: case TY_CHAR: case TY_SHORT: case TY_INT: case TY_LONG: case TY_ENUM:
        return true;
    case TY_NAMED: {
        /* The standard integer typedefs are integers. */
        static const char *const ints[] = {"size_t", "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t",
                                           "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
                                           "uint16_t", "uint32_t", "uint64_t", "intmax_t", "uintmax_t"};
        if (!ty->name)
            return false;
        for (size_t i = 0; i < sizeof(ints) / sizeof(ints[0]); i++)
            if (equal(ty->name, ints[i]))
                return true;
        return false;
    }
    default:
        return false;
    }
}

bool type_is_scalar(const Type *ty)
{
    return ty && (type_is_integer(ty) || ty->kind == TY_FLOAT || ty->kind == TY_DOUBLE || ty->kind == TY_PTR);
}

bool type_points_to_const(const Type *ty)
{
    return type_is_pointer(ty) && ty->base && ty->base->is_const;
}

static void append(char **buf, const char *s)
{
    *buf = arena_printf("%s%s", *buf, s);
}

static const char *base_name(const Type *ty)
{
    switch (ty->kind) {
    case TY_VOID: return "void";
    case TY_BOOL: return "bool";
    case TY_CHAR: return ty->is_unsigned ? "unsigned char" : "char";
    case TY_SHORT: return ty->is_unsigned ? "unsigned short" : "short";
    case TY_INT: return ty->is_unsigned ? "unsigned" : "int";
    case TY_LONG: return ty->is_unsigned ? "unsigned long" : "long";
    case TY_FLOAT: return "float";
    case TY_DOUBLE: return "double";
    case TY_NAMED: return ty->name ? tok_str(ty->name) : "?";
    case TY_STRUCT:
        return ty->name ? arena_printf("%s %.*s", ty->is_union ? "union" : "struct", ty->name->len, ty->name->loc)
                        : (ty->is_union ? "union" : "struct");
    case TY_ENUM: return ty->name ? arena_printf("enum %.*s", ty->name->len, ty->name->loc) : "enum";
    default: return "?";
    }
}

char *type_str(const Type *ty)
{
    if (!ty)
        return "?";
    char *s = "";
    int guard = 0;
    /* Pointers and arrays print their base first: "const float *const". */
    const Type *chain[64];
    int n = 0;
    for (const Type *t = ty; t && n < 64 && guard++ < 64; t = t->base) {
        chain[n++] = t;
        if (t->kind != TY_PTR && t->kind != TY_ARRAY && t->kind != TY_FUNC)
            break;
    }
    const Type *base = chain[n - 1];
    if (base->is_const)
        append(&s, "const ");
    append(&s, base_name(base));
    /* Pointers read inside out ("int *const *"), array bounds outside in ("int[2][3]"). */
    for (int i = n - 2; i >= 0; i--) {
        const Type *t = chain[i];
        if (t->kind == TY_PTR) {
            append(&s, " *");
            if (t->is_const)
                append(&s, "const");
        } else if (t->kind == TY_FUNC) {
            append(&s, "()");
        }
    }
    for (int i = 0; i < n - 1; i++) {
        const Type *t = chain[i];
        if (t->kind == TY_ARRAY)
            append(&s, t->array_len >= 0 ? arena_printf("[%lld]", (long long)t->array_len) : "[]");
    }
    return s;
}
