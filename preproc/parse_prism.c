/*
 * parse_prism.c - the PRISM_* constructs as syntax.
 *
 * prism.h implements these as macros; here they are grammar, parsed into
 * their own AST nodes so the checker sees a group, a split or a partition
 * instead of the for loops they expand to.  This file checks shape only
 * (arguments, constant sizes); what is legal where is check_*.c's job.
 */
#include <string.h>

#include "prism_check.h"

/* ---- perspectives ------------------------------------------------------- */

static const struct {
    const char *name;
    PerspLevel level;
    PerspSpelling spelling;
    int64_t factor; /* threads or blocks per counted unit */
} levels[] = {
    {"THREAD", PL_THREAD, PS_THREAD, 1},        {"WARP", PL_THREAD, PS_WARP, 32},
    {"WARPGROUP", PL_THREAD, PS_WARPGROUP, 128}, {"BLOCK", PL_BLOCK, PS_BLOCK, 1},
    {"GRID", PL_GRID, PS_GRID, 1},              {"BLOCKDIM", PL_BLOCKDIM, PS_BLOCKDIM, 1},
};

/*
 * persp = ("GRID" | "BLOCK" | "THREAD" | "WARP" | "WARPGROUP") "(" const-expr ")"
 *       | "BLOCKDIM" "(" const-expr ["," const-expr] ")"
 *
 * The size is normalised to the level's unit: WARP(2) is thread[64].
 * A size that is not constant is P103 and the perspective is poisoned.
 */
Persp persp(Token **rest, Token *tok, bool allow_blockdim)
{
    Persp p = {0};
    p.level = PL_NONE;
    p.tok = tok;
    for (size_t i = 0; i < sizeof(levels) / sizeof(levels[0]); i++) {
        if (!equal(tok, levels[i].name))
            continue;
        if (levels[i].level == PL_BLOCKDIM && !allow_blockdim) {
            diag(DIAG_ERROR, tok, "P100", "BLOCKDIM(n) is only allowed in a function's PRISM_REQUIRES");
            p.poisoned = true;
        }
        Token *t = skip(tok->next, "(");
        p.size_expr = conditional(&t, t);
        Node *min_blocks = NULL; /* BLOCKDIM(n, k): at least k blocks per SM (__launch_bounds__(n, k)) */
        if (levels[i].level == PL_BLOCKDIM && equal(t, ","))
            min_blocks = conditional(&t, t->next);
        *rest = skip(t, ")");
        if (parse_failed()) {
            p.poisoned = true;
            return p;
        }
        p.level = levels[i].level;
        p.spelling = levels[i].spelling;
        int64_t count; /* as written: 2 for WARP(2) */
        if (!const_require(p.size_expr, "a perspective size", &count)) {
            p.poisoned = true;
            return p;
        }
        if (__builtin_mul_overflow(count, levels[i].factor, &p.size)) {
            diag(DIAG_ERROR, p.size_expr->tok, "P103", "perspective size %s(%lld) is out of range", levels[i].name,
                 (long long)count);
            p.poisoned = true;
        }
        int64_t k;
        if (min_blocks && !const_require(min_blocks, "a minimum number of blocks per SM", &k)) {
            p.poisoned = true;
        } else if (min_blocks && (k < 1 || k > PRISM_SM_MAX_BLOCKS || (count > 0 && k * count > PRISM_SM_MAX_THREADS))) {
            /* What no SM of sm_80 or sm_90 can hold: ptxas would ignore it, or fail. */
            diag(DIAG_ERROR, min_blocks->tok, "P085",
                 "BLOCKDIM(%lld, %lld): the blocks per SM must be 1 to %d with blocks * threads at most %d (what one "
                 "SM of sm_80 or sm_90 holds)",
                 (long long)count, (long long)k, PRISM_SM_MAX_BLOCKS, PRISM_SM_MAX_THREADS);
            p.poisoned = true;
        }
        return p;
    }
    syntax_error(tok, "expected a perspective (GRID(n), BLOCK(n), THREAD(n), WARP(n) or WARPGROUP(n)) before '%.*s'",
                 tok->len, tok->loc);
    p.poisoned = true;
    *rest = tok;
    return p;
}

