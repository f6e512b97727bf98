/*
 * macro.c - expansion of the user's macros, as the C preprocessor does it.
 *
 * A barrier behind `#define BARRIER() __syncthreads()` or a thread id behind
 * `#define TID threadIdx.x` is what the GPU runs, so the type passes must
 * see the replacement, not the name.  include.c calls macro_expand() on every
 * live identifier of a user file; the DSL's own macros (defined in prism.h
 * and prism/) are never expanded: their names are the constructs the parser
 * reads, also when a user macro expands to them.
 *
 * The algorithm is the standard one: object-like and function-like macros,
 * arguments fully expanded before substitution except as operands of # and
 * ##, stringizing, token pasting, __VA_ARGS__, GNU `, ## __VA_ARGS__`, and a
 * rescan of the result together with the tokens that follow it.  A token
 * remembers the expansion it came from (Token.exp); the chain of those
 * expansions is its "hide set" (a macro is not expanded again inside its own
 * expansion), its position for diagnostics (the use in the user's text,
 * with a note at the macro) and where the emitter puts an edit that lands
 * on it.
 *
 * Expanded tokens are fresh copies; the user's tokens are never modified, so
 * the emitted file is the user's text with its macros unexpanded.
 */
#include <stdlib.h>
#include <string.h>

#include "prism_check.h"

/* Expansions of one translation unit, to stop a runaway (P104). */
#define LIMIT_EXPANSIONS 1000000
static long expansions;
/* Tokens one use written in a file expands to, arguments' copies included:
 * `#define D(x) x x x x` nested 20 deep is 4^20 tokens from a 1 KB file,
 * and ate memory until killed (red team f1). */
#define LIMIT_USE_TOKENS (1L << 21)
static long use_tokens;
static int use_depth;
static bool expand_dsl;

static int counter; /* __COUNTER__: its next value in this reading of the translation unit */
static Token *arg_point; /* where __LINE__ stands while arguments are expanded (substitute) */
static Macro *pinned;    /* macro_pin: the definition the next use of its name expands with */
static int arg_depth;    /* arguments being expanded, nested */
/* The last name that made an expansion read differently by standing in an argument unexpanded. */
static Token *may_expand_name;
static unsigned may_expand_uses; /* how many expansions it made read differently */

void macro_reset(void)
{
    expansions = 0;
    use_tokens = 0;
    use_depth = 0;
    arg_depth = 0;
    arg_point = NULL;
    counter = 0;
    pinned = NULL;
    may_expand_name = NULL;
}

/*
 * Every Expansion of the translation unit by Token.exp - 1: an index, four
 * bytes in each token where a pointer took eight.  The table lives as long
 * as the arena (expansions_reset, from prism_reset): the host view's tokens
 * outlive the device passes' macro_reset (archs.c).
 */
static Expansion **table;
static uint32_t ntable, cap_table;

void expansions_reset(void)
{
    free(table);
    table = NULL;
    ntable = cap_table = 0;
}

Expansion *tok_expansion(const Token *tok)
{
    return tok->exp ? table[tok->exp - 1] : NULL;
}

void macro_expand_dsl(bool on)
{
    expand_dsl = on;
}

/*
 * A use whose arguments hold directives is gathered before it expands,
 * and those directives may #undef or #define its own name.  gcc and nvcc
 * chose the definition when they met the name (red team rt20: `G(`
 * `#undef G` `#define G(x) x` `0)` is the old G's expansion), so the
 * walk pins it for the gathered use.
 */
void macro_pin(Macro *m)
{
    pinned = m;
}

Macro *macro_of_use(const Token *tok)
{
    if (pinned && (size_t)tok->len == strlen(pinned->name) && memcmp(tok->loc, pinned->name, (size_t)tok->len) == 0)
        return pinned;
    return find_macro(tok->loc, tok->len);
}

/* ---- where a token came from ------------------------------------------------------- */

