/*
 * include_search.c - where the compilers find an #include, -include or
 * __has_include operand: next to the including file, then the -I and
 * -isystem directories in order (from where #include_next left off), and
 * whether what is found there is a system header the checker does not read;
 * and what the checked copy makes of an #include_next that goes on to one.
 */
#include <limits.h>
#include <string.h>
#include <unistd.h>

#include "pp_internal.h"

/*
 * The i-th directory an include is searched in: the -I directories, then
 * the -isystem ones; NULL past them.  *system: what is found there is a
 * system header (an -isystem directory, or an -I one that is also that,
 * or is the system's or the CUDA toolkit's, which gcc keeps system ones).
 */
const char *pp_search_dir(const PP *pp, int i, bool *system)
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
    *system = *system || pp_system_include_dir(o->include_dirs[i]);
    return o->include_dirs[i];
}

/*
 * Where the compilers find name: for "name" next to the file that names it
 * (at), then in each -I and -isystem directory; for <name> in those only.
 * NULL when it is in none of them (gcc would go on to the system
 * directories, which the checker does not read).  *system: a system header
 * (found next to one, as gcc's search inherits it, or in a system directory).
 */
char *pp_find_include(PP *pp, char *name, Token *at, bool quoted, bool *system)
{
    return pp_find_include_from(pp, name, pp_file_of(at)->name, pp_file_of(at)->is_system, quoted, system);
}

/* The same, from the file named `from` (a system header when from_system). */
char *pp_find_include_from(PP *pp, char *name, const char *from, bool from_system, bool quoted, bool *system)
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
        /* Spelled as gcc spells it (__FILE__, #line, diagnostics): the
         * includer's directory as written, none for a file named without one
         * (red team rt17: "./inc/x.h" where gcc's __FILE__ is "inc/x.h"). */
        char *cand = is_stdin || !strchr(from, '/') ? (char *)name : arena_printf("%s/%s", pp_dir_of(from), name);
        if (!sandbox && (from[0] != '<' || is_stdin) && pp_file_exists(cand)) {
            *system = from_system;
            pp->found_next = 1;
            return cand;
        }
    }
    const char *dir;
    for (int i = pp->next_start < 0 ? 0 : pp->next_start; (dir = pp_search_dir(pp, i, system)); i++) {
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
 * The emitted copy is compiled from another directory, where "name" would
 * be looked for beside the copy (red team rt14: the checker found a header
 * beside the source, the checked build did not): the operand names the
 * file found, by its absolute path.  False where no string can say it.
 */
static bool has_include_as_found(PP *pp, Token *operand, const char *path)
{
    const char *abs = pp_absolute_path(path);
    if (!abs || strpbrk(abs, "\"\\\n") || !pp->prog)
        return false;
    for (struct Rewrite *r = pp->prog->rewrites; r; r = r->next)
        if (r->tok == operand)
            return true;
    struct Rewrite *r = NEW(struct Rewrite);
    r->tok = operand;
    r->text = arena_printf("\"%s\"", abs);
    r->next = pp->prog->rewrites;
    pp->prog->rewrites = r;
    return true;
}

/*
 * __has_include ( "name" ) or ( <name> ) at t: 1 where the checker finds
 * the file in the directories the compilers search first (so they find it
 * too), -1 where it cannot answer as they would: not found there (a system
 * directory may have it), or a computed operand.  *end: the ')' on 1.
 */
int pp_has_include_answer(PP *pp, Token *t, Token **end)
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
        /* (A digraph's spelling is not in the file: the span below would not be either.) */
        if (gt->at_bol || !equal(gt, ">") || gt == arg->next || arg->next->digraph)
            return -1;
        name = arena_strndup(arg->next->loc, (size_t)(gt->loc - arg->next->loc));
        close = gt->next;
    }
    bool system;
    char *path = name && close && !close->at_bol && equal(close, ")") ? pp_find_include(pp, name, t, quoted, &system)
                                                                      : NULL;
    if (!path || (quoted && !has_include_as_found(pp, arg, path)))
        return -1;
    *end = close;
    return 1;
}

/*
 * Whether an -I directory is the CUDA toolkit's or the system's, whose
 * headers (C++, the compilers' own) are not the user's code: <...> found
 * there is not read, as a system header is not.
 */
/* The CUDA toolkit's include directory: its runtime headers and its crt/ beside them (a project directory
 * holding a stub cuda_runtime.h of its own is the project's, its headers read and checked). */
static bool toolkit_include_dir(const char *dir)
{
    return pp_file_exists(arena_printf("%s/cuda_runtime.h", dir)) &&
           pp_file_exists(arena_printf("%s/cuda_runtime_api.h", dir)) &&
           pp_file_exists(arena_printf("%s/crt/host_defines.h", dir));
}