/* split-level = "THREAD" | "WARP" | "WARPGROUP" | "BLOCK"; size is the unit */
Persp split_level(Token **rest, Token *tok)
{
    Persp p = {0};
    p.level = PL_NONE;
    p.tok = tok;
    for (size_t i = 0; i < sizeof(levels) / sizeof(levels[0]); i++) {
        if (!equal(tok, levels[i].name) || levels[i].level == PL_GRID || levels[i].level == PL_BLOCKDIM)
            continue;
        p.level = levels[i].level;
        p.spelling = levels[i].spelling;
        p.size = levels[i].factor;
        *rest = tok->next;
        return p;
    }
    syntax_error(tok, "expected a split level (THREAD, WARP, WARPGROUP or BLOCK) before '%.*s'", tok->len, tok->loc);
    p.poisoned = true;
    *rest = tok;
    return p;
}

char *persp_str(const Persp *p)
{
    static const char *const names[] = {"thread", "block", "grid", "blockdim"};
    if (p->level == PL_NONE || p->level < PL_THREAD || p->level > PL_BLOCKDIM)
        return "none";
    return arena_printf("%s[%lld]", names[p->level], (long long)p->size);
}

/* ---- which names are constructs -------------------------------------------- */

static const char *const stmt_names[] = {
    "PRISM_GROUP", "PRISM_SPLIT", "PRISM_CASE", "PRISM_PARTITION", "PRISM_PARTITION_NOSYNC", "PRISM_CLAIM",
    "PRISM_CLAIM_NOSYNC", "PRISM_ASYNC", "PRISM_ASYNC_NOSYNC", "PRISM_SHARED", "PRISM_UNSAFE",
    "PRISM_ONE", "PRISM_ONE_CLAIM", "PRISM_FOR_STRIDED", "PRISM_PARTITION_TILE",
};

static const char *const expr_names[] = {
    "PRISM_ID", "PRISM_NTHREADS", "PRISM_NBLOCKS", "PRISM_LANEMASK", "PRISM_SYNC", "PRISM_CALL", "PRISM_LAUNCH",
};

static bool in_list(Token *tok, const char *const *list, size_t n)
{
    if (!is_prism_name(tok) || tok->len > 22) /* the longest name */
        return false;
    for (size_t i = 0; i < n; i++)
        if (equal(tok, list[i]))
            return true;
    return false;
}

bool is_prism_stmt(Token *tok)
{
    return is_pipeline_stmt(tok) || in_list(tok, stmt_names, sizeof(stmt_names) / sizeof(stmt_names[0]));
}

bool is_prism_expr(Token *tok)
{
    return is_pipeline_expr(tok) || in_list(tok, expr_names, sizeof(expr_names) / sizeof(expr_names[0]));
}

/* Names of the DSL that are neither statements nor expressions. */
static const char *const other_names[] = {
    "PRISM_AT", "PRISM_KERNEL", "PRISM_DEVICE", "PRISM_REQUIRES", "PRISM_SMEM", "PRISM_PARAM",
    "PRISM_HOST_API", "PRISM_DEVFN",
};

/*
 * Host-side macros of prism.h that are plain calls to the checker (a
 * stream launch, a copy to a __constant__ variable): read as calls of
 * functions whose bodies it does not see, as host code is.
 */
static const char *const host_macro_names[] = {"PRISM_LAUNCH_ON", "PRISM_COPY_TO_SYMBOL"};

bool is_prism_host_macro(Token *tok)
{
    return in_list(tok, host_macro_names, sizeof(host_macro_names) / sizeof(host_macro_names[0]));
}

bool is_prism_known(Token *tok)
{
    return is_prism_stmt(tok) || is_prism_expr(tok) || is_prism_host_macro(tok) ||
           in_list(tok, other_names, sizeof(other_names) / sizeof(other_names[0]));
}

