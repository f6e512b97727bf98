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
 *
 * Whatever changes what the preprocessor reads must reach the checker too,
 * or the checker and the compiler read two programs: every spelling of it,
 * wherever it is written (the compiler command's own words, nvcc's
 * -Xcompiler lists, gcc's -Wp, and -Xpreprocessor), is read by the same
 * table, and what the checker cannot follow is refused (K_REFUSE).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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
    K_ARCH,    /* -arch: native is refused (the passes come from nvcc --dryrun) */
    K_PREINC,  /* -include: to the checker and the compiler */
    K_PFLAG,   /* --prism-flag=X: X to the checker */
    K_WP,      /* gcc's -Wp,A,B and -Xpreprocessor A: to the compiler, and their words read as host words */
    K_XHOST,   /* nvcc's -Xcompiler A,B: likewise (nvcc's host compiler preprocesses the device passes too) */
    K_REFUSE,  /* changes the preprocessor's view in a way the checker cannot follow */
    K_STD,     /* gcc's -std: ISO C modes replace trigraphs, which the checker does not */
    K_QINC,    /* -iquote, -isystem, -idirafter: to the compiler, and to the checker as -I or -isystem (quoted includes search them) */
    K_WERROR,  /* gcc's -Werror, nvcc's -Werror all-warnings: also the checker's warnings */
    K_WNOERROR, /* gcc's -Wno-error: cancels an earlier -Werror, the checker's too */
    K_VERBOSE, /* --prism-verbose */
    K_HELP,
} Kind;