static Expansion *new_expansion(Macro *m, Token *from, Token *from_end, bool is_arg)
{
    if (ntable == cap_table) {
        uint32_t cap = cap_table ? cap_table * 2 : 1024;
        Expansion **v = cap > cap_table ? realloc(table, sizeof(*v) * cap) : NULL;
        if (!v) {
            fputs("prism-check: out of memory\n", stderr);
            exit(2);
        }
        table = v;
        cap_table = cap;
    }
    Expansion *x = NEW(Expansion);
    table[ntable++] = x;
    x->id = ntable;
    x->macro = m;
    x->from = from;
    x->from_end = from_end;
    x->is_arg = is_arg;
    return x;
}

/* Is m in tok's hide set: was tok produced, at any depth, by expanding m? */
static bool hidden(const Token *tok, const Macro *m)
{
    const Expansion *x;
    for (int depth = 0; (x = tok_expansion(tok)) && depth < 10000; depth++) {
        if (x->macro == m)
            return true;
        tok = x->from;
    }
    return false;
}

Token *tok_written(const Token *tok, bool end)
{
    for (const Expansion *x; (x = tok_expansion(tok));)
        tok = end ? x->from_end : x->from;
    return (Token *)tok;
}

Macro *tok_macro(const Token *tok)
{
    Macro *m = NULL;
    for (const Expansion *x; (x = tok_expansion(tok)); tok = x->from)
        if (!x->is_arg)
            m = x->macro;
    return m;
}

/* Does m's replacement use each parameter at most once, and neither # nor ##? */
static bool args_once(const Macro *m)
{
    if (!m || !m->body)
        return false;
    for (const Token *t = m->body; t->kind != TK_EOF; t = t->next) {
        if (equal(t, "#") || equal(t, "##") || equal(t, "%:") || equal(t, "%:%:"))
            return false;
        if (t->kind != TK_IDENT)
            continue;
        bool param = equal(t, "__VA_ARGS__") || (m->va_name && equal(t, m->va_name));
        for (const MacroParam *p = m->params; p && !param; p = p->next)
            param = equal(t, p->name);
        if (!param)
            continue;
        for (const Token *u = t->next; u->kind != TK_EOF; u = u->next)
            if (u->kind == TK_IDENT && u->len == t->len && !memcmp(u->loc, t->loc, (size_t)t->len))
                return false;
    }
    return true;
}

bool tok_edit_fits(const Token *tok, bool after)
{
    /* Text put into a macro's argument goes wherever the macro puts the
     * argument: twice, never, or pasted (`TWICE(stmt)` stacked every
     * point in front of the argument, and the second copy got none).  It
     * fits only where the macro uses each argument once, as written. */
    for (const Expansion *x; (x = tok_expansion(tok)); tok = after ? x->from_end : x->from) {
        if (x->is_arg && !args_once(x->macro))
            return false;
        if (!x->is_arg && tok != (after ? x->last : x->first))
            return false;
    }
    return true;
}

void tok_source_span(const Token *tok, size_t *start, size_t *end)
{
    const Token *a = tok_written(tok, false), *b = tok_written(tok, true);
    File *fa = token_file(a), *fb = token_file(b);
    *start = fa ? a->pos - fa->base : 0;
    if (fb && b->digraph) /* its spelling is not in the file: it ends where its digraph does */
        *end = file_skip_chars(fb, b->pos - fb->base, strlen(token_digraph_spelling(b)));
    else
        *end = !fb ? *start : b->len ? file_physical_offset(fb, b->loc + b->len - 1) + 1 : b->pos - fb->base;
}

/* A copy of tok produced by expansion x; it never starts a line. */
static Token *copy_token(const Token *tok, Expansion *x)
{
    use_tokens++;
    Token *t = NEW(Token);
    *t = *tok;
    t->next = NULL;
    t->exp = x->id;
    t->at_bol = false;
    if (t->kind == TK_HASH)
        t->kind = TK_PUNCT;
    return t;
}

/* ---- arguments --------------------------------------------------------------------- */

typedef struct MacroArg MacroArg;
struct MacroArg {
    MacroArg *next;
    const char *name;
    int namelen;
    Token *raw;      /* as written, TK_EOF-terminated */
    Token *expanded; /* fully expanded, lazily */
};