/* ---- statements ------------------------------------------------------------------ */

/* The body of a Prism scope, with `node` as the innermost scope inside it. */
static Node *scope_body(Token **rest, Token *tok, Node *node)
{
    Node *outer = prism_scope_enter(node);
    Node *body = stmt(rest, tok);
    prism_scope_leave(outer);
    return body;
}

/* ident: the new name of a partition, claim or async */
static Token *alias_name(Token **rest, Token *tok)
{
    if (tok->kind != TK_IDENT || is_keyword(tok)) {
        syntax_error(tok, "expected a name for the new view before '%.*s'", tok->len, tok->loc);
        *rest = tok;
        return NULL;
    }
    *rest = tok->next;
    return tok;
}

/*
 * memory-scope = "PRISM_PARTITION" "(" ident "," assign "," persp "," assign ")" stmt
 *              | "PRISM_CLAIM" "(" ident "," assign "," persp ")" stmt
 *              | "PRISM_ASYNC" "(" ident "," assign ")" stmt
 *              | "PRISM_ONE_CLAIM" "(" ident "," assign ")" stmt
 *              | "PRISM_PARTITION_TILE" "(" ident "," assign "," persp "," assign ")" stmt
 *              (the first three also with _NOSYNC)
 *
 * y is declared in a scope around the body with x's type; x stays
 * resolvable inside (the checker reports its use as hidden, P061).
 */
/*
 * The macros declare the new name before its initialiser, `T y = (x) +
 * (offset)`, and C's scope of y begins there: a `y` in the source or the
 * offset is the new, uninitialised pointer to the compilers, while the
 * checker would read the outer one (red team d2: PRISM_PARTITION(ob, ob,
 * ...) built from garbage).  Refused, as the two readings differ.
 */
static void name_in_own_init(Token *at, Token *y, Token *from, Token *to)
{
    int braces = 0; /* inside a GNU statement expression, a name may be its own local (red team rt15) */
    for (Token *t = from, *prev = NULL; t && t != to; prev = t, t = t->next) {
        braces += equal(t, "{") - equal(t, "}");
        if (braces > 0 || t->kind != TK_IDENT || t->len != y->len || memcmp(t->loc, y->loc, (size_t)y->len) != 0)
            continue;
        if (prev && (equal(prev, ".") || equal(prev, "->")))
            continue; /* a member's name */
        diag(DIAG_ERROR, t, "P100",
             "'%s' is the scope's new name here: the macro declares '%s' before its initialiser, so the compilers "
             "read this '%s' as the new, uninitialised pointer, not the '%s' outside",
             tok_str(y), tok_str(y), tok_str(y), tok_str(y));
        note(y, "the new name is declared here");
        diag_fix("give the scope's name another spelling (%s(%s_part, ...))", tok_str(at), tok_str(y));
        return;
    }
}

static Node *memory_scope(Token **rest, Token *tok, NodeKind kind)
{
    Node *node = new_node(kind, tok);
    Token *at = tok;
    /* A shorthand's macro expands to the plain scope, which is its own
     * _NOSYNC form in a checked translation unit: nothing to rename. */
    bool one = equal(tok, "PRISM_ONE_CLAIM"), tile = equal(tok, "PRISM_PARTITION_TILE");
    node->nosync = one || tile || (tok->len > 7 && memcmp(tok->loc + tok->len - 7, "_NOSYNC", 7) == 0);
    tok = skip(tok->next, "(");
    Token *y = alias_name(&tok, tok);
    tok = skip(tok, ",");
    Token *args = tok;
    node->lhs = assign(&tok, tok);
    if (one) {
        node->persp = sugar_claim_persp(at);
    } else if (kind != ND_ASYNC) {
        tok = skip(tok, ",");
        node->persp = persp(&tok, tok, false);
    }
    if (kind == ND_PARTITION) {
        tok = skip(tok, ",");
        node->rhs = assign(&tok, tok);
        if (tile)
            node->rhs = sugar_tile_offset(node->persp, node->rhs, at);
    }
    if (y)
        name_in_own_init(at, y, args, tok);
    tok = skip(tok, ")");
    if (parse_failed() || !y) {
        *rest = tok;
        return node;
    }
    push_scope();
    Symbol *hidden = node->lhs->kind == ND_VAR ? node->lhs->sym : NULL;
    Symbol *sym = declare(y, SYM_ALIAS, hidden ? hidden->ty : NULL);
    sym->hides = hidden;
    sym->decl = node;
    sym->persp = node->persp;
    node->sym = sym;
    node->name = y;
    if (one) {
        Node *outer = prism_scope_enter(node);
        node->body = sugar_one(rest, tok, at);
        node->body->scope = node;
        prism_scope_leave(outer);
    } else {
        node->body = scope_body(rest, tok, node);
    }
    pop_scope();
    return node;
}