enum { SEP = 1, EQ = 2, JOIN = 4, PREFIX = 8 }; /* how a value may be written; PREFIX: anything after the name */
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
    {"--define-macro", K_DEF, SEP | EQ, BOTH},
    {"-U", K_UNDEF, SEP | EQ | JOIN, BOTH},
    {"--undefine-macro", K_UNDEF, SEP | EQ, BOTH},
    {"--include-directory-after", K_QINC, SEP | EQ, GCC},
    {"--include-directory", K_INC, SEP | EQ, GCC},
    {"--include-with-prefix", K_REFUSE, PREFIX, GCC},
    {"--include", K_PREINC, SEP | EQ, GCC},
    /* What the checker has no counterpart for: macros taken from a file
     * (-imacros), none predefined (-undef), other system headers, ISO
     * trigraphs, another preprocessor. */
    {"-imacros", K_REFUSE, PREFIX, GCC},
    {"--imacros", K_REFUSE, PREFIX, GCC},
    {"-undef", K_REFUSE, PREFIX, GCC},
    {"-nostdinc", K_REFUSE, PREFIX, GCC},
    {"-trigraphs", K_REFUSE, PREFIX, GCC},
    {"-traditional", K_REFUSE, PREFIX, GCC},
    {"-ansi", K_REFUSE, PREFIX, GCC},
    {"-iprefix", K_REFUSE, PREFIX, GCC},
    {"-iwithprefix", K_REFUSE, PREFIX, GCC},
    {"-isysroot", K_REFUSE, PREFIX, GCC},
    {"--sysroot", K_REFUSE, PREFIX, GCC},
    {"-imultilib", K_REFUSE, PREFIX, GCC},
    {"-I-", K_REFUSE, 0, GCC},
    {"-fpreprocessed", K_REFUSE, PREFIX, GCC},
    {"-fdirectives-only", K_REFUSE, PREFIX, GCC},
    {"-finput-charset", K_REFUSE, PREFIX, GCC},
    /* Layouts and values the checker folds otherwise (red team rt16:
     * `(char)-1 < 0` and sizeof of an enum or a struct chose an index). */
    {"-funsigned-char", K_REFUSE, PREFIX, GCC},
    {"-fno-signed-char", K_REFUSE, PREFIX, GCC},
    {"-fshort-enums", K_REFUSE, PREFIX, GCC},
    {"-fpack-struct", K_REFUSE, PREFIX, GCC},
    {"-fshort-wchar", K_REFUSE, PREFIX, GCC},
    /* Anonymous struct members embedded by tag (sizes), and character
     * constants in another execution set (red team rt17: 'a' == 97 folded
     * otherwise): UTF-8, the checker's own, passes (refuse() below). */
    {"-fms-extensions", K_REFUSE, PREFIX, GCC},
    {"-fplan9-extensions", K_REFUSE, PREFIX, GCC},
    {"-fexec-charset", K_REFUSE, PREFIX, GCC},
    {"-fwide-exec-charset", K_REFUSE, PREFIX, GCC},
    {"-finput-charset", K_REFUSE, PREFIX, GCC},
    /* A specs file (named, or found in a -B directory) adds -D and -include
     * to cc1's command line: macros the checker never sees. */
    {"-specs", K_REFUSE, PREFIX, GCC},
    {"--specs", K_REFUSE, PREFIX, GCC},
    {"-B", K_REFUSE, PREFIX, GCC},
    {"--prefix", K_REFUSE, PREFIX, GCC},
    {"-std", K_STD, EQ, GCC},
    {"--std", K_STD, SEP | EQ, GCC},
    {"-odir", K_LINK, SEP | EQ, NVCC},
    {"--output-directory", K_LINK, SEP | EQ, NVCC},
    {"-o", K_OUT, SEP | JOIN, GCC},
    {"--output", K_OUT, SEP | EQ, GCC},
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
    /* gcc's long spellings of -MD, -MMD, -M, -MM, -MG */
    {"--write-dependencies", K_MD, 0, GCC},
    {"--write-user-dependencies", K_MMD, 0, GCC},
    {"--dependencies", K_M, 0, GCC},
    {"--user-dependencies", K_MM, 0, GCC},
    {"--print-missing-file-dependencies", K_MG, 0, GCC},
    {"--generate-dependencies", K_M, 0, NVCC},
    {"-arch", K_ARCH, SEP | EQ, NVCC},
    {"--gpu-architecture", K_ARCH, SEP | EQ, NVCC},
    {"-gencode", K_PASS, SEP | EQ, NVCC},
    {"--generate-code", K_PASS, SEP | EQ, NVCC},
    {"-Xcompiler", K_XHOST, SEP | EQ, NVCC},
    {"--compiler-options", K_XHOST, SEP | EQ, NVCC},
    /* Passed through, but their value is the next argument. */
    {"-Xptxas", K_PASS, SEP | EQ, NVCC},
    {"--ptxas-options", K_PASS, SEP | EQ, NVCC},
    {"-Xnvlink", K_PASS, SEP | EQ, NVCC},
    {"-Xarchive", K_PASS, SEP | EQ, NVCC},
    {"-Xcudafe", K_PASS, SEP | EQ, NVCC},
    {"-Xlinker", K_LINK, SEP | EQ, BOTH},
    {"--linker-options", K_LINK, SEP | EQ, NVCC},
    {"-Xassembler", K_PASS, SEP, GCC},
    {"-aux-info", K_PASS, SEP, GCC}, /* its file is an output (pipeline.c checks it), not a source */
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
    {"-std", K_STD, SEP | EQ, NVCC},
    {"--std", K_STD, SEP | EQ, NVCC},
    {"-Werror", K_WERROR, SEP | EQ, NVCC},
    {"--Werror", K_WERROR, SEP | EQ, NVCC},
    {"-Werror", K_WERROR, 0, GCC},
    {"-Wno-error", K_WNOERROR, 0, GCC},
    /* their files are outputs (outputs.c tool_outputs), not inputs: --time's table, the device time trace */
    {"--time", K_PASS, SEP | EQ, NVCC},
    {"-time", K_PASS, SEP | EQ, NVCC},
    {"--fdevice-time-trace", K_PASS, SEP | EQ, NVCC},
    {"-fdevice-time-trace", K_PASS, SEP | EQ, NVCC},
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
    if (o->forms == PREFIX)
        return 1;
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

/* k.cuh, k.CU: a kernel's header or its source spelled otherwise, which gcc would take for a linker input. */
static bool kernel_like(const char *a)
{
    const char *dot = strrchr(a, '.');
    if (!dot || strchr(dot, '/') || strcmp(dot, ".cu") == 0)
        return false;
    return strcasecmp(dot, ".cu") == 0 || strcasecmp(dot, ".cuh") == 0;
}