static Token *eof_after(const Token *at)
{
    Token *e = NEW(Token);
    *e = *at;
    e->kind = TK_EOF;
    e->len = 0;
    e->next = NULL;
    return e;
}

/*
 * The tokens of one argument, up to a ',' or ')' at depth 0 (or only ')'
 * for the variadic one).  NULL at a directive or the end of input.
 */
static Token *read_arg(Token **rest, Token *tok, bool variadic)
{
    Token head = {0}, *cur = &head;
    int depth = 0;
    for (;; tok = tok->next) {
        if (tok->kind == TK_EOF || tok->kind == TK_HASH)
            return NULL;
        if (depth == 0 && (equal(tok, ")") || (!variadic && equal(tok, ","))))
            break;
        depth += equal(tok, "(") - equal(tok, ")");
        cur = cur->next = NEW(Token);
        *cur = *tok;
        cur->next = NULL;
    }
    cur->next = eof_after(tok);
    *rest = tok;
    return head.next;
}

/* Binds the arguments of a call of m whose '(' is tok; *ok false (P100) if malformed. */
static MacroArg *read_args_checked(Token **rest, Token *tok, Macro *m, Token *name);
static MacroArg *read_args(Token **rest, Token *tok, Macro *m, Token *name, bool *ok)
{
    Token *before = *rest;
    MacroArg *a = read_args_checked(rest, tok, m, name);
    *ok = *rest != before;
    return a;
}

static MacroArg *read_args_checked(Token **rest, Token *tok, Macro *m, Token *name)
{
    MacroArg head = {0}, *cur = &head;
    Token *open = tok;
    tok = tok->next;
    MacroParam *p = m->params;
    bool first = true;
    for (; p; p = p->next) {
        if (!first) {
            if (!equal(tok, ",")) {
                diag(DIAG_ERROR, name, "P100", "macro '%s' requires more arguments", m->name);
                return NULL;
            }
            tok = tok->next;
        }
        first = false;
        Token *raw = read_arg(&tok, tok, false);
        if (!raw)
            goto unterminated;
        cur = cur->next = NEW(MacroArg);
        cur->name = p->name;
        cur->namelen = (int)strlen(p->name);
        cur->raw = raw;
    }
    if (m->is_variadic) {
        Token *raw;
        if (equal(tok, ")")) {
            raw = eof_after(tok);
        } else {
            if (m->params && !equal(tok, ",")) {
                diag(DIAG_ERROR, name, "P100", "macro '%s' requires more arguments", m->name);
                return NULL;
            }
            if (m->params)
                tok = tok->next;
            raw = read_arg(&tok, tok, true);
            if (!raw)
                goto unterminated;
        }
        cur = cur->next = NEW(MacroArg);
        cur->name = m->va_name ? m->va_name : "__VA_ARGS__";
        cur->namelen = (int)strlen(cur->name);
        cur->raw = raw;
    }
    if (!equal(tok, ")")) {
        /* `f()` of a one-parameter macro is one empty argument, not too few. */
        if (tok->kind == TK_EOF || tok->kind == TK_HASH)
            goto unterminated;
        diag(DIAG_ERROR, name, "P100", "macro '%s' passed too many arguments", m->name);
        return NULL;
    }
    *rest = tok;
    return head.next;
unterminated:
    diag(DIAG_ERROR, name, "P100", "unterminated argument list invoking macro '%s'", m->name);
    note(open, "the list opens here");
    return NULL;
}

static MacroArg *find_arg(MacroArg *args, const Token *tok)
{
    if (tok->kind != TK_IDENT)
        return NULL;
    for (MacroArg *a = args; a; a = a->next)
        if (a->namelen == tok->len && memcmp(a->name, tok->loc, (size_t)tok->len) == 0)
            return a;
    return NULL;
}