/* shared = "PRISM_SHARED" "(" type-name "," ident "," assign ")" ";" */
static Node *shared_decl(Token **rest, Token *tok)
{
    Node *node = new_node(ND_SHARED, tok);
    tok = skip(tok->next, "(");
    node->ty = typename_(&tok, tok);
    tok = skip(tok, ",");
    Token *name = alias_name(&tok, tok);
    tok = skip(tok, ",");
    node->lhs = assign(&tok, tok);
    tok = skip(tok, ")");
    if (parse_failed() || !name) {
        *rest = tok;
        return node;
    }
    *rest = skip(tok, ";");
    node->val_ok = const_require(node->lhs, "the PRISM_SHARED count", &node->val);
    Type *ptr = pointer_to(node->ty);
    ptr->is_const = true; /* T *const name */
    Symbol *sym = declare(name, SYM_SHARED, ptr);
    sym->decl = node;
    node->sym = sym;
    node->name = name;
    return node;
}

/*
 * prism-stmt = "PRISM_GROUP" "(" persp ")" stmt
 *            | "PRISM_SPLIT" "(" split-level ")" stmt
 *            | "PRISM_CASE" "(" const-expr ")" stmt
 *            | memory-scope | shared | "PRISM_UNSAFE" stmt
 *            | "PRISM_ONE" stmt | "PRISM_FOR_STRIDED" "(" ident "," assign ")" stmt   (parse_sugar.c)
 */
Node *prism_stmt(Token **rest, Token *tok)
{
    if (is_pipeline_stmt(tok))
        return pipeline_stmt(rest, tok);
    Node *outer_scope = prism_scope_enter(NULL);
    prism_scope_leave(outer_scope); /* read the enclosing scope */
    Node *node;
    if (equal(tok, "PRISM_GROUP")) {
        node = new_node(ND_GROUP, tok);
        tok = skip(tok->next, "(");
        node->persp = persp(&tok, tok, false);
        tok = skip(tok, ")");
        if (!parse_failed())
            node->body = scope_body(&tok, tok, node);
    } else if (equal(tok, "PRISM_SPLIT")) {
        node = new_node(ND_SPLIT, tok);
        tok = skip(tok->next, "(");
        node->persp = split_level(&tok, tok);
        tok = skip(tok, ")");
        if (!parse_failed())
            node->body = scope_body(&tok, tok, node);
    } else if (equal(tok, "PRISM_CASE")) {
        node = new_node(ND_SPLIT_CASE, tok);
        tok = skip(tok->next, "(");
        node->lhs = conditional(&tok, tok);
        tok = skip(tok, ")");
        if (!parse_failed()) {
            node->val_ok = const_require(node->lhs, "a PRISM_CASE size", &node->val);
            node->body = scope_body(&tok, tok, node);
        }
    } else if (equal(tok, "PRISM_PARTITION") || equal(tok, "PRISM_PARTITION_NOSYNC") ||
               equal(tok, "PRISM_PARTITION_TILE")) {
        node = memory_scope(&tok, tok, ND_PARTITION);
    } else if (equal(tok, "PRISM_ONE")) {
        node = sugar_one(&tok, tok->next, tok);
    } else if (equal(tok, "PRISM_FOR_STRIDED")) {
        node = sugar_for_strided(&tok, tok);
    } else if (equal(tok, "PRISM_CLAIM") || equal(tok, "PRISM_CLAIM_NOSYNC") || equal(tok, "PRISM_ONE_CLAIM")) {
        node = memory_scope(&tok, tok, ND_CLAIM);
    } else if (equal(tok, "PRISM_ASYNC") || equal(tok, "PRISM_ASYNC_NOSYNC")) {
        node = memory_scope(&tok, tok, ND_ASYNC);
    } else if (equal(tok, "PRISM_SHARED")) {
        node = shared_decl(&tok, tok);
    } else { /* PRISM_UNSAFE */
        node = new_node(ND_UNSAFE, tok);
        node->body = scope_body(&tok, tok->next, node);
    }
    /* A construct too broken to parse is an error node (an ND_NUM), which has
     * no scope field (red team f1: PRISM_FOR_STRIDED(int i, n) wrote past it). */
    if (NODE_HAS(node, scope))
        node->scope = outer_scope;
    *rest = tok;
    return node;
}