/* -I/-D/-U for the checker.  nvcc reads each of their values as a
 * comma-separated list (-Ia,b is two directories); the checker must see
 * the same list (lists: an nvcc option, not a host compiler's). */
static void add_pp(Plan *p, const Backend *b, bool lists, const char *flag, const char *v)
{
    const char *end;
    while (lists && (end = strchr(v, ','))) {
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

/* The parse's state across arguments and across the words of -Xcompiler,
 * -Wp, and -Xpreprocessor. */
typedef struct {
    const Opt *pending; /* a host word whose value is the next host word (-Xcompiler -include -Xcompiler f.h) */
    bool as_cuda;       /* nvcc -x cu is in force */
    bool as_lang;       /* gcc -x LANG (not none) is in force: the inputs' names say nothing */
} State;

/* -finput-charset=UTF-8, -fexec-charset=utf8: the set the checker reads and folds. */
static bool utf8_charset(const char *a)
{
    const char *eq = strchr(a, '=');
    return strstr(a, "charset=") && eq && (!strcasecmp(eq + 1, "UTF-8") || !strcasecmp(eq + 1, "UTF8"));
}

static const Opt *find_opt(int only, int argc, char **argv, int i, const char **v, int *used)
{
    *used = 0;
    for (size_t k = 0; k < sizeof opts / sizeof *opts; k++) {
        if (opts[k].only != BOTH && opts[k].only != only)
            continue;
        if ((*used = match(&opts[k], argc, argv, i, v))) {
            if (opts[k].kind == K_REFUSE && utf8_charset(argv[i]))
                return NULL; /* for the compiler alone */
            return &opts[k];
        }
    }
    return NULL;
}

/* sm_90a, sm_100a: an architecture whose features are its own (the a). */
static bool arch_specific(const char *v)
{
    size_t n = v ? strlen(v) : 0;
    if (n < 5 || strncmp(v, "sm_", 3) != 0 || v[n - 1] != 'a')
        return false;
    for (size_t k = 3; k + 1 < n; k++)
        if (v[k] < '0' || v[k] > '9')
            return false;
    return true;
}

/* -gencode=arch=compute_90a,code=sm_90a for sm_90a (p->owned frees it). */
static const char *arch_gencode(Plan *p, const Backend *b, const char *v)
{
    size_t n = 2 * strlen(v) + 64;
    char *g = malloc(n);
    if (!g) {
        perror(b->name);
        exit(2);
    }
    snprintf(g, n, "-gencode=arch=compute_%s,code=%s", v + 3, v);
    vec_push(&p->owned, g);
    return g;
}

static bool refuse(const Backend *b, const char *a)
{
    fprintf(stderr,
            "%s: %s: the compiler would read the source other than prism-check does (it cannot follow this "
            "option); leave it out, or use -D, -U, -I, -include\n",
            b->name, a);
    return false;
}

/* The compiler's own dependency output describes what it compiled: the
 * temporary copy (deleted when the driver ends), with the project's headers
 * already inlined; and a file it names is not compared with the source. */
static bool refuse_deps(const Backend *b, const char *a)
{
    fprintf(stderr,
            "%s: %s: the compiler's dependency output would name the driver's temporary copy; use -MD or -MMD "
            "(with -MF FILE, -MT TARGET) on the command line\n",
            b->name, a);
    return false;
}

/* gcc's ISO modes (-std=c17, iso9899:..., c++14 and older, which nvcc's
 * -std hands to its host preprocessor) replace trigraphs; the checker
 * does not (SPEC 13.1).  The GNU modes and C++17 on leave them alone. */
static bool std_ok(const Backend *b, const char *a, const char *v)
{
    static const char *const cxx17[] = {"c++17", "c++1z", "c++20", "c++2a", "c++23", "c++2b", "c++26", "c++2c"};
    if (strncmp(v, "gnu", 3) == 0)
        return true;
    for (size_t i = 0; b->nvcc && i < sizeof cxx17 / sizeof *cxx17; i++)
        if (strcmp(v, cxx17[i]) == 0)
            return true;
    if (b->nvcc) {
        fprintf(stderr, "%s: %s: ISO modes before C++17 make the compiler replace trigraphs, which prism-check leaves "
                        "alone; use -std=c++17 or later\n", b->name, a);
        return false;
    }
    /* The GNU mode of the same C standard, spelt as every gcc since 9 takes it (gcc 12 has no gnu23). */
    bool c = v[0] == 'c' && v[1] != '+';
    const char *gnu = !c ? "17" : strcmp(v, "c23") == 0 || strcmp(v, "c2x") == 0 ? "2x" : v + 1;
    fprintf(stderr, "%s: %s: ISO C modes make gcc replace trigraphs, which prism-check leaves alone; use -std=gnu%s\n",
            b->name, a, gnu);
    return false;
}

static bool host_word(Plan *p, const Backend *b, State *st, const char *w);

/* A host compiler's (or gcc's preprocessor's) words, comma-separated when
 * commas: each read as the host compiler reads it.  nvcc's -Xcompiler
 * value (shell) reaches the host compiler through a shell (words.c). */
static bool host_words(Plan *p, const Backend *b, State *st, const char *words, bool commas, bool shell)
{
    if (shell) {
        Vec ws = {0};
        const char *why = xcompiler_words(words, &ws, &p->owned);
        bool ok = true;
        if (why && !p->unsplit) /* refused only where a source is checked (a link has nothing to check) */
            p->unsplit = words, p->unsplit_why = why;
        for (int i = 0; !why && ok && i < ws.n; i++)
            ok = host_word(p, b, st, ws.v[i]);
        vec_free(&ws);
        return ok;
    }
    while (words) {
        const char *end = commas ? strchr(words, ',') : NULL;
        char *w = end ? strndup(words, (size_t)(end - words)) : strdup(words);
        if (!w) {
            perror(b->name);
            exit(2);
        }
        vec_push(&p->owned, w);
        words = end ? end + 1 : NULL;
        if (!host_word(p, b, st, w))
            return false;
    }
    return true;
}

/*
 * The checker's flag for an include directory option: the compilers take
 * what -isystem and -idirafter find for system headers, and so must the
 * checker (it marks their text in its output so that the user's -W flags
 * pass them by); -I and -iquote find the user's.
 */
static const char *checker_inc_flag(const Opt *o)
{
    bool system = o->kind == K_QINC && strcmp(o->name, "-iquote") != 0;
    return system ? "-isystem" : "-I";
}

static bool host_value(Plan *p, const Backend *b, State *st, const Opt *o, const char *w, const char *v)
{
    switch (o->kind) {
    case K_INC: case K_QINC:
        add_pp(p, b, false, checker_inc_flag(o), v);
        return true;
    case K_DEF: case K_UNDEF:
        add_pp(p, b, false, o->kind == K_DEF ? "-D" : "-U", v);
        return true;
    case K_PREINC:
        add_pp(p, b, false, "-include", v);
        return true;
    case K_WP:
        return host_words(p, b, st, v, strcmp(o->name, "-Wp,") == 0, false);
    case K_REFUSE:
        return refuse(b, w);
    case K_M: case K_MM: case K_MD: case K_MMD: case K_MP: case K_MF: case K_MT: case K_MQ: case K_MG:
        return refuse_deps(b, w);
    case K_STD:
        return std_ok(b, w, v);
    default:
        return true; /* for the compiler alone */
    }
}

static bool host_word(Plan *p, const Backend *b, State *st, const char *w)
{
    if (st->pending) {
        const Opt *o = st->pending;
        st->pending = NULL;
        return host_value(p, b, st, o, o->name, w);
    }
    if (strcmp(w, "-Xpreprocessor") == 0)
        return true; /* its value is the next word, read as a word of its own */
    char *one[] = {(char *)w, NULL};
    const char *v;
    int used;
    const Opt *o = find_opt(GCC, 1, one, 0, &v, &used);
    if (used < 0) {
        st->pending = o;
        return true;
    }
    if (!o && gcc_long_refused(b, w))
        return false;
    return !o || host_value(p, b, st, o, w, v);
}

/*
 * An installed driver finds its own prism.h and library headers, after the
 * user's -I directories (so a user's own copy still wins), for the checker,
 * the compiler and the dependency pass alike.  The compiler gets them as
 * -isystem, as it gets its own: the user's -W flags are for the user's
 * code, not Prism's headers (and -MMD leaves them out, as it does libc's).
 * The checker too, so that the library's text it copies into the checked
 * file stays a system header there (# N "FILE" 3).
 * nvcc reads a comma in -I as a list: such a prefix is left to the user's -I.
 */
/*
 * gcc's -Wpedantic calls a GNU line marker in a source file "a GCC
 * extension", a warning no pragma silences, so for a pedantic gcc build the
 * checker copies system headers' text under #line (--plain-line-markers):
 * the user's -W flags then judge the library too (it is -Wpedantic clean).
 * The last of -Wpedantic, -pedantic, -pedantic-errors and -Wno-pedantic wins.
 */
static bool pedantic_gcc(const Plan *p, const Backend *b)
{
    bool on = false;
    for (int i = 0; !b->nvcc && i < p->compile.n; i++) {
        const char *w = p->compile.v[i];
        if (strcmp(w, "-Wpedantic") == 0 || strcmp(w, "-pedantic") == 0 || strcmp(w, "-pedantic-errors") == 0 ||
            strcmp(w, "-Werror=pedantic") == 0)
            on = true;
        else if (strcmp(w, "-Wno-pedantic") == 0)
            on = false;
    }
    return on;
}

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
        vec_push(&p->check, "-isystem"), vec_push(&p->check, own);
        vec_push(&p->compile, "-isystem"), vec_push(&p->compile, own);
        vec_push(&p->prep, "-isystem"), vec_push(&p->prep, own);
    }
}

