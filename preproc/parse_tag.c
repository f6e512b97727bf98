/*
 * parse_tag.c - struct, union and enum specifiers: their members, their
 * tags in the ordinary scopes, and the layout a 64-bit CUDA target gives
 * them (what the shared-memory and arena checks size).  Split from
 * parse_decl.c, which reads the declarations around them.
 *
 * Struct and union members are parsed (so errors in them are found) and
 * their names and types kept: an element of an array member is part of the
 * struct's value (check_flow.c).  Enum constants are evaluated and
 * declared, since perspective sizes may use them.
 */
#include <string.h>

#include "prism_check.h"

/* Kept in order of declaration, for member_type (types.c). */
static void add_member(Type *st, Token *name, Type *ty)
{
    if (!name)
        return;
    Member *m = NEW(Member);
    m->name = name;
    m->ty = ty;
    Member **tail = &st->members;
    while (*tail)
        tail = &(*tail)->next;
    *tail = m;
}

/* ---- attributes and other skipped syntax ---------------------------------------- */

/* Skip a balanced ( ... ) starting at tok; tok is '('. */
static Token *skip_parens(Token *tok)
{
    int d = 0;
    do {
        if (equal(tok, "("))
            d++;
        else if (equal(tok, ")"))
            d--;
        tok = tok->next;
    } while (d > 0 && tok->kind != TK_EOF);
    if (d > 0)
        syntax_error(tok, "expected ')' before end of input");
    return tok;
}

/*
 * attribute = ("__attribute__" "((" ... "))" | "__align__" "(" ... ")"
 *            | "__launch_bounds__" "(" ... ")" | "__declspec" "(" ... ")")*
 */
Token *skip_attributes(Token *tok)
{
    for (;;) {
        if ((equal(tok, "__attribute__") || equal(tok, "__attribute") || equal(tok, "__align__") ||
             equal(tok, "__launch_bounds__") || equal(tok, "__declspec") || equal(tok, "_Alignas") ||
             equal(tok, "alignas")) &&
            equal(tok->next, "("))
            tok = skip_parens(tok->next);
        else if (equal(tok, "__extension__"))
            tok = tok->next;
        else
            return tok;
    }
}

/* An attribute or alignment specifier among [from, to): a layout the checker does not model. */
bool attribute_between(Token *from, Token *to)
{
    for (Token *t = from; t && t != to && t->kind != TK_EOF; t = t->next)
        if (equal(t, "__attribute__") || equal(t, "__attribute") || equal(t, "__align__") || equal(t, "_Alignas") ||
            equal(t, "alignas") || equal(t, "__declspec"))
            return true;
    return false;
}

/* ---- declaration specifiers ----------------------------------------------------- */

/*
 * Tags live in the ordinary scopes under a name no identifier can spell
 * ("struct pair"), so `struct pair` finds the layout of the innermost
 * definition of that tag.
 */
static Token *tag_token(Type *ty)
{
    Token *t = NEW(Token);
    t->kind = TK_IDENT;
    t->loc = arena_printf("%s %.*s", ty->is_union ? "union" : "struct", ty->name->len, ty->name->loc);
    t->len = (int)strlen(t->loc);
    t->pos = ty->name->pos;
    return t;
}

/* An enum's tag, "enum NAME", in the ordinary scopes as a struct's is. */
static Token *enum_tag(Token *name)
{
    Token *t = NEW(Token);
    t->kind = TK_IDENT;
    t->loc = arena_printf("enum %.*s", name->len, name->loc);
    t->len = (int)strlen(t->loc);
    t->pos = name->pos;
    return t;
}

/*
 * The layout of a struct or union as a 64-bit CUDA target lays it out:
 * each member at the next multiple of its alignment, the size rounded up
 * to the largest alignment.  A member whose layout is unknown, a
 * bit-field, an attribute or a flexible array leaves the layout unknown
 * (struct_align 0): the shared-memory checks then say so (P051).
 */
typedef struct {
    int64_t size, align;
    bool ok;
} Layout;

