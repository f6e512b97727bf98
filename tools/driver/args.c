/*
 * args.c - sort the command line into what each step needs.
 *
 * The user writes an nvcc (or gcc) command line; the driver must find in
 * it the one kernel source, the preprocessor flags the checker shares
 * (-I, -D, -U), the output and the dependency flags it handles itself,
 * and pass everything else through in its order.  Options that take their
 * value in the next argument are listed so that the value is never taken
 * for the source file; an option the table does not know is passed
 * through as one argument.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "install_dir.h"

typedef enum {
    K_PASS,    /* to the compiler and the dependency step */
    K_LINK,    /* to the compiler only (-o's company: -c, -L, -l) */
    K_INC,     /* -I: the checker too */
    K_DEF,     /* -D */
    K_UNDEF,   /* -U */
    K_OUT,     /* -o */
    K_COMPILE, /* -c */
    K_M, K_MM, K_MD, K_MMD, K_MP, K_MF, K_MT, K_MQ, K_MG,
    K_ARCH,    /* -arch sm_90a: also --cuda-arch for the checker */
    K_GENCODE, /* -gencode arch=compute_90a,code=sm_90a: likewise */
    K_PREINC,  /* -include: to the checker and the compiler */
    K_PFLAG,   /* --prism-flag=X: X to the checker */
    K_WP,      /* gcc's -Wp,A,B and -Xpreprocessor A: to the compiler, and their -D/-U/-I/-include to the checker */
    K_QINC,    /* -iquote, -isystem, -idirafter: to the compiler, and as -I to the checker (quoted includes search them) */
    K_WERROR,  /* gcc's -Werror, nvcc's -Werror all-warnings: also the checker's warnings */
    K_WNOERROR, /* gcc's -Wno-error: cancels an earlier -Werror, the checker's too */
    K_VERBOSE, /* --prism-verbose */
    K_HELP,
} Kind;

enum { SEP = 1, EQ = 2, JOIN = 4 }; /* how a value may be written */
enum { BOTH = 0, NVCC = 1, GCC = 2 }; /* which compiler spells it so */

typedef struct {
    const char *name;
    Kind kind;
    int forms; /* 0: a flag without a value */
    int only;
} Opt;