/* A copy of a TK_EOF-terminated list (expanding relinks the tokens it walks). */
static Token *copy_list(const Token *tok)
{
    Token head = {0}, *cur = &head;
    for (; tok->kind != TK_EOF; tok = tok->next) {
        cur = cur->next = NEW(Token);
        *cur = *tok;
    }
    cur->next = eof_after(tok);
    return head.next;
}

/* A copy of the tokens from tok up to (not including) end, TK_EOF-terminated. */
static Token *copy_list_until(const Token *tok, const Token *end)
{
    Token head = {0}, *cur = &head;
    for (; tok != end && tok->kind != TK_EOF; tok = tok->next) {
        cur = cur->next = NEW(Token);
        *cur = *tok;
    }
    cur->next = eof_after(end);
    return head.next;
}

/* ---- # and ## ---------------------------------------------------------------------- */

/* A new token spelt `text` (a string or a pasted token), lexed on its own. */
static Token *lex_text(const char *name, char *text, Token *at)
{
    File *f = new_file(name, text, strlen(text));
    Token *t = tokenize(f);
    if (t->kind == TK_EOF || t->next->kind != TK_EOF)
        return NULL;
    t->pos = at->pos;
    t->has_space = at->has_space;
    return t;
}

/* #param: the argument's spelling as a string literal (C17 6.10.3.2). */
static Token *stringize(Token *hash, Token *arg)
{
    size_t cap = 3;
    for (Token *t = arg; t->kind != TK_EOF; t = t->next)
        cap += (size_t)t->len * 2 + 4; /* + 3: a digraph is spelt longer than its token */
    char *buf = arena_alloc(cap), *p = buf;
    *p++ = '"';
    for (Token *t = arg; t->kind != TK_EOF; t = t->next) {
        if (t != arg && t->has_space)
            *p++ = ' ';
        bool quoted = t->kind == TK_STR || t->kind == TK_CHAR;
        const char *spelt = t->digraph ? token_digraph_spelling(t) : NULL;
        int len = spelt ? (int)strlen(spelt) : t->len;
        for (int i = 0; i < len; i++) {
            char c = spelt ? spelt[i] : t->loc[i];
            if (quoted && (c == '"' || c == '\\'))
                *p++ = '\\';
            *p++ = c;
        }
    }
    *p++ = '"';
    *p = '\0';
    Token *t = lex_text("<stringize>", buf, hash);
    if (!t) /* a lone backslash in the argument: gcc's "invalid string literal" */
        diag(DIAG_ERROR, hash, "P100", "'#' does not give a valid string literal");
    return t;
}

/* lhs ## rhs: one token spelt as both; P100 if it is not one token. */
static Token *paste(Token *lhs, Token *rhs, Token *at)
{
    char *buf = arena_printf("%.*s%.*s", lhs->len, lhs->loc, rhs->len, rhs->loc);
    Token *t = lex_text("<paste>", buf, lhs);
    if (!t) {
        diag(DIAG_ERROR, at, "P100", "pasting \"%.*s\" and \"%.*s\" does not give a valid preprocessing token",
             lhs->len, lhs->loc, rhs->len, rhs->loc);
        return NULL;
    }
    t->has_space = lhs->has_space;
    return t;
}

/* ---- substitution ------------------------------------------------------------------- */

static Token *expand_list(Token *tok);

typedef struct {
    Token head, *cur;
    Expansion *x;
    bool differ; /* a __VA_OPT__ whose answer the compilers may give otherwise: every token read differently */
} Out;

static void put(Out *o, const Token *t, Expansion *x)
{
    o->cur = o->cur->next = copy_token(t, x);
}

/* Appends a whole argument; each token remembers the argument it was. */
static void put_arg(Out *o, Token *list, Token *param_tok, Macro *m)
{
    bool first = true;
    for (Token *t = list; t->kind != TK_EOF && use_tokens <= LIMIT_USE_TOKENS; t = t->next) {
        put(o, t, new_expansion(m, t, t, true));
        if (first)
            o->cur->has_space = param_tok->has_space;
        first = false;
    }
}

