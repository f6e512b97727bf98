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
 * Every directive disappears from the token stream the parser gets.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prism_check.h"

typedef struct Cond Cond;
struct Cond {
    Cond *prev;
    Token *tok;       /* the #if / #ifdef / #ifndef */
    bool parent_live; /* the enclosing region is active */
    bool taken;       /* some branch of this #if was taken */
    bool live;        /* the current branch is active */
    bool seen_else;
    Token *on_checker; /* the test of an unshared name (P107) in this #if or one around it */
};

typedef struct {
    Program *prog;
    const FrontendOptions *opt;
    size_t total_bytes;
    int depth;
    const char *key; /* the resolved path of the file being read */
    Token *taint;    /* the test of an unshared name around the #include of the file being read */
    int next_start;  /* an #include_next's first search directory; -1: an #include's search */
    int found_next;  /* where find_include found it, as File.next_search */
    Token head, *out; /* the output list */
} PP;

static HashMap guards;     /* resolved path -> its include guard's name, once read */
/*
 * Names a #define or #undef under a test of an unshared name touched (in the
 * branch the checker takes or one it skips): the compilers may have another
 * definition, or none, so an #if on such a name reads differently (P107).
 * Name -> that test.  A #define outside such tests makes the name shared again.
 */
static HashMap tainted;
static unsigned defs_gen = 1; /* bumped at each #define and #undef: Macro.taint caches expire */

/* #pragma push_macro("X"): a stack of X's saved definitions (NULL: none), as gcc keeps one. */
typedef struct Pushed Pushed;
struct Pushed {
    Pushed *next;
    Macro *m;
};
static HashMap pushed; /* name (arena copy) -> its stack */

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
    tainted = (HashMap){0};
    pushed = (HashMap){0};
    defs_gen++;
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

/*
 * `#line N "name"` (and the `# N "name"` of preprocessed output): from the
 * next line on, diagnostics number this file's lines from N, in `name`
 * (line_marks.c).  A macro-expanded #line is not followed: the compilers
 * read it, but generators write plain digits.
 */