/* Longer names before their prefixes: the first match wins. */
static const Opt opts[] = {
    {"--prism-flag", K_PFLAG, SEP | EQ, BOTH},
    {"--prism-verbose", K_VERBOSE, 0, BOTH},
    {"--help", K_HELP, 0, BOTH},
    {"-include", K_PREINC, SEP | JOIN, BOTH},
    {"--pre-include", K_PREINC, SEP | EQ, NVCC},
    {"-isystem", K_QINC, SEP | JOIN, BOTH},
    {"--system-include", K_QINC, SEP | EQ, NVCC},
    {"-idirafter", K_QINC, SEP | JOIN, GCC},
    {"-iquote", K_QINC, SEP | JOIN, GCC},
    {"-I", K_INC, SEP | EQ | JOIN, BOTH},
    {"--include-path", K_INC, SEP | EQ, NVCC},
    {"-D", K_DEF, SEP | EQ | JOIN, BOTH},
    {"--define-macro", K_DEF, SEP | EQ, NVCC},
    {"-U", K_UNDEF, SEP | EQ | JOIN, BOTH},
    {"--undefine-macro", K_UNDEF, SEP | EQ, NVCC},
    {"-odir", K_LINK, SEP | EQ, NVCC},
    {"--output-directory", K_LINK, SEP | EQ, NVCC},
    {"-o", K_OUT, SEP | JOIN, GCC},
    {"-o", K_OUT, SEP | EQ, NVCC},
    {"--output-file", K_OUT, SEP | EQ, NVCC},
    {"-c", K_COMPILE, 0, BOTH},
    {"--compile", K_COMPILE, 0, NVCC},
    {"-MMD", K_MMD, 0, BOTH},
    {"--generate-nonsystem-dependencies-with-compile", K_MMD, 0, NVCC},
    {"-MD", K_MD, 0, BOTH},
    {"--generate-dependencies-with-compile", K_MD, 0, NVCC},
    {"-MM", K_MM, 0, BOTH},
    {"--generate-nonsystem-dependencies", K_MM, 0, NVCC},
    {"-MP", K_MP, 0, BOTH},
    {"--generate-dependency-targets", K_MP, 0, NVCC},
    {"-MG", K_MG, 0, GCC},
    {"-MF", K_MF, SEP | EQ | JOIN, BOTH},
    {"--dependency-output", K_MF, SEP | EQ, NVCC},
    {"-MT", K_MT, SEP | JOIN, BOTH},
    {"--dependency-target-name", K_MT, SEP | EQ, NVCC},
    {"-MQ", K_MQ, SEP | JOIN, GCC},
    {"-M", K_M, 0, BOTH},
    {"--generate-dependencies", K_M, 0, NVCC},
    {"-arch", K_ARCH, SEP | EQ, NVCC},
    {"--gpu-architecture", K_ARCH, SEP | EQ, NVCC},
    {"-gencode", K_GENCODE, SEP | EQ, NVCC},
    {"--generate-code", K_GENCODE, SEP | EQ, NVCC},
    /* Passed through, but their value is the next argument. */
    {"-Xcompiler", K_PASS, SEP | EQ, NVCC},
    {"--compiler-options", K_PASS, SEP | EQ, NVCC},
    {"-Xptxas", K_PASS, SEP | EQ, NVCC},
    {"--ptxas-options", K_PASS, SEP | EQ, NVCC},
    {"-Xnvlink", K_PASS, SEP | EQ, NVCC},
    {"-Xarchive", K_PASS, SEP | EQ, NVCC},
    {"-Xcudafe", K_PASS, SEP | EQ, NVCC},
    {"-Xlinker", K_LINK, SEP | EQ, BOTH},
    {"--linker-options", K_LINK, SEP | EQ, NVCC},
    {"-Xassembler", K_PASS, SEP, GCC},
    {"-Xpreprocessor", K_WP, SEP, GCC},
    {"-Wp,", K_WP, JOIN, GCC},
    {"-ccbin", K_PASS, SEP | EQ, NVCC},
    {"--compiler-bindir", K_PASS, SEP | EQ, NVCC},
    {"-code", K_PASS, SEP | EQ, NVCC},
    {"--gpu-code", K_PASS, SEP | EQ, NVCC},
    {"-maxrregcount", K_PASS, SEP | EQ, NVCC},
    {"--maxrregcount", K_PASS, SEP | EQ, NVCC},
    {"-rdc", K_PASS, SEP | EQ, NVCC},
    {"--relocatable-device-code", K_PASS, SEP | EQ, NVCC},
    {"-std", K_PASS, SEP | EQ, NVCC},
    {"--std", K_PASS, SEP | EQ, NVCC},
    {"-Werror", K_WERROR, SEP | EQ, NVCC},
    {"--Werror", K_WERROR, SEP | EQ, NVCC},
    {"-Werror", K_WERROR, 0, GCC},
    {"-Wno-error", K_WNOERROR, 0, GCC},
    {"-ftz", K_PASS, SEP | EQ, NVCC},
    {"-prec-div", K_PASS, SEP | EQ, NVCC},
    {"-prec-sqrt", K_PASS, SEP | EQ, NVCC},
    {"-fmad", K_PASS, SEP | EQ, NVCC},
    {"-t", K_PASS, SEP | EQ, NVCC},
    {"--threads", K_PASS, SEP | EQ, NVCC},
    {"-default-stream", K_PASS, SEP | EQ, NVCC},
    {"--default-stream", K_PASS, SEP | EQ, NVCC},
    {"-cudart", K_LINK, SEP | EQ, NVCC},
    {"--cudart", K_LINK, SEP | EQ, NVCC},
    {"-keep-dir", K_PASS, SEP | EQ, NVCC},
    {"--keep-dir", K_PASS, SEP | EQ, NVCC},
    {"--x", K_PASS, SEP | EQ, NVCC},
    {"-x", K_PASS, SEP | JOIN, BOTH},
    {"-L", K_LINK, SEP | EQ | JOIN, BOTH},
    {"--library-path", K_LINK, SEP | EQ, NVCC},
    {"-l", K_LINK, SEP | JOIN, BOTH},
    {"--library", K_LINK, SEP | EQ, NVCC},
};

/* Does a match opt?  *value gets its value (NULL for a flag); *used the
 * number of arguments it spans (0: no match). */
static int match(const Opt *o, int argc, char **argv, int i, const char **value)
{
    const char *a = argv[i];
    size_t n = strlen(o->name);
    *value = NULL;
    if (strncmp(a, o->name, n) != 0)
        return 0;
    if (a[n] == 0) {
        if (!o->forms)
            return 1;
        if (!(o->forms & SEP))
            return 0;
        if (i + 1 >= argc)
            return -1;
        *value = argv[i + 1];
        return 2;
    }
    if (!o->forms)
        return 0;
    if ((o->forms & EQ) && a[n] == '=') {
        *value = a + n + 1;
        return 1;
    }
    if (o->forms & JOIN) {
        *value = a + n;
        return 1;
    }
    return 0;
}

/* A kernel source: a .cu file, or for nvcc any input after -x cu (nvcc
 * compiles it as CUDA, so it must not escape the check).  Other inputs,
 * host .c files and objects among them, go to the compiler as they are:
 * host code need not be in the checker's subset of C. */