/* Pastes the last token written with `rhs` (both non-placemarkers). */
static bool paste_onto(Out *o, Token *rhs, Token *at)
{
    Token *lhs = o->cur;
    Token *t = paste(lhs, rhs, at);
    if (!t)
        return false;
    uint32_t x = lhs->exp;
    *lhs = *t;
    lhs->exp = x;
    lhs->at_bol = false;
    lhs->next = NULL;
    return true;
}

/* Argument a fully expanded, once. */
static Token *arg_expanded(MacroArg *a, Expansion *x)
{
    if (!a->expanded) {
        /* gcc gives __LINE__ in the arguments of a use whose name an
         * expansion produced (`O(1,\n G(2))`, #define O F) that
         * expansion's line (its expansion point), where the use is
         * not itself in an argument being expanded (F(O(5,\n G(6)))
         * keeps G's own line). */
        Token *outer = arg_point;
        if (!arg_point && !arg_depth && tok_expansion(x->from))
            arg_point = tok_written(x->from, false);
        arg_depth++;
        a->expanded = expand_list(copy_list(a->raw));
        arg_depth--;
        arg_point = outer;
    }
    return a->expanded;
}

Token *macro_may_expand_name(void)
{
    return may_expand_name;
}

unsigned macro_may_expand_uses(void)
{
    return may_expand_uses;
}

/*
 * m's body with the arguments substituted, its tokens marked as coming from
 * expansion x.  NULL and a diagnostic if a paste fails.
 */
static Token *substitute(Macro *m, MacroArg *args, Expansion *x, bool *ok)
{
    Out o = {0};
    o.cur = &o.head;
    *ok = true;
    /* An argument holding a name the compilers may have expanded before this use (XCAT(K_, CHAR_BIT)
     * giving CAT(K_, 8) to them; NARG(__LEAF) counting `, __leaf__`): what the macro makes of it is
     * theirs alone (red team rt23). */
    for (MacroArg *a = args; a; a = a->next)
        for (Token *k = a->raw; k && k->kind != TK_EOF && !o.differ; k = k->next)
            if ((o.differ = k->may_expand))
                may_expand_name = k, may_expand_uses++;
    for (Token *t = m->body; t->kind != TK_EOF; t = t->next) {
        if (use_tokens > LIMIT_USE_TOKENS) {
            *ok = false;
            return NULL;
        }
        /* __VA_OPT__(content): the content when the variadic argument has tokens */
        if (m->is_variadic && equal(t, "__VA_OPT__") && equal(t->next, "(")) {
            Token *close = t->next;
            for (int depth = 0; close->kind != TK_EOF; close = close->next) {
                depth += equal(close, "(") - equal(close, ")");
                if (depth == 0)
                    break;
            }
            MacroArg *va = args;
            while (va && va->next)
                va = va->next;
            /* Empty as the expanded argument is: `HAS(FOO)` with FOO defined empty has none (red team rt22). */
            Token *ve = va ? arg_expanded(va, x) : NULL;
            /* ... and a name the compilers may define empty (<sys/cdefs.h>'s __BEGIN_DECLS) or a token
             * that reads differently makes the answer theirs alone. */
            for (Token *k = ve; k && k->kind != TK_EOF; k = k->next)
                o.differ |= k->diverges || pp_name_may_differ(k);
            if (ve && ve->kind != TK_EOF && close->kind != TK_EOF) {
                Macro inner = *m;
                inner.body = copy_list_until(t->next->next, close);
                Token *sub = substitute(&inner, args, x, ok);
                if (!*ok)
                    return NULL;
                for (; sub; sub = sub->next)
                    o.cur = o.cur->next = sub;
            }
            t = close;
            if (t->kind == TK_EOF)
                break;
            continue;
        }
        /* # param */
        if (m->is_func && equal(t, "#")) {
            MacroArg *a = find_arg(args, t->next);
            if (a) {
                Token *s = stringize(t, a->raw);
                if (!s) {
                    *ok = false;
                    return NULL;
                }
                put(&o, s, x);
                o.cur->has_space = t->has_space;
                t = t->next;
                continue;
            }
        }
        /* , ## __VA_ARGS__ (GNU): the comma goes when the variadic part is empty */
        if (equal(t, ",") && equal(t->next, "##")) {
            MacroArg *a = find_arg(args, t->next->next);
            if (a && m->is_variadic && !a->next) { /* the variadic argument is the last */
                if (a->raw->kind != TK_EOF) {
                    put(&o, t, x);
                    put_arg(&o, a->raw, t->next->next, m);
                }
                t = t->next->next;
                continue;
            }
        }
        /* x ## y: the left side is already written; paste the right side onto it */
        if (equal(t, "##")) {
            Token *r = t->next;
            MacroArg *a = find_arg(args, r);
            Token *rhs = a ? a->raw : r;
            bool lhs_empty = o.cur == &o.head || o.cur->kind == TK_EOF;
            if (a && rhs->kind == TK_EOF) {
                /* pasting a placemarker: the left side stays */
            } else if (lhs_empty) {
                if (a)
                    put_arg(&o, rhs, r, m);
                else
                    put(&o, r, x);
            } else {
                if (!paste_onto(&o, rhs, t)) {
                    *ok = false;
                    return NULL;
                }
                if (a)
                    for (Token *rest = rhs->next; rest->kind != TK_EOF; rest = rest->next)
                        put(&o, rest, new_expansion(m, rest, rest, true));
            }
            t = r;
            continue;
        }
        MacroArg *a = find_arg(args, t);
        if (a) {
            /* An operand of ## is substituted unexpanded. */
            bool expanded = !equal(t->next, "##");
            Token *list = expanded ? arg_expanded(a, x) : a->raw;
            Token **from = &o.cur->next;
            put_arg(&o, list, t, m);
            for (Token *k = expanded ? *from : NULL; k; k = k->next)
                k->may_expand = k->may_expand || pp_name_expands_elsewhere(k);
            continue;
        }
        put(&o, t, x);
    }
    o.cur->next = NULL;
    for (Token *k = o.differ ? o.head.next : NULL; k; k = k->next)
        k->diverges = true;
    return o.head.next;
}