bool pp_system_include_dir(const char *dir)
{
    if (!strncmp(dir, "/usr/include", 12) || !strncmp(dir, "/usr/local/include", 18) || toolkit_include_dir(dir))
        return true;
    /* a directory inside the toolkit's (CUDA 13's include/cccl, which nvcc itself gives with -isystem and
     * newer CMake's CUDA::cudart with -I: red team rt31) */
    char *up = arena_strdup(dir);
    for (int level = 0; level < 2; level++) {
        size_t n = strlen(up);
        while (n > 1 && up[n - 1] == '/')
            up[--n] = 0;
        char *slash = strrchr(up, '/');
        if (!slash || slash == up)
            return false;
        *slash = 0;
        if (toolkit_include_dir(up))
            return true;
    }
    return false;
}

/* path from the root: the checker's working directory is where a relative one was found. */
const char *pp_absolute_path(const char *path)
{
    if (path[0] == '/')
        return path;
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd))
        return NULL; /* the directive stays as written */
    return arena_printf("%s/%s", cwd, path[0] == '.' && path[1] == '/' ? path + 2 : path);
}

/*
 * An #include_next <name> in a header the checker reads, which finds the
 * system header `found` it skips.  The emitted copy holds the header's text
 * in its main file, where gcc and nvcc read #include_next as #include
 * (red team rt27: a wrapper found its own name again, its guard set, and
 * the system header was never read).  Where an #include from the start of
 * the search finds `found` too, the directive becomes that #include;
 * where it finds another file first, the copy cannot say which one the
 * header meant: P107.  True where the directive stays.
 */
bool pp_next_stays(PP *pp, Token *hash, Token *at, const char *name, const char *found)
{
    const char *dir, *other = NULL;
    bool system, quoted = at->kind == TK_STR;
    const char *spelled = arena_printf(quoted ? "\"%s\"" : "<%s>", name);
    if (pp->in_lang)
        return true; /* under prism.h, which the copy includes: the compilers read the header where it is */
    /* "name" from the copy's main file is looked for beside the source first (the drivers' -iquote) */
    if (quoted && pp->prog->nfiles > 0) {
        const char *main_name = pp->prog->files[0]->name, *slash = strrchr(main_name, '/');
        char *cand = slash ? arena_printf("%.*s/%s", (int)(slash - main_name), main_name, name) : arena_strdup(name);
        if (pp_file_exists(cand))
            other = cand;
    }
    for (int j = 0; j < pp->next_start && !other && (dir = pp_search_dir(pp, j, &system)); j++) {
        char *cand = arena_printf("%s/%s", dir, name);
        if (pp_file_exists(cand))
            other = cand;
    }
    if (other) {
        diag(DIAG_ERROR, hash->next, "P107",
             "#include_next %s goes on to %s%s%s, but the checked copy holds this header's text in its main "
             "file, where the compilers read #include_next as #include and find '%s' first: they would read "
             "another program than the one checked",
             spelled, found ? "the system header '" : "a system header", found ? found : "", found ? "'" : "", other);
        diag_fix("include the system header by its own name where the wrapper is included, or keep the wrapper "
                 "out of the kernel's translation unit");
        return false;
    }
    size_t name_start, name_end;
    tok_source_span(at, &name_start, &name_end);
    program_add_include(pp->prog, (struct IncludeSite){.from = token_file(hash), .pos = hash->pos, .name_end = name_end,
                                                       .as_written = true, .spelled = arena_printf("#include %s", spelled)});
    return true;
}

/*
 * A quoted #include the checker found only among the compilers' own
 * headers: in the checked copy it is written <name>.  The copy is compiled
 * from elsewhere, where "name" is looked for first beside the copy and in
 * the directories a driver adds with -iquote (the kernel's), which the
 * includer's own search never saw (red team rt31: "complex.h" in
 * inc/ops.h, inlined into the copy, found the project's ./complex.h beside
 * the kernel); <name> searches the -I directories, which held no such
 * header, then the system's, as the checker did.
 */
void pp_quoted_system_as_angled(PP *pp, Token *hash, Token *at, const char *name)
{
    if (pp->in_lang || strpbrk(name, "<>\n\r"))
        return;
    size_t name_start, name_end;
    tok_source_span(at, &name_start, &name_end);
    bool import = equal(hash->next, "import");
    program_add_include(pp->prog, (struct IncludeSite){.from = token_file(hash), .pos = hash->pos, .name_end = name_end,
                                                       .as_written = true,
                                                       .spelled = arena_printf("#%s <%s>", import ? "import" : "include", name),
                                                       .import = import});
}

/*
 * The name of the include guard around a whole file (`#ifndef G` or `#if
 * !defined(G)` as its first tokens, then `#define G`, the #endif that
 * closes it the file's last tokens), NULL when it has none.  Reading such a
 * file again while G is defined gives nothing, so it is not read again: the
 * compilers' multiple-include optimization, and what keeps a header that
 * every file includes from being tokenized every time.
 */
const char *include_guard(Token *tok)
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
        } else if (depth == 1 && (equal(k, "else") || equal(k, "elif") || pp_elif_by_name(k))) {
            return NULL; /* the guard's #if has another branch */
        }
    }
    return NULL;
}
