/*
 * pp_taint.c - names the checker and the compilers read differently (P107).
 *
 * The checker predefines what nvcc does, but not what the host compiler,
 * the platform, the flags or the system headers define.  A test of such a
 * name, a name defined under one, or a macro that expands to one can give
 * the compilers code the checker never saw: inside a checked function's
 * body that is P107.  The taint follows #define chains, headers included
 * in a branch the checker skips, and push_macro/pop_macro.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "pp_internal.h"

/*
 * Names a #define or #undef under a test of an unshared name touched (in the
 * branch the checker takes or one it skips): the compilers may have another
 * definition, or none, so an #if on such a name reads differently (P107).
 * Name -> that test.  A #define outside such tests makes the name shared again.
 */
static HashMap tainted;
static unsigned defs_gen = 1; /* bumped at each #define and #undef: Macro.taint caches expire */

/* __CUDA_ARCH__ or another __CUDA_ARCH_* name (archs.c). */
bool pp_arch_name(const Token *t)
{
    return t->kind == TK_IDENT && t->len >= 11 && !memcmp(t->loc, "__CUDA_ARCH", 11);
}


/*
 * A PRISM_ name the program does not define itself: Prism's headers define
 * their names per build (prism-check reads the CUDA branch, the emulator
 * build its own: PRISM_EMU_H), and the checked copy the compilers build
 * begins with PRISM_CHECKED (and, for extern "C", PRISM__LINKAGE_C), which
 * the source prism-check reads lacks.  Tested, such a name reads
 * differently in the checker and in the builds.
 */