static bool is_source(const char *a, bool as_cuda)
{
    const char *dot = strrchr(a, '.');
    return as_cuda || (dot && !strchr(dot, '/') && strcmp(dot, ".cu") == 0);
}

/* The compute capabilities in an -arch or -gencode value: every "sm_X",
 * "compute_X" or "lto_X" gives X; "all", "native" give none (the checker
 * keeps its default). */
static void add_archs(Plan *p, const char *v)
{
    static char buf[4096];
    static size_t used;
    for (const char *s = v; (s = strpbrk(s, "_")); s++) {
        if (s[1] < '0' || s[1] > '9')
            continue;
        size_t n = strspn(s + 1, "0123456789abcdefghijklmnopqrstuvwxyz");
        if (used + n + 1 > sizeof buf)
            return;
        char *arch = buf + used;
        memcpy(arch, s + 1, n);
        arch[n] = 0;
        used += n + 1;
        bool seen = false;
        for (int i = 0; i < p->archs.n; i++)
            seen |= strcmp(p->archs.v[i], arch) == 0;
        if (!seen)
            vec_push(&p->archs, arch);
    }
}

/* -I/-D/-U for the checker.  nvcc reads each of their values as a
 * comma-separated list (-Ia,b is two directories); the checker must see
 * the same list. */
static void add_pp(Plan *p, const Backend *b, const char *flag, const char *v)
{
    const char *end;
    while (b->nvcc && (end = strchr(v, ','))) {
        char *one = strndup(v, (size_t)(end - v));
        if (!one) {
            perror(b->name);
            exit(2);
        }
        vec_push(&p->owned, one);
        vec_push(&p->check, flag);
        vec_push(&p->check, one);
        v = end + 1;
    }
    vec_push(&p->check, flag);
    vec_push(&p->check, v);
}

/*
 * The preprocessor options inside gcc's -Wp,A,B,... (or one -Xpreprocessor
 * A at a time) go to the checker as well, in order: what defines or finds
 * a macro for the compiler must for the checker too, or the two read
 * different programs.  *pending holds an option whose value is the next
 * word (-Xpreprocessor -D -Xpreprocessor X).
 */
static void add_pp_words(Plan *p, const Backend *b, const char *words, bool commas, const char **pending)
{
    static const char *const flags[] = {"-include", "-D", "-U", "-I"};
    while (words) {
        const char *end = commas ? strchr(words, ',') : NULL;
        char *w = end ? strndup(words, (size_t)(end - words)) : strdup(words);
        if (!w) {
            perror(b->name);
            exit(2);
        }
        vec_push(&p->owned, w);
        words = end ? end + 1 : NULL;
        if (*pending) {
            add_pp(p, b, *pending, w);
            *pending = NULL;
            continue;
        }
        for (size_t k = 0; k < sizeof flags / sizeof *flags; k++) {
            size_t n = strlen(flags[k]);
            if (strncmp(w, flags[k], n) != 0)
                continue;
            if (w[n])
                add_pp(p, b, flags[k], w + n);
            else
                *pending = flags[k];
            break;
        }
    }
}

/*
 * An installed driver finds its own prism.h and library headers, after the
 * user's -I directories (so a user's own copy still wins), for the checker,
 * the compiler and the dependency pass alike.  The compiler gets them as
 * -isystem, as it gets its own: the user's -W flags are for the user's
 * code, not Prism's headers (and -MMD leaves them out, as it does libc's).
 * nvcc reads a comma in -I as a list: such a prefix is left to the user's -I.
 */
static void add_installed_headers(Plan *p, const Backend *b)
{
    static const char *const subs[] = {"", "/prism-lib"};
    for (size_t i = 0; i < sizeof subs / sizeof *subs; i++) {
        char *own = install_include_dir(subs[i]);
        if (!own)
            return;
        vec_push(&p->owned, own);
        if (b->nvcc && strchr(own, ','))
            return;
        vec_push(&p->check, "-I"), vec_push(&p->check, own);
        vec_push(&p->compile, "-isystem"), vec_push(&p->compile, own);
        vec_push(&p->prep, "-isystem"), vec_push(&p->prep, own);
    }
}

