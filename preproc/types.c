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
                                           "uint16_t", "uint32_t", "uint64_t", "intmax_t", "uintmax_t",
                                           /* gcc's and nvcc's predefined spellings of them (rt20) */
                                           "__SIZE_TYPE__", "__PTRDIFF_TYPE__", "__INTPTR_TYPE__",
                                           "__UINTPTR_TYPE__", "__INTMAX_TYPE__", "__UINTMAX_TYPE__",
                                           "__INT64_TYPE__", "__UINT64_TYPE__", "__INT32_TYPE__", "__UINT32_TYPE__"};
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
    if (!type_is_pointer(ty))
        return false;
    /* `const float (*)[33]`: the qualifier is on the elements (C17 6.7.3p9). */
    const Type *b = ty->base;
    while (b && !b->is_const && b->kind == TY_ARRAY)
        b = b->base;
    return b && b->is_const;
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

/*
 * Sizes and alignments of the named types kernels use, as CUDA 13's
 * vector_types.h, cuda_fp16.h and cuda_bf16.h define them for a 64-bit
 * Linux target.  A vector of three is not padded to four: float3 is 12
 * bytes aligned to 4, and only the 2- and 4-element vectors carry an
 * __align__.  CUDA 13 deprecates double4, long4, ulong4, longlong4 and
 * ulonglong4 (aligned to 16) in favour of explicit _16a and _32a forms.
 * The same table declares these names as types in the parser.
 */
const NamedType named_types[] = {
    {"char1", 1, 1},      {"uchar1", 1, 1},      {"char2", 2, 2},         {"uchar2", 2, 2},
    {"char3", 3, 1},      {"uchar3", 3, 1},      {"char4", 4, 4},         {"uchar4", 4, 4},
    {"short1", 2, 2},     {"ushort1", 2, 2},     {"short2", 4, 4},        {"ushort2", 4, 4},
    {"short3", 6, 2},     {"ushort3", 6, 2},     {"short4", 8, 8},        {"ushort4", 8, 8},
    {"int1", 4, 4},       {"uint1", 4, 4},       {"int2", 8, 8},          {"uint2", 8, 8},
    {"int3", 12, 4},      {"uint3", 12, 4},      {"int4", 16, 16},        {"uint4", 16, 16},
    {"long1", 8, 8},      {"ulong1", 8, 8},      {"long2", 16, 16},       {"ulong2", 16, 16},
    {"long3", 24, 8},     {"ulong3", 24, 8},     {"long4", 32, 16},       {"ulong4", 32, 16},
    {"long4_16a", 32, 16}, {"ulong4_16a", 32, 16}, {"long4_32a", 32, 32}, {"ulong4_32a", 32, 32},
    {"longlong1", 8, 8},  {"ulonglong1", 8, 8},  {"longlong2", 16, 16},   {"ulonglong2", 16, 16},
    {"longlong3", 24, 8}, {"ulonglong3", 24, 8}, {"longlong4", 32, 16},   {"ulonglong4", 32, 16},
    {"longlong4_16a", 32, 16}, {"ulonglong4_16a", 32, 16}, {"longlong4_32a", 32, 32}, {"ulonglong4_32a", 32, 32},
    {"float1", 4, 4},     {"float2", 8, 8},      {"float3", 12, 4},       {"float4", 16, 16},
    {"double1", 8, 8},    {"double2", 16, 16},   {"double3", 24, 8},      {"double4", 32, 16},
    {"double4_16a", 32, 16}, {"double4_32a", 32, 32},
    {"half", 2, 2},       {"__half", 2, 2},      {"half2", 4, 4},         {"__half2", 4, 4},
    {"__nv_bfloat16", 2, 2}, {"nv_bfloat16", 2, 2}, {"__nv_bfloat162", 4, 4}, {"nv_bfloat162", 4, 4},
    {"dim3", 12, 4},
    /* The standard integer typedefs, and the types of the DSL itself. */
    {"size_t", 8, 8},     {"ssize_t", 8, 8},     {"ptrdiff_t", 8, 8},     {"intptr_t", 8, 8},
    {"uintptr_t", 8, 8},  {"int8_t", 1, 1},      {"uint8_t", 1, 1},       {"int16_t", 2, 2},
    {"uint16_t", 2, 2},   {"int32_t", 4, 4},     {"uint32_t", 4, 4},      {"int64_t", 8, 8},
    {"uint64_t", 8, 8},   {"intmax_t", 8, 8},    {"uintmax_t", 8, 8},
    {"CUtensorMap", 128, 64}, {"prism_mbarrier_t", 8, 8},
};
const int named_type_count = (int)(sizeof(named_types) / sizeof(named_types[0]));

const NamedType *named_type_find(const Token *name)
{
    if (!name)
        return NULL;
    for (int i = 0; i < named_type_count; i++)
        if (equal(name, named_types[i].name))
            return &named_types[i];
    return NULL;
}

