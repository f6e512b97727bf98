/*
 * include.c - the part of preprocessing the checker needs, and no more.
 *
 * prism-check reads kernels as they are written: PRISM_* macros are
 * language constructs for the parser, not text to expand.  What it does
 * here:
 *
 *   #include "f"   read f (next to the including file, then each -I
 *                  directory) and splice its tokens in, at every #include
 *                  as the compilers do (an X-macro file included twice is
 *                  read twice), except a file that said #pragma once or
 *                  whose include guard is defined.  <f> is read where a
 *                  user -I directory holds it, else it is a system header
 *                  and is skipped; #include MACRO is expanded first;
 *                  #include_next goes on after the directory the current
 *                  file was found in, as gcc's does.  The
 *                  DSL's own headers (prism.h
 *                  and prism/...) contribute their #defines only: their C
 *                  is the implementation of the constructs the parser
 *                  already knows.
 *   #define        recorded (define.c); object-like ones are evaluated lazily by
 *                  consteval.c when a constant is needed.
 *   #undef, #if, #ifdef, #ifndef, #elif, #else, #endif
 *                  the inactive branches are dropped.  __PRISM_CHECK__,
 *                  __CUDACC__ and __NVCC__ are predefined (the checker
 *                  sees what nvcc compiles); -D and -U change that.
 *   #error, #warning  reported; #pragma (and _Pragma("...") where a macro
 *                  expands to it) is ignored, but for once, push_macro and
 *                  pop_macro, which change what the compilers read.
 *   #line          renumbers what diagnostics show (line_marks.c).
 *
 * Every directive disappears from the token stream the parser gets.  Where
 * a file is found is include_search.c's; the names that read differently
 * in the checker and the compilers (P107) are pp_taint.c's; the pragmas
 * pp_pragma.c's; #if's and #line's values pp_cond.c's; the walk's brace
 * depth and a macro use whose arguments hold directives pp_walk.c's.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pp_internal.h"

typedef struct Cond Cond;
struct Cond {
    Cond *prev;
    Token *tok;       /* the #if / #ifdef / #ifndef */
    bool parent_live; /* the enclosing region is active */
    bool taken;       /* some branch of this #if was taken */
    bool live;        /* the current branch is active */
    bool seen_else;
    Token *on_checker; /* the test of an unshared name (P107) in this #if or one around it */
    bool device_reported; /* P107 for device code under it said once */
};


static HashMap guards;     /* resolved path -> its include guard's name, once read */
static HashMap stacked;    /* resolved paths read at least once (an #import of one reads nothing) */

/* #include, gcc's #include_next and its deprecated #import (an #include of a file not read before, which
 * it marks as #pragma once would; nvcc reads it the same way). */
static bool include_directive(const Token *d)
{
    return equal(d, "include") || equal(d, "include_next") || equal(d, "import");
}

/*
 * The file tok is written in; a token with no position (the positions of
 * a translation unit ran out, tokenize.c) counts as the checker's own
 * text, as "<command line>" does: no user file's rules apply to it.
 */
File *pp_file_of(const Token *tok)
{
    static char name[] = "<unknown>", empty[] = "";
    static File nowhere = {.name = name, .contents = empty};
    File *f = token_file(tok);
    return f ? f : &nowhere;
}

void include_reset(void)
{
    define_reset();
    once_reset();
    guards = (HashMap){0};
    stacked = (HashMap){0};
    pp_taint_reset();
    pp_pragma_reset();
    macro_reset();
}

/* ---- files -------------------------------------------------------------- */

static void add_file(Program *prog, File *f)
{
    if ((prog->nfiles & (prog->nfiles - 1)) == 0) {
        int cap = prog->nfiles ? prog->nfiles * 2 : 4;
        File **v = NEW_ARRAY(File *, cap);
        if (prog->nfiles)
            memcpy(v, prog->files, sizeof(File *) * (size_t)prog->nfiles);
        prog->files = v;
    }
    f->index = prog->nfiles;
    prog->files[prog->nfiles++] = f;
}

/* ---- directives ------------------------------------------------------------ */

/* Tokens from tok to the end of its line, copied and TK_EOF-terminated. */
Token *pp_copy_line(Token **rest, Token *tok)
{
    Token head = {0}, *cur = &head;
    for (; !tok->at_bol; tok = tok->next) {
        cur = cur->next = NEW(Token);
        *cur = *tok;
    }
    Token *eof = NEW(Token);
    *eof = *(cur == &head ? tok : cur);
    eof->kind = TK_EOF;
    eof->len = 0;
    eof->loc = cur == &head ? tok->loc : cur->loc + cur->len;
    eof->pos = cur == &head ? tok->pos : cur->pos ? cur->pos + (uint32_t)cur->len : 0;
    eof->next = NULL;
    cur->next = eof;
    *rest = tok;
    return head.next;
}