/* Kinds that set what the driver itself does: not for the compiler command. */
static bool driver_kind(Kind k)
{
    return k == K_OUT || k == K_COMPILE || k == K_M || k == K_MM || k == K_MD || k == K_MMD || k == K_MP ||
           k == K_MF || k == K_MT || k == K_MQ || k == K_MG || k == K_PFLAG || k == K_VERBOSE || k == K_HELP;
}

/* nvcc's name for preprocessed CUDA source (.cup), and under -x cu the
 * preprocessed C and C++ suffixes: the DSL's macros are gone from such text,
 * so there is nothing left to check, yet nvcc compiles its device code. */
static bool preprocessed_cuda(const char *a, bool as_cuda)
{
    const char *dot = strrchr(a, '.');
    if (!dot || strchr(dot, '/'))
        return false;
    return strcmp(dot, ".cup") == 0 || (as_cuda && (strcmp(dot, ".i") == 0 || strcmp(dot, ".ii") == 0));
}

/*
 * argv[first..argc-1]: the user's arguments (env NULL), or the words of the
 * variable env, which the compiler gets anyway and the checker must read
 * alike: the compiler command's words after its program ("nvcc -DX", "gcc
 * -include f.h"), nvcc's $NVCC_PREPEND_FLAGS and $NVCC_APPEND_FLAGS.
 */
