/*
 * parse.c - tokens to AST: errors and recovery, scopes, declarations,
 * types, the translation unit.
 *
 * A recursive-descent parser for the C that kernels are written in, in
 * chibicc's shape: one function per production, the production above it,
 * the current token in and the next one out through `rest`.  Expressions
 * are in parse_expr.c, statements in parse_stmt.c, the PRISM_* constructs
 * in parse_prism.c.
 *
 * Names are resolved while parsing (C needs it anyway to tell a typedef
 * name from a variable), so every ND_VAR points at its Symbol.  Headers of
 * the system are not read; their common type names are predeclared below,
 * and an unknown identifier followed by another identifier starts a
 * declaration (`cudaStream_t s;`).
 *
 * Errors: the first syntax error in a statement is reported (P100); the
 * parser then stays quiet until the statement ends (panic mode) and
 * resumes after it, so one typo gives one message and independent errors
 * later in the file are still found.
 */
#include <string.h>

#include "prism_check.h"

/* ---- errors, recovery, nesting ----------------------------------------- */

static bool panic;        /* an error since the last recovery */
static bool quiet;        /* parse_expr_tokens(..., quiet): report nothing */
static bool quiet_failed; /* ... and an error happened */
static int nesting;
static bool nest_reported;

void syntax_error(Token *tok, const char *fmt, ...)
{
    if (quiet) {
        quiet_failed = true;
        return;
    }
    if (panic)
        return;
    panic = true;
    va_list ap;
    va_start(ap, fmt);
    vdiag(DIAG_ERROR, tok, "P100", fmt, ap);
    va_end(ap);
}

void parse_poison(void)
{
    panic = true;
    quiet_failed = true;
}

bool parse_failed(void)
{
    return panic;
}

Token *skip(Token *tok, const char *s)
{
    if (equal(tok, s))
        return tok->next;
    if (tok->kind == TK_EOF)
        syntax_error(tok, "expected '%s' before end of input", s);
    else
        syntax_error(tok, "expected '%s' before '%.*s'", s, tok->len, tok->loc);
    return tok;
}

/*
 * Skip the rest of a broken statement: up to and including the next ';'
 * outside brackets, or up to a '}' that closes an enclosing block, or past
 * a balanced { ... } group.  Always consumes at least one token unless at
 * '}' or the end, so callers cannot loop.
 */
Token *recover(Token *tok)
{
    panic = false;
    int depth = 0;
    while (tok->kind != TK_EOF) {
        if (equal(tok, "(") || equal(tok, "[") || equal(tok, "{")) {
            depth++;
        } else if (equal(tok, ")") || equal(tok, "]")) {
            if (depth > 0)
                depth--;
        } else if (equal(tok, "}")) {
            if (depth == 0)
                return tok;
            if (--depth == 0)
                return tok->next;
        } else if (equal(tok, ";") && depth == 0) {
            return tok->next;
        }
        tok = tok->next;
    }
    return tok;
}

bool nest_enter(Token *tok)
{
    if (nesting >= LIMIT_NEST_DEPTH) {
        if (!nest_reported && !quiet) {
            nest_reported = true;
            diag(DIAG_ERROR, tok, "P104", "nesting deeper than %d levels", LIMIT_NEST_DEPTH);
        }
        panic = true;
        quiet_failed = true;
        return false;
    }
    nesting++;
    return true;
}

void nest_leave(void)
{
    nesting--;
}

/* ---- nodes and types ----------------------------------------------------- */

Node *new_node(NodeKind kind, Token *tok)
{
    Node *n = NEW(Node);
    n->kind = kind;
    n->tok = tok;
    n->op = ND_ASSIGN;
    n->persp.level = PL_NONE;
    return n;
}

Node *new_binary(NodeKind kind, Node *lhs, Node *rhs, Token *tok)
{
    Node *n = new_node(kind, tok);
    n->lhs = lhs;
    n->rhs = rhs;
    return n;
}

Node *new_unary(NodeKind kind, Node *lhs, Token *tok)
{
    Node *n = new_node(kind, tok);
    n->lhs = lhs;
    return n;
}

Node *error_node(Token *tok)
{
    Node *n = new_node(ND_NUM, tok);
    n->poisoned = true;
    return n;
}

Type *new_type(TypeKind kind, Token *tok)
{
    Type *t = NEW(Type);
    t->kind = kind;
    t->tok = tok;
    t->array_len = -1;
    return t;
}

Type *pointer_to(Type *base)
{
    Type *t = new_type(TY_PTR, base ? base->tok : NULL);
    t->base = base;
    return t;
}

/* ---- scopes ----------------------------------------------------------------- */

/*
 * One hash map from name to the innermost symbol of that name; each
 * symbol remembers the one it shadows, and leaving a scope restores them.
 * Lookups are O(1) whatever the nesting.
 */
typedef struct Scope Scope;
struct Scope {
    Scope *prev;
    Symbol *syms;
};

static HashMap names;
static Scope *scope;
static int depth;