Token *pp_skip_line(Token *tok)
{
    while (!tok->at_bol)
        tok = tok->next;
    return tok;
}

/* The first token on the rest of tok's line that `pred` accepts, or NULL. */
static Token *find_on_line(Token *tok, bool (*pred)(const Token *))
{
    for (; !tok->at_bol; tok = tok->next)
        if (pred(tok))
            return tok;
    return NULL;
}

/* C23's #elifdef and #elifndef, which gcc's C reads in every mode and C++17 does not. */
bool pp_elif_by_name(const Token *d)
{
    return equal(d, "elifdef") || equal(d, "elifndef");
}

static Token *end_of_directive(Token *tok, const char *what)
{
    if (!tok->at_bol)
        diag(DIAG_WARNING, tok, "P100", "extra tokens at end of #%s directive", what);
    return pp_skip_line(tok);
}

static void include_file(PP *pp, Token *hash, Token *tok, Token **rest);

static void emit_token(PP *pp, Token *tok)
{
    tok->packed = pp->packed; /* a struct's layout is the compilers' under a pack (rt16) */
    pp->out = pp->out->next = tok;
}

/* The test of an unshared name that the current line is under, in this file or around its #include. */
static Token *taint_here(const PP *pp, const Cond *cond)
{
    return cond && cond->on_checker ? cond->on_checker : pp->taint;
}

/*
 * Walk one file's tokens, acting on directives, copying the active
 * ordinary tokens to the output (or dropping them for the DSL's headers).
 */