static bool parse_args(Plan *p, const Backend *b, State *st, int first, int argc, char **argv, const char *env)
{
    bool cmd = env != NULL;
    int only = b->nvcc ? NVCC : GCC;
    for (int i = first; i < argc; i++) {
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
            if (!b->nvcc && !st->as_lang && kernel_like(a)) {
                /* gcc takes it for a linker input: -c writes nothing and says so only as a warning (u2) */
                fprintf(stderr, "%s: %s: a kernel source is named NAME.cu (a header goes to the .cu that includes it)\n",
                        b->name, a);
                return false;
            }
            if (b->nvcc && preprocessed_cuda(a, st->as_cuda)) {
                fprintf(stderr, "%s: %s: preprocessed CUDA source cannot be checked; give nvcc the .cu source\n",
                        b->name, a);
                return false;
            }
            if (is_source(a, st->as_cuda)) {
                if (cmd) {
                    fprintf(stderr, "%s: $%s names %s: name the source on the command line\n", b->name, env, a);
                    return false;
                }
                if (p->source) {
                    fprintf(stderr, "%s: one kernel source at a time (%s and %s): compile each with -c, then link the "
                                    "objects (host .c files and objects may go with one)\n",
                            b->name, p->source, a);
                    return false;
                }
                p->source = a;
                p->source_at = p->compile.n;
            }
            if (!cmd)
                vec_push(&p->compile, a); /* a source is replaced later; other inputs are linked */
            continue;
        }
        const char *v = NULL;
        int used;
        const Opt *o = find_opt(only, argc, argv, i, &v, &used);
        if (used < 0) {
            fprintf(stderr, "%s: %s needs a value\n", b->name, a);
            return false;
        }
        if (!o && (gcc_abbreviation(b, a) || (!b->nvcc && gcc_long_refused(b, a))))
            return false;
        Kind kind = o ? o->kind : K_PASS;
        if (!used)
            used = 1;
        if (cmd && driver_kind(kind)) {
            fprintf(stderr, "%s: $%s holds %s: give it on the command line\n", b->name, env, a);
            return false;
        }
        bool to_compile = false, to_prep = false;
        switch (kind) {
        case K_PASS:
            to_compile = to_prep = true;
            if (b->nvcc && o && v && (strcmp(o->name, "-x") == 0 || strcmp(o->name, "--x") == 0))
                st->as_cuda = strcmp(v[0] == '=' ? v + 1 : v, "cu") == 0;
            if (!b->nvcc && o && v && strcmp(o->name, "-x") == 0)
                st->as_lang = strcmp(v, "none") != 0;
            break;
        case K_ARCH:
            /* nvcc resolves native on the GPU it finds at build time (and
             * without one quietly takes its default): no check can know it. */
            if (strcmp(v, "native") == 0) {
                fprintf(stderr,
                        "%s: %s: the device passes for this machine's GPU cannot be checked ahead; name its "
                        "architecture (e.g. -arch=sm_90a)\n",
                        b->name, a);
                return false;
            }
            /* nvcc 13 reads -arch=sm_90a as sm_90a code plus compute_90
             * PTX, a pass without the arch-specific features, where the
             * Hopper intrinsics cannot compile (red team h7): the
             * arch-specific target alone, as docs/HOPPER.md drives nvcc. */
            if (arch_specific(v)) {
                const char *gen = arch_gencode(p, b, v);
                vec_push(&p->compile, gen);
                vec_push(&p->prep, gen);
                break;
            }
            to_compile = to_prep = true;
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
            add_pp(p, b, b->nvcc, kind == K_INC ? "-I" : kind == K_DEF ? "-D" : "-U", v);
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
            add_pp(p, b, b->nvcc, "-include", v);
            break;
        case K_PFLAG:
            vec_push(&p->check, v);
            break;
        case K_QINC:
            to_compile = to_prep = true;
            add_pp(p, b, b->nvcc, checker_inc_flag(o), v);
            break;
        case K_WP: case K_XHOST:
            to_compile = to_prep = true;
            if (!host_words(p, b, st, v, strcmp(o->name, "-Wp,") == 0, kind == K_XHOST))
                return false;
            break;
        case K_REFUSE:
            return refuse(b, a);
        case K_STD:
            if (!std_ok(b, a, v))
                return false;
            to_compile = to_prep = true;
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
        for (int k = 0; k < used && to_compile; k++)
            vec_push(&p->read, argv[i + k]);
        if (b->nvcc && (kind == K_PASS || kind == K_STD))
            checker_nvcc_flag(p, argv + i, used);
        for (int k = 0; k < used && !cmd; k++) {
            if (to_compile)
                vec_push(&p->compile, argv[i + k]);
            if (to_prep)
                vec_push(&p->prep, argv[i + k]);
        }
        i += used - 1;
    }
    return true;
}