bool plan_parse(Plan *p, const Backend *b, int argc, char **argv)
{
    const char *wp_pending = NULL;
    *p = (Plan){.source_at = -1};
    int only = b->nvcc ? NVCC : GCC;
    bool as_cuda = false; /* nvcc -x cu is in force */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        /* "--" is no escape: it goes to the compiler like any flag the
         * table does not know, and every kernel source is still checked. */
        if (a[0] == '@' || strcmp(a, "-optf") == 0 || strncmp(a, "-optf=", 6) == 0 ||
            strncmp(a, "--options-file", 14) == 0) {
            /* The driver would not see what the file holds: sources among them. */
            fprintf(stderr, "%s: %s: options from a file are not read; give them on the command line\n", b->name, a);
            return false;
        }
        if (strcmp(a, "-") == 0) {
            fprintf(stderr, "%s: cannot check standard input: name the source file\n", b->name);
            return false;
        }
        if (a[0] != '-') {
            if (is_source(a, as_cuda)) {
                if (p->source) {
                    fprintf(stderr, "%s: one kernel source at a time (%s and %s)\n", b->name, p->source, a);
                    return false;
                }
                p->source = a;
                p->source_at = p->compile.n;
            }
            vec_push(&p->compile, a); /* a source is replaced later; other inputs are linked */
            continue;
        }
        const Opt *o = NULL;
        const char *v = NULL;
        int used = 0;
        for (size_t k = 0; k < sizeof opts / sizeof *opts && !used; k++) {
            if (opts[k].only != BOTH && opts[k].only != only)
                continue;
            used = match(&opts[k], argc, argv, i, &v);
            if (used)
                o = &opts[k];
        }
        if (used < 0) {
            fprintf(stderr, "%s: %s needs a value\n", b->name, a);
            return false;
        }
        Kind kind = o ? o->kind : K_PASS;
        if (!used)
            used = 1;
        bool to_compile = false, to_prep = false;
        switch (kind) {
        case K_PASS: case K_ARCH: case K_GENCODE:
            to_compile = to_prep = true;
            if (b->nvcc && o && v && (strcmp(o->name, "-x") == 0 || strcmp(o->name, "--x") == 0))
                as_cuda = strcmp(v[0] == '=' ? v + 1 : v, "cu") == 0;
            if (kind != K_PASS)
                add_archs(p, v);
            break;
        case K_LINK: case K_COMPILE:
            to_compile = true;
            p->compile_only |= kind == K_COMPILE;
            break;
        case K_OUT:
            to_compile = true;
            p->output = v;
            break;
        case K_INC: case K_DEF: case K_UNDEF:
            to_compile = to_prep = true;
            add_pp(p, b, kind == K_INC ? "-I" : kind == K_DEF ? "-D" : "-U", v);
            break;
        case K_M: case K_MM:
            p->deps = p->deps_only = true;
            p->deps_user_only |= kind == K_MM;
            break;
        case K_MD: case K_MMD:
            p->deps = true;
            p->deps_user_only |= kind == K_MMD;
            break;
        case K_MP:
            p->deps_phony = true;
            break;
        case K_MG:
            break; /* generated headers are not the checker's to find */
        case K_MF:
            p->dep_file = v;
            break;
        case K_MT: case K_MQ:
            vec_push(&p->dep_targets, kind == K_MT ? "-MT" : "-MQ");
            vec_push(&p->dep_targets, v);
            break;
        case K_PREINC:
            to_compile = to_prep = true;
            add_pp(p, b, "-include", v);
            break;
        case K_PFLAG:
            vec_push(&p->check, v);
            break;
        case K_QINC:
            to_compile = to_prep = true;
            add_pp(p, b, "-I", v);
            break;
        case K_WP:
            to_compile = to_prep = true;
            add_pp_words(p, b, v, strcmp(o->name, "-Wp,") == 0, &wp_pending);
            break;
        case K_WERROR:
            /* A build that makes the compiler's warnings errors means the
             * checker's too (gcc's plain -Werror; nvcc's kinds list, when
             * it names all-warnings). */
            to_compile = to_prep = true;
            if (!v || strstr(v, "all-warnings"))
                p->werror = true;
            break;
        case K_WNOERROR:
            /* gcc: the last of -Werror and -Wno-error wins (nvcc has no
             * -Wno-error: its -Werror kinds only add). */
            to_compile = to_prep = true;
            p->werror = false;
            break;
        case K_VERBOSE:
            spawn_verbose = true;
            break;
        case K_HELP:
            p->help = true;
            break;
        }
        for (int k = 0; k < used; k++) {
            if (to_compile)
                vec_push(&p->compile, argv[i + k]);
            if (to_prep)
                vec_push(&p->prep, argv[i + k]);
        }
        i += used - 1;
    }
    if (p->werror)
        vec_push(&p->check, "-Werror");
    add_installed_headers(p, b);
    return true;
}

void plan_free(Plan *p)
{
    for (int i = 0; i < p->owned.n; i++)
        free((void *)p->owned.v[i]);
    vec_free(&p->owned);
    vec_free(&p->dep_targets);
    vec_free(&p->check);
    vec_free(&p->compile);
    vec_free(&p->prep);
    vec_free(&p->archs);
}