static void process(PP *pp, Token *tok, bool lang_only)
{
    Cond *cond = NULL;
    int cond_depth = 0;
    Braces braces = {0};
    Gather g = {.depth = 0};
    while (tok->kind != TK_EOF) {
        bool live = !cond || cond->live;
        if (tok->kind != TK_HASH && g.depth > 0) {
            Token *next = tok->next;
            Token *use = live ? pp_gather(&g, tok, taint_here(pp, cond) != NULL) : NULL;
            if (use) {
                g.depth = 0;
                macro_pin(g.macro);
            }
            tok = use ? use : next; /* the use, directive-free, is read again and expanded */
            continue;
        }
        if (tok->kind != TK_HASH && live && !lang_only && macro_expandable(tok) && equal(tok->next, "(") &&
            pp_args_hold_directive(tok)) {
            Macro *m = find_macro(tok->loc, tok->len);
            if (m && m->is_func) {
                g.macro = m;
                g.head.next = tok;
                g.tail = tok->next; /* the '(' */
                g.depth = 1;
                tok = tok->next->next;
                continue;
            }
        }
        if (tok->kind != TK_HASH) {
            /* (__PRISM_CHECK__ is the program's own way to keep code from the
             * checker, as PRISM_UNSAFE is: a reviewer finds it by name.) */
            Token *test = !lang_only && braces.depth == 0 && pp_device_word(tok) ? taint_here(pp, cond) : NULL;
            if (test && !equal(test, "__PRISM_CHECK__")) {
                bool *said = cond && cond->on_checker ? &cond->device_reported : &pp->device_reported;
                if (!*said)
                    pp_device_code_under_test(tok, test, live);
                *said = true;
            }
            if (live && !lang_only && macro_expandable(tok)) {
                Token *w = pp_taint_of(tok, false);
                /* An argument is expanded inside macro_expand, never seen here. */
                Macro *m = macro_of_use(tok);
                Token *after = tok->next;
                bool marked = tok->diverges;
                if (m && m->is_func && equal(tok->next, "(")) {
                    int depth = 0;
                    for (Token *a = tok->next; a->kind != TK_EOF; a = a->next) {
                        depth += equal(a, "(") - equal(a, ")");
                        if (!w && depth > 0 && !equal(a, "("))
                            w = pp_taint_of(a, false);
                        marked |= a->diverges;
                        if (depth == 0) {
                            after = a->next;
                            break;
                        }
                    }
                }
                /* A use an earlier expansion wrote, marked as read differently, passes the mark on
                 * (red team rt22: XHAS(FOO) -> HAS() whose arguments FOO emptied for the checker only). */
                if (!w && marked)
                    w = pp->expansion_taint ? pp->expansion_taint : macro_may_expand_name();
                /* A kernel's signature is checked code too (red team rt16: BLOCKDIM(BD)). */
                if (w && (braces.in_checked || braces.pending))
                    pp_checker_test_in_body(tok, w);
                /* The compilers' definition may push or pop a macro here,
                 * after a later #define of it (rt16: POPK). */
                if (w)
                    pp_replay_skipped_define(pp, tok);
                pp->expansion_taint = w ? w : pp->expansion_taint;
                bool linkage = w && pp_skipped_defs_linkage_only(tok, after, braces.depth == 0);
                Token *use = tok;
                unsigned differed = macro_may_expand_uses();
                tok = macro_expand(tok); /* rescanned with what follows */
                /* An argument count, paste or __VA_OPT__ of a name the compilers expand and the checker
                 * does not, in checked code (red team rt23: NARG(__LEAF) in a kernel's body). */
                if (!w && macro_may_expand_uses() != differed && (braces.in_checked || braces.pending))
                    pp_argument_differs(use, macro_may_expand_name());
                /* A use at file scope that writes a function's body puts what reads differently in
                 * checked code (red team rt22: DEFINE_BUMP(bump, LNK), LNK static or `1 +` for the
                 * compilers only, landed on a local of bump's body). */
                if (w && !linkage && braces.depth == 0 && pp_writes_device_body(tok, after))
                    pp_checker_test_in_body(use, w);
                /* What a macro the compilers may define otherwise writes at file
                 * scope reads differently: a declaration it makes (rt16: DECLK). */
                for (Token *t = tok; w && !linkage && t && t != after && t->kind != TK_EOF; t = t->next)
                    t->diverges = true;
                /* Empty here, something for the compilers: the declaration it
                 * stands in reads differently all the same (red team rt18:
                 * `} PACKED;`, `enum { K = ONE + 0 }`). */
                if (w && !linkage && tok == after && after->kind != TK_EOF)
                    after->diverges = true;
                continue;
            }
            if (live && equal(tok, "_Pragma")) {
                /* A _Pragma from a macro the compilers may define otherwise
                 * runs for the checker only. */
                Token *t = taint_here(pp, cond);
                tok = pp_pragma_operator(pp, tok, t ? t : tok->diverges ? pp->expansion_taint : NULL);
                continue;
            }
            Token *next = tok->next;
            if (live && !lang_only) {
                if (taint_here(pp, cond))
                    tok->diverges = true;
                emit_token(pp, tok);
                pp_track_braces(&braces, tok);
            }
            tok = next;
            continue;
        }
        Token *hash = tok;
        Token *d = tok->next;
        if (d->at_bol) { /* the null directive */
            tok = d;
            continue;
        }
        if (g.depth > 0 && live && (include_directive(d) || equal(d, "embed"))) {
            /* Its text would not land among the arguments being gathered. */
            diag(DIAG_ERROR, d, "P100", "#%.*s inside the arguments of macro '%.*s' is not supported", d->len, d->loc,
                 g.head.next->len, g.head.next->loc);
            tok = pp_skip_line(d->next);
            continue;
        }
        /* Conditionals are tracked even in dead regions, for nesting. */
        if (!lang_only && !pp->prog->cuda_arch_test &&
            (equal(d, "if") || equal(d, "ifdef") || equal(d, "ifndef") || equal(d, "elif") || pp_elif_by_name(d)))
            pp->prog->cuda_arch_test = find_on_line(d->next, pp_arch_name);
        if (equal(d, "if") || equal(d, "ifdef") || equal(d, "ifndef")) {
            if (++cond_depth > LIMIT_IF_DEPTH) {
                diag(DIAG_ERROR, d, "P104", "#if nesting deeper than %d", LIMIT_IF_DEPTH);
                return;
            }
            Cond *c = NEW(Cond);
            c->prev = cond;
            c->tok = d;
            c->parent_live = live;
            Token *at = NULL;
            Token *test = pp_line_taint(pp, d->next, &at);
            Token *spread = test && !(!braces.in_checked && pp_guard_idiom(d, test)) ? test : NULL;
            c->on_checker = spread ? spread : taint_here(pp, cond);
            if (test && live && !lang_only && braces.in_checked)
                pp_checker_test_in_body(at, test);
            bool v = false;
            if (!live) {
                tok = pp_skip_line(d->next);
            } else if (equal(d, "if")) {
                v = pp_eval_condition(pp, hash, &tok, d->next);
            } else {
                Token *n = d->next;
                if (n->at_bol || n->kind != TK_IDENT) {
                    diag(DIAG_ERROR, n->at_bol ? d : n, "P100", "macro name expected after #%.*s", d->len, d->loc);
                    tok = pp_skip_line(n);
                } else {
                    v = pp_defined_here(n) == equal(d, "ifdef");
                    tok = end_of_directive(n->next, equal(d, "ifdef") ? "ifdef" : "ifndef");
                }
            }
            c->live = live && v;
            c->taken = c->live;
            cond = c;
            if (c->on_checker && live && !lang_only)
                program_add_diverge(pp->prog, hash->pos);
            continue;
        }
        if (equal(d, "elif") || pp_elif_by_name(d) || equal(d, "else") || equal(d, "endif")) {
            if (!cond) {
                diag(DIAG_ERROR, d, "P100", "#%.*s without #if", d->len, d->loc);
                tok = pp_skip_line(d->next);
                continue;
            }
            /* The region's edges: a declaration around them reads differently (rt15). */
            if (cond->on_checker && cond->parent_live && !lang_only)
                program_add_diverge(pp->prog, hash->pos);
            if (equal(d, "endif")) {
                tok = end_of_directive(d->next, "endif");
                cond = cond->prev;
                cond_depth--;
                continue;
            }
            if (cond->seen_else) {
                diag(DIAG_ERROR, d, "P100", "#%.*s after #else", d->len, d->loc);
                note(cond->tok, "the #if is here");
            }
            if (pp_elif_by_name(d) && cond->parent_live)
                diag(DIAG_ERROR, d, "P100",
                     "#%.*s is C23 and C++23: gcc's C and nvcc's default GNU C++ take its branch, nvcc -std=c++17 "
                     "or -std=c++20 skips the line as an unknown directive, so the builds read different code; "
                     "write #elif %sdefined(NAME)",
                     d->len, d->loc, equal(d, "elifndef") ? "!" : "");
            if (equal(d, "else")) {
                cond->seen_else = true;
                cond->live = cond->parent_live && !cond->taken;
                cond->taken |= cond->live;
                tok = end_of_directive(d->next, "else");
            } else if (cond->parent_live && !cond->taken) {
                Token *at = NULL;
                Token *test = pp_line_taint(pp, d->next, &at);
                if (test) {
                    cond->on_checker = test;
                    if (!lang_only && braces.in_checked)
                        pp_checker_test_in_body(at, test);
                }
                if (!pp_elif_by_name(d)) {
                    cond->live = pp_eval_condition(pp, hash, &tok, d->next);
                } else if (d->next->at_bol || d->next->kind != TK_IDENT) {
                    diag(DIAG_ERROR, d->next->at_bol ? d : d->next, "P100", "macro name expected after #%.*s", d->len,
                         d->loc);
                    cond->live = false;
                    tok = pp_skip_line(d->next);
                } else { /* as gcc reads it, so that the rest is checked as gcc's build reads it */
                    cond->live = pp_defined_here(d->next) == equal(d, "elifdef");
                    tok = end_of_directive(d->next->next, equal(d, "elifdef") ? "elifdef" : "elifndef");
                }
                cond->taken = cond->live;
            } else {
                if (!cond->on_checker)
                    cond->on_checker = pp_line_taint(pp, d->next, NULL);
                cond->live = false;
                tok = pp_skip_line(d->next);
            }
            continue;
        }
        /* A definition the checker skips may be one the compilers make. */
        if ((equal(d, "define") || equal(d, "undef")) && !d->next->at_bol && d->next->kind == TK_IDENT &&
            !lang_only) {
            pp_defs_changed();
            if (taint_here(pp, cond) || live)
                pp_taint_set(d->next->loc, d->next->len, taint_here(pp, cond));
        }
        if (!live && !lang_only && taint_here(pp, cond) && (equal(d, "pragma") || equal(d, "define")) &&
            !d->next->at_bol) {
            /* A push_macro or pop_macro the compilers may run: directly, or
             * through a macro defined here whose _Pragma does (rt16). */
            Token *last = d->next;
            while (!last->next->at_bol && last->next->kind != TK_EOF)
                last = last->next;
            pp_skipped_macro_pragmas(d->next->loc, last->loc + last->len, taint_here(pp, cond));
            if (equal(d, "pragma") && equal(d->next, "pack"))
                pp_pack_unknown(pp);
            if (equal(d, "define") && d->next->kind == TK_IDENT)
                pp_note_skipped_define(d->next, last->loc + last->len, taint_here(pp, cond));
        }
        if (!live) {
            if (!lang_only && taint_here(pp, cond) && include_directive(d))
                pp_taint_skipped_include(pp, hash, d->next, taint_here(pp, cond));
            tok = pp_skip_line(d);
            continue;
        }
        if (include_directive(d)) {
            /* What the header defines is under the tests around its #include. */
            Token *outer = pp->taint;
            bool outer_said = pp->device_reported;
            pp->taint = taint_here(pp, cond);
            pp->device_reported = false;
            /* gcc's #include_next: the search goes on after the directory the
             * current file was found in; in a file found through none (the main
             * file, an absolute name) it is an #include, as gcc reads it. */
            int next = pp_file_of(hash)->next_search;
            pp->next_start = equal(d, "include_next") && next > 0 ? next - 1 : -1;
            pp->import = equal(d, "import");
            include_file(pp, hash, d->next, &tok);
            pp->next_start = -1;
            pp->import = false;
            pp->taint = outer;
            pp->device_reported = outer_said;
        } else if (equal(d, "define")) {
            if (d->next->at_bol || d->next->kind != TK_IDENT) {
                diag(DIAG_ERROR, d->next->at_bol ? d : d->next, "P100", "macro name expected after #define");
                tok = pp_skip_line(d->next);
            } else {
                Token *name = d->next;
                define_macro(name, &tok);
                Macro *m = taint_here(pp, cond) ? find_macro(name->loc, name->len) : NULL;
                if (m && !m->from_lang)
                    m->on_checker = taint_here(pp, cond);
            }
        } else if (equal(d, "undef")) {
            if (d->next->at_bol || d->next->kind != TK_IDENT) {
                diag(DIAG_ERROR, d->next->at_bol ? d : d->next, "P100", "macro name expected after #undef");
                tok = pp_skip_line(d->next);
            } else {
                undefine_macro(d->next);
                sysmac_undef(d->next->loc, d->next->len);
                tok = end_of_directive(d->next->next, "undef");
            }
        } else if (equal(d, "error") || equal(d, "warning")) {
            bool err = equal(d, "error");
            Token *msg = d->next;
            Token *last = msg;
            while (!last->next->at_bol)
                last = last->next;
            int len = msg->at_bol ? 0 : (int)(last->loc + last->len - msg->loc);
            diag(err ? DIAG_ERROR : DIAG_WARNING, d, NULL, "#%s %.*s", err ? "error" : "warning", len,
                 msg->at_bol ? "" : msg->loc);
            tok = pp_skip_line(d->next);
        } else if (equal(d, "line") || d->kind == TK_NUM) {
            pp_line_directive(d);
            tok = pp_skip_line(d->next);
        } else if (equal(d, "pragma") || equal(d, "ident")) {
            if (equal(d, "pragma") && !d->next->at_bol && equal(d->next, "once"))
                pp_mark_once(pp);
            if (equal(d, "pragma") && !d->next->at_bol && equal(d->next, "pack") && !lang_only)
                pp_pack_pragma(pp, d->next);
            if (equal(d, "pragma") && !d->next->at_bol && equal(d->next, "GCC") && !d->next->next->at_bol &&
                equal(d->next->next, "system_header"))
                pp_system_header(d);
            if (equal(d, "pragma") && !d->next->at_bol) {
                Token *last = d->next;
                while (!last->next->at_bol)
                    last = last->next;
                pp_macro_pragma(d->next, d->next->loc, last->loc + last->len, taint_here(pp, cond));
            }
            tok = pp_skip_line(d->next);
        } else {
            diag(DIAG_ERROR, d, "P100", "invalid preprocessing directive #%.*s", d->len, d->loc);
            tok = pp_skip_line(d->next);
        }
    }
    if (cond) {
        diag(DIAG_ERROR, cond->tok, "P100", "unterminated #%.*s", cond->tok->len, cond->tok->loc);
    }
    if (g.depth > 0) {
        diag(DIAG_ERROR, g.head.next, "P100", "unterminated argument list invoking macro '%.*s'", g.head.next->len,
             g.head.next->loc);
        note(g.head.next->next, "the list opens here");
    }
}