static void line_directive(Token *d)
{
    Token *n = d->kind == TK_NUM ? d : d->next;
    if ((n != d && n->at_bol) || n->kind != TK_NUM || n->is_float || n->bad)
        return;
    uint64_t v = token_int_value(n);
    if (v == 0 || v > INT_MAX / 2)
        return;
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

/* The first token on the rest of tok's line that `pred` accepts, or NULL. */
static Token *find_on_line(Token *tok, bool (*pred)(const Token *))
{
    for (; !tok->at_bol; tok = tok->next)
        if (pred(tok))
            return tok;
    return NULL;
}

/* __CUDA_ARCH__ or another __CUDA_ARCH_* name (archs.c). */
static bool arch_name(const Token *t)
{
    return t->kind == TK_IDENT && t->len >= 11 && !memcmp(t->loc, "__CUDA_ARCH", 11);
}

/* Extra tokens after a directive that takes none: a warning, as in gcc. */
static Token *end_of_directive(Token *tok, const char *what)
{
    if (!tok->at_bol)
        diag(DIAG_WARNING, tok, "P100", "extra tokens at end of #%s directive", what);
    return pp_skip_line(tok);
}

/*
 * The value of an #if / #elif condition: `defined X` and `defined(X)`
 * become 0 or 1, then the line is parsed and evaluated as a constant
 * expression in which unknown names are 0 (C's rule).  The __has_*
 * feature tests are 0: system headers, which they probe for, are not read.
 */
static int has_include_answer(PP *pp, Token *t, Token **end);

/* Whether `defined X` holds: a macro, or __FILE__ / __LINE__ / __COUNTER__, which gcc and nvcc define too. */
static bool defined_here(const Token *n)
{
    return find_macro(n->loc, n->len) || macro_is_dynamic(n);
}

static bool eval_condition(PP *pp, Token *hash, Token **rest, Token *tok)
{
    Token *line = pp_copy_line(rest, tok);
    if (line->kind == TK_EOF) {
        diag(DIAG_ERROR, hash, "P100", "#if with no expression");
        return false;
    }
    for (Token *t = line; t->kind != TK_EOF; t = t->next) {
        /* __has_include("f") is 1 where the checker finds f as the compilers
         * would; otherwise, and for __has_builtin(...) and the other tests,
         * 0, and the line is one the compilers read differently (line_taint). */
        if (t->kind == TK_IDENT && t->len > 6 && memcmp(t->loc, "__has_", 6) == 0 && equal(t->next, "(")) {
            Token *end = t->next;
            for (int depth = 0; end->kind != TK_EOF; end = end->next) {
                depth += equal(end, "(") - equal(end, ")");
                if (depth == 0)
                    break;
            }
            Token *ans_end = NULL;
            int ans = equal(t, "__has_include") ? has_include_answer(pp, t, &ans_end) : -1;
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
        start->folded = defined_here(n) || equal(n, "__has_include") ? 2 : 1; /* 1 or 0 */
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

static void include_file(PP *pp, Token *hash, Token *tok, Token **rest);
static void process(PP *pp, Token *tok, bool lang_only);

/* #pragma once (or _Pragma("once")): the file being read is not read again. */
static void mark_once(PP *pp)
{
    if (pp->key)
        once_mark(pp->key);
}

/*
 * push_macro("X") / pop_macro("X") in the pragma text [p, end): save X's
 * definition, or restore the last one saved (the compilers honour both, so
 * after the pop the program's X is the pushed one).  A pop with nothing
 * pushed changes nothing, as in gcc.  taint: the test of an unshared name
 * the pragma is under, if any (the restored X then reads differently).
 */
static void macro_pragma(Token *at, const char *p, const char *end, Token *taint)
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
    if (push) {
        Pushed *e = NEW(Pushed);
        e->m = find_macro(key, len);
        e->next = top;
        hashmap_put(&pushed, key, len, e);
        return;
    }
    if (!top)
        return;
    if (top->next)
        hashmap_put(&pushed, key, len, top->next);
    else
        hashmap_delete(&pushed, key, len);
    restore_macro(at, key, len, top->m);
    defs_gen++;
    if (taint)
        hashmap_put(&tainted, key, len, taint);
    else
        hashmap_delete(&tainted, key, len);
}

/*
 * _Pragma ( string-literal ), where a macro expands to it (C99 6.10.9): a
 * #pragma the compilers act on, so not code.  The checker drops it
 * (honouring "once"); the emitted file keeps the macro, and with it the
 * pragma, for nvcc.  Returns the token after the ')'.
 */
static Token *pragma_operator(PP *pp, Token *tok, Token *taint)
{
    Token *open = tok->next;
    Token *str = equal(open, "(") ? open->next : NULL;
    Token *close = str && str->kind == TK_STR ? str->next : NULL;
    if (!close || !equal(close, ")")) {
        diag(DIAG_ERROR, tok, "P100", "_Pragma expects a parenthesized string literal");
        return tok->next;
    }
    if (str->len == 6 && !memcmp(str->loc, "\"once\"", 6))
        mark_once(pp);
    if (str->len >= 2 && str->loc[0] == '"') {
        /* Destringized as C99 6.10.9 says: \" and \\ lose their backslash. */
        char *text = arena_strndup(str->loc + 1, (size_t)str->len - 2);
        char *w = text;
        for (const char *r = text; *r; r++) {
            if (*r == '\\' && (r[1] == '"' || r[1] == '\\'))
                r++;
            *w++ = *r;
        }
        macro_pragma(str, text, w, taint);
    }
    return close->next;
}

static void emit_token(PP *pp, Token *tok)
{
    pp->out = pp->out->next = tok;
}

/*
 * Walk one file's tokens, acting on directives, copying the active
 * ordinary tokens to the output (or dropping them for the DSL's headers).
 */
/*
 * Where the live tokens stand: brace depth, and whether the braces are a
 * PRISM_KERNEL's or PRISM_DEVICE's body (the code the checker proves).
 */
typedef struct {
    int depth;
    bool pending; /* a PRISM_KERNEL/PRISM_DEVICE seen at depth 0, body not yet open */
    bool in_checked;
} Braces;

static void track_braces(Braces *b, const Token *t)
{
    if (b->depth == 0 && (equal(t, "PRISM_KERNEL") || equal(t, "PRISM_DEVICE")))
        b->pending = true;
    else if (b->depth == 0 && equal(t, ";"))
        b->pending = false; /* a declaration, no body */
    if (equal(t, "{")) {
        if (b->depth++ == 0) {
            b->in_checked = b->pending;
            b->pending = false;
        }
    } else if (equal(t, "}") && b->depth > 0 && --b->depth == 0) {
        b->in_checked = false;
    }
}

/*
 * Inside a checked function's body the checker and the compilers must read
 * the same code: a test of a name whose value the checker does not share
 * with nvcc there (or a macro defined under one, used there) gives the
 * compilers code the checker never sees, or the checker a barrier the
 * compilers never build (P107).  Outside function bodies such tests hide
 * host code the checker cannot parse, or pick extern "C", which is fine.
 */
static bool listed_name(const Token *t);

static void checker_test_in_body(Token *at, Token *test)
{
    const char *why =
        equal(test, "__PRISM_CHECK__") ? "gcc and nvcc would build code other than what prism-check checks"
        : equal(test, "__cplusplus") || (test->len > 6 && !memcmp(test->loc, "__cpp_", 6))
            ? "nvcc compiles C++ (__cplusplus defined) where prism-check and the emulator read C"
        : test->len > 9 && !memcmp(test->loc, "__CUDACC_", 9)
            ? "prism-check cannot know the value nvcc gives it (the toolkit's version or options)"
        : (test->len >= 7 && !memcmp(test->loc, "__CUDA_", 7)) || (test->len >= 7 && !memcmp(test->loc, "CUDART_", 7)) ||
                (test->len >= 8 && !memcmp(test->loc, "__CUDART", 8)) || equal(test, "CUDA_VERSION")
            ? "the CUDA headers define it (nvcc includes cuda_runtime.h before every .cu), prism-check and the "
              "emulator build do not read them"
        : equal(test, "__has_include")
            ? "prism-check does not find the file where the compilers look first, and does not read the system "
              "directories, where they may find it"
        : libc_macro_header(test->loc, test->len)
            ? arena_printf("the system header %s defines it, which prism-check does not read and the compilers may "
                           "(included by the program, or by cuda_runtime.h before every .cu): they would read other "
                           "code", libc_macro_header(test->loc, test->len))
        : !listed_name(test)
            ? "it is a reserved name that prism-check does not define and the program does not #define: the host "
              "compiler, the platform or a flag (-fopenmp, -fsanitize=..., -funsigned-char, -fPIC) may define it, "
              "and gcc and nvcc would read other code"
            : "the host compiler or the platform defines it, prism-check does not: they would read other code";
    if (test == at) {
        diag(DIAG_ERROR, at, "P107", "a test of %.*s inside a checked function's body: %s", test->len, test->loc, why);
        return;
    }
    Macro *m = find_macro(at->loc, at->len);
    if (!m)
        diag(DIAG_ERROR, at, "P107",
             "'%.*s' is undefined here but #defined under a test of %.*s: in a checked function's body %s", at->len,
             at->loc, test->len, test->loc, why);
    else if (m->on_checker == test || hashmap_get(&tainted, at->loc, at->len) == test)
        diag(DIAG_ERROR, at, "P107", "'%.*s' is defined under a test of %.*s: in a checked function's body %s",
             at->len, at->loc, test->len, test->loc, why);
    else
        diag(DIAG_ERROR, at, "P107",
             "'%.*s' expands to a name defined under a test of %.*s: in a checked function's body %s", at->len,
             at->loc, test->len, test->loc, why);
    note(test, "the test is here");
}

/*
 * A name the checker and nvcc do not agree on: __PRISM_CHECK__ (the
 * checker's own), __cplusplus and the C++ feature tests __cpp_* (nvcc
 * compiles C++, the checker reads the common subset as C), nvcc's version
 * and option macros (__CUDACC_VER_MAJOR__, __CUDACC_RDC__, ...: every
 * __CUDACC_*__ but __CUDACC__, which the checker defines as nvcc does),
 * the host compiler's and platform's predefined names (__GNUC__,
 * __clang__, __STDC_VERSION__, _MSC_VER, _WIN32, __x86_64__,
 * __OPTIMIZE__, __SIZEOF_*__, ...) and the __has_* tests: the checker
 * defines none of them, the compilers do.
 */
static const char *const unshared_prefixes[] = {
    "__cpp_", "__CUDACC_", "__GNUC", "__GNUG__", "__clang", "__llvm__", "__STDC", "__has_", "__SIZEOF_",
    "__BYTE_ORDER", "__ORDER_", "__LP64__", "_LP64", "__x86_64", "__amd64", "__i386", "__aarch64", "__arm",
    "__powerpc", "__linux", "__unix", "__APPLE", "__MACH__", "_WIN32", "_WIN64", "_MSC_", "__MINGW",
    "__OPTIMIZE", "__FAST_MATH__", "__NO_INLINE__", "__INTEL_", "__NVCOMPILER", "__VERSION__", "__ELF__",
    "CUDART_", "__CUDART", "CUDA_VERSION",
};

/* One of the kinds above, by name (the message P107 gives depends on it). */
static bool listed_name(const Token *t)
{
    if (equal(t, "__PRISM_CHECK__") || equal(t, "__cplusplus"))
        return true;
    /* gcc's GNU modes (the emulator's -std=gnu17, nvcc's gnu++17) predefine
     * these unreserved names on Linux and x86 hosts. */
    if (equal(t, "unix") || equal(t, "linux") || equal(t, "i386"))
        return true;
    /* cuda_runtime.h, which nvcc includes before every .cu and the checker and
     * the emulator build do not read, and the toolkit's other headers define
     * CUDART_VERSION, __CUDA_RUNTIME_H__, __CUDA_API_VERSION, ...; the
     * __CUDA_ARCH* names are the checker's own (one pass per target). */
    if (t->len >= 7 && !memcmp(t->loc, "__CUDA_", 7) && !arch_name(t))
        return true;
    for (size_t i = 0; i < sizeof unshared_prefixes / sizeof *unshared_prefixes; i++) {
        size_t n = strlen(unshared_prefixes[i]);
        if ((size_t)t->len >= n && !memcmp(t->loc, unshared_prefixes[i], n))
            return true;
    }
    return false;
}

/*
 * No list covers what gcc, clang and nvcc predefine on every platform and
 * for every flag (__CHAR_BIT__, __SSE2__, __PIC__, _OPENMP,
 * __SANITIZE_THREAD__, __CHAR_UNSIGNED__, __FILE_NAME__, ...), so every
 * reserved identifier (C17 7.1.3: __x, or _ and an uppercase letter) the
 * checker does not give the compilers' value itself reads differently;
 * nor can a list of the C library's headers, which nvcc reads and the
 * checker does not, be assumed absent (libc_names.c).  Both are "unlisted":
 * see guard_idiom for where that matters.
 */
static bool unlisted_name(const Token *t)
{
    if (libc_macro_header(t->loc, t->len))
        return true;
    bool reserved = t->len >= 2 && t->loc[0] == '_' && (t->loc[1] == '_' || (t->loc[1] >= 'A' && t->loc[1] <= 'Z'));
    /* The checker's own (__FILE__, __LINE__, __COUNTER__, one __CUDA_ARCH__ per
     * pass) and those no #if can test (__VA_ARGS__, _Pragma: C gives them no
     * definition to test). */
    return reserved && !macro_is_dynamic(t) && !arch_name(t) && !equal(t, "__VA_ARGS__") &&
           !equal(t, "__VA_OPT__") && !equal(t, "_Pragma") && !equal(t, "__has_include");
}

static bool unshared_name(const Token *t, bool in_if)
{
    if (t->kind != TK_IDENT)
        return false;
    if (equal(t, "__PRISM_CHECK__") || equal(t, "__cplusplus"))
        return true;
    if (equal(t, "__CUDACC__") || find_macro(t->loc, t->len))
        return false; /* defined where the checker reads it: by the checker as by nvcc, or by the program */
    /* Unlisted names only read differently where tested: a macro whose
     * replacement calls __syncthreads or names INT_MAX is the same code to all. */
    return listed_name(t) || (in_if && unlisted_name(t));
}

/*
 * `#ifndef X` or `#if !defined X`, X unlisted, then `#define X` on the next
 * line, outside a body: the program's fallback for a name it expects from
 * elsewhere (`#ifndef M_PI`), or an include guard with a reserved name
 * (`#ifndef _MY_HEADER_H`).  The program defines X itself either way, so
 * the test does not make what the branch defines read differently: were
 * it to, every name of a header with such a guard would.
 */
static bool guard_idiom(Token *d, Token *test)
{
    Token *x = NULL;
    if (equal(d, "ifndef")) {
        x = d->next;
    } else if (equal(d, "if") && equal(d->next, "!") && equal(d->next->next, "defined")) {
        x = d->next->next->next;
        if (equal(x, "(")) {
            x = x->next;
            if (!equal(x->next, ")") || !x->next->next->at_bol)
                return false;
        } else if (!x->next->at_bol) {
            return false;
        }
    }
    if (!x || x != test || x->at_bol || !unlisted_name(x) || listed_name(x))
        return false;
    Token *h = x;
    while (!h->at_bol)
        h = h->next;
    if (h->kind != TK_HASH)
        return false;
    Token *def = h->next;
    return !def->at_bol && equal(def, "define") && !def->next->at_bol && def->next->len == x->len &&
           !memcmp(def->next->loc, x->loc, (size_t)x->len);
}

/*
 * The test that makes name t read differently in the checker and in the
 * compilers, or NULL: an unshared name itself, a name defined or undefined
 * under a test of one, or a macro whose replacement names such a name (the
 * taint follows #define chains, as expansion would).
 */
static Token *taint_of(const Token *t, int depth, bool in_if)
{
    if (t->kind != TK_IDENT)
        return NULL;
    Token *w = hashmap_get(&tainted, t->loc, t->len);
    if (w)
        return w;
    if (unshared_name(t, in_if))
        return (Token *)t;
    Macro *m = find_macro(t->loc, t->len);
    if (!m || m->from_lang)
        return NULL;
    if (m->on_checker)
        return m->on_checker;
    if (m->taint_gen[in_if] == defs_gen)
        return m->taint[in_if];
    if (m->taint_busy || depth > LIMIT_MACRO_DEPTH)
        return NULL; /* a self-reference is not expanded; a deeper chain is P104 where it is used */
    m->taint_busy = true;
    Token *found = NULL;
    for (Token *b = m->body; b && b->kind != TK_EOF && !found; b = b->next) {
        bool param = false;
        for (MacroParam *p = m->params; p && !param; p = p->next)
            param = b->kind == TK_IDENT && (int)strlen(p->name) == b->len && !memcmp(p->name, b->loc, (size_t)b->len);
        if (!param)
            found = taint_of(b, depth + 1, in_if);
    }
    m->taint_busy = false;
    m->taint[in_if] = found;
    m->taint_gen[in_if] = defs_gen;
    return found;
}

/*
 * The first name on a directive's line (tok: after the directive's name)
 * that reads differently in the checker and the compilers, or NULL.  A
 * __has_include the checker answers as gcc would (the file found in the
 * directories both search) reads alike, and so does `defined
 * __has_include`.
 */
static Token *line_taint(PP *pp, Token *tok, Token **at)
{
    Token *dummy;
    if (!at)
        at = &dummy;
    for (Token *t = tok; !t->at_bol && t->kind != TK_EOF; t = t->next) {
        if (equal(t, "defined")) {
            /* Whether X is defined, not what it expands to. */
            Token *n = equal(t->next, "(") ? t->next->next : t->next;
            if (n->at_bol || n->kind != TK_IDENT)
                continue;
            t = n;
            if (equal(n, "__has_include"))
                continue;
            Token *w = hashmap_get(&tainted, n->loc, n->len);
            if (w || unshared_name(n, true)) {
                *at = n;
                return w ? w : n;
            }
            continue;
        }
        if (equal(t, "__has_include")) {
            Token *end = t;
            if (has_include_answer(pp, t, &end) >= 0) {
                t = end;
                continue;
            }
            return *at = t;
        }
        Token *w = taint_of(t, 0, true);
        if (w) {
            *at = t;
            return w;
        }
    }
    return NULL;
}

/* The test of an unshared name that the current line is under, in this file or around its #include. */
static Token *taint_here(const PP *pp, const Cond *cond)
{
    return cond && cond->on_checker ? cond->on_checker : pp->taint;
}

static void taint_skipped_include(PP *pp, Token *hash, Token *tok, Token *test);

static void process(PP *pp, Token *tok, bool lang_only)
{
    Cond *cond = NULL;
    int cond_depth = 0;
    Braces braces = {0};
    while (tok->kind != TK_EOF) {
        bool live = !cond || cond->live;
        if (tok->kind != TK_HASH) {
            if (live && !lang_only && macro_expandable(tok)) {
                if (braces.in_checked) {
                    Token *w = taint_of(tok, 0, false);
                    /* An argument is expanded inside macro_expand, never seen here. */
                    Macro *m = find_macro(tok->loc, tok->len);
                    if (!w && m && m->is_func && equal(tok->next, "("))
                        for (Token *a = tok->next->next; !w && a->kind != TK_EOF && !equal(a, ")"); a = a->next)
                            if (!equal(a, "("))
                                w = taint_of(a, 0, false);
                    if (w)
                        checker_test_in_body(tok, w);
                }
                tok = macro_expand(tok); /* rescanned with what follows */
                continue;
            }
            if (live && equal(tok, "_Pragma")) {
                tok = pragma_operator(pp, tok, taint_here(pp, cond));
                continue;
            }
            Token *next = tok->next;
            if (live && !lang_only) {
                emit_token(pp, tok);
                track_braces(&braces, tok);
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
        /* Conditionals are tracked even in dead regions, for nesting. */
        if (!lang_only && !pp->prog->cuda_arch_test &&
            (equal(d, "if") || equal(d, "ifdef") || equal(d, "ifndef") || equal(d, "elif")))
            pp->prog->cuda_arch_test = find_on_line(d->next, arch_name);
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
            Token *test = line_taint(pp, d->next, &at);
            Token *spread = test && !(!braces.in_checked && guard_idiom(d, test)) ? test : NULL;
            c->on_checker = spread ? spread : taint_here(pp, cond);
            if (test && live && !lang_only && braces.in_checked)
                checker_test_in_body(at, test);
            bool v = false;
            if (!live) {
                tok = pp_skip_line(d->next);
            } else if (equal(d, "if")) {
                v = eval_condition(pp, hash, &tok, d->next);
            } else {
                Token *n = d->next;
                if (n->at_bol || n->kind != TK_IDENT) {
                    diag(DIAG_ERROR, n->at_bol ? d : n, "P100", "macro name expected after #%.*s", d->len, d->loc);
                    tok = pp_skip_line(n);
                } else {
                    v = defined_here(n) == equal(d, "ifdef");
                    tok = end_of_directive(n->next, equal(d, "ifdef") ? "ifdef" : "ifndef");
                }
            }
            c->live = live && v;
            c->taken = c->live;
            cond = c;
            continue;
        }
        if (equal(d, "elif") || equal(d, "else") || equal(d, "endif")) {
            if (!cond) {
                diag(DIAG_ERROR, d, "P100", "#%.*s without #if", d->len, d->loc);
                tok = pp_skip_line(d->next);
                continue;
            }
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
            if (equal(d, "else")) {
                cond->seen_else = true;
                cond->live = cond->parent_live && !cond->taken;
                cond->taken |= cond->live;
                tok = end_of_directive(d->next, "else");
            } else if (cond->parent_live && !cond->taken) {
                Token *at = NULL;
                Token *test = line_taint(pp, d->next, &at);
                if (test) {
                    cond->on_checker = test;
                    if (!lang_only && braces.in_checked)
                        checker_test_in_body(at, test);
                }
                cond->live = eval_condition(pp, hash, &tok, d->next);
                cond->taken = cond->live;
            } else {
                if (!cond->on_checker)
                    cond->on_checker = line_taint(pp, d->next, NULL);
                cond->live = false;
                tok = pp_skip_line(d->next);
            }
            continue;
        }
        /* A definition the checker skips may be one the compilers make. */
        if ((equal(d, "define") || equal(d, "undef")) && !d->next->at_bol && d->next->kind == TK_IDENT &&
            !lang_only) {
            defs_gen++;
            if (taint_here(pp, cond))
                hashmap_put(&tainted, d->next->loc, d->next->len, taint_here(pp, cond));
            else if (live)
                hashmap_delete(&tainted, d->next->loc, d->next->len);
        }
        if (!live) {
            if (!lang_only && taint_here(pp, cond) && (equal(d, "include") || equal(d, "include_next")))
                taint_skipped_include(pp, hash, d->next, taint_here(pp, cond));
            tok = pp_skip_line(d);
            continue;
        }
        if (equal(d, "include") || equal(d, "include_next")) {
            /* What the header defines is under the tests around its #include. */
            Token *outer = pp->taint;
            pp->taint = taint_here(pp, cond);
            /* gcc's #include_next: the search goes on after the directory the
             * current file was found in; in a file found through none (the main
             * file, an absolute name) it is an #include, as gcc reads it. */
            int next = pp_file_of(hash)->next_search;
            pp->next_start = equal(d, "include_next") && next > 0 ? next - 1 : -1;
            include_file(pp, hash, d->next, &tok);
            pp->next_start = -1;
            pp->taint = outer;
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
            line_directive(d);
            tok = pp_skip_line(d->next);
        } else if (equal(d, "pragma") || equal(d, "ident")) {
            if (equal(d, "pragma") && !d->next->at_bol && equal(d->next, "once"))
                mark_once(pp);
            if (equal(d, "pragma") && !d->next->at_bol) {
                Token *last = d->next;
                while (!last->next->at_bol)
                    last = last->next;
                macro_pragma(d->next, d->next->loc, last->loc + last->len, taint_here(pp, cond));
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
}

static bool pre_include(PP *pp, const char *name);
static const char *include_guard(Token *tok);

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
    process(pp, toks, lang);
    return true;
}

static void read_include(PP *pp, const char *path, Token *at, Token *hash, bool system, int next_search);
static bool system_include_dir(const char *dir);

/*
 * The i-th directory an include is searched in: the -I directories, then
 * the -isystem ones; NULL past them.  *system: what is found there is a
 * system header (an -isystem directory, or an -I one that is also that,
 * or is the system's or the CUDA toolkit's, which gcc keeps system ones).
 */
static const char *search_dir(const PP *pp, int i, bool *system)
{
    const FrontendOptions *o = pp->opt;
    *system = false;
    if (!o || i >= o->n_include_dirs + o->n_system_dirs)
        return NULL;
    if (i >= o->n_include_dirs) {
        *system = true;
        return o->system_dirs[i - o->n_include_dirs];
    }
    /* gcc ignores an -I naming an -isystem directory: it stays a system one. */
    for (int k = 0; k < o->n_system_dirs && !*system; k++)
        *system = strcmp(o->system_dirs[k], o->include_dirs[i]) == 0;
    *system = *system || system_include_dir(o->include_dirs[i]);
    return o->include_dirs[i];
}

/*
 * Where the compilers find name: for "name" next to the file that names it
 * (at), then in each -I and -isystem directory; for <name> in those only.
 * NULL when it is in none of them (gcc would go on to the system
 * directories, which the checker does not read).  *system: a system header
 * (found next to one, as gcc's search inherits it, or in a system directory).
 */
static char *find_include_from(PP *pp, char *name, const char *from, bool from_system, bool quoted, bool *system);

static char *find_include(PP *pp, char *name, Token *at, bool quoted, bool *system)
{
    return find_include_from(pp, name, pp_file_of(at)->name, pp_file_of(at)->is_system, quoted, system);
}

/* The same, from the file named `from` (a system header when from_system). */
static char *find_include_from(PP *pp, char *name, const char *from, bool from_system, bool quoted, bool *system)
{
    *system = false;
    bool sandbox = pp->opt && pp->opt->sandbox_includes;
    if (pp->opt && pp->opt->no_file_includes)
        return NULL;
    if (sandbox && (name[0] == '/' || strstr(name, "..")))
        return NULL;
    pp->found_next = 0;
    if (name[0] == '/')
        return pp_file_exists(name) ? name : NULL;
    if (quoted && pp->next_start < 0) {
        /* Next to the including file; for standard input, the working directory (as gcc). */
        bool is_stdin = strcmp(from, STDIN_NAME) == 0;
        char *cand = arena_printf("%s/%s", is_stdin ? "." : pp_dir_of(from), name);
        if (!sandbox && (from[0] != '<' || is_stdin) && pp_file_exists(cand)) {
            *system = from_system;
            pp->found_next = 1;
            return cand;
        }
    }
    const char *dir;
    for (int i = pp->next_start < 0 ? 0 : pp->next_start; (dir = search_dir(pp, i, system)); i++) {
        char *cand = arena_printf("%s/%s", dir, name);
        if (pp_file_exists(cand)) {
            pp->found_next = i + 2;
            return cand;
        }
    }
    *system = false;
    return NULL;
}

/*
 * __has_include ( "name" ) or ( <name> ) at t: 1 where the checker finds
 * the file in the directories the compilers search first (so they find it
 * too), -1 where it cannot answer as they would: not found there (a system
 * directory may have it), or a computed operand.  *end: the ')' on 1.
 */
static int has_include_answer(PP *pp, Token *t, Token **end)
{
    Token *open = t->next;
    if (open->at_bol || !equal(open, "(") || open->next->at_bol)
        return -1;
    Token *arg = open->next, *close = NULL;
    char *name = NULL;
    bool quoted = arg->kind == TK_STR;
    if (quoted && arg->len >= 2 && arg->loc[0] == '"') {
        name = arena_strndup(arg->loc + 1, (size_t)arg->len - 2);
        close = arg->next;
    } else if (equal(arg, "<")) {
        Token *gt = arg->next;
        while (!gt->at_bol && gt->kind != TK_EOF && !equal(gt, ">"))
            gt = gt->next;
        if (gt->at_bol || !equal(gt, ">") || gt == arg->next)
            return -1;
        name = arena_strndup(arg->next->loc, (size_t)(gt->loc - arg->next->loc));
        close = gt->next;
    }
    bool system;
    if (!name || !close || close->at_bol || !equal(close, ")") || !find_include(pp, name, t, quoted, &system))
        return -1;
    *end = close;
    return 1;
}

/* #include "name" (or <name>, skipped).  tok follows the directive name. */
/*
 * Whether an -I directory is the CUDA toolkit's or the system's, whose
 * headers (C++, the compilers' own) are not the user's code: <...> found
 * there is not read, as a system header is not.
 */
static bool system_include_dir(const char *dir)
{
    return !strncmp(dir, "/usr/include", 12) || !strncmp(dir, "/usr/local/include", 18) ||
           pp_file_exists(arena_printf("%s/cuda_runtime.h", dir)) ||
           pp_file_exists(arena_printf("%s/cuda_runtime_api.h", dir));
}

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
        for (; t->kind != TK_EOF && !t->at_bol && !equal(t, ">"); t = t->next)
            name = arena_printf("%s%s%.*s", name, t->has_space && *name ? " " : "", t->len, t->loc);
        if (site == tok)
            *rest = pp_skip_line(tok);
        if (!equal(t, ">") || !*name || (pp->opt && (pp->opt->no_file_includes || pp->opt->sandbox_includes)))
            return;
        const char *dir;
        bool system;
        for (int i = pp->next_start < 0 ? 0 : pp->next_start; (dir = search_dir(pp, i, &system)); i++) {
            char *cand = arena_printf("%s/%s", dir, name);
            if (pp_file_exists(cand)) {
                if (!system_include_dir(dir))
                    read_include(pp, cand, site == tok ? t : site, hash, system, i + 2);
                return;
            }
        }
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
    char *path = find_include(pp, name, hash, true, &system);
    if (!path) {
        diag(DIAG_ERROR, site, "P102", "'%s' not found", name);
        note(site, "searched next to '%s'%s", pp_file_of(hash)->name,
             pp->opt && pp->opt->n_include_dirs + pp->opt->n_system_dirs ? " and in the -I directories" : " (no -I directories given)");
        return;
    }
    read_include(pp, path, site, hash, system, pp->found_next);
}

/*
 * The name of the include guard around a whole file (`#ifndef G` or `#if
 * !defined(G)` as its first tokens, then `#define G`, the #endif that
 * closes it the file's last tokens), NULL when it has none.  Reading such a
 * file again while G is defined gives nothing, so it is not read again: the
 * compilers' multiple-include optimization, and what keeps a header that
 * every file includes from being tokenized every time.
 */
static const char *include_guard(Token *tok)
{
    if (tok->kind != TK_HASH)
        return NULL;
    Token *d = tok->next, *g = NULL;
    if (equal(d, "ifndef") && !d->next->at_bol && d->next->kind == TK_IDENT && d->next->next->at_bol) {
        g = d->next;
    } else if (equal(d, "if") && equal(d->next, "!") && equal(d->next->next, "defined")) {
        Token *t = d->next->next->next;
        bool paren = equal(t, "(");
        if (paren)
            t = t->next;
        if (t->kind == TK_IDENT && (!paren || equal(t->next, ")")) && (paren ? t->next->next : t->next)->at_bol)
            g = t;
    }
    if (!g)
        return NULL;
    Token *def = g->next;
    while (!def->at_bol)
        def = def->next;
    if (def->kind != TK_HASH || !equal(def->next, "define") || def->next->next->len != g->len ||
        memcmp(def->next->next->loc, g->loc, (size_t)g->len))
        return NULL;
    int depth = 0;
    for (Token *t = tok; t->kind != TK_EOF; t = t->next) {
        if (t->kind != TK_HASH || !t->at_bol)
            continue;
        Token *k = t->next;
        if (equal(k, "if") || equal(k, "ifdef") || equal(k, "ifndef")) {
            depth++;
        } else if (equal(k, "endif") && --depth == 0) {
            Token *rest = k->next;
            while (!rest->at_bol && rest->kind != TK_EOF)
                rest = rest->next;
            return rest->kind == TK_EOF ? arena_strndup(g->loc, (size_t)g->len) : NULL;
        } else if (depth == 1 && (equal(k, "else") || equal(k, "elif"))) {
            return NULL; /* the guard's #if has another branch */
        }
    }
    return NULL;
}

/* ---- headers in a branch the checker skips ---------------------------------- */

typedef struct {
    PP *pp;
    Token *test;
    const char *path; /* the header being scanned */
    HashMap *seen;
    int depth;
} Skipped;

static void taint_header(PP *pp, const char *path, Token *test, HashMap *seen, int depth);

static void skipped_name(void *arg, const char *s, int len, bool include, bool angled)
{
    Skipped *k = arg;
    if (!include) {
        hashmap_put(&tainted, arena_strndup(s, (size_t)len), len, k->test);
        defs_gen++;
        return;
    }
    bool system;
    char *path = find_include_from(k->pp, arena_strndup(s, (size_t)len), k->path, false, !angled, &system);
    if (path && !system)
        taint_header(k->pp, path, k->test, k->seen, k->depth + 1);
}

/* Every name the user header at path (and those it includes) may #define or #undef reads differently. */
static void taint_header(PP *pp, const char *path, Token *test, HashMap *seen, int depth)
{
    char resolved[PATH_MAX];
    const char *key = realpath(path, resolved) ? arena_strdup(resolved) : path;
    int klen = (int)strlen(key);
    if (depth > LIMIT_INCLUDE_DEPTH || pp_is_lang_file(key) || hashmap_get(seen, key, klen))
        return;
    hashmap_put(seen, key, klen, (void *)1);
    size_t size = 0;
    const char *why = NULL;
    char *text = pp_read_file(path, &size, &why);
    if (!text)
        return; /* the compilers may not read it either: nothing to say about a skipped branch */
    Skipped k = {pp, test, path, seen, depth};
    header_directive_names(text, size, skipped_name, &k);
}

/*
 * An #include in a branch skipped because its test reads differently
 * (#ifdef __cplusplus): the compilers read the header there, the checker
 * does not, so the names it defines or undefines read differently, as a
 * #define written in the branch does.  Found as the compilers would find
 * it; a system header, a computed name or one not found adds nothing.
 */
static void taint_skipped_include(PP *pp, Token *hash, Token *tok, Token *test)
{
    if (tok->at_bol || (pp->opt && (pp->opt->no_file_includes || pp->opt->sandbox_includes)))
        return;
    char *name = NULL;
    bool quoted = tok->kind == TK_STR && tok->len >= 2 && tok->loc[0] == '"';
    if (quoted) {
        name = arena_strndup(tok->loc + 1, (size_t)tok->len - 2);
    } else if (equal(tok, "<")) {
        Token *gt = tok->next;
        while (!gt->at_bol && gt->kind != TK_EOF && !equal(gt, ">"))
            gt = gt->next;
        if (gt->at_bol || !equal(gt, ">") || gt == tok->next)
            return;
        name = arena_strndup(tok->next->loc, (size_t)(gt->loc - tok->next->loc));
    }
    bool system;
    char *path = name ? find_include(pp, name, hash, quoted, &system) : NULL;
    if (!path || system)
        return;
    HashMap seen = {0};
    taint_header(pp, path, test, &seen, pp->depth + 1);
}

/* path from the root: the checker's working directory is where a relative one was found. */
static const char *absolute_path(const char *path)
{
    if (path[0] == '/')
        return path;
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd))
        return NULL; /* the directive stays as written */
    return arena_printf("%s/%s", cwd, path[0] == '.' && path[1] == '/' ? path + 2 : path);
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
    if (!once_seen(key) && !(guard && find_macro(guard, (int)strlen(guard)))) {
        if (pp->depth >= LIMIT_INCLUDE_DEPTH) {
            diag(DIAG_ERROR, at, "P104", "#include nested deeper than %d", LIMIT_INCLUDE_DEPTH);
            return;
        }
        const char *outer = pp->key;
        int first = pp->prog->nfiles;
        pp->depth++;
        pp->key = key;
        run_file(pp, path, at, pp_is_lang_file(key), system, next_search);
        pp->key = outer;
        pp->depth--;
        read = pp->prog->nfiles > first ? pp->prog->files[first] : NULL;
    }
    if (!hash)
        return;
    size_t name_start, name_end;
    tok_source_span(at, &name_start, &name_end);
    program_add_include(pp->prog, (struct IncludeSite){token_file(hash), hash->pos, name_end, read,
                                                       pp_is_lang_file(key), false, absolute_path(path)});
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
        for (int i = 0; !path && (dir = search_dir(pp, i, &system)); i++) {
            char *cand = arena_printf("%s/%s", dir, name);
            if (pp_file_exists(cand)) {
                path = cand;
                next_search = i + 2;
            }
        }
        system = path && system;
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
    predefine("__PRISM_CHECK__=1");
    predefine("__CUDACC__=1");
    predefine("__NVCC__=1");
    /* In command-line order: -UA -DA defines A, as gcc and nvcc do. */
    for (int i = 0; opt && i < opt->n_defines; i++) {
        if (opt->defines[i][0] == '-')
            undefine_name(opt->defines[i] + 1);
        else
            predefine(opt->defines[i]);
    }
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