/* ---- the expander ------------------------------------------------------------------- */

/* Skips nothing: function-like names take the '(' that follows, if any. */
static Token *open_paren_after(Token *tok)
{
    Token *n = tok->next;
    return n && n->kind != TK_HASH && equal(n, "(") ? n : NULL;
}

Token *skip_to_close(Token *name);

/*
 * __FILE__ and __LINE__ where the token stands in the user's text (a
 * macro's use: its first line, as gcc counts), and __COUNTER__ (0, 1, ...
 * in the order of expansion, as gcc and nvcc count: unique names made by
 * pasting stay distinct), for the same text as the compilers'; NULL for
 * any other name.
 */
static bool is_dynamic_name(const Token *tok)
{
    return (tok->len == 8 && (equal(tok, "__FILE__") || equal(tok, "__LINE__"))) || equal(tok, "__COUNTER__") ||
           equal(tok, "__INCLUDE_LEVEL__") || equal(tok, "__BASE_FILE__");
}

/* The compilers read the checked copy, not the source: its headers' text
 * inlined at level 0, under another base file (red team rt17). */
bool macro_name_diverges(const Token *tok)
{
    return equal(tok, "__COUNTER__") || equal(tok, "__INCLUDE_LEVEL__") || equal(tok, "__BASE_FILE__");
}

bool macro_is_dynamic(const Token *tok)
{
    return tok->kind == TK_IDENT && is_dynamic_name(tok);
}