static bool pre_include(PP *pp, const char *name);

/* Read, tokenize and process one file; false (and *why) if unreadable. */
static bool run_file(PP *pp, const char *path, Token *at, bool lang, bool system, int next_search)
{
    size_t size = 0;
    const char *why = NULL;
    char *text = pp_read_file(path, &size, &why);
    if (!text) {
        bool too_large = strcmp(why, "file too large") == 0;
        if (at) {
            diag(DIAG_ERROR, at, too_large ? "P104" : "P102", "cannot read '%s': %s", path, why);
        } else if (too_large) {
            /* An input limit, not an I/O failure: a diagnostic, exit status 1. */
            diag(DIAG_ERROR, NULL, "P104", "'%s' is larger than %u MiB", path, LIMIT_FILE_BYTES >> 20);
        } else {
            diag_fatal_io("cannot read '%s': %s", path, why);
        }
        return false;
    }
    if (pp->total_bytes + size > LIMIT_TOTAL_BYTES) {
        diag(DIAG_ERROR, at, "P104", "'%s' takes the input past %u bytes", path, LIMIT_TOTAL_BYTES);
        return true;
    }
    pp->total_bytes += size;
    File *f = new_file(strcmp(path, "-") == 0 ? STDIN_NAME : path, text, size);
    f->is_lang = lang;
    f->is_system = system;
    f->next_search = next_search;
    f->included_at = at;
    add_file(pp->prog, f);
    Token *toks = tokenize(f);
    if (pp->key && !hashmap_get(&guards, pp->key, (int)strlen(pp->key))) {
        const char *guard = include_guard(toks);
        if (guard)
            hashmap_put(&guards, pp->key, (int)strlen(pp->key), (void *)guard);
    }
    /* The main file stays the program's first file (the emitter edits it);
     * its -include files come before its tokens. */
    if (pp->prog->nfiles == 1)
        for (int i = 0; pp->opt && i < pp->opt->n_pre_includes; i++)
            if (!pre_include(pp, pp->opt->pre_includes[i]))
                return false;
    pp->in_lang += lang;
    process(pp, toks, lang);
    pp->in_lang -= lang;
    return true;
}

