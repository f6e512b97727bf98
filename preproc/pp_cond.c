/*
 * pp_cond.c - the values of #if and #elif conditions, and of #line.
 */
#include <limits.h>
#include <string.h>

#include "pp_internal.h"

/*
 * `#line N "name"` (and the `# N "name"` of preprocessed output): from the
 * next line on, diagnostics number this file's lines from N, in `name`
 * (line_marks.c).  A macro-expanded #line is not followed: the compilers
 * read it, but generators write plain digits.
 */
void pp_line_directive(Token *d)
{
    Token *n = d->kind == TK_NUM ? d : d->next;
    if ((n != d && n->at_bol) || n->kind != TK_NUM || n->is_float || n->bad)
        return;
    uint64_t v = token_int_value(n);
    /* Not followed, the file's __LINE__ and diagnostics would differ from
     * the compilers' (an #if on __LINE__ takes another branch): refused
     * (red team f1: #line 2000000000 was ignored without a word). */
    if (v == 0 || v > INT_MAX / 2) {
        diag(DIAG_ERROR, n, "P104", "#line %llu: the checker follows line numbers from 1 to %d",
             (unsigned long long)v, INT_MAX / 2);
        return;
    }
    const char *name = NULL;
    Token *last = n;
    if (!n->next->at_bol && n->next->kind == TK_STR && n->next->len >= 2) {
        last = n->next;
        name = arena_strndup(last->loc + 1, (size_t)last->len - 2);
    }
    while (!last->next->at_bol)
        last = last->next;
    File *f = pp_file_of(d);
    if (f)
        file_add_line_mark(f, token_line(last) + 1, (int)v, name);
}

/*
 * The value of an #if / #elif condition: `defined X` and `defined(X)`
 * become 0 or 1, then the line is parsed and evaluated as a constant
 * expression in which unknown names are 0 (C's rule).  The __has_*
 * feature tests are 0: system headers, which they probe for, are not read.
 */

/* Whether `defined X` holds: a macro, or __FILE__ / __LINE__ / __COUNTER__, which gcc and nvcc define too. */
bool pp_defined_here(const Token *n)
{
    Macro *m = find_macro(n->loc, n->len);
    macro_check_clobbered(n, m);
    return m || macro_is_dynamic(n);
}

bool pp_eval_condition(PP *pp, Token *hash, Token **rest, Token *tok)
{
    Token *line = pp_copy_line(rest, tok);
    if (line->kind == TK_EOF) {
        diag(DIAG_ERROR, hash, "P100", "#if with no expression");
        return false;
    }
    for (Token *t = line; t->kind != TK_EOF; t = t->next) {
        /* __has_include("f") is 1 where the checker finds f as the compilers
         * would; otherwise, and for __has_builtin(...) and the other tests,
         * 0, and the line is one the compilers read differently (pp_line_taint). */
        if (t->kind == TK_IDENT && t->len > 6 && memcmp(t->loc, "__has_", 6) == 0 && equal(t->next, "(")) {
            Token *end = t->next;
            for (int depth = 0; end->kind != TK_EOF; end = end->next) {
                depth += equal(end, "(") - equal(end, ")");
                if (depth == 0)
                    break;
            }
            Token *ans_end = NULL;
            int ans = equal(t, "__has_include") ? pp_has_include_answer(pp, t, &ans_end) : -1;
            t->kind = TK_NUM;
            t->folded = ans == 1 ? 2 : 1; /* 1 or 0 */
            t->is_float = false;
            t->next = end->kind == TK_EOF ? end : end->next;
            continue;
        }
        if (!equal(t, "defined"))
            continue;
        Token *start = t;
        Token *n = t->next;
        bool paren = equal(n, "(");
        if (paren)
            n = n->next;
        if (n->kind != TK_IDENT) {
            diag(DIAG_ERROR, n, "P100", "macro name expected after 'defined'");
            return false;
        }
        Token *last = n;
        if (paren) {
            if (!equal(n->next, ")")) {
                diag(DIAG_ERROR, n->next, "P100", "expected ')' after 'defined(%.*s'", n->len, n->loc);
                return false;
            }
            last = n->next;
        }
        /* Rewrite `defined ( X )` in place as a single number token. */
        start->kind = TK_NUM;
        start->folded = pp_defined_here(n) || equal(n, "__has_include") ? 2 : 1; /* 1 or 0 */
        start->is_float = false;
        start->next = last->next;
    }
    line = macro_expand_list(line);
    /* C17 6.10.1p4 leaves a `defined` that a macro produces undefined, and
     * gcc and clang read its operand differently: not guessed. */
    for (Token *t = line; t->kind != TK_EOF; t = t->next)
        if (t->kind == TK_IDENT && equal(t, "defined")) {
            diag(DIAG_ERROR, hash->next, "P103",
                 "'defined' comes from a macro expansion in this #if: C leaves that undefined; write "
                 "defined(NAME) in the #if itself");
            return false;
        }
    Node *expr = parse_expr_tokens(line, false);
    int64_t v = 0;
    if (!expr)
        return false;
    if (!const_eval_if(expr, &v)) {
        diag(DIAG_ERROR, line, "P103", "#if condition is not an integer constant expression");
        return false;
    }
    return v != 0;
}
