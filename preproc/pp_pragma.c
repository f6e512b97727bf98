/*
 * pp_pragma.c - the pragmas that change what the compilers read: once,
 * push_macro and pop_macro, written as #pragma or produced by _Pragma;
 * and GCC system_header, which changes how they judge it.
 * Every other pragma is the compilers' business and is dropped.
 */
#include <ctype.h>
#include <string.h>

#include "pp_internal.h"

/* #pragma push_macro("X"): a stack of X's saved definitions (NULL: none), as gcc keeps one. */
typedef struct Pushed Pushed;
struct Pushed {
    Pushed *next;
    Macro *m;
};
static HashMap pushed; /* name (arena copy) -> its stack */
static HashMap skipped_push; /* name -> the test a push_macro of it the checker skipped was under */

/* A #define the checker skipped under a test of a name it reads otherwise. */
typedef struct SkippedDef SkippedDef;
struct SkippedDef {
    SkippedDef *next;
    const char *p, *end; /* the definition's text */
    Token *taint;
    bool macro_pragmas;  /* it pushes or pops a macro (_Pragma) */
    bool pack;           /* it has a _Pragma("pack...") */
    bool linkage;        /* its replacement is linkage and qualifiers only (extern "C", __device__, inline) */
    bool file_linkage;   /* the same with static, which at file scope changes the linkage only */
};
static HashMap skipped_defs; /* macro name -> its skipped definitions */

static void pack_text(PP *pp, const char *p, const char *end);

/* #pragma once (or _Pragma("once")): the file being read is not read again. */
void pp_mark_once(PP *pp)
{
    if (pp->key)
        once_mark(pp->key);
}

/*
 * #pragma GCC system_header: the rest of the file is a system header, as
 * gcc and nvcc take it.  Its text in the output is marked so (# N "FILE"
 * 3), and a file it includes from its own directory is one too; in the
 * main file the pragma does nothing (gcc ignores it there).  Prism's
 * installed headers say it (install.mk), so a project's warning flags
 * judge the project's code, not the library's, however the prefix is
 * named (-I, pkg-config, CMake).
 */
void pp_system_header(Token *at)
{
    File *f = pp_file_of(at);
    if (f && f->included_at)
        f->is_system = true;
}

/*
 * push_macro("X") / pop_macro("X") in the pragma text [p, end): save X's
 * definition, or restore the last one saved (the compilers honour both, so
 * after the pop the program's X is the pushed one).  A pop with nothing
 * pushed changes nothing, as in gcc.  taint: the test of an unshared name
 * the pragma is under, if any (the restored X then reads differently).
 */
void pp_macro_pragma(Token *at, const char *p, const char *end, Token *taint)
{
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    bool push = end - p >= 10 && !memcmp(p, "push_macro", 10);
    if (!push && !(end - p >= 9 && !memcmp(p, "pop_macro", 9)))
        return;
    p += push ? 10 : 9;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    if (p >= end || *p++ != '(')
        return;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    if (p >= end || *p++ != '"')
        return;
    const char *name = p;
    while (p < end && *p != '"')
        p++;
    int len = (int)(p - name);
    if (p >= end || len == 0)
        return;
    for (p++; p < end && (*p == ' ' || *p == '\t');)
        p++;
    if (p >= end || *p != ')')
        return;
    char *key = arena_strndup(name, (size_t)len);
    Pushed *top = hashmap_get(&pushed, key, len);
    /* the compilers' stack, which a skipped system header may pop (sys_macros.c's replay) */
    sysmac_event(arena_printf("#pragma %s(\"%s\")", push ? "push_macro" : "pop_macro", key));
    if (push) {
        Pushed *e = NEW(Pushed);
        e->m = find_macro(key, len);
        e->next = top;
        hashmap_put(&pushed, key, len, e);
        return;
    }
    if (!top) {
        /* Nothing the checker pushed; the compilers may have pushed under a
         * test, and restore that now (red team rt16). */
        Token *t = hashmap_get(&skipped_push, key, len);
        if (t) {
            pp_defs_changed();
            pp_taint_set(key, len, t);
        }
        return;
    }
    if (top->next)
        hashmap_put(&pushed, key, len, top->next);
    else
        hashmap_delete(&pushed, key, len);
    restore_macro(at, key, len, top->m);
    pp_defs_changed();
    pp_taint_set(key, len, taint);
}

/*
 * _Pragma ( string-literal ), where a macro expands to it (C99 6.10.9): a
 * #pragma the compilers act on, so not code.  The checker drops it
 * (honouring "once"); the emitted file keeps the macro, and with it the
 * pragma, for nvcc.  Returns the token after the ')'.
 */