bool type_size_align(const Type *ty, int64_t *size, int64_t *align)
{
    if (!ty || ty->layout_unknown)
        return false;
    int64_t s, a;
    switch (ty->kind) {
    case TY_BOOL:
    case TY_CHAR: s = 1; break;
    case TY_SHORT: s = 2; break;
    case TY_INT:
    case TY_FLOAT:
    case TY_ENUM: s = 4; break;
    case TY_LONG:
    case TY_DOUBLE:
    case TY_PTR: s = 8; break;
    case TY_ARRAY:
        if (ty->array_len < 0 || !type_size_align(ty->base, &s, &a))
            return false;
        if (__builtin_mul_overflow(s, ty->array_len, size))
            return false;
        *align = a;
        return true;
    case TY_STRUCT:
        if (ty->struct_align <= 0)
            return false;
        *size = ty->struct_size;
        *align = ty->struct_align;
        return true;
    case TY_NAMED: {
        /* A typedef of a typedef keeps the name of the type it stands for. */
        const NamedType *nt = named_type_find(ty->name);
        if (!nt)
            return false;
        *size = nt->size;
        *align = nt->align;
        return true;
    }
    default:
        return false;
    }
    *size = s;
    *align = s;
    return true;
}

/*
 * An integer type's width in bits, as the 64-bit CUDA target and its host
 * lay it out (long is 64), with its sign in *is_unsigned; 0 for anything
 * else: a float, a vector, a struct, an enum whose layout is unknown, a
 * typedef the checker cannot see.  <stdint.h>'s names come from the table
 * above (the checker does not read system headers).
 */
int type_int_bits(const Type *t, bool *is_unsigned)
{
    t = type_unalias(t);
    *is_unsigned = t && t->is_unsigned;
    if (!t || t->layout_unknown)
        return 0;
    switch (t->kind) {
    case TY_BOOL: *is_unsigned = true; return 8;
    case TY_CHAR: return 8;
    case TY_SHORT: return 16;
    case TY_INT: case TY_ENUM: return 32;
    case TY_LONG: return 64;
    case TY_NAMED: {
        const NamedType *nt = named_type_find(t->name);
        const char *n = nt ? nt->name : "";
        bool integer = (!strncmp(n, "int", 3) || !strncmp(n, "uint", 4) || !strcmp(n, "size_t") ||
                        !strcmp(n, "ssize_t") || !strcmp(n, "ptrdiff_t")) &&
                       strlen(n) > 2 && !strcmp(n + strlen(n) - 2, "_t");
        *is_unsigned = n[0] == 'u' || !strcmp(n, "size_t");
        return integer ? (int)nt->size * 8 : 0;
    }
    default:
        return 0;
    }
}

/* A union (or struct) with a pointer member, or a writable one (writable_only), at any depth of
 * nested members and arrays: the members we parsed. */
bool type_holds_pointer(const Type *t, bool writable_only, int depth)
{
    t = type_unalias(t);
    while (t && t->kind == TY_ARRAY)
        t = type_unalias(t->base);
    if (!t || depth > 16)
        return false;
    if (t->kind == TY_PTR)
        return !writable_only || !(t->base && t->base->is_const);
    if (t->kind != TY_STRUCT)
        return false;
    for (const Member *m = t->members; m; m = m->next)
        if (type_holds_pointer(m->ty, writable_only, depth + 1))
            return true;
    return false;
}

/* Through typedefs we parsed, to the type they name. */
const Type *type_unalias(const Type *t)
{
    for (int i = 0; t && i < 32 && t->kind == TY_NAMED && t->typedef_sym; i++)
        t = t->typedef_sym->ty;
    return t;
}

/*
 * The type of an object in the thread's own storage, reached by `.` and by
 * indexes and `*` of arrays from a local variable or a compound literal
 * (an unnamed local, C17 6.5.2.5): `bufs[1]`, `bx.q[0]`, `(*(Box[1]){{w}}).q`.
 * NULL through a pointer (a load from memory) or when the type is not
 * known.  *base (if given) gets the variable or the literal.
 */
static const Type *local_object(Node *e, Node **base, int depth)
{
    if (!e || depth > 64)
        return NULL;
    switch (e->kind) {
    case ND_VAR:
        if (!e->sym || e->sym->kind != SYM_VAR || e->sym->is_global)
            return NULL;
        *base = e;
        return type_unalias(e->sym->ty);
    case ND_COMPOUND_LIT:
        *base = e;
        return type_unalias(e->ty);
    case ND_MEMBER:
        return e->arrow ? NULL : type_unalias(member_type(local_object(e->lhs, base, depth + 1), e->name));
    case ND_INDEX:
    case ND_DEREF: {
        const Type *t = local_object(e->lhs, base, depth + 1);
        return t && t->kind == TY_ARRAY ? type_unalias(t->base) : NULL;
    }
    default:
        return NULL;
    }
}

const Type *local_object_type(Node *e, Node **base)
{
    Node *b = NULL;
    const Type *t = local_object(e, &b, 0);
    if (base)
        *base = t ? b : NULL;
    return t;
}

Type *member_type(const Type *ty, const Token *name)
{
    ty = type_unalias(ty);
    if (!ty || ty->kind != TY_STRUCT || !name)
        return NULL;
    for (Member *m = ty->members; m; m = m->next)
        if (m->name->len == name->len && !memcmp(m->name->loc, name->loc, (size_t)name->len))
            return m->ty;
    return NULL;
}