static void read_include(PP *pp, const char *path, Token *at, Token *hash, bool system, int next_search);

/*
 * #include "name", <name>, or a computed include (C17 6.10.2p4: the line
 * macro-expanded to one of those).  tok follows the directive name.
 * <name> is read where a user -I directory holds it, as the compilers
 * search those before the system directories; elsewhere it is a system
 * header and is not read.
 */
static void include_file(PP *pp, Token *hash, Token *tok, Token **rest)
{
    if (tok->at_bol) {
        diag(DIAG_ERROR, hash->next, "P100", "#include expects \"FILENAME\" or <FILENAME>");
        *rest = pp_skip_line(tok);
        return;
    }
    Token *site = tok; /* the name as written: diagnostics, and the span the emitted file replaces */
    if (tok->kind != TK_STR && !equal(tok, "<")) {
        Token *line = pp_copy_line(rest, tok);
        while (!site->next->at_bol)
            site = site->next;
        tok = macro_expand_list(line);
        if (tok->kind != TK_STR && !equal(tok, "<")) {
            diag(DIAG_ERROR, line, "P100", "#include expects \"FILENAME\" or <FILENAME>, also after macro expansion");
            return;
        }
        if (tok->kind == TK_STR && tok->next->kind != TK_EOF)
            diag(DIAG_WARNING, line, "P100", "extra tokens at end of #include directive");
    } else if (tok->kind == TK_STR) {
        *rest = end_of_directive(tok->next, "include");
        site = tok;
    }
    if (tok->kind != TK_STR) {
        /* <name>: the spelling between the brackets, a space where one was. */
        char *name = arena_strdup("");
        Token *t = tok->next;
        for (; t->kind != TK_EOF && !t->at_bol && !equal(t, ">"); t = t->next) {
            const char *dg = token_digraph_spelling(t); /* a header name is not lexed for digraphs */
            name = arena_printf("%s%s%.*s", name, t->has_space && *name ? " " : "", dg ? (int)strlen(dg) : t->len,
                                dg ? dg : t->loc);
        }
        if (site == tok)
            *rest = pp_skip_line(tok);
        if (!equal(t, ">") || !*name || (pp->opt && (pp->opt->no_file_includes || pp->opt->sandbox_includes)))
            return;
        const char *dir;
        bool system;
        for (int i = pp->next_start < 0 ? 0 : pp->next_start; (dir = pp_search_dir(pp, i, &system)); i++) {
            char *cand = arena_printf("%s/%s", dir, name);
            if (pp_file_exists(cand)) {
                if (!pp_system_include_dir(dir))
                    read_include(pp, cand, site == tok ? t : site, hash, system, i + 2);
                else if (pp->next_start < 0 || pp_next_stays(pp, hash, site == tok ? t : site, name, cand))
                    sysmac_unread(name);
                return;
            }
        }
        /* where the compilers look and the checker does not */
        if (pp->next_start < 0 || pp_next_stays(pp, hash, site == tok ? t : site, name, NULL))
            sysmac_unread(name);
        /* The DSL's own header is no system header: unread, every construct would be unknown. */
        if (!strcmp(name, "prism.h") || !strncmp(name, "prism/", 6)) {
            diag(DIAG_ERROR, site, "P102", "'%s' not found", name);
            note(site, "searched in the -I directories%s: give Prism's include directory with -I",
                 pp->opt && pp->opt->n_include_dirs + pp->opt->n_system_dirs ? "" : " (none given)");
        }
        return;
    }
    if (tok->len < 2) /* an unterminated string: already diagnosed */
        return;
    char *name = arena_strndup(tok->loc + 1, (size_t)tok->len - 2);
    if (pp->opt && pp->opt->no_file_includes) {
        diag(DIAG_ERROR, site, "P102", "'%s' not found (includes are disabled)", name);
        return;
    }
    if (pp->opt && pp->opt->sandbox_includes && (name[0] == '/' || strstr(name, ".."))) {
        diag(DIAG_ERROR, site, "P102", "'%s' not found (only relative names without '..' are searched)", name);
        return;
    }
    bool system;
    char *path = pp_find_include(pp, name, hash, true, &system);
    /* "cuda_runtime.h", "math.h": where the compilers find it in their own directories, a system header
     * they read and the checker skips, as <...> (red team rt28's #include_next "..." too) */
    if (!path && strcmp(name, "prism.h") && strncmp(name, "prism/", 6) && !(pp->opt && pp->opt->sandbox_includes) &&
        host_system_header(name, find_macro("__CUDACC__", 10) != NULL)) {
        if (pp->next_start < 0 || pp_next_stays(pp, hash, site, name, NULL)) {
            sysmac_unread(name);
            pp_quoted_system_as_angled(pp, hash, site, name);
        }
        return;
    }
    if (!path) {
        diag(DIAG_ERROR, site, "P102", "'%s' not found", name);
        note(site, "searched next to '%s'%s", pp_file_of(hash)->name,
             pp->opt && pp->opt->n_include_dirs + pp->opt->n_system_dirs ? " and in the -I directories" : " (no -I directories given)");
        return;
    }
    read_include(pp, path, site, hash, system, pp->found_next);
}

