/*
 * parse.c - tokens to AST: errors and recovery, operators, what starts a
 * declaration, the translation unit.
 *
 * A recursive-descent parser for the C that kernels are written in, in
 * chibicc's shape: one function per production, the production above it,
 * the current token in and the next one out through `rest`.  Expressions
 * are in parse_expr.c, statements in parse_stmt.c, the PRISM_* constructs
 * in parse_prism.c; nodes are built and walked in node.c, names resolved
 * in scope.c.
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

bool quiet_parse(void)
{
    return quiet;
}

static int nesting;
static bool nest_reported;

void syntax_error(Token *tok, const char *fmt, ...)
{
    if (quiet) {
        quiet_failed = true;
        return;
    }
    if (panic || nest_reported)
        return; /* past a nesting limit the parse is lost: no cascade of errors after the P104 */
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

/*
 * Where a missing terminator belongs: just after the previous token when
 * tok starts a new line (`x = 4` then `y = 5;` is a ';' missing at the end
 * of the first line, where gcc puts the caret too), else tok itself.
 * Found by scanning back over blanks in the source; a comment in between
 * keeps tok.
 */
static Token *missing_at(Token *tok)
{
    const File *f = token_file(tok);
    if (!tok->at_bol || !f || tok->loc <= f->contents || tok->loc > f->contents + f->size)
        return tok;
    const char *base = f->contents, *p = tok->loc;
    int lines = 0;
    while (p > base && (p[-1] == ' ' || p[-1] == '\t' || p[-1] == '\r' || p[-1] == '\n')) {
        p--;
        lines += *p == '\n';
    }
    if (p == base || lines == 0 || (p - base >= 2 && p[-1] == '/' && p[-2] == '*'))
        return tok;
    const char *line_start = p;
    while (line_start > base && line_start[-1] != '\n')
        line_start--;
    /* A // comment ends that line: the blank scan stopped inside it. */
    char quote = 0;
    for (const char *q = line_start; q + 1 < p; q++) {
        if (quote) {
            if (*q == '\\')
                q++;
            else if (*q == quote)
                quote = 0;
        } else if (*q == '"' || *q == '\'') {
            quote = *q;
        } else if (q[0] == '/' && q[1] == '/') {
            return tok;
        }
    }
    Token *t = NEW(Token);
    *t = *tok;
    t->loc = p;
    t->len = 1;
    t->pos = file_pos(f, p);
    t->at_bol = false;
    return t;
}

