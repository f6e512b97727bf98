/*
 * scope.c - names to symbols while parsing: nested scopes, and the names
 * the system headers would declare (the checker does not read them).
 */
#include <string.h>

#include "prism_check.h"

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

bool scope_open(void)
{
    return scope != NULL;
}

Symbol *scope_newest(void)
{
    return scope ? scope->syms : NULL;
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

/*
 * Names the system headers would declare: types and the host API's enum.
 * The types whose layout the checker knows (CUDA's vector types, the
 * fixed-width integers) come from types.c's table; these are the rest.
 */
static const char *const builtin_types[] = {
    "wchar_t", "va_list", "FILE", "cudaStream_t", "cudaError_t", "cudaEvent_t", "cudaDeviceProp",
    "prism_ctx_t", "prism_split_t", "prism_hidden_t", "prism_status_t", "prism_kernel_t", "prism_persp_t",
    "prism_dim3_t",
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

static void declare_builtin_type(const char *name)
{
    Token *t = builtin_token(name);
    Type *ty = new_type(TY_NAMED, t);
    ty->name = t;
    Symbol *s = declare(t, SYM_TYPEDEF, ty);
    s->tok = NULL; /* no declaration to point a note at */
}

void scope_declare_builtins(void)
{
    for (size_t i = 0; i < sizeof(builtin_types) / sizeof(builtin_types[0]); i++)
        declare_builtin_type(builtin_types[i]);
    for (int i = 0; i < named_type_count; i++)
        declare_builtin_type(named_types[i].name);
    for (size_t i = 0; i < sizeof(builtin_consts) / sizeof(builtin_consts[0]); i++) {
        Symbol *s = declare(builtin_token(builtin_consts[i].name), SYM_ENUM_CONST, new_type(TY_INT, NULL));
        s->enum_val = builtin_consts[i].value;
        s->enum_val_ok = true;
        s->tok = NULL;
    }
}

/* A new translation unit: no scope is open (parse_common opens the file's). */
void scope_reset(void)
{
    names = (HashMap){0};
    scope = NULL;
    depth = -1;
}