/* Words the compiler takes from the environment variable env, read as
 * the command line's (nvcc: the words of $NVCC_PREPEND_FLAGS or
 * $NVCC_APPEND_FLAGS, which it reads itself; nothing is passed twice). */
static bool parse_env(Plan *p, const Backend *b, State *st, const char *env)
{
    const char *value = getenv(env);
    if (!value)
        return true;
    Vec words = {0};
    vec_push(&words, env); /* argv[0] */
    const char *why = env_words(value, &words, &p->owned);
    /* A double quote stays in nvcc's word: the shell removes it from an
     * -Xcompiler value (words.c), anywhere else it is the compiler's. */
    for (int i = 1; !why && i < words.n; i++) {
        const char *prev = words.v[i - 1];
        bool xhost = strcmp(prev, "-Xcompiler") == 0 || strcmp(prev, "--compiler-options") == 0 ||
                     strncmp(words.v[i], "-Xcompiler=", 11) == 0 ||
                     strncmp(words.v[i], "--compiler-options=", 19) == 0;
        if (strchr(words.v[i], '"') && !xhost)
            why = "a double quote outside an -Xcompiler value";
    }
    bool ok = !why;
    if (why)
        fprintf(stderr, "%s: $%s holds %s, which the driver does not read as nvcc does; leave it out\n", b->name, env,
                why);
    /* nvcc appends --time's table even under the driver's --dryrun, which the command line's last
     * `--time /dev/null` keeps from it: one after that, in $NVCC_APPEND_FLAGS, would write it before the
     * guards have looked (pipeline.c device_passes) */
    for (int i = 1; ok && !strcmp(env, "NVCC_APPEND_FLAGS") && i < words.n; i++)
        if (!strcmp(words.v[i], "--time") || !strcmp(words.v[i], "-time") || !strncmp(words.v[i], "--time=", 7) ||
            !strncmp(words.v[i], "-time=", 6)) {
            fprintf(stderr, "%s: $%s holds %s, whose file nvcc writes before the driver can check where; give "
                            "it on the command line\n",
                    b->name, env, words.v[i]);
            ok = false;
        }
    ok = ok && parse_args(p, b, st, 1, words.n, (char **)vec_end(&words), env);
    vec_free(&words);
    if (ok && st->pending) {
        fprintf(stderr, "%s: $%s ends in %s, which needs a value\n", b->name, env, st->pending->name);
        return false;
    }
    return ok;
}