Token *skip(Token *tok, const char *s)
{
    if (equal(tok, s))
        return tok->next;
    if (tok->kind == TK_EOF)
        syntax_error(tok, "expected '%s' before end of input", s);
    else if (strcmp(s, ";") == 0 || strcmp(s, ")") == 0 || strcmp(s, "]") == 0)
        syntax_error(missing_at(tok), "expected '%s' before '%.*s'", s, tok->len, tok->loc);
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

/*
 * A postfix chain (`s.a.a.a`, `f()()()`, `p[0][0]`) longer than any
 * program writes: P104, once.  Later passes follow an lvalue down its
 * chain from each of its nodes, so 16,000 links took minutes (red team
 * f1), far under LIMIT_EXPR_DEPTH.
 */
bool chain_too_long(Token *tok, int links)
{
    if (links <= LIMIT_POSTFIX_CHAIN)
        return false;
    if (!nest_reported && !quiet) {
        nest_reported = true;
        diag(DIAG_ERROR, tok, "P104", "more than %d member accesses, indexes and calls in one chain: name its parts",
             LIMIT_POSTFIX_CHAIN);
    }
    panic = true;
    quiet_failed = true;
    return true;
}

void nest_leave(void)
{
    nesting--;
}

/* ---- operators ------------------------------------------------------------- */

Node *error_node(Token *tok)
{
    Node *n = new_node(ND_NUM, tok);
    n->poisoned = true;
    return n;
}

/*
 * An operator node is one higher than its operands.  A chain of them
 * (`a + a + ... + a`, `p[0][0]...`) builds a tree as deep as it is long,
 * which every later pass walks recursively: past LIMIT_EXPR_DEPTH it is
 * P104 (an external user's 100,000-term sum overflowed the stack), once,
 * and the operand is dropped so that nothing deeper is built.
 */
static Node *operand(Node *n, Node *x)
{
    if (!x)
        return NULL;
    if (x->height + 1 > n->height)
        n->height = x->height + 1;
    if (n->height <= LIMIT_EXPR_DEPTH)
        return x;
    if (!nest_reported && !quiet) {
        nest_reported = true;
        diag(DIAG_ERROR, n->tok, "P104", "expression more than %d operators deep: name its parts (temporaries)",
             LIMIT_EXPR_DEPTH);
    }
    panic = true;
    quiet_failed = true;
    n->height = 1;
    return error_node(n->tok);
}

Node *new_binary(NodeKind kind, Node *lhs, Node *rhs, Token *tok)
{
    Node *n = new_node(kind, tok);
    n->lhs = operand(n, lhs);
    n->rhs = operand(n, rhs);
    return n;
}

Node *new_unary(NodeKind kind, Node *lhs, Token *tok)
{
    Node *n = new_node(kind, tok);
    n->lhs = operand(n, lhs);
    return n;
}

/* ---- what starts a type --------------------------------------------------------- */

static bool is_type_keyword(Token *tok)
{
    return tok->kind == TK_IDENT && (tok->kw & KW_TYPE);
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

/* ---- the translation unit ------------------------------------------------------------ */

static Program *prog;
bool parse_packed_at(const Token *tok)
{
    return tok && tok->packed;
}
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
 * CUDA's __launch_bounds__(n[, k]) kept in front of a ported kernel: the
 * kernel's bound says it (BLOCKDIM), and read as a declaration's
 * attribute it left PRISM_KERNEL in a type's place, a P100 that named
 * neither.  True when tok starts such attributes (diagnosed).
 */
static bool launch_bounds_before_kernel(Token *tok)
{
    Token *end = skip_attributes(tok), *lb = NULL;
    for (Token *t = tok; t != end && !lb; t = t->next)
        if (equal(t, "__launch_bounds__"))
            lb = t;
    if (equal(end, "PRISM_UNSAFE"))
        end = end->next;
    if (!lb || !(equal(end, "PRISM_KERNEL") || equal(end, "PRISM_DEVICE")))
        return false;
    diag(DIAG_ERROR, lb, "P100",
         "__launch_bounds__ before %.*s: a Prism function's launch bounds come from its bound; write BLOCKDIM(n) "
         "in its PRISM_REQUIRES (the block is then exactly n threads, where CUDA's bound says at most n), "
         "BLOCKDIM(n, k) for at least k resident blocks per SM, and drop __launch_bounds__ (SPEC 3.1)",
         end->len, end->loc);
    return true;
}

/*
 * external-decl = "PRISM_UNSAFE"? ("PRISM_KERNEL" | "PRISM_DEVICE") signature (compound-stmt | ";")
 *               | "extern" string "{" external-decl* "}"
 *               | static-assert | asm-stmt | ";"
 *               | declspec (declarator "{" body "}" | declaration)
 */
/* C++ at file scope, which the C parser would only call a syntax error. */
static bool cxx_only(Token *tok)
{
    if (lookup(tok)) /* a C program's own name */
        return false;
    if (equal(tok, "template") || equal(tok, "namespace") || equal(tok, "using"))
        return true;
    Token *n = tok->next;
    return equal(tok, "class") && n->kind == TK_IDENT &&
           (equal(n->next, "{") || equal(n->next, ":") || equal(n->next, ";"));
}

static void external_decl(Token **rest, Token *tok);

/* ---- linkage specifications ------------------------------------------------------ */

/* Spell tok as text in the emitted file. */
static void rewrite(Token *tok, const char *text)
{
    struct Rewrite *r = NEW(struct Rewrite);
    r->tok = tok;
    r->text = text;
    r->next = prog->rewrites;
    prog->rewrites = r;
}

void parse_rewrite(Token *tok, const char *text)
{
    for (struct Rewrite *r = prog->rewrites; r; r = r->next)
        if (r->tok == tok)
            return; /* a declaration parsed twice (a tentative parse) */
    rewrite(tok, text);
}

static bool from_macro(Token *tok)
{
    if (!tok->exp)
        return false;
    Macro *m = tok_macro(tok);
    diag(DIAG_ERROR, tok, "P100",
         "'extern \"C\"' comes from macro '%s': the emitted file must drop it for the C build, and cannot "
         "inside a macro; write it in the file, or define the macro under #ifdef __cplusplus",
         m ? m->name : "?");
    return true;
}

/*
 * extern "C" at file scope (tok: `extern`, then a string).  nvcc reads
 * C++, the emulator build C: the emitted file spells it as a macro the
 * checker defines for each (emit.c), so only the forms it can rewrite pass.
 */
static bool linkage_spec(Token *tok)
{
    Token *str = tok->next;
    if (str->len != 3 || memcmp(str->loc, "\"C\"", 3)) {
        diag(DIAG_ERROR, str, "P100",
             "linkage specification 'extern %.*s': only extern \"C\" is in the kernels' common subset of C and CUDA C++",
             str->len, str->loc);
        return false;
    }
    if (from_macro(tok) || from_macro(str))
        return false;
    if (equal(str->next, "{") && from_macro(str->next))
        return false;
    return true;
}

/* extern "C" { external-decl* }: in C, the declarations without the braces. */
static void linkage_block(Token **rest, Token *tok)
{
    rewrite(tok, "PRISM__LINKAGE_C_OPEN");
    rewrite(tok->next, "");
    rewrite(tok->next->next, "");
    tok = tok->next->next->next;
    while (!equal(tok, "}") && tok->kind != TK_EOF) {
        Token *before = tok;
        external_decl(&tok, tok);
        if (parse_failed())
            tok = recover(tok);
        if (tok == before)
            tok = tok->next;
    }
    if (equal(tok, "}") && !tok->exp)
        rewrite(tok, "PRISM__LINKAGE_C_CLOSE");
    else if (equal(tok, "}"))
        diag(DIAG_ERROR, tok, "P100", "the '}' that closes 'extern \"C\" {' comes from a macro: write it in the file");
    *rest = skip(tok, "}");
}

static void external_decl(Token **rest, Token *tok)
{
    if (equal(tok, ";")) {
        *rest = tok->next;
        return;
    }
    if (cxx_only(tok)) {
        /* One diagnostic for the whole declaration, not a cascade of P100s. */
        diag(DIAG_ERROR, tok, "P100",
             "'%.*s' is C++: prism-check reads kernel files as C (the common subset of C and CUDA C++); "
             "keep C++ at file scope under #ifndef __PRISM_CHECK__, or in a file of its own",
             tok->len, tok->loc);
        *rest = recover(tok);
        return;
    }
    bool linkage = false;
    if (equal(tok, "extern") && tok->next->kind == TK_STR) {
        if (!linkage_spec(tok)) {
            *rest = recover(tok);
            return;
        }
        if (equal(tok->next->next, "{")) {
            linkage_block(rest, tok);
            return;
        }
        Token *after = tok->next->next;
        if (equal(after, "PRISM_DEVICE") || (equal(after, "PRISM_UNSAFE") && equal(after->next, "PRISM_DEVICE"))) {
            diag(DIAG_ERROR, tok, "P100",
                 "'extern \"C\"' before PRISM_DEVICE: a Prism device function is static (internal linkage), "
                 "it has no symbol to unmangle; only a PRISM_KERNEL's entry can have C linkage");
            *rest = recover(tok);
            return;
        }
        if (launch_bounds_before_kernel(after)) {
            *rest = recover(tok);
            return;
        }
        rewrite(tok, "PRISM__LINKAGE_C");
        rewrite(tok->next, "");
        if (equal(after, "PRISM_KERNEL") || (equal(after, "PRISM_UNSAFE") && equal(after->next, "PRISM_KERNEL"))) {
            tok = after; /* the entry is the expansion's first declaration (prism/signature.h) */
        } else {
            linkage = true;
        }
    }
    if (equal(tok, "_Static_assert") || equal(tok, "static_assert")) {
        global_cur = global_cur->next = static_assert_(rest, tok);
        return;
    }
    if (equal(tok, "asm") || equal(tok, "__asm__") || equal(tok, "__asm")) {
        asm_stmt(rest, tok);
        return;
    }
    if (launch_bounds_before_kernel(tok)) {
        *rest = recover(tok);
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
    DeclAttr attr = {.linkage = linkage};
    Token *start = tok;
    Type *base = declspec(&tok, tok, &attr);
    if (parse_failed()) {
        *rest = recover(tok);
        return;
    }
    if (linkage && (attr.is_static || attr.is_typedef)) {
        /* C++ rejects the first; C, which the emulator build gets, the second (extern typedef). */
        diag(DIAG_ERROR, start, "P100", "'extern \"C\"' before a %s declaration: write it without the linkage specification",
             attr.is_static ? "static" : "typedef");
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

/*
 * A declaration with a token the checker and the compilers read
 * differently (Token.diverges: under a test of __PRISM_CHECK__,
 * PRISM_CHECKED, __cplusplus, ..., or __COUNTER__'s value) declares names
 * whose value or type may differ between them (red team rt14: an enum
 * constant of 0 for the checker and 1 for the compilers indexed a
 * neighbour's element with no barrier).  Their uses in checked bodies are
 * P107 (divergent_use).
 */
static void mark_divergent(Token *from, Token *to, Symbol *known)
{
    /* A token under such a test, a name that reads differently used here
     * (enum { K = sizeof(struct S) } of a struct S declared under one), or
     * such a test inside the declaration's text, whose skipped branch the
     * checker never reads (a member, an enumerator: red team rt15). */
    bool diverges = file_scope_divergence();
    uint32_t lo = UINT32_MAX, hi = 0;
    for (Token *t = from; t && t != to && !diverges; t = t->next) {
        diverges = t->diverges;
        if (t->pos && t->pos < lo)
            lo = t->pos;
        if (t->pos > hi)
            hi = t->pos;
    }
    for (int i = 0; i < prog->ndiverge_at && !diverges && lo < hi; i++)
        diverges = prog->diverge_at[i] > lo && prog->diverge_at[i] < hi;
    if (!diverges)
        return;
    /* A function under such a test is device code under a test (P107 where it stands) or host code. */
    for (Symbol *s = scope_newest(); s && s != known; s = s->scope_next)
        s->diverges = s->kind != SYM_FUNC;
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
        Symbol *known = scope_newest();
        external_decl(&tok, tok);
        mark_divergent(before, tok, known);
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
    scope_reset();
    panic = quiet = quiet_failed = nest_reported = false;
    nesting = 0;
    pipeline_reset();
}

static Program *parse_common(Token *tokens)
{
    if (!tokens)
        return NULL;
    prog->tokens = tokens;
    parse_reset();
    push_scope(); /* file scope, depth 0 */
    scope_declare_builtins();
    parse_tokens(tokens);
    return prog;
}

Function *program_definition(Program *prog, Function *fn)
{
    if (!fn || fn->body || !fn->name || !prog)
        return fn;
    if (!prog->defs_built) {
        for (Function *f = prog->funcs; f; f = f->next)
            if (f->body && f->name && !hashmap_get(&prog->defs, f->name->loc, f->name->len))
                hashmap_put(&prog->defs, f->name->loc, f->name->len, f);
        prog->defs_built = true;
    }
    Function *f = hashmap_get(&prog->defs, fn->name->loc, fn->name->len);
    return f ? f : fn;
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
    if (!scope_open()) { /* #if before any parsing: a scope for lookups */
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