static bool prism_header_name(const Token *t)
{
    if (t->kind != TK_IDENT || t->len < 6 || memcmp(t->loc, "PRISM_", 6))
        return false;
    Macro *m = find_macro(t->loc, t->len);
    return !m || m->from_lang;
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
static bool cuda_flag_name(const Token *t);

/* The unread system header that defines t, by the lists or as the host compiler reads it; NULL if none. */
static const char *system_header_of(const Token *t)
{
    const char *h = libc_macro_header(t->loc, t->len);
    /* -dM prints the compiler's predefined names (unix, linux) among a header's: those are the platform's */
    if (!h && !find_macro(t->loc, t->len) && !listed_name(t))
        sysmac_def(t->loc, t->len, &h);
    return h;
}

/* Why the compilers may read `test` otherwise than prism-check. */
static const char *why_differs(const Token *test)
{
    return
        equal(test, "__PRISM_CHECK__") ? "gcc and nvcc would build code other than what prism-check checks"
        : equal(test, "__cplusplus") || (test->len > 6 && !memcmp(test->loc, "__cpp_", 6))
            ? "nvcc compiles C++ (__cplusplus defined) where prism-check and the emulator read C"
        : test->len > 9 && !memcmp(test->loc, "__CUDACC_", 9)
            ? "prism-check cannot know the value nvcc gives it (the toolkit's version or options)"
        : (test->len >= 7 && !memcmp(test->loc, "__CUDA_", 7)) || (test->len >= 7 && !memcmp(test->loc, "CUDART_", 7)) ||
                (test->len >= 8 && !memcmp(test->loc, "__CUDART", 8)) || (test->len >= 5 && !memcmp(test->loc, "CUDA_", 5)) ||
                (test->len >= 3 && (!memcmp(test->loc, "CU_", 3) || !memcmp(test->loc, "NV_", 3))) ||
                cuda_flag_name(test)
            ? "the CUDA headers define it (nvcc includes cuda_runtime.h before every .cu), prism-check and the "
              "emulator build do not read them"
        : equal(test, "__has_include")
            ? "prism-check does not find the file where the compilers look first, and does not read the system "
              "directories, where they may find it"
        : system_header_of(test)
            ? arena_printf("the system header %s defines it, which prism-check does not read and the compilers may "
                           "(included by the program, or by cuda_runtime.h before every .cu): they would read other "
                           "code", system_header_of(test))
        : prism_header_name(test)
            ? "Prism's headers define their PRISM_ names for one build and not another, and the checked copy that "
              "gcc and nvcc compile defines PRISM_CHECKED: the builds would read other code than prism-check"
        : !listed_name(test)
            ? "it is a reserved name that prism-check does not define and the program does not #define: the host "
              "compiler, the platform or a flag (-fopenmp, -fsanitize=..., -funsigned-char, -fPIC) may define it, "
              "and gcc and nvcc would read other code"
            : "the host compiler or the platform defines it, prism-check does not: they would read other code";
}

void pp_checker_test_in_body(Token *at, Token *test)
{
    const char *why = why_differs(test);
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
    "CUDART_", "__CUDART", "CUDA_", "CU_", "NV_",
};

/* cudaStreamNonBlocking, cudaHostAllocDefault: <cuda_runtime.h>'s flags, which nvcc reads before every
 * .cu and the checker and the emulator build do not (red team rt25); so are CUDA_*, CU_*, NV_*. */
static bool cuda_flag_name(const Token *t)
{
    return t->len > 4 && !memcmp(t->loc, "cuda", 4) && t->loc[4] >= 'A' && t->loc[4] <= 'Z';
}

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
    if (t->len >= 7 && !memcmp(t->loc, "__CUDA_", 7) && !pp_arch_name(t))
        return true;
    if (cuda_flag_name(t))
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
 * see pp_guard_idiom for where that matters.
 */
static bool unlisted_name(const Token *t)
{
    if (libc_macro_header(t->loc, t->len) || prism_header_name(t) || sysmac_def(t->loc, t->len, NULL))
        return true;
    bool reserved = reserved_identifier(t->loc, t->len);
    /* The checker's own (__FILE__, __LINE__, __COUNTER__, one __CUDA_ARCH__ per
     * pass) and those no #if can test (__VA_ARGS__, _Pragma: C gives them no
     * definition to test). */
    /* (__COUNTER__, __INCLUDE_LEVEL__ and __BASE_FILE__ read otherwise in the
     * checked copy and where PRISM_LAUNCH counts: red team rt20, in #if) */
    return reserved && (!macro_is_dynamic(t) || macro_name_diverges(t)) && !pp_arch_name(t) &&
           !equal(t, "__VA_ARGS__") &&
           !equal(t, "__VA_OPT__") && !equal(t, "_Pragma") && !equal(t, "__has_include");
}

static bool unshared_name(const Token *t, bool in_if)
{
    if (t->kind != TK_IDENT)
        return false;
    if (equal(t, "__PRISM_CHECK__") || equal(t, "__cplusplus"))
        return true;
    if (in_if && prism_header_name(t))
        return true;
    if (equal(t, "__CUDACC__") || find_macro(t->loc, t->len))
        return false; /* defined where the checker reads it: by the checker as by nvcc, or by the program */
    /* Unlisted names only read differently where tested: a macro whose
     * replacement calls __syncthreads or names INT_MAX is the same code to all. */
    return listed_name(t) || (in_if && unlisted_name(t));
}

/* The rest of a #define's line from `t` against a definition as -dM prints it, blanks aside. */
static bool same_definition(Token *t, const char *sys)
{
    for (; !t->at_bol && t->kind != TK_EOF; t = t->next)
        for (int i = 0; i < t->len; i++) {
            while (*sys == ' ' || *sys == '\t')
                sys++;
            if (*sys++ != t->loc[i])
                return false;
        }
    while (*sys == ' ' || *sys == '\t')
        sys++;
    return !*sys;
}

/*
 * `#ifndef X` or `#if !defined X`, X unlisted, then `#define X` on the next
 * line, outside a body: the program's fallback for a name it expects from
 * elsewhere (`#ifndef M_PI`), or an include guard with a reserved name
 * (`#ifndef _MY_HEADER_H`).  The program defines X itself either way, so
 * the test does not make what the branch defines read differently: were
 * it to, every name of a header with such a guard would.
 */
bool pp_guard_idiom(Token *d, Token *test)
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
    if (def->at_bol || !equal(def, "define") || def->next->at_bol || def->next->len != x->len ||
        memcmp(def->next->loc, x->loc, (size_t)x->len))
        return false;
    /* ... alike only where an unread header that defines X defines it so: gcc keeps the header's
     * PATH_MAX, 4096, where the checker took the fallback's 1024 (red team rt23). */
    const char *sys = sysmac_def(x->loc, x->len, NULL);
    return !sys || same_definition(def->next->next, sys);
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
Token *pp_line_taint(PP *pp, Token *tok, Token **at)
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
            if (pp_has_include_answer(pp, t, &end) >= 0) {
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
    char *path = pp_find_include_from(k->pp, arena_strndup(s, (size_t)len), k->path, false, !angled, &system);
    if (path && !system)
        taint_header(k->pp, path, k->test, k->seen, k->depth + 1);
    else
        sysmac_unread(arena_strndup(s, (size_t)len)); /* the compilers may read it: its names may differ */
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
 * it; a system header or one not found has what it defines read as the
 * host compiler reads it (sys_macros.c); a computed name adds nothing.
 * A "name" found stays a directive naming that file by its absolute path.
 */
void pp_taint_skipped_include(PP *pp, Token *hash, Token *tok, Token *test)
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
        if (gt->at_bol || !equal(gt, ">") || gt == tok->next || tok->next->digraph)
            return; /* (a digraph's spelling is not in the file: nor would the span below be) */
        name = arena_strndup(tok->next->loc, (size_t)(gt->loc - tok->next->loc));
    }
    bool system;
    char *path = name ? pp_find_include(pp, name, hash, quoted, &system) : NULL;
    /* A system header (or one not found here) the compilers may read in the branch: what it defines
     * reads differently, as the host compiler says (red team rt24: `#if __has_include(<sys/socket.h>)`
     * around its #include, then `#ifdef AF_INET`). */
    if ((!path || system) && name)
        sysmac_unread(name);
    if (!path || system)
        return;
    /* The emitted copy is compiled from elsewhere, where "name" would be
     * looked for beside the copy, not beside the file that wrote it: the
     * directive names the file the compilers find from here (sync_emit.c). */
    const char *abs = quoted ? pp_absolute_path(path) : NULL;
    if (abs) {
        size_t name_start, name_end;
        tok_source_span(tok, &name_start, &name_end);
        program_add_include(pp->prog, (struct IncludeSite){.from = token_file(hash), .pos = hash->pos, .name_end = name_end,
                                                           .lang = pp_is_lang_file(abs), .as_written = true, .path = abs,
                                                           .import = equal(hash->next, "import")});
    }
    HashMap seen = {0};
    taint_header(pp, path, test, &seen, pp->depth + 1);
}
void pp_taint_reset(void)
{
    tainted = (HashMap){0};
    defs_gen++;
}