/* ---- expressions ----------------------------------------------------------------- */

/* The callee name of PRISM_CALL / PRISM_LAUNCH, resolved. */
static Token *callee(Token **rest, Token *tok, Node *node)
{
    if (tok->kind != TK_IDENT || is_keyword(tok)) {
        syntax_error(tok, "expected a function name before '%.*s'", tok->len, tok->loc);
        *rest = tok;
        return NULL;
    }
    node->name = tok;
    node->sym = lookup(tok);
    *rest = tok->next;
    return tok;
}

/*
 * prism-expr = "PRISM_ID" "(" persp ")" | "PRISM_NTHREADS" "(" ")" | "PRISM_SYNC" "(" ")"
 *            | "PRISM_NBLOCKS" "(" ")"
 *            | "PRISM_LANEMASK" "(" ")"
 *            | "PRISM_CALL" "(" ident ("," assign)* ")"
 *            | "PRISM_LAUNCH" "(" ident "," assign "," assign ("," assign)* ")"
 */
Node *prism_expr(Token **rest, Token *tok)
{
    if (is_pipeline_expr(tok))
        return pipeline_expr(rest, tok);
    Node *node;
    if (equal(tok, "PRISM_ID")) {
        node = new_node(ND_PRISM_ID, tok);
        tok = skip(tok->next, "(");
        node->persp = persp(&tok, tok, false);
        *rest = skip(tok, ")");
        return node;
    }
    if (equal(tok, "PRISM_NTHREADS") || equal(tok, "PRISM_SYNC") || equal(tok, "PRISM_LANEMASK") ||
        equal(tok, "PRISM_NBLOCKS")) {
        node = new_node(equal(tok, "PRISM_SYNC")       ? ND_PRISM_SYNC
                        : equal(tok, "PRISM_LANEMASK") ? ND_PRISM_LANEMASK
                        : equal(tok, "PRISM_NBLOCKS")  ? ND_PRISM_NBLOCKS
                                                       : ND_PRISM_NTHREADS,
                        tok);
        tok = skip(tok->next, "(");
        *rest = skip(tok, ")");
        return node;
    }
    bool launch = equal(tok, "PRISM_LAUNCH");
    node = new_node(launch ? ND_PRISM_LAUNCH : ND_PRISM_CALL, tok);
    tok = skip(tok->next, "(");
    callee(&tok, tok, node);
    Node head = {0}, *cur = &head;
    while (equal(tok, ",") && !parse_failed()) {
        cur = cur->next = assign(&tok, tok->next);
        node->nargs++;
    }
    node->args = head.next;
    if (launch && node->nargs < 2 && !parse_failed())
        syntax_error(tok, "PRISM_LAUNCH needs a kernel, a grid size and a block size");
    *rest = skip(tok, ")");
    return node;
}