Token *pp_pragma_operator(PP *pp, Token *tok, Token *taint)
{
    Token *open = tok->next;
    Token *str = equal(open, "(") ? open->next : NULL;
    Token *close = str && str->kind == TK_STR ? str->next : NULL;
    if (!close || !equal(close, ")")) {
        diag(DIAG_ERROR, tok, "P100", "_Pragma expects a parenthesized string literal");
        return tok->next;
    }
    if (str->len == 6 && !memcmp(str->loc, "\"once\"", 6))
        pp_mark_once(pp);
    if (str->len >= 2 && str->loc[0] == '"') {
        /* Destringized as C99 6.10.9 says: \" and \\ lose their backslash. */
        char *text = arena_strndup(str->loc + 1, (size_t)str->len - 2);
        char *w = text;
        for (const char *r = text; *r; r++) {
            if (*r == '\\' && (r[1] == '"' || r[1] == '\\'))
                r++;
            *w++ = *r;
        }
        pp_macro_pragma(str, text, w, taint);
        const char *t = text;
        while (*t == ' ' || *t == '\t')
            t++;
        if (!strncmp(t, "pack", 4) && !isalnum((unsigned char)t[4]) && t[4] != '_') {
            pack_text(pp, t, w);
            if (taint) /* the compilers may not run it: pushed or popped, the layout is theirs */
                pp_pack_unknown(pp);
        }
    }
    return close->next;
}
/*
 * A push_macro the checker skips under a test (taint): a pop it reads
 * later, with nothing of its own pushed, restores for the compilers what
 * they pushed here (red team rt16).
 */
void pp_note_skipped_push(const char *name, int len, Token *taint)
{
    hashmap_put(&skipped_push, arena_strndup(name, (size_t)len), len, taint);
}

void pp_pragma_reset(void)
{
    pushed = (HashMap){0};
    skipped_push = (HashMap){0};
    skipped_defs = (HashMap){0};
}

/*
 * #pragma pack(N), pack(push[, N]), pack(pop), pack(): gcc and nvcc pack
 * the structs that follow, which the checker lays out as the default ABI
 * does; so a struct declared while a packing other than the default is in
 * force has an unknown layout (P051 where allocated, P103 where its size
 * is a constant), never another size than the compilers' (red team rt16:
 * sizeof 8 to the checker, 5 to gcc, chose a neighbour's element).
 */
/* pack(...) as the pragma's words say: push, pop, a number among them. */
static void pack_apply(PP *pp, bool push, bool pop, bool any)
{
    if (push && pp->npack < 16)
        pp->pack_saved[pp->npack++] = pp->packed;
    if (pop)
        pp->packed = pp->npack > 0 ? pp->pack_saved[--pp->npack] : false;
    if (any || (!push && !pop))
        pp->packed = any;
}

/* #pragma pack(...): the directive's text, read as _Pragma's is. */
void pp_pack_pragma(PP *pp, Token *pack)
{
    Token *last = pack;
    while (!last->next->at_bol && last->next->kind != TK_EOF)
        last = last->next;
    pack_text(pp, pack->loc, last->loc + last->len);
}

/* pack(...) from its text [p, end), which starts at "pack": #pragma's, or _Pragma's destringized. */
static void pack_text(PP *pp, const char *p, const char *end)
{
    bool push = false, pop = false, any = false;
    for (const char *q = p + 4; q < end; q++) {
        push |= end - q >= 4 && !memcmp(q, "push", 4);
        pop |= end - q >= 3 && !memcmp(q, "pop", 3) && !(q + 3 < end && isalnum((unsigned char)q[3]));
        /* a number, not a digit of a label (pack(push, r1)) */
        any |= isdigit((unsigned char)*q) && !isalnum((unsigned char)q[-1]) && q[-1] != '_';
    }
    pack_apply(pp, push, pop, any);
}

/*
 * A pack the compilers may run and the checker does not (skipped under a
 * test, or in a skipped definition of a macro used here): the structs that
 * follow have an unknown layout to the checker (red team rt17: a pack(1)
 * under #ifndef __PRISM_CHECK__ made sizeof 5 for gcc, 8 for the checker).
 */
void pp_pack_unknown(PP *pp)
{
    pp->packed = true;
}


/*
 * Each push_macro("X") or pop_macro("X") in [p, end) of a directive the
 * checker skips under a test (taint), also inside a _Pragma's escaped
 * string of a macro defined there: the compilers may run it, so X reads
 * differently (red team rt16).
 */
void pp_skipped_macro_pragmas(const char *p, const char *end, Token *taint)
{
    static const char *const ops[] = {"push_macro", "pop_macro"};
    for (const char *q = p; q < end; q++) {
        for (size_t i = 0; i < 2; i++) {
            size_t n = strlen(ops[i]);
            if ((size_t)(end - q) <= n || memcmp(q, ops[i], n) != 0)
                continue;
            const char *r = q + n;
            while (r < end && (*r == ' ' || *r == '(' || *r == '\\' || *r == '"'))
                r++;
            const char *name = r;
            while (r < end && (isalnum((unsigned char)*r) || *r == '_'))
                r++;
            if (r > name) {
                pp_defs_changed();
                pp_taint_set(arena_strndup(name, (size_t)(r - name)), (int)(r - name), taint);
                if (i == 0)
                    pp_note_skipped_push(name, (int)(r - name), taint);
            }
        }
    }
}