/* A #define, #undef or pop_macro: every cached taint of a macro may be stale. */
void pp_defs_changed(void)
{
    defs_gen++;
}

/* name now reads differently because of test, or (test NULL) alike again. */
void pp_taint_set(const char *name, int len, Token *test)
{
    if (test)
        hashmap_put(&tainted, name, len, test);
    else
        hashmap_delete(&tainted, name, len);
}

Token *pp_taint_of(const Token *t, bool in_if)
{
    return taint_of(t, 0, in_if);
}

/*
 * An identifier left in an expansion that the compilers may define as a
 * macro the checker does not know (a C library or reserved name), where
 * whether it is there at all matters: __VA_OPT__ asks (macro.c).
 */
bool pp_name_may_differ(const Token *t)
{
    return t->kind == TK_IDENT && !is_keyword(t) && !find_macro(t->loc, t->len) && taint_of(t, 0, true) != NULL;
}

/* A name prism-check leaves as it is and the compilers expand, as far as anyone knows: a system
 * header's (by the lists or the host compiler), a listed compiler or platform name.  Not every
 * reserved name: a wrapper given __shfl_sync or __fadd passes a function's name. */
bool pp_name_expands_elsewhere(const Token *t)
{
    if (t->kind != TK_IDENT || is_keyword(t) || find_macro(t->loc, t->len))
        return false;
    return listed_name(t) || libc_macro_header(t->loc, t->len) || prism_header_name(t) ||
           sysmac_defines(t->loc, t->len);
}

/*
 * Device code (a __device__ or __global__ function, a PRISM_KERNEL or
 * PRISM_DEVICE, a __shared__, __constant__ or __managed__ variable) outside
 * any body, under a test that reads differently (#ifdef __cplusplus,
 * CUDART_VERSION, ...) in either branch: nvcc may compile a definition
 * prism-check does not read, and a call from a checked body would then run
 * code nobody checked (a barrier only nvcc sees).  P107 at the word.
 */
bool pp_device_word(const Token *t)
{
    static const char *const words[] = {"__device__", "__global__", "__shared__", "__constant__", "__managed__",
                                        "PRISM_KERNEL", "PRISM_DEVICE"};
    if (t->kind != TK_IDENT)
        return false;
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (equal(t, words[i]))
            return true;
    return false;
}

void pp_device_code_under_test(Token *at, Token *test, bool read)
{
    diag(DIAG_ERROR, at, "P107",
         "device code (%.*s) under a test of %.*s, which reads differently in prism-check and in the compilers: "
         "they may compile %s",
         at->len, at->loc, test->len, test->loc,
         read ? "another definition than the one prism-check checks" : "it where prism-check skips it, unchecked");
    note(test, "the test is here; define device code the same way for every build (a test of __CUDA_ARCH__ is checked "
               "for each arch)");
}

void pp_argument_differs(Token *at, Token *name)
{
    diag(DIAG_ERROR, at, "P107",
         "'%.*s' is given %.*s in an argument, which prism-check leaves as it is and the compilers may expand: what "
         "the macro pastes, stringizes or counts from it is theirs alone (%s)",
         at->len, at->loc, name->len, name->loc, why_differs(name));
    note(name, "%.*s is here", name->len, name->loc);
}