static void layout_member(Layout *l, Type *member, bool is_union)
{
    int64_t s, a;
    if (!l->ok || !type_size_align(member, &s, &a) || a <= 0 || (member->kind == TY_ARRAY && member->array_len < 0)) {
        l->ok = false;
        return;
    }
    int64_t at = is_union ? 0 : (l->size + a - 1) / a * a;
    if (__builtin_add_overflow(at, s, &at) || at > INT64_MAX / 4) {
        l->ok = false;
        return;
    }
    l->size = at > l->size ? at : l->size;
    l->align = a > l->align ? a : l->align;
}

/* A member that cannot hold an address: the barrier inference need not
 * follow what is put in an array or struct of such members. */
static bool member_plain(const Type *t)
{
    for (int i = 0; t && i < 32 && (t->kind == TY_ARRAY || (t->kind == TY_NAMED && t->typedef_sym)); i++)
        t = t->kind == TY_ARRAY ? t->base : t->typedef_sym->ty;
    if (!t)
        return false;
    switch (t->kind) {
    case TY_BOOL: case TY_CHAR: case TY_SHORT: case TY_INT: case TY_FLOAT: case TY_DOUBLE: case TY_ENUM:
        return true;
    case TY_STRUCT:
        return t->plain_values;
    case TY_NAMED: {
        const NamedType *nt = named_type_find(t->name);
        return nt && (!type_is_integer(t) || nt->size < 8);
    }
    default:
        return false;
    }
}

/* A member through which nothing can be written: a number, a pointer to
 * const, an array or struct of those.  A holder made only of such members
 * launders no ownership (SPEC 6.1). */
static bool member_readonly(const Type *t)
{
    for (int i = 0; t && i < 32 && (t->kind == TY_ARRAY || (t->kind == TY_NAMED && t->typedef_sym)); i++)
        t = t->kind == TY_ARRAY ? t->base : t->typedef_sym->ty;
    if (!t)
        return false;
    if (t->kind == TY_PTR)
        return t->base && t->base->is_const;
    if (t->kind == TY_STRUCT)
        return t->no_writable_ptr;
    return member_plain(t); /* a 64-bit integer may hold an address */
}

/* struct-union = ("struct" | "union") attribute* ident? ("{" member* "}")? */
Type *struct_union(Token **rest, Token *tok)
{
    Type *ty = new_type(TY_STRUCT, tok);
    ty->is_union = equal(tok, "union");
    Token *after = skip_attributes(tok->next);
    Layout layout = {0, 1, after == tok->next}; /* __align__(n) and the like: unknown */
    tok = after;
    if (tok->kind == TK_IDENT && !is_keyword(tok)) {
        ty->name = tok;
        tok = tok->next;
    }
    if (!equal(tok, "{")) {
        if (!ty->name)
            syntax_error(tok, "expected a struct name or '{'");
        Symbol *def = ty->name ? lookup(tag_token(ty)) : NULL;
        if (def && def->diverges)
            divergent_use(ty->name, def);
        if (def && def->ty && def->ty->kind == TY_STRUCT) {
            ty->struct_size = def->ty->struct_size;
            ty->struct_align = def->ty->struct_align;
            ty->plain_values = def->ty->plain_values;
            ty->no_writable_ptr = def->ty->no_writable_ptr;
            ty->members = def->ty->members;
        }
        *rest = tok;
        return ty;
    }
    if (!nest_enter(tok)) {
        *rest = recover(tok);
        return ty;
    }
    bool plain = true, readonly = true;
    tok = tok->next;
    push_scope();
    while (!equal(tok, "}") && tok->kind != TK_EOF) {
        if (equal(tok, "_Static_assert") || equal(tok, "static_assert")) {
            static_assert_(&tok, tok);
            continue;
        }
        DeclAttr attr = {0};
        Token *start = tok;
        Type *base = declspec(&tok, tok, &attr);
        bool first = true;
        while (!equal(tok, ";") && tok->kind != TK_EOF && !parse_failed()) {
            if (!first)
                tok = skip(tok, ",");
            first = false;
            Token *name = NULL;
            Type *member = base;
            if (!equal(tok, ":"))
                member = declarator(&tok, tok, base, &name);
            if (equal(tok, ":")) { /* bit-field */
                conditional(&tok, tok->next);
                layout.ok = false;
            }
            tok = skip_attributes(tok);
            /* int x __attribute__((aligned(16))): the declarator may have read it */
            if (attribute_between(start, tok) || attr.is_typedef || attr.is_static)
                layout.ok = false;
            layout_member(&layout, member, ty->is_union);
            add_member(ty, name, member);
            plain = plain && member_plain(member);
            readonly = readonly && member_readonly(member);
        }
        if (parse_failed())
            tok = recover(tok);
        else
            tok = skip(tok, ";");
        if (tok == start) /* no progress: drop the token */
            tok = tok->next;
    }
    pop_scope();
    nest_leave();
    *rest = skip(tok, "}");
    ty->plain_values = plain && !parse_failed();
    ty->no_writable_ptr = readonly && !parse_failed();
    if (parse_packed_at(tok)) { /* #pragma pack: gcc's layout, not the one computed here */
        layout.ok = false;
        ty->layout_unknown = true;
    }
    if (layout.ok && layout.size > 0 && !equal(*rest, "__attribute__") && !equal(*rest, "__align__")) {
        ty->struct_size = (layout.size + layout.align - 1) / layout.align * layout.align;
        ty->struct_align = layout.align;
    }
    if (ty->name) {
        Symbol *s = declare(tag_token(ty), SYM_TYPEDEF, ty);
        s->tok = ty->name;
    }
    return ty;
}