void push_scope(void)
{
    Scope *s = NEW(Scope);
    s->prev = scope;
    scope = s;
    depth++;
}

void pop_scope(void)
{
    for (Symbol *s = scope->syms; s; s = s->scope_next) {
        if (s->shadowed)
            hashmap_put(&names, s->name, (int)strlen(s->name), s->shadowed);
        else
            hashmap_delete(&names, s->name, (int)strlen(s->name));
    }
    scope = scope->prev;
    depth--;
}

int scope_depth(void)
{
    return depth;
}

Symbol *declare(Token *name, SymKind kind, Type *ty)
{
    Symbol *s = NEW(Symbol);
    s->kind = kind;
    s->name = tok_str(name);
    s->tok = name;
    s->ty = ty;
    s->persp.level = PL_NONE;
    s->depth = depth;
    s->is_global = depth == 0;
    s->shadowed = hashmap_get(&names, s->name, name->len);
    hashmap_put(&names, s->name, name->len, s);
    s->scope_next = scope->syms;
    scope->syms = s;
    return s;
}

Symbol *lookup(Token *name)
{
    if (name->kind != TK_IDENT)
        return NULL;
    return hashmap_get(&names, name->loc, name->len);
}

/* Names the system headers would declare: types and the host API's enum. */
static const char *const builtin_types[] = {
    "size_t", "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t", "int8_t", "int16_t", "int32_t", "int64_t",
    "uint8_t", "uint16_t", "uint32_t", "uint64_t", "intmax_t", "uintmax_t", "wchar_t", "va_list", "FILE",
    "char1", "char2", "char3", "char4", "uchar1", "uchar2", "uchar3", "uchar4", "short2", "short4", "ushort2",
    "ushort4", "int1", "int2", "int3", "int4", "uint1", "uint2", "uint3", "uint4", "long2", "long4", "ulong2",
    "longlong2", "ulonglong2", "float1", "float2", "float3", "float4", "double2", "double4", "half", "__half",
    "__half2", "__nv_bfloat16", "__nv_bfloat162", "nv_bfloat16", "dim3", "cudaStream_t", "cudaError_t",
    "cudaEvent_t", "CUtensorMap", "cudaDeviceProp", "prism_ctx_t", "prism_split_t", "prism_hidden_t",
    "prism_status_t", "prism_kernel_t", "prism_persp_t", "prism_dim3_t",
};

static const struct {
    const char *name;
    int value;
} builtin_consts[] = {
    {"PRISM_OK", 0},     {"PRISM_ERR_LAUNCH_SHAPE", 1}, {"PRISM_ERR_SMEM", 2},
    {"PRISM_ERR_LAUNCH", 3}, {"PRISM_ERR_MEMORY", 4},   {"PRISM_ERR_DYNAMIC", 5},
};

static Token *builtin_token(const char *name)
{
    Token *t = NEW(Token);
    t->kind = TK_IDENT;
    t->loc = name;
    t->len = (int)strlen(name);
    return t;
}

static void declare_builtins(void)
{
    for (size_t i = 0; i < sizeof(builtin_types) / sizeof(builtin_types[0]); i++) {
        Token *t = builtin_token(builtin_types[i]);
        Type *ty = new_type(TY_NAMED, t);
        ty->name = t;
        Symbol *s = declare(t, SYM_TYPEDEF, ty);
        s->tok = NULL; /* no declaration to point a note at */
    }
    for (size_t i = 0; i < sizeof(builtin_consts) / sizeof(builtin_consts[0]); i++) {
        Symbol *s = declare(builtin_token(builtin_consts[i].name), SYM_ENUM_CONST, new_type(TY_INT, NULL));
        s->enum_val = builtin_consts[i].value;
        s->enum_val_ok = true;
        s->tok = NULL;
    }
}

/* ---- what starts a type --------------------------------------------------------- */

static const char *const type_keywords[] = {
    "void", "_Bool", "bool", "char", "short", "int", "long", "float", "double", "signed", "unsigned",
    "__signed__", "__signed", "struct", "union", "enum", "const", "volatile", "restrict", "__restrict__",
    "__restrict", "__const", "__const__", "__volatile__", "_Atomic", "_Complex", "__int128", "typeof",
    "__typeof__", "__typeof", "_Alignas", "alignas", "auto", "register", "static", "extern", "inline",
    "__inline__", "__inline", "typedef", "_Noreturn", "_Thread_local", "thread_local", "__thread",
    "__attribute__", "__attribute", "__extension__", "__device__", "__global__", "__host__", "__shared__",
    "__constant__", "__managed__", "__forceinline__", "__noinline__", "__launch_bounds__", "__align__",
    "__grid_constant__", "__declspec",
};

static bool is_type_keyword(Token *tok)
{
    if (tok->kind != TK_IDENT)
        return false;
    for (size_t i = 0; i < sizeof(type_keywords) / sizeof(type_keywords[0]); i++)
        if (equal(tok, type_keywords[i]))
            return true;
    return false;
}

bool is_prism_name(Token *tok)
{
    return tok->kind == TK_IDENT && tok->len > 6 && memcmp(tok->loc, "PRISM_", 6) == 0;
}

