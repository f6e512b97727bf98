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

/*
 * C's own spelling, built from the outside in as cdecl does: "const float *",
 * "int [3][4]" is printed "int[3][4]", "int (*)[4]", "void (*)()".
 */
char *type_str(const Type *ty)
{
    if (!ty)
        return "?";
    char *s = "";
    int guard = 0;
    const Type *t = ty;
    for (; t && (t->kind == TY_PTR || t->kind == TY_ARRAY || t->kind == TY_FUNC) && guard < 64; t = t->base, guard++) {
        if (t->kind == TY_PTR) {
            s = arena_printf("*%s%s%s", t->is_const ? "const" : "", t->is_const && *s ? " " : "", s);
        } else {
            if (*s == '*')
                s = arena_printf("(%s)", s);
            s = t->kind == TY_ARRAY ? (t->array_len >= 0 ? arena_printf("%s[%lld]", s, (long long)t->array_len)
                                                         : arena_printf("%s[]", s))
                                    : arena_printf("%s()", s);
        }
    }
    if (!t)
        return arena_printf("? %s", s);
    const char *base = base_name(t);
    if (t->is_const)
        base = arena_printf("const %s", base);
    if (!*s)
        return (char *)base;
    return arena_printf("%s%s%s", base, *s == '[' ? "" : " ", s);
}