/* enum-specifier = "enum" ident? ("{" enumerator ("," enumerator)* ","? "}")? */
Type *enum_specifier(Token **rest, Token *tok)
{
    Type *ty = new_type(TY_ENUM, tok);
    tok = skip_attributes(tok->next);
    if (tok->kind == TK_IDENT && !is_keyword(tok)) {
        ty->name = tok;
        tok = tok->next;
    }
    if (equal(tok, ":")) { /* enum E : unsigned (C23 / C++): its width is that type's */
        DeclAttr a = {0};
        declspec(&tok, tok->next, &a);
        ty->layout_unknown = true;
    }
    if (!equal(tok, "{")) {
        /* `enum big` names the layout its definition found (a tag of its own, as struct's) */
        Symbol *def = ty->name ? lookup(enum_tag(ty->name)) : NULL;
        if (def && def->ty && def->ty->kind == TY_ENUM)
            ty->layout_unknown |= def->ty->layout_unknown;
        *rest = tok;
        return ty;
    }
    tok = tok->next;
    int64_t next_val = 0;
    bool next_ok = true, negative = false, past_int = false;
    while (!equal(tok, "}") && tok->kind != TK_EOF) {
        if (tok->kind != TK_IDENT || is_keyword(tok)) {
            syntax_error(tok, "expected an enumerator name");
            break;
        }
        Symbol *s = declare(tok, SYM_ENUM_CONST, new_type(TY_INT, tok));
        tok = skip_attributes(tok->next);
        if (equal(tok, "=")) {
            /* A value the checker cannot fold (INT_MIN of a system header it
             * does not read, sizeof of a layout it does not know) leaves the
             * constant unknown, as compilers that read those headers fold it;
             * where a constant is needed, that use says so (red team rt16). */
            Node *e = conditional(&tok, tok->next);
            next_ok = const_eval(e, &next_val);
        }
        s->enum_val = next_val;
        s->enum_val_ok = next_ok;
        /* gcc makes an enum 8 bytes wide when a value is past 32 bits, or
         * when one is negative and another past INT_MAX (no 32-bit type
         * holds both) */
        negative |= next_val < 0;
        past_int |= next_val > INT32_MAX;
        if (!next_ok || next_val < INT32_MIN || next_val > (int64_t)UINT32_MAX || (negative && past_int))
            ty->layout_unknown = true;
        next_val = next_val == INT64_MAX ? next_val : next_val + 1;
        if (!equal(tok, ","))
            break;
        tok = tok->next;
    }
    *rest = skip(tok, "}");
    if (ty->name)
        declare(enum_tag(ty->name), SYM_TYPEDEF, ty);
    return ty;
}