/*
 * An object-like macro whose replacement is empty or only specifiers
 * (PRISM_HOST_API, PRISM_DEVFN, a user's `#define DEVINLINE __device__
 * inline`): it stands where specifiers stand, so it is read as them.
 */
bool spec_macro(Token *tok)
{
    if (tok->kind != TK_IDENT || lookup(tok))
        return false;
    Macro *m = find_macro(tok->loc, tok->len);
    if (!m || m->is_func || !m->body)
        return false;
    for (Token *t = m->body; t->kind != TK_EOF; t = t->next)
        if (!is_type_keyword(t) || equal(t, "struct") || equal(t, "union") || equal(t, "enum") ||
            equal(t, "typeof") || equal(t, "__typeof__") || equal(t, "__attribute__") || equal(t, "_Alignas"))
            return false;
    return true;
}

bool is_typename(Token *tok)
{
    if (is_type_keyword(tok) || equal(tok, "PRISM_AT"))
        return true;
    Symbol *s = lookup(tok);
    if (s)
        return s->kind == SYM_TYPEDEF;
    return spec_macro(tok);
}

/* An identifier nobody declared and that is no constant macro. */
static bool unknown_name(Token *tok)
{
    if (tok->kind != TK_IDENT || is_keyword(tok) || lookup(tok) || is_prism_name(tok))
        return false;
    Macro *m = find_macro(tok->loc, tok->len);
    return !m;
}

/*
 * A declaration in a block starts with a type, or with an unknown name
 * used as one: `T x`, `T *x =`, `T *x;`, `T x[`.  (`a * b;` as a statement
 * computes nothing, so reading it as a declaration loses nothing.)
 */