/* The replacement [p, end) of an object-like #define: extern "C", execution spaces and inline only. */
static bool linkage_word(const char *w, size_t n, bool with_static)
{
    static const char *const words[] = {"extern", "\"C\"", "\"C++\"", "__device__", "__host__", "__global__",
                                        "inline", "__inline__", "__forceinline__", "__noinline__", "static"};
    /* (static only at file scope: on a local it changes the storage; red team rt20) */
    size_t nwords = sizeof words / sizeof *words - !with_static;
    for (size_t i = 0; i < nwords; i++)
        if (n == strlen(words[i]) && !memcmp(w, words[i], n))
            return true;
    return false;
}

static bool linkage_only(const char *p, const char *end, bool with_static)
{
    if (p < end && *p == '(')
        return false; /* function-like */
    for (const char *q = p; q < end;) {
        while (q < end && (*q == ' ' || *q == '\t'))
            q++;
        const char *w = q;
        while (q < end && *q != ' ' && *q != '\t')
            q++;
        if (q == w)
            break;
        if (!linkage_word(w, (size_t)(q - w), with_static))
            return false;
    }
    return true;
}

/*
 * A #define of name the checker skips under a test, text up to end: if it
 * pushes or pops a macro through _Pragma, the compilers do so where name
 * is used, which may be after a #define that made that macro read alike
 * again (red team rt16: POPK used after #define K 0); if it packs, the
 * layouts after that use are unknown (rt17).
 */
void pp_note_skipped_define(const Token *name, const char *end, Token *taint)
{
    const char *p = name->loc + name->len;
    bool any = false, pack = false;
    for (const char *q = p; q + 4 <= end; q++) {
        any |= (q + 9 <= end && !memcmp(q, "pop_macro", 9)) || (q + 10 <= end && !memcmp(q, "push_macro", 10));
        pack |= !memcmp(q, "pack", 4);
    }
    SkippedDef *e = NEW(SkippedDef);
    *e = (SkippedDef){hashmap_get(&skipped_defs, name->loc, name->len), p, end, taint, any, pack,
                      linkage_only(p, end, false), linkage_only(p, end, true)};
    hashmap_put(&skipped_defs, arena_strndup(name->loc, (size_t)name->len), name->len, e);
}

/* name is used where the compilers may read a skipped definition of it. */
void pp_replay_skipped_define(PP *pp, const Token *name)
{
    for (SkippedDef *e = hashmap_get(&skipped_defs, name->loc, name->len); e; e = e->next) {
        if (e->macro_pragmas)
            pp_skipped_macro_pragmas(e->p, e->end, e->taint);
        if (e->pack)
            pp_pack_unknown(pp);
    }
}

/*
 * Whether every definition of name the checker skipped is linkage and
 * qualifiers only, which change no value or layout it reads: `#define
 * EXTERN_C extern "C"` under #ifdef __cplusplus, empty for the checker,
 * leaves the declaration it stands in alike (a definition it never
 * recorded, or `__attribute__((packed))`, does not: red team rt18).
 */
/* -1: a skipped definition that is more; 0: none in name's expansion; 1: some, all linkage. */
static int closure_linkage(const char *name, int len, bool file_scope, int *budget)
{
    if (--*budget < 0)
        return -1;
    int r = 0;
    Macro *m = find_macro(name, len);
    for (SkippedDef *d = hashmap_get(&skipped_defs, name, len); d; d = d->next) {
        if (!(file_scope ? d->file_linkage : d->linkage))
            return -1;
        r = 1;
    }
    /* The checker's own definition is linkage only too (not a _Pragma the compilers skip). */
    for (Token *t = r && m ? m->body : NULL; t && t->kind != TK_EOF; t = t->next)
        if (!linkage_word(t->loc, (size_t)t->len, file_scope))
            return -1;
    /* A macro that wraps one (`#define DEVTAB SCOPE __device__ const`: red team rt20). */
    for (Token *t = m ? m->body : NULL; t && t->kind != TK_EOF; t = t->next) {
        if (t->kind != TK_IDENT || ((size_t)t->len == strlen(m->name) && !memcmp(t->loc, m->name, (size_t)t->len)))
            continue;
        int s = closure_linkage(t->loc, t->len, file_scope, budget);
        if (s < 0)
            return -1;
        r |= s;
    }
    return r;
}

bool pp_skipped_defs_linkage_only(const Token *name, const Token *end, bool file_scope)
{
    int budget = 256;
    int r = closure_linkage(name->loc, name->len, file_scope, &budget);
    /* The arguments too (DEFINE_K(k, EXTERN_C)): they may land anywhere in the expansion, a
     * function's body included, so static there is never only linkage. */
    for (const Token *t = name->next; r >= 0 && t && t != end && t->kind != TK_EOF; t = t->next) {
        if (t->kind != TK_IDENT)
            continue;
        int a = closure_linkage(t->loc, t->len, false, &budget);
        r = a < 0 ? -1 : r | a;
    }
    return r > 0;
}