/* ---- signatures ---------------------------------------------------------------- */

/* requires = "PRISM_REQUIRES" "(" persp ("," persp)* ")" */
static void requires_(Token **rest, Token *tok, Function *fn)
{
    if (!equal(tok, "PRISM_REQUIRES")) {
        syntax_error(tok, "expected PRISM_REQUIRES(...) before '%.*s'", tok->len, tok->loc);
        *rest = tok;
        return;
    }
    fn->bound_tok = tok;
    tok = skip(tok->next, "(");
    for (;;) {
        Persp p = persp(&tok, tok, true);
        if (parse_failed())
            break;
        if (fn->nbound == MAX_BOUND) {
            diag(DIAG_ERROR, p.tok, "P104", "more than %d perspectives in one PRISM_REQUIRES", MAX_BOUND);
            fn->poisoned = true;
        } else {
            fn->bound[fn->nbound++] = p;
        }
        if (p.poisoned)
            fn->poisoned = true;
        if (!equal(tok, ","))
            break;
        tok = tok->next;
    }
    *rest = skip(tok, ")");
}

/* param = "PRISM_PARAM" "(" type-name "," ident "," persp ")" */
static Param *prism_param(Token **rest, Token *tok)
{
    Param *p = NEW(Param);
    p->tok = tok;
    p->persp.level = PL_NONE;
    if (!equal(tok, "PRISM_PARAM")) {
        syntax_error(tok, "expected PRISM_PARAM(type, name, perspective) before '%.*s'", tok->len, tok->loc);
        *rest = tok;
        return NULL;
    }
    tok = skip(tok->next, "(");
    /* Its type is the body's business (P107 where the body names it); a
     * C++-only constructor under #ifdef __cplusplus changes no layout. */
    Function *sig = function_signature(NULL);
    p->ty = typename_(&tok, tok);
    function_signature(sig);
    tok = skip(tok, ",");
    p->name = alias_name(&tok, tok);
    tok = skip(tok, ",");
    p->persp = persp(&tok, tok, false);
    *rest = skip(tok, ")");
    return p;
}

/*
 * prism/signature.h gives every Prism function three enum constants,
 * NAME_prism_lvl, NAME_prism_n and NAME_prism_smem (its top perspective and
 * its budget); library code sizes budgets with them, so they are known here.
 */
static void declare_signature_consts(Function *fn)
{
    static const char *const suffixes[] = {"_prism_lvl", "_prism_n", "_prism_smem"};
    Persp *top = fn->nbound ? &fn->bound[0] : NULL;
    int64_t values[] = {top ? top->level : 0, top ? top->size : 0, fn->smem};
    bool known[] = {top && !top->poisoned, top && !top->poisoned, fn->smem_ok};
    for (int i = 0; i < 3; i++) {
        Token *t = NEW(Token);
        *t = *fn->name;
        char *name = arena_printf("%.*s%s", fn->name->len, fn->name->loc, suffixes[i]);
        t->loc = name;
        t->len = (int)strlen(name);
        Symbol *s = declare(t, SYM_ENUM_CONST, new_type(TY_INT, fn->name));
        s->tok = fn->name;
        s->enum_val = values[i];
        s->enum_val_ok = known[i];
    }
    if (fn->kind != FN_KERNEL)
        return;
    /* The launch wrappers PRISM_KERNEL defines for the compilers (signature.h),
     * so that (prism_launch_k)(...) is a call to the checker too. */
    static const char *const wrappers[] = {"", "_on", "_at", "_on_at"};
    for (int i = 0; i < 4; i++) {
        Token *t = NEW(Token);
        *t = *fn->name;
        char *name = arena_printf("prism_launch_%.*s%s", fn->name->len, fn->name->loc, wrappers[i]);
        t->loc = name;
        t->len = (int)strlen(name);
        Type *fty = new_type(TY_FUNC, fn->name);
        fty->base = new_type(TY_INT, fn->name);
        declare(t, SYM_FUNC, fty)->tok = fn->name;
    }
}