bool starts_declaration(Token *tok)
{
    if (equal(tok, "PRISM_AT") || equal(tok, "PRISM_HOST_API"))
        return true;
    if (is_typename(tok)) {
        /* `T::x` or a typedef name used as a label are not declarations */
        return !equal(tok->next, ":");
    }
    if (!unknown_name(tok))
        return false;
    Token *t = tok->next;
    if (t->kind == TK_IDENT && !is_keyword(t))
        return true;
    if (t->kind == TK_IDENT && (equal(t, "const") || equal(t, "volatile") || equal(t, "__restrict__")))
        return true;
    if (!equal(t, "*"))
        return false;
    while (equal(t, "*") || equal(t, "const") || equal(t, "__restrict__") || equal(t, "restrict"))
        t = t->next;
    return t->kind == TK_IDENT && !is_keyword(t) &&
           (equal(t->next, "=") || equal(t->next, ";") || equal(t->next, ",") || equal(t->next, "["));
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

/* ---- declaration specifiers ----------------------------------------------------- */

/* struct-union = ("struct" | "union") attribute* ident? ("{" member* "}")? */
static Type *struct_union(Token **rest, Token *tok)
{
    Type *ty = new_type(TY_STRUCT, tok);
    ty->is_union = equal(tok, "union");
    tok = skip_attributes(tok->next);
    if (tok->kind == TK_IDENT && !is_keyword(tok)) {
        ty->name = tok;
        tok = tok->next;
    }
    if (!equal(tok, "{")) {
        if (!ty->name)
            syntax_error(tok, "expected a struct name or '{'");
        *rest = tok;
        return ty;
    }
    if (!nest_enter(tok)) {
        *rest = recover(tok);
        return ty;
    }
    /* Members are parsed (to find errors) and then forgotten. */
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
            if (!equal(tok, ":"))
                declarator(&tok, tok, base, &name);
            if (equal(tok, ":")) { /* bit-field */
                conditional(&tok, tok->next);
            }
            tok = skip_attributes(tok);
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
    return ty;
}

/* enum-specifier = "enum" ident? ("{" enumerator ("," enumerator)* ","? "}")? */
static Type *enum_specifier(Token **rest, Token *tok)
{
    Type *ty = new_type(TY_ENUM, tok);
    tok = skip_attributes(tok->next);
    if (tok->kind == TK_IDENT && !is_keyword(tok)) {
        ty->name = tok;
        tok = tok->next;
    }
    if (equal(tok, ":")) { /* enum E : unsigned (C23 / C++) */
        DeclAttr a = {0};
        declspec(&tok, tok->next, &a);
    }
    if (!equal(tok, "{")) {
        *rest = tok;
        return ty;
    }
    tok = tok->next;
    int64_t next_val = 0;
    bool next_ok = true;
    while (!equal(tok, "}") && tok->kind != TK_EOF) {
        if (tok->kind != TK_IDENT || is_keyword(tok)) {
            syntax_error(tok, "expected an enumerator name");
            break;
        }
        Symbol *s = declare(tok, SYM_ENUM_CONST, new_type(TY_INT, tok));
        tok = skip_attributes(tok->next);
        if (equal(tok, "=")) {
            Node *e = conditional(&tok, tok->next);
            next_ok = const_require(e, "an enumerator value", &next_val);
        }
        s->enum_val = next_val;
        s->enum_val_ok = next_ok;
        next_val = next_val == INT64_MAX ? next_val : next_val + 1;
        if (!equal(tok, ","))
            break;
        tok = tok->next;
    }
    *rest = skip(tok, "}");
    return ty;
}

/*
 * declspec = (storage | qualifier | cuda-qualifier | attribute | "PRISM_AT" "(" persp ")"
 *            | specifier-macro | type-specifier)+
 *
 * The basic type words are counted into one type as C allows them in any
 * order ("unsigned long int", "long unsigned").
 */
Type *declspec(Token **rest, Token *tok, DeclAttr *attr)
{
    Type *ty = NULL;
    bool is_const = false, is_volatile = false, is_unsigned = false, is_signed = false;
    int longs = 0, shorts = 0;
    TypeKind basic = TY_INT;
    bool has_basic = false;
    Token *start = tok;
    if (attr)
        attr->persp.level = PL_NONE;

    for (;;) {
        tok = skip_attributes(tok);
        if (equal(tok, "PRISM_AT")) {
            Token *at = tok;
            tok = skip(tok->next, "(");
            Persp p = persp(&tok, tok, false);
            tok = skip(tok, ")");
            if (attr) {
                if (attr->persp.level != PL_NONE && !attr->persp.poisoned) {
                    diag(DIAG_ERROR, at, "P100", "a second PRISM_AT in one declaration");
                    note(attr->persp.tok, "the first is here");
                }
                attr->persp = p;
            } else {
                syntax_error(at, "PRISM_AT is not allowed in a type name");
            }
            continue;
        }
        if (equal(tok, "PRISM_UNSAFE") && attr) {
            attr->is_unsafe = true;
            tok = tok->next;
            continue;
        }
        if (tok->kind != TK_IDENT)
            break;
        if (equal(tok, "const") || equal(tok, "__const") || equal(tok, "__const__")) {
            is_const = true;
        } else if (equal(tok, "volatile") || equal(tok, "__volatile__")) {
            is_volatile = true;
        } else if (equal(tok, "restrict") || equal(tok, "__restrict__") || equal(tok, "__restrict") ||
                   equal(tok, "_Atomic") || equal(tok, "auto") || equal(tok, "register") ||
                   equal(tok, "_Noreturn") || equal(tok, "_Thread_local") || equal(tok, "thread_local") ||
                   equal(tok, "__thread") || equal(tok, "__forceinline__") || equal(tok, "__noinline__") ||
                   equal(tok, "__managed__") || equal(tok, "__grid_constant__") || equal(tok, "_Complex")) {
            /* accepted, no effect on checking */
        } else if (equal(tok, "static")) {
            if (attr) attr->is_static = true;
        } else if (equal(tok, "extern")) {
            if (attr) attr->is_extern = true;
            if (tok->next->kind == TK_STR) /* extern "C" */
                tok = tok->next;
        } else if (equal(tok, "inline") || equal(tok, "__inline__") || equal(tok, "__inline")) {
            if (attr) attr->is_inline = true;
        } else if (equal(tok, "typedef")) {
            if (attr) attr->is_typedef = true;
            else syntax_error(tok, "'typedef' is not allowed here");
        } else if (equal(tok, "__device__")) {
            if (attr) attr->is_device = true;
        } else if (equal(tok, "__global__")) {
            if (attr) attr->is_global = true;
        } else if (equal(tok, "__host__")) {
            if (attr) attr->is_host = true;
        } else if (equal(tok, "__shared__")) {
            if (attr) attr->is_cuda_shared = true;
        } else if (equal(tok, "__constant__")) {
            if (attr) attr->is_cuda_constant = true;
        } else if (equal(tok, "void") || equal(tok, "_Bool") || equal(tok, "bool") || equal(tok, "char") ||
                   equal(tok, "int") || equal(tok, "float") || equal(tok, "double") || equal(tok, "__int128")) {
            if (ty || (has_basic && !equal(tok, "int") && !equal(tok, "double"))) {
                syntax_error(tok, "two or more data types in declaration specifiers");
                break;
            }
            if (!(has_basic && (equal(tok, "int") || equal(tok, "double")))) {
                basic = equal(tok, "void") ? TY_VOID : equal(tok, "_Bool") || equal(tok, "bool") ? TY_BOOL
                        : equal(tok, "char") ? TY_CHAR : equal(tok, "float") ? TY_FLOAT
                        : equal(tok, "double") ? TY_DOUBLE : equal(tok, "__int128") ? TY_LONG : TY_INT;
            } else if (equal(tok, "double")) {
                basic = TY_DOUBLE;
            }
            has_basic = true;
        } else if (equal(tok, "short")) {
            shorts++;
            has_basic = true;
        } else if (equal(tok, "long")) {
            longs++;
            has_basic = true;
        } else if (equal(tok, "unsigned")) {
            is_unsigned = true;
        } else if (equal(tok, "signed") || equal(tok, "__signed__") || equal(tok, "__signed")) {
            is_signed = true;
        } else if (equal(tok, "struct") || equal(tok, "union")) {
            if (ty || has_basic) {
                syntax_error(tok, "two or more data types in declaration specifiers");
                break;
            }
            ty = struct_union(&tok, tok);
            continue;
        } else if (equal(tok, "enum")) {
            if (ty || has_basic) {
                syntax_error(tok, "two or more data types in declaration specifiers");
                break;
            }
            ty = enum_specifier(&tok, tok);
            continue;
        } else if ((equal(tok, "typeof") || equal(tok, "__typeof__") || equal(tok, "__typeof")) &&
                   equal(tok->next, "(")) {
            Token *t = tok;
            tok = tok->next->next;
            if (is_typename(tok))
                ty = typename_(&tok, tok);
            else {
                expr(&tok, tok);
                ty = new_type(TY_NAMED, t);
                ty->name = t;
            }
            tok = skip(tok, ")");
            continue;
        } else if (spec_macro(tok)) {
            /* PRISM_HOST_API, PRISM_DEVFN, ...: specifiers by another name */
        } else if (!ty && !has_basic && !is_unsigned && !is_signed && !is_keyword(tok) && !is_prism_name(tok)) {
            /* A typedef name, or an unknown name in a type's place. */
            Symbol *s = lookup(tok);
            if (s && s->kind != SYM_TYPEDEF)
                break;
            if (!s && tok != start && !(tok->next->kind == TK_IDENT || equal(tok->next, "*") ||
                                        equal(tok->next, "&") || equal(tok->next, ")")))
                break;
            if (s && s->ty) {
                ty = NEW(Type);
                *ty = *s->ty;
                ty->typedef_sym = s;
                ty->tok = tok;
            } else {
                ty = new_type(TY_NAMED, tok);
                ty->name = tok;
            }
        } else {
            break;
        }
        tok = tok->next;
    }

    if (tok == start) {
        syntax_error(tok, "expected a type before '%.*s'", tok->len, tok->loc);
    }
    if (!ty) {
        if (longs)
            basic = basic == TY_DOUBLE ? TY_DOUBLE : TY_LONG;
        else if (shorts)
            basic = TY_SHORT;
        ty = new_type(has_basic || is_unsigned || is_signed ? basic : TY_INT, start);
        ty->is_unsigned = is_unsigned;
    } else if (has_basic || is_unsigned || is_signed) {
        syntax_error(start, "two or more data types in declaration specifiers");
    }
    ty->is_const |= is_const;
    ty->is_volatile |= is_volatile;
    *rest = tok;
    return ty;
}

/* ---- declarators ------------------------------------------------------------------ */

/* pointers = ("*" ("const" | "volatile" | "restrict" | attribute)*)* */
static Type *pointers(Token **rest, Token *tok, Type *ty)
{
    while (equal(tok, "*") || equal(tok, "&")) {
        ty = pointer_to(ty);
        ty->tok = tok;
        tok = tok->next;
        for (;;) {
            tok = skip_attributes(tok);
            if (equal(tok, "const") || equal(tok, "__const"))
                ty->is_const = true;
            else if (equal(tok, "volatile") || equal(tok, "__volatile__"))
                ty->is_volatile = true;
            else if (equal(tok, "restrict") || equal(tok, "__restrict__") || equal(tok, "__restrict"))
                ty->is_restrict = true;
            else if (equal(tok, "_Atomic"))
                ;
            else
                break;
            tok = tok->next;
        }
    }
    *rest = tok;
    return ty;
}

/* param-list = "(" ("void" | param ("," param)* ("," "...")?)? ")" */
static Type *func_params(Token **rest, Token *tok, Type *ret)
{
    Type *fn = new_type(TY_FUNC, tok);
    fn->base = ret;
    tok = tok->next; /* '(' */
    push_scope();    /* prototype scope: parameter names do not leak */
    while (!equal(tok, ")") && tok->kind != TK_EOF) {
        if (equal(tok, "...")) {
            tok = tok->next;
            break;
        }
        DeclAttr attr = {0};
        Type *base = declspec(&tok, tok, &attr);
        Token *name = NULL;
        declarator(&tok, tok, base, &name);
        if (parse_failed())
            break;
        if (!equal(tok, ","))
            break;
        tok = tok->next;
    }
    pop_scope();
    *rest = skip(tok, ")");
    return fn;
}

/* array-dims = ("[" ("static" | qualifier)* const-expr? "]")* */
static Type *type_suffix(Token **rest, Token *tok, Type *ty)
{
    if (equal(tok, "("))
        return func_params(rest, tok, ty);
    if (equal(tok, "[")) {
        Token *lb = tok;
        tok = tok->next;
        while (equal(tok, "static") || equal(tok, "const") || equal(tok, "restrict") || equal(tok, "__restrict__"))
            tok = tok->next;
        Node *len = NULL;
        if (!equal(tok, "]"))
            len = conditional(&tok, tok);
        tok = skip(tok, "]");
        if (!nest_enter(lb)) {
            *rest = tok;
            return ty;
        }
        ty = type_suffix(&tok, tok, ty);
        nest_leave();
        Type *arr = new_type(TY_ARRAY, lb);
        arr->base = ty;
        arr->array_len_expr = len;
        int64_t v;
        if (len && const_eval(len, &v) && v >= 0)
            arr->array_len = v;
        *rest = tok;
        return arr;
    }
    *rest = tok;
    return ty;
}

/*
 * declarator = pointers ("(" declarator ")" | ident)? type-suffix attribute*
 *
 * The parenthesised form is parsed twice, chibicc's way: first skipped to
 * read the suffix that applies to the whole, then again with that type as
 * its base.  *name is NULL for an abstract declarator.
 */
Type *declarator(Token **rest, Token *tok, Type *ty, Token **name)
{
    *name = NULL;
    if (!nest_enter(tok)) {
        *rest = tok;
        return ty;
    }
    ty = pointers(&tok, tok, ty);
    tok = skip_attributes(tok);
    if (equal(tok, "(") && !is_typename(tok->next) && !equal(tok->next, ")")) {
        Token *start = tok;
        Type dummy = {0};
        Token *ignored;
        declarator(&tok, start->next, &dummy, &ignored);
        tok = skip(tok, ")");
        ty = type_suffix(&tok, tok, ty);
        Token *after = tok;
        ty = declarator(&tok, start->next, ty, name);
        (void)tok;
        *rest = skip_attributes(after);
        nest_leave();
        return ty;
    }
    if (tok->kind == TK_IDENT && !is_keyword(tok)) {
        *name = tok;
        tok = tok->next;
    }
    ty = type_suffix(&tok, tok, ty);
    *rest = skip_attributes(tok);
    nest_leave();
    return ty;
}

/* type-name = declspec abstract-declarator */
Type *typename_(Token **rest, Token *tok)
{
    Type *base = declspec(&tok, tok, NULL);
    Token *name;
    Type *ty = declarator(&tok, tok, base, &name);
    if (name)
        syntax_error(name, "unexpected name '%.*s' in a type", name->len, name->loc);
    *rest = tok;
    return ty;
}

/* ---- declarations ------------------------------------------------------------------- */

/*
 * initializer = "{" (designation? initializer ("," designation? initializer)* ","?)? "}"
 *             | assign
 * designation = ("." ident | "[" const-expr "]")+ "="
 */
Node *initializer(Token **rest, Token *tok)
{
    if (!equal(tok, "{"))
        return assign(rest, tok);
    Node *list = new_node(ND_INIT_LIST, tok);
    if (!nest_enter(tok)) {
        *rest = recover(tok);
        return list;
    }
    tok = tok->next;
    Node head = {0}, *cur = &head;
    while (!equal(tok, "}") && tok->kind != TK_EOF && !parse_failed()) {
        Node *item;
        if (equal(tok, ".") || equal(tok, "[")) {
            item = new_node(ND_DESIG, tok);
            if (equal(tok, ".")) {
                if (tok->next->kind != TK_IDENT)
                    syntax_error(tok->next, "expected a member name after '.'");
                item->name = tok->next;
                tok = tok->next->next;
            } else {
                item->lhs = conditional(&tok, tok->next);
                tok = skip(tok, "]");
            }
            /* Nested designators (.a.b, [1][2]) keep the first. */
            while (equal(tok, ".") || equal(tok, "[")) {
                if (equal(tok, "."))
                    tok = tok->next->next;
                else {
                    conditional(&tok, tok->next);
                    tok = skip(tok, "]");
                }
            }
            tok = skip(tok, "=");
            item->rhs = initializer(&tok, tok);
        } else {
            item = initializer(&tok, tok);
        }
        cur = cur->next = item;
        list->nargs++;
        if (!equal(tok, ","))
            break;
        tok = tok->next;
    }
    list->args = head.next;
    nest_leave();
    *rest = skip(tok, "}");
    return list;
}

/*
 * declaration = declspec (declarator ("=" initializer)? ("," declarator ("=" initializer)?)*)? ";"
 *
 * base and attr come from a declspec the caller already read.  Returns an
 * ND_DECL whose body lists one ND_DECLARATOR per declared name.
 */
Node *declaration(Token **rest, Token *tok, Type *base, DeclAttr *attr)
{
    Node *decl = new_node(ND_DECL, tok);
    Node head = {0}, *cur = &head;
    bool first = true;
    while (!equal(tok, ";") && tok->kind != TK_EOF) {
        if (!first)
            tok = skip(tok, ",");
        first = false;
        if (parse_failed())
            break;
        Token *name = NULL;
        Token *start = tok;
        Type *ty = declarator(&tok, tok, base, &name);
        if (!name) {
            syntax_error(start, "expected a name in the declaration before '%.*s'", start->len, start->loc);
            break;
        }
        tok = skip_attributes(tok);
        Node *d = new_node(ND_DECLARATOR, name);
        Symbol *sym = declare(name, attr->is_typedef ? SYM_TYPEDEF : ty->kind == TY_FUNC ? SYM_FUNC : SYM_VAR, ty);
        sym->persp = attr->persp;
        sym->is_static = attr->is_static;
        sym->is_extern = attr->is_extern;
        sym->is_cuda_shared = attr->is_cuda_shared;
        sym->is_cuda_constant = attr->is_cuda_constant;
        sym->decl = d;
        d->sym = sym;
        d->persp = attr->persp;
        if (equal(tok, "=")) {
            if (attr->is_typedef)
                syntax_error(tok, "a typedef cannot have an initializer");
            d->init = initializer(&tok, tok->next);
        }
        cur = cur->next = d;
        if (parse_failed())
            break;
    }
    decl->body = head.next;
    *rest = skip(tok, ";");
    return decl;
}

/* static-assert = ("_Static_assert" | "static_assert") "(" const-expr ("," string)? ")" ";" */
Node *static_assert_(Token **rest, Token *tok)
{
    Node *n = new_node(ND_STATIC_ASSERT, tok);
    tok = skip(tok->next, "(");
    n->lhs = conditional(&tok, tok);
    if (equal(tok, ",")) {
        tok = tok->next;
        while (tok->kind == TK_STR)
            tok = tok->next;
    }
    tok = skip(tok, ")");
    *rest = skip(tok, ";");
    int64_t v;
    if (!parse_failed() && const_require(n->lhs, "a static assertion", &v) && v == 0)
        diag(DIAG_ERROR, n->tok, "P100", "static assertion failed");
    return n;
}

/* ---- the translation unit ------------------------------------------------------------ */

static Program *prog;
static Function fn_head, *fn_cur;
static Node global_head, *global_cur;

static void add_function(Function *fn)
{
    Symbol *prev = fn->sym ? fn->sym->shadowed : lookup(fn->name);
    if (prev && prev->kind == SYM_FUNC && prev->func && prev->depth == 0 && prev->func != fn) {
        fn->decl = prev->func;
        if (prev->func->body && fn->body) {
            diag(DIAG_ERROR, fn->name, "P100", "redefinition of '%.*s'", fn->name->len, fn->name->loc);
            note(prev->func->name, "the first definition is here");
        }
    }
    fn_cur = fn_cur->next = fn;
}

/* A plain C function definition: declspec declarator "{" body "}". */
static void plain_params(Function *fn, Token *lparen);

static Function *plain_function(Token **rest, Token *tok, Type *fty, Token *name, Token *lparen, DeclAttr *attr)
{
    Function *fn = NEW(Function);
    fn->kind = FN_PLAIN;
    fn->tok = name;
    fn->name = name;
    fn->ret = fty->base;
    fn->is_global = attr->is_global;
    fn->is_device = attr->is_device || attr->is_global;
    fn->is_host = attr->is_host || !fn->is_device;
    fn->is_static = attr->is_static;
    fn->is_unsafe = attr->is_unsafe;
    fn->smem_ok = false;
    /* Parameters are re-read to declare them in the body's scope. */
    Symbol *fsym = declare(name, SYM_FUNC, fty);
    fsym->func = fn;
    fn->sym = fsym;
    add_function(fn);
    plain_params(fn, lparen);
    if (!equal(tok, "{")) {
        *rest = skip(tok, ";");
        return fn;
    }
    function_body_begin(fn);
    fn->body = compound_stmt(rest, tok);
    function_body_end(fn);
    return fn;
}

/* Re-read a plain function's parameter list to build Params. */
static void plain_params(Function *fn, Token *lparen)
{
    Token *tok = lparen->next;
    Param head = {0}, *cur = &head;
    if (equal(tok, "void") && equal(tok->next, ")"))
        return;
    bool saved_quiet = quiet;
    quiet = true; /* errors were reported on the first reading */
    while (!equal(tok, ")") && tok->kind != TK_EOF) {
        if (equal(tok, "...")) {
            fn->variadic = true;
            break;
        }
        DeclAttr attr = {0};
        Param *p = NEW(Param);
        p->tok = tok;
        Type *base = declspec(&tok, tok, &attr);
        p->ty = declarator(&tok, tok, base, &p->name);
        p->persp = attr.persp;
        cur = cur->next = p;
        fn->nparams++;
        if (!equal(tok, ","))
            break;
        tok = tok->next;
    }
    quiet = saved_quiet;
    quiet_failed = false;
    fn->params = head.next;
}

/*
 * external-decl = "PRISM_UNSAFE"? ("PRISM_KERNEL" | "PRISM_DEVICE") signature (compound-stmt | ";")
 *               | "extern" string "{" external-decl* "}"
 *               | static-assert | asm-stmt | ";"
 *               | declspec (declarator "{" body "}" | declaration)
 */
static void external_decl(Token **rest, Token *tok)
{
    if (equal(tok, ";")) {
        *rest = tok->next;
        return;
    }
    if (equal(tok, "extern") && tok->next->kind == TK_STR && equal(tok->next->next, "{")) {
        tok = tok->next->next->next;
        while (!equal(tok, "}") && tok->kind != TK_EOF) {
            Token *before = tok;
            external_decl(&tok, tok);
            if (parse_failed())
                tok = recover(tok);
            if (tok == before)
                tok = tok->next;
        }
        *rest = skip(tok, "}");
        return;
    }
    if (equal(tok, "_Static_assert") || equal(tok, "static_assert")) {
        global_cur = global_cur->next = static_assert_(rest, tok);
        return;
    }
    if (equal(tok, "asm") || equal(tok, "__asm__") || equal(tok, "__asm")) {
        asm_stmt(rest, tok);
        return;
    }
    bool unsafe = false;
    Token *unsafe_tok = NULL;
    if (equal(tok, "PRISM_UNSAFE")) {
        unsafe = true;
        unsafe_tok = tok;
        tok = tok->next;
    }
    if (equal(tok, "PRISM_KERNEL") || equal(tok, "PRISM_DEVICE")) {
        Function *fn = prism_function(rest, tok, unsafe);
        if (fn)
            add_function(fn);
        return;
    }
    if (unsafe_tok)
        tok = unsafe_tok; /* let declspec record it on a plain function */
    if (is_prism_name(tok) && !spec_macro(tok) && !equal(tok, "PRISM_AT") && !equal(tok, "PRISM_UNSAFE") &&
        !lookup(tok)) {
        Macro *m = find_macro(tok->loc, tok->len);
        if (!m || m->is_func || is_prism_stmt(tok) || is_prism_expr(tok)) {
            if (is_prism_stmt(tok) || is_prism_expr(tok))
                diag(DIAG_ERROR, tok, "P100", "%.*s is only allowed inside a function body", tok->len, tok->loc);
            else
                diag(DIAG_ERROR, tok, "P101", "unknown Prism construct '%.*s'", tok->len, tok->loc);
            panic = true;
            *rest = recover(tok);
            return;
        }
    }
    DeclAttr attr = {0};
    Token *start = tok;
    Type *base = declspec(&tok, tok, &attr);
    if (parse_failed()) {
        *rest = recover(tok);
        return;
    }
    if (equal(tok, ";")) { /* struct S { ... }; enum { ... }; */
        *rest = tok->next;
        return;
    }
    /* A function definition or declaration: one declarator of function type. */
    Token *name = NULL;
    Token *after;
    Type *ty = declarator(&after, tok, base, &name);
    if (name && ty->kind == TY_FUNC && !attr.is_typedef && (equal(after, "{") || equal(after, ";"))) {
        Token *lparen = name->next;
        while (!equal(lparen, "(") && lparen->kind != TK_EOF)
            lparen = lparen->next;
        plain_function(rest, after, ty, name, lparen, &attr);
        return;
    }
    Node *decl = declaration(rest, tok, base, &attr);
    decl->tok = start;
    global_cur = global_cur->next = decl;
}

static void parse_tokens(Token *tok)
{
    fn_head.next = NULL;
    fn_cur = &fn_head;
    global_head.next = NULL;
    global_cur = &global_head;
    while (tok->kind != TK_EOF) {
        Token *before = tok;
        if (equal(tok, "}")) {
            syntax_error(tok, "unexpected '}' at file scope");
            tok = tok->next;
            panic = false;
            continue;
        }
        external_decl(&tok, tok);
        if (parse_failed())
            tok = recover(tok);
        if (tok == before)
            tok = tok->next;
    }
    prog->funcs = fn_head.next;
    prog->globals = global_head.next;
}

void parse_reset(void)
{
    names = (HashMap){0};
    scope = NULL;
    depth = -1;
    panic = quiet = quiet_failed = nest_reported = false;
    nesting = 0;
}

static Program *parse_common(Token *tokens)
{
    if (!tokens)
        return NULL;
    prog->tokens = tokens;
    parse_reset();
    push_scope(); /* file scope, depth 0 */
    declare_builtins();
    parse_tokens(tokens);
    return prog;
}

Program *parse_program(const char *path, const FrontendOptions *opt)
{
    prog = NEW(Program);
    prog->main_path = path;
    return parse_common(preprocess_file(prog, path, opt));
}

Program *parse_program_text(const char *name, const char *text, size_t len, const FrontendOptions *opt)
{
    prog = NEW(Program);
    prog->main_path = name;
    return parse_common(preprocess_text(prog, name, text, len, opt));
}

Node *parse_expr_tokens(Token *tok, bool be_quiet)
{
    bool saved_quiet = quiet, saved_failed = quiet_failed, saved_panic = panic;
    int saved_nesting = nesting;
    if (!scope) { /* #if before any parsing: a scope for lookups */
        parse_reset();
        push_scope();
    }
    quiet = be_quiet;
    quiet_failed = false;
    panic = false;
    Node *n = expr(&tok, tok);
    if (tok->kind != TK_EOF)
        syntax_error(tok, "unexpected '%.*s' in a constant expression", tok->len, tok->loc);
    bool failed = quiet ? quiet_failed : panic;
    quiet = saved_quiet;
    quiet_failed = saved_failed;
    panic = saved_panic;
    nesting = saved_nesting;
    return failed ? NULL : n;
}