/*
 * Read the file an #include names (at: the name; hash: the directive's
 * '#'; both NULL for a -include), as the compilers would at this point:
 * again if it was read before, unless it said #pragma once or its include
 * guard is defined now.  Each site is recorded for the emitter.
 */
static void read_include(PP *pp, const char *path, Token *at, Token *hash, bool system, int next_search)
{
    pp->next_start = -1; /* the search is over: the file's own #includes search afresh */
    char resolved[PATH_MAX];
    const char *key = realpath(path, resolved) ? arena_strdup(resolved) : path;
    int klen = (int)strlen(key);
    const char *guard = hashmap_get(&guards, key, klen);
    File *read = NULL;
    bool skip = once_seen(key) || (guard && find_macro(guard, (int)strlen(guard)));
    bool import = pp->import;
    pp->import = false; /* the file's own #includes are #includes */
    if (import) {
        skip = skip || hashmap_get(&stacked, key, klen);
        once_mark(key);
    }
    if (!skip) {
        if (pp->depth >= LIMIT_INCLUDE_DEPTH) {
            diag(DIAG_ERROR, at, "P104", "#include nested deeper than %d", LIMIT_INCLUDE_DEPTH);
            return;
        }
        const char *outer = pp->key;
        int first = pp->prog->nfiles;
        pp->depth++;
        pp->key = key;
        hashmap_put(&stacked, key, klen, (void *)key);
        run_file(pp, path, at, pp_is_lang_file(key), system, next_search);
        pp->key = outer;
        pp->depth--;
        read = pp->prog->nfiles > first ? pp->prog->files[first] : NULL;
    }
    if (!hash)
        return;
    size_t name_start, name_end;
    tok_source_span(at, &name_start, &name_end);
    program_add_include(pp->prog, (struct IncludeSite){.from = token_file(hash), .pos = hash->pos, .name_end = name_end, .to = read,
                                                       .lang = pp_is_lang_file(key), .path = pp_absolute_path(path),
                                                       .import = import});
}