static Token *dynamic_macro(Token *tok)
{
    if (!is_dynamic_name(tok))
        return NULL;
    Token *w = arg_point ? arg_point : tok_written(tok, false);
    int line = token_line(w); /* both as #line says, as the compilers give them */
    const char *name = token_file(w) ? file_display(token_file(w), &line) : "";
    File *f = token_file(w), *base = f;
    int level = 0;
    for (; base && base->included_at; level++)
        base = token_file(base->included_at);
    char *text = equal(tok, "__FILE__")        ? arena_printf("\"%s\"", name)
                 : equal(tok, "__LINE__")      ? arena_printf("%d", line)
                 : equal(tok, "__BASE_FILE__") ? arena_printf("\"%s\"", base ? base->name : "")
                 : equal(tok, "__INCLUDE_LEVEL__") ? arena_printf("%d", level)
                                                   : arena_printf("%d", counter++);
    Token *t = lex_text("<builtin>", text, tok);
    if (!t)
        return NULL;
    t->exp = new_expansion(NULL, tok, tok, true)->id;
    /* Prism's own macros count too where the compilers expand them (PRISM_LAUNCH), and an
     * expansion written out in the checked copy is one fewer: the values may differ (rt14). */
    t->diverges = macro_name_diverges(tok);
    return t;
}

bool macro_expandable(Token *tok)
{
    if (tok->kind != TK_IDENT) /* a keyword too: `#define __global__` is plain C */
        return false;
    Macro *m = macro_of_use(tok);
    if (is_dynamic_name(tok) && !m)
        return true;
    if (!m || (m->from_lang && !expand_dsl) || !m->body || hidden(tok, m))
        return false;
    return !m->is_func || open_paren_after(tok);
}

Token *macro_expand(Token *tok)
{
    Macro *m = macro_of_use(tok);
    pinned = NULL;
    macro_check_clobbered(tok, m);
    if (!m) {
        Token *t = dynamic_macro(tok);
        if (!t)
            return tok->next;
        t->next = tok->next;
        return t;
    }
    if (++expansions > LIMIT_EXPANSIONS) {
        if (expansions == LIMIT_EXPANSIONS + 1)
            diag(DIAG_ERROR, tok, "P104", "more than %d macro expansions", LIMIT_EXPANSIONS);
        return tok->next;
    }
    if (use_depth == 0)
        use_tokens = 0;
    use_depth++;
    MacroArg *args = NULL;
    Token *end = tok;
    if (m->is_func) {
        bool ok;
        args = read_args(&end, open_paren_after(tok), m, tok, &ok);
        if (!ok) {
            use_depth--;
            return skip_to_close(tok);
        }
    }
    Expansion *x = new_expansion(m, tok, end, false);
    bool ok;
    Token *body = substitute(m, args, x, &ok);
    use_depth--;
    if (use_tokens > LIMIT_USE_TOKENS) {
        if (use_depth > 0)
            return end->next;
        diag(DIAG_ERROR, tok, "P104", "the use of macro '%s' expands to more than %ld tokens", m->name,
             LIMIT_USE_TOKENS);
        /* A 0 in its place: one mistake, one error, not a parse cascade. */
        Token *zero = lex_text("<builtin>", arena_strdup("0"), tok);
        if (!zero)
            return end->next;
        zero->exp = new_expansion(m, tok, end, false)->id;
        zero->next = end->next;
        return zero;
    }
    if (!ok)
        return end->next;
    if (!body)
        return end->next;
    body->has_space = tok->has_space;
    Token *last = body;
    while (last->next)
        last = last->next;
    x->first = body;
    x->last = last;
    last->next = end->next;
    return body;
}

Token *skip_to_close(Token *name)
{
    Token *t = open_paren_after(name);
    if (!t)
        return name->next;
    int depth = 0;
    for (; t->kind != TK_EOF && t->kind != TK_HASH; t = t->next) {
        depth += equal(t, "(") - equal(t, ")");
        if (depth == 0)
            return t->next;
    }
    return t;
}

/* Every macro of a TK_EOF-terminated list expanded (an argument, an #if line). */
static Token *expand_list(Token *tok)
{
    Token head = {0}, *cur = &head;
    while (tok->kind != TK_EOF) {
        if (macro_expandable(tok)) {
            tok = macro_expand(tok);
            continue;
        }
        Token *next = tok->next;
        cur = cur->next = tok;
        tok = next;
    }
    cur->next = tok;
    return head.next;
}

Token *macro_expand_list(Token *tok)
{
    return expand_list(tok);
}