/*
 * prism-function = "PRISM_KERNEL" "(" ident "," requires "," smem ("," param)* ")" body
 *                | "PRISM_DEVICE" "(" type-name "," ident "," requires "," smem ("," param)* ")" body
 * smem = "PRISM_SMEM" "(" const-expr ")"
 * body = compound-stmt | ";"
 */
Function *prism_function(Token **rest, Token *tok, bool is_unsafe)
{
    Function *fn = NEW(Function);
    fn->tok = tok;
    fn->kind = equal(tok, "PRISM_KERNEL") ? FN_KERNEL : FN_DEVICE;
    fn->is_unsafe = is_unsafe;
    fn->is_device = true;
    fn->is_global = fn->kind == FN_KERNEL;
    tok = skip(tok->next, "(");
    if (fn->kind == FN_DEVICE) {
        fn->ret = typename_(&tok, tok);
        tok = skip(tok, ",");
    } else {
        fn->ret = new_type(TY_VOID, tok);
    }
    if (tok->kind != TK_IDENT || is_keyword(tok)) {
        syntax_error(tok, "expected the function's name before '%.*s'", tok->len, tok->loc);
    } else {
        fn->name = tok;
        tok = tok->next;
    }
    tok = skip(tok, ",");
    function_signature(fn); /* its bound, budget and perspectives are checked code too (P107) */
    if (!parse_failed())
        requires_(&tok, tok, fn);
    tok = skip(tok, ",");
    if (!parse_failed()) {
        if (!equal(tok, "PRISM_SMEM")) {
            syntax_error(tok, "expected PRISM_SMEM(bytes) before '%.*s'", tok->len, tok->loc);
        } else {
            tok = skip(tok->next, "(");
            fn->smem_expr = conditional(&tok, tok);
            tok = skip(tok, ")");
            if (!parse_failed())
                fn->smem_ok = const_require(fn->smem_expr, "a PRISM_SMEM budget", &fn->smem);
        }
    }
    Param head = {0}, *cur = &head;
    while (equal(tok, ",") && !parse_failed()) {
        Token *at = tok->next;
        Param *p = prism_param(&tok, tok->next);
        if (!p)
            break;
        /* prism.h's parameter macros count to 32: a 33rd fails inside them in both compilers. */
        if (fn->nparams == LIMIT_PARAMS) {
            diag(DIAG_ERROR, at, "P104", "more than %d parameters in one %s", LIMIT_PARAMS,
                 fn->kind == FN_KERNEL ? "PRISM_KERNEL" : "PRISM_DEVICE");
            fn->poisoned = true;
        }
        if (p->persp.poisoned)
            fn->poisoned = true;
        cur = cur->next = p;
        fn->nparams++;
    }
    fn->params = head.next;
    tok = skip(tok, ")");
    function_signature(NULL);
    if (parse_failed() || !fn->name) {
        fn->poisoned = true;
        /* Skip the body as a whole so its statements are not read at file scope. */
        while (!equal(tok, "{") && !equal(tok, ";") && tok->kind != TK_EOF)
            tok = tok->next;
        *rest = recover(tok);
        return fn->name ? fn : NULL;
    }
    Symbol *sym = declare(fn->name, SYM_FUNC, fn->ret);
    sym->func = fn;
    fn->sym = sym;
    declare_signature_consts(fn);
    if (equal(tok, ";")) {
        *rest = tok->next;
        return fn;
    }
    if (!equal(tok, "{")) {
        syntax_error(tok, "expected the function body or ';' before '%.*s'", tok->len, tok->loc);
        *rest = tok;
        return fn;
    }
    function_body_begin(fn);
    fn->body = compound_stmt(rest, tok);
    function_body_end(fn);
    return fn;
}