void program_add_diverge(Program *prog, uint32_t pos)
{
    if (prog->ndiverge_at == prog->capdiverge_at) {
        int cap = prog->capdiverge_at ? prog->capdiverge_at * 2 : 16;
        uint32_t *v = NEW_ARRAY(uint32_t, cap);
        if (prog->ndiverge_at)
            memcpy(v, prog->diverge_at, sizeof *v * (size_t)prog->ndiverge_at);
        prog->diverge_at = v;
        prog->capdiverge_at = cap;
    }
    prog->diverge_at[prog->ndiverge_at++] = pos;
}

void program_add_include(Program *prog, struct IncludeSite site)
{
    if (prog->nincludes == prog->capincludes) {
        int cap = prog->capincludes ? prog->capincludes * 2 : 8;
        struct IncludeSite *v = NEW_ARRAY(struct IncludeSite, cap);
        if (prog->nincludes)
            memcpy(v, prog->includes, sizeof *v * (size_t)prog->nincludes);
        prog->includes = v;
        prog->capincludes = cap;
    }
    prog->includes[prog->nincludes++] = site;
}

/*
 * -include FILE, as gcc and nvcc read it: as if `#include "FILE"` were the
 * main file's first line, except that the working directory is searched
 * first (then the -I directories).  Read before the main file's tokens,
 * so that the check sees the program the compiler is given.
 */