bool plan_parse(Plan *p, const Backend *b, int argc, char **argv, const Vec *cmd)
{
    *p = (Plan){.source_at = -1};
    State st = {0};
    /* gcc (nvcc's host compiler too) writes a dependency file of what it
     * compiles when these are set: the temporary copy. */
    static const char *const dep_env[] = {"DEPENDENCIES_OUTPUT", "SUNPRO_DEPENDENCIES"};
    for (size_t i = 0; i < sizeof dep_env / sizeof *dep_env; i++)
        if (getenv(dep_env[i])) {
            fprintf(stderr,
                    "%s: $%s is set: the compiler's dependency output would name the driver's temporary copy; "
                    "unset it and use -MD or -MMD (with -MF FILE, -MT TARGET)\n",
                    b->name, dep_env[i]);
            return false;
        }
    /* In the order the compiler reads them: nvcc puts $NVCC_PREPEND_FLAGS
     * before its arguments (the command's words first), and
     * $NVCC_APPEND_FLAGS after them. */
    if (b->nvcc && !parse_env(p, b, &st, "NVCC_PREPEND_FLAGS"))
        return false;
    if (cmd && cmd->n > 1 && !parse_args(p, b, &st, 1, cmd->n, (char **)cmd->v, b->compiler_env))
        return false;
    if (st.pending) {
        fprintf(stderr, "%s: $%s ends in %s, which needs a value\n", b->name, b->compiler_env, st.pending->name);
        return false;
    }
    if (!parse_args(p, b, &st, 1, argc, argv, NULL))
        return false;
    if (b->nvcc && !parse_env(p, b, &st, "NVCC_APPEND_FLAGS"))
        return false;
    if (p->source && p->unsplit) {
        fprintf(stderr,
                "%s: -Xcompiler %s: holds %s, which nvcc's shell reads in ways the driver does not follow; "
                "give one option per -Xcompiler, without quotes\n",
                b->name, p->unsplit, p->unsplit_why);
        return false;
    }
    if (p->werror)
        vec_push(&p->check, "-Werror");
    checker_host_flags(p, b);
    if (!tool_outputs(b, p))
        return false;
    add_installed_headers(p, b);
    if (pedantic_gcc(p, b))
        vec_push(&p->check, "--plain-line-markers");
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
    vec_free(&p->read);
    vec_free(&p->tool_out);
}