static bool pre_include(PP *pp, const char *name)
{
    const char *path = NULL, *dir;
    bool system = false;
    int next_search = 0;
    if (name[0] == '/' || pp_file_exists(name)) {
        path = name;
    } else {
        for (int i = 0; !path && (dir = pp_search_dir(pp, i, &system)); i++) {
            char *cand = arena_printf("%s/%s", dir, name);
            if (pp_file_exists(cand)) {
                path = cand;
                next_search = i + 2;
            }
        }
        system = path && system;
    }
    /* Not in the working directory or the -I directories: where the compilers look further, in their
     * system directories (-include stdio.h: red team rt25), a system header the checker skips. */
    if (!path && name[0] != '/' && strncmp(name, "prism", 5) != 0) {
        sysmac_unread(name);
        return true;
    }
    if (!path || !pp_file_exists(path)) {
        diag_fatal_io("-include '%s': not found in the working directory%s", name,
                      pp->opt->n_include_dirs + pp->opt->n_system_dirs ? " or the -I directories" : " (no -I directories given)");
        return false;
    }
    read_include(pp, path, NULL, NULL, system, next_search);
    return true;
}

static void setup(const FrontendOptions *opt)
{
    macro_expand_dsl(opt && opt->expand_dsl);
    sysmac_reset(opt);
    predefine("__PRISM_CHECK__=1");
    predefine("__CUDACC__=1");
    predefine("__NVCC__=1");
    /* In command-line order: -UA -DA defines A, as gcc and nvcc do. */
    bool list_given = false;
    for (int i = 0; opt && i < opt->n_defines; i++) {
        const char *d = opt->defines[i] + (opt->defines[i][0] == '-');
        list_given |= !strncmp(d, "__CUDA_ARCH_LIST__", 18) && (!d[18] || d[18] == '=');
        if (opt->defines[i][0] == '-')
            undefine_name(opt->defines[i] + 1);
        else
            predefine(opt->defines[i]);
    }
    /* nvcc's host pass defines it as its device passes do (red team rt18);
     * gcc's view (-U__CUDACC__, the emulator's) does not. */
    if (opt && opt->cuda_arch_list && !list_given && find_macro("__CUDACC__", 10))
        predefine(arena_printf("__CUDA_ARCH_LIST__=%s", opt->cuda_arch_list));
}

static Token *finish(PP *pp, File *main)
{
    Token *eof = NEW(Token);
    eof->kind = TK_EOF;
    eof->loc = main->contents + main->size;
    eof->pos = main->base ? main->base + (uint32_t)main->size : 0; /* for "unexpected end" messages */
    eof->at_bol = true;
    pp->out->next = eof;
    return pp->head.next;
}

Token *preprocess_file(Program *prog, const char *path, const FrontendOptions *opt)
{
    PP pp = {0};
    pp.next_start = -1;
    pp.prog = prog;
    pp.opt = opt;
    pp.out = &pp.head;
    setup(opt);
    char resolved[PATH_MAX];
    pp.key = realpath(path, resolved) ? arena_strdup(resolved) : path;
    hashmap_put(&stacked, pp.key, (int)strlen(pp.key), (void *)pp.key);
    if (!run_file(&pp, path, NULL, false, false, 0))
        return NULL;
    return finish(&pp, prog->files[0]);
}

Token *preprocess_text(Program *prog, const char *name, const char *text, size_t len, const FrontendOptions *opt)
{
    PP pp = {0};
    pp.next_start = -1;
    pp.prog = prog;
    pp.opt = opt;
    pp.out = &pp.head;
    setup(opt);
    if (len > LIMIT_FILE_BYTES) {
        diag_fatal_io("'%s': input too large", name);
        return NULL;
    }
    char *copy = arena_strndup(text, len);
    File *f = new_file(name, copy, len);
    add_file(prog, f);
    process(&pp, tokenize(f), false);
    return finish(&pp, f);
}
