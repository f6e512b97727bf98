/*
 * main.c - the prism-check driver.
 *
 *   prism-check [-I dir]... [-D name[=value]]... [-U name]... [-include file]... [-p builddir] [-o out.cu]
 *               [--format=text|json|sarif] [--sync-report[=all]] [--sync-graph FILE]
 *               [--dump-ast] [--parse-only] file...
 *   prism-check --list-rules
 *   prism-check --explain P###
 *
 * Each file is a translation unit: preprocessed, parsed, type-checked,
 * then (if asked and clean) reported on and emitted.  The type system runs
 * only on files that parsed without errors: on a broken AST it could only
 * guess, and guesses cascade.  Exit status: 0 clean (warnings allowed),
 * 1 diagnostics, 2 usage or I/O error.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "compdb.h"
#include "diag_out.h"
#include "install_dir.h"
#include "output.h"
#include "prism_check.h"
#include "sync.h"

/* The release (tools/install/install.mk's PRISM_VERSION; 21-preproc checks they agree). */
#ifndef PRISM_VERSION_STRING
#define PRISM_VERSION_STRING "0.1.0"
#endif

static void usage(FILE *out)
{
    fputs("usage: prism-check [options] file... (- is standard input)\n"
          "       prism-check --list-rules | --explain P###\n"
          "\n"
          "Checks Prism kernels (typed perspectives for CUDA) and emits the\n"
          "checked translation unit.\n"
          "\n"
          "options:\n"
          "  -I DIR             search DIR for #include \"...\" (after the including file's directory)\n"
          "  -isystem DIR       search DIR after the -I directories; what is found there is a system\n"
          "                     header, and its text in the output is marked so (# N \"FILE\" 3)\n"
          "  -D NAME[=VALUE]    define a macro for #if (__PRISM_CHECK__ and __CUDACC__ are predefined)\n"
          "  -U NAME            undefine a macro\n"
          "  -include FILE      read FILE first, as gcc and nvcc do (working directory, then -I)\n"
          "  --host-flag=FLAG   a compile flag that may define macros (-O2, -ffast-math): the host\n"
          "                     compilers asked about skipped system headers get it too (-D, -I and\n"
          "                     other flags the checker must read itself are refused: give them as its own)\n"
          "  --nvcc-flag=FLAG   an nvcc option of the compile that changes its passes' macros (-rdc=true,\n"
          "                     -G, -std=c++20, -ccbin=X): the nvcc --dryrun asked about them gets it too\n"
          "  --include-env=LANG the compiler of the output reads LANG: c (gcc: $C_INCLUDE_PATH) or\n"
          "                     c++ (nvcc: $CPLUS_INCLUDE_PATH), searched as -isystem (default: both);\n"
          "                     $CPATH is searched as -I directories after the command line's\n"
          "  -o FILE            write the checked translation unit (one input file only; - for stdout)\n"
          "  -p DIR             also take each input file's -I, -D and -U from its entry in\n"
          "                     DIR/compile_commands.json (after the command line's)\n"
          "  --sync-report[=all] print the synchronization points the checker places in the input\n"
          "                     file's functions (=all: in its headers' functions too)\n"
          "  --sync-graph FILE  write the data-control-flow graph (Graphviz dot)\n"
          "  --launch-header FILE  write the prototypes of the input's kernel launch wrappers\n"
          "  --depfile FILE     with -o: write a make rule (-o's file: every file read), for\n"
          "                     make and Ninja (CMake's DEPFILE); with --launch-header alone,\n"
          "                     the header is the rule's target\n"
          "  --plain-line-markers  with -o: mark the system headers' text it copies with #line,\n"
          "                     not # N \"FILE\" 3, which gcc -Wpedantic calls an extension\n"
          "                     (your warning flags then judge that text too)\n"
          "  --drop-barrier=N   debugging: leave the N-th inferred barrier out of -o (mutation tests)\n"
          "  --mutable-barriers debugging: guard barrier k of -o by PRISM_MUTANT_KEEP(k) (mutation tests)\n"
          "  --dump-ast         print the parsed program as S-expressions\n"
          "  --parse-only       stop after the front end (no type or sync passes)\n"
          "  --cuda-arch=LIST   device passes to check a file that tests __CUDA_ARCH__ in: e.g. 80,90a\n"
          "                     (CMake's 80-real, 90a-virtual are 80, 90a)\n"
          "                     (default: the build's CUDA_ARCHS; none: the host view only)\n"
          "  --dump-tokens[=all] print the main file's preprocessed tokens, one a line (=all: the\n"
          "                     DSL's macros expanded too, as the compilers see them)\n"
          "  --color=WHEN       colour diagnostics: auto (default), always, never\n"
          "  --format=FORMAT    diagnostics as text (default: compiler style, on stderr), json\n"
          "                     (one object per run, on stdout) or sarif (SARIF 2.1.0, on stdout)\n"
          "  --list-rules       list every rule id with a summary\n"
          "  --explain P###     explain one rule, with a wrong and a right example\n"
          "  -Werror            warnings make the exit status 1, as errors do\n"
          "  --version          print prism-check's version\n"
          "  -h, --help         this text\n"
          "  --                 every later argument is an input file\n"
          "\n"
          "exit status: 0 clean (warnings allowed), 1 errors (or warnings with -Werror),\n"
          "2 usage or I/O error\n",
          out);
}

static int list_rules(void)
{
    for (int i = 0; i < rule_count; i++)
        printf("%s  %s\n", rule_table[i].id, rule_table[i].summary);
    return 0;
}

static int explain(const char *id)
{
    const Rule *r = rule_find(id);
    if (!r) {
        diag_fatal_io("no rule '%s' (see --list-rules)", id);
        return 2;
    }
    printf("%s: %s\n\n%s", r->id, r->summary, r->explain);
    size_t n = strlen(r->explain);
    if (n == 0 || r->explain[n - 1] != '\n')
        putchar('\n');
    return 0;
}

/* Is path the file standard output writes to? */
static bool names_stdout(const char *path)
{
    struct stat a, b;
    return stat(path, &a) == 0 && fstat(1, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

typedef struct {
    FrontendOptions fe;
    const char *out_path;
    const char *compdb_dir; /* -p: compile_commands.json's directory */
    const char *graph_path;
    const char *header_path; /* --launch-header: the kernels' launch prototypes */
    const char *dep_path;    /* --depfile: make rule naming every file the run read */
    char **owned;            /* strings made from arguments (-U's "-NAME"), freed at exit */
    int nowned;
    bool sync_report;
    bool sync_report_all; /* --sync-report=all: the headers' functions too */
    bool dump_ast;
    bool parse_only;
    bool dump_tokens; /* --dump-tokens: print the preprocessed tokens, check nothing */
    int archs[16];    /* __CUDA_ARCH__ of each device pass (--cuda-arch) */
    int narchs;
    bool arch_defined; /* -D__CUDA_ARCH__: check that one configuration only */
    bool werror;       /* -Werror: warnings make the exit status 1 */
    const char **files;
    int nfiles;
} Options;

/* A growable array of strings from argv (never freed: the process ends). */
static void push(const char ***v, int *n, const char *s)
{
    const char **nv = realloc((void *)*v, sizeof(char *) * (size_t)(*n + 1));
    if (!nv) {
        fputs("prism-check: out of memory\n", stderr);
        exit(2);
    }
    nv[(*n)++] = s;
    *v = nv;
}

/*
 * The directories of a PATH-like variable, in order (an empty element is
 * the working directory, as gcc reads it), pushed onto *v.  gcc's and
 * nvcc's preprocessing search CPATH as -I directories after the command
 * line's, and C_INCLUDE_PATH (gcc's C) and CPLUS_INCLUDE_PATH (C++:
 * nvcc's host and device passes) as -isystem ones: a header the compilers
 * find only there would otherwise be compiled and never checked.  Each
 * compiler reads one language list: --include-env names the one the
 * output's compiler reads (the drivers and CMake do), and a run that does
 * not say reads both, C's first.
 */
/* s, made from the arguments or the environment, kept until exit (Options.owned); NULL out of memory. */
static char *own(Options *o, char *s)
{
    char **grown = s ? realloc(o->owned, sizeof *o->owned * (size_t)(o->nowned + 1)) : NULL;
    if (!grown) {
        free(s);
        fputs("prism-check: out of memory\n", stderr);
        exit(2);
    }
    o->owned = grown;
    o->owned[o->nowned++] = s;
    return s;
}

static void push_env_dirs(Options *o, const char ***v, int *n, const char *var)
{
    const char *s = getenv(var);
    if (!s || !*s)
        return;
    for (const char *p = s;;) {
        const char *end = strchr(p, ':');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        push(v, n, own(o, len ? strndup(p, len) : strdup(".")));
        if (!end)
            break;
        p = end + 1;
    }
}

/* An option with a value, as "-Xvalue", "-X value", "--opt=value" or "--opt value". */
static const char *opt_value(int argc, char **argv, int *i, const char *opt)
{
    const char *a = argv[*i];
    size_t n = strlen(opt);
    if (strncmp(a, opt, n) != 0)
        return NULL;
    if (a[n] == '\0') {
        if (*i + 1 >= argc) {
            diag_fatal_io("option '%s' needs a value", opt);
            return "";
        }
        return argv[++*i];
    }
    if (opt[1] == '-' && a[n] == '=')
        return a + n + 1;
    if (opt[1] != '-')
        return a + n;
    return NULL;
}

/* Returns -1 to go on, or an exit status. */
static int parse_args(int argc, char **argv, Options *o)
{
    o->narchs = parse_cuda_archs(NULL, o->archs, 16); /* the Makefile's CUDA_ARCHS */
    if (o->narchs < 0)
        o->narchs = 0; /* built with an empty CUDA_ARCHS: the host pass alone, as --cuda-arch=none */
    bool files_only = false;
    const char *include_env = ""; /* both */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        if (files_only || strcmp(a, "-") == 0) {
            push(&o->files, &o->nfiles, a);
            continue;
        }
        if (strcmp(a, "--") == 0) {
            files_only = true;
            continue;
        }
        if (a[0] == '@') {
            diag_fatal_io("response files ('%s') are not supported: give the options on the command line", a);
            return 2;
        }
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(a, "--version") == 0) {
            printf("prism-check %s\n", PRISM_VERSION_STRING);
            return 0;
        }
        if (strcmp(a, "-Werror") == 0 || strcmp(a, "--warnings-as-errors") == 0) {
            o->werror = true;
            diag_set_werror(true);
            continue;
        }
        /* -p takes a directory; a compiler flag that starts with p is not one. */
        if (a[0] == '-' && a[1] == 'p' && a[2] && a[2] != '=' &&
            (strncmp(a, "-pedantic", 9) == 0 || strcmp(a, "-pthread") == 0 || strcmp(a, "-pg") == 0 ||
             strcmp(a, "-pipe") == 0 || strcmp(a, "-pie") == 0 || strncmp(a, "-print", 6) == 0)) {
            diag_fatal_io("'%s' is a compiler option, not prism-check's (its -p takes a build directory)", a);
            return 2;
        }
        if (strcmp(a, "--list-rules") == 0)
            return list_rules();
        if ((v = opt_value(argc, argv, &i, "--explain")))
            return *v ? explain(v) : 2;
        if (strcmp(a, "--sync-report") == 0 || strcmp(a, "--sync-report=all") == 0) {
            o->sync_report = true;
            o->sync_report_all = a[13] == '=';
        } else if (strcmp(a, "--mutable-barriers") == 0) {
            sync_mutable = true;
        } else if (strcmp(a, "--plain-line-markers") == 0) {
            sync_plain_markers = true;
        } else if (strcmp(a, "--dump-ast") == 0) {
            o->dump_ast = true;
        } else if (strcmp(a, "--parse-only") == 0) {
            o->parse_only = true;
        } else if (strcmp(a, "--dump-tokens") == 0 || strcmp(a, "--dump-tokens=all") == 0) {
            o->dump_tokens = true;
            o->fe.expand_dsl = a[13] == '=';
        } else if ((v = opt_value(argc, argv, &i, "--drop-barrier"))) {
            char *end;
            long n = strtol(v, &end, 10);
            if (!*v || *end || n < 1 || n > 1000000) {
                diag_fatal_io("--drop-barrier takes a barrier number from 1, not '%s'", v);
                return 2;
            }
            sync_drop_barrier = (int)n;
        } else if ((v = opt_value(argc, argv, &i, "--sync-graph"))) {
            o->graph_path = v;
        } else if ((v = opt_value(argc, argv, &i, "--launch-header"))) {
            o->header_path = v;
        } else if ((v = opt_value(argc, argv, &i, "--depfile"))) {
            o->dep_path = v;
        } else if ((v = opt_value(argc, argv, &i, "--color"))) {
            if (strcmp(v, "always") == 0)
                diag_set_color(1);
            else if (strcmp(v, "never") == 0)
                diag_set_color(0);
            else if (strcmp(v, "auto") == 0)
                diag_set_color(-1);
            else {
                diag_fatal_io("--color takes auto, always or never, not '%s'", v);
                return 2;
            }
        } else if ((v = opt_value(argc, argv, &i, "--format"))) {
            if (strcmp(v, "text") == 0)
                diag_set_format(DIAG_TEXT);
            else if (strcmp(v, "json") == 0)
                diag_set_format(DIAG_JSON);
            else if (strcmp(v, "sarif") == 0)
                diag_set_format(DIAG_SARIF);
            else {
                diag_fatal_io("--format takes text, json or sarif, not '%s'", v);
                return 2;
            }
        } else if ((v = opt_value(argc, argv, &i, "--cuda-arch"))) {
            o->narchs = parse_cuda_archs(v, o->archs, 16);
            if (o->narchs < 0) {
                diag_fatal_io("--cuda-arch takes architectures like 80,90a (or none), not '%s'", v);
                return 2;
            }
        } else if ((v = opt_value(argc, argv, &i, "--include-env"))) {
            if (strcmp(v, "c") != 0 && strcmp(v, "c++") != 0) {
                diag_fatal_io("--include-env takes c or c++, not '%s'", v);
                return 2;
            }
            include_env = v;
        } else if ((v = opt_value(argc, argv, &i, "--host-flag"))) {
            /* (one that cannot define a macro, or that writes files even under -E, is left out; one that
             * changes what the checker itself must read is refused) */
            const char *instead = sysmac_host_flag_refused(v);
            if (instead) {
                diag_fatal_io("--host-flag=%s changes how the program is read, which the checker must do alike: "
                              "give it %s instead",
                              v, instead);
                return 2;
            }
            if (sysmac_host_flag(v))
                push(&o->fe.host_flags, &o->fe.n_host_flags, v);
        } else if ((v = opt_value(argc, argv, &i, "--nvcc-flag"))) {
            if (sysmac_nvcc_flag(v))
                push(&o->fe.nvcc_flags, &o->fe.n_nvcc_flags, v);
        } else if ((v = opt_value(argc, argv, &i, "-include"))) {
            push(&o->fe.pre_includes, &o->fe.n_pre_includes, v);
        } else if ((v = opt_value(argc, argv, &i, "-I"))) {
            push(&o->fe.include_dirs, &o->fe.n_include_dirs, v);
        } else if ((v = opt_value(argc, argv, &i, "-isystem"))) {
            push(&o->fe.system_dirs, &o->fe.n_system_dirs, v);
        } else if ((v = opt_value(argc, argv, &i, "-D"))) {
            push(&o->fe.defines, &o->fe.n_defines, v);
            o->arch_defined |= strncmp(v, "__CUDA_ARCH__", 13) == 0 && (v[13] == '=' || !v[13]);
        } else if ((v = opt_value(argc, argv, &i, "-U"))) {
            /* Not in the arena: it is reset after each file, and -U holds for all. */
            push(&o->fe.defines, &o->fe.n_defines, own(o, undefine_spec(v)));
        } else if ((v = opt_value(argc, argv, &i, "-p"))) {
            o->compdb_dir = v[0] == '=' ? v + 1 : v;
        } else if ((v = opt_value(argc, argv, &i, "-o"))) {
            o->out_path = v;
        } else if (a[0] == '-' && a[1] != '\0') {
            diag_fatal_io("unknown option '%s' (see --help)", a);
            return 2;
        } else {
            push(&o->files, &o->nfiles, a);
        }
        if (diag_io_failed())
            return 2;
    }
    push_env_dirs(o, &o->fe.include_dirs, &o->fe.n_include_dirs, "CPATH");
    if (strcmp(include_env, "c++") != 0)
        push_env_dirs(o, &o->fe.system_dirs, &o->fe.n_system_dirs, "C_INCLUDE_PATH");
    if (strcmp(include_env, "c") != 0)
        push_env_dirs(o, &o->fe.system_dirs, &o->fe.n_system_dirs, "CPLUS_INCLUDE_PATH");
    if (o->nfiles == 0) {
        diag_fatal_io("no input file (an option may have taken it as its value; see --help)");
        return 2;
    }
    /* The structured formats are the whole of stdout: a parser reads it. */
    if (diag_format() != DIAG_TEXT && (o->sync_report || o->dump_ast || o->dump_tokens)) {
        diag_fatal_io("--format=%s writes stdout; --sync-report, --dump-ast and --dump-tokens do too",
                      diag_format() == DIAG_JSON ? "json" : "sarif");
        return 2;
    }
    if (o->out_path && o->nfiles != 1) {
        diag_fatal_io("-o needs exactly one input file");
        return 2;
    }
    if (o->header_path && o->nfiles != 1) {
        diag_fatal_io("--launch-header needs exactly one input file");
        return 2;
    }
    /* A path that is standard output (/dev/stdout, /dev/fd/1, or the file
     * stdout was sent to) is standard output: written there as "-" is,
     * not truncated under a log it is appended to, and counted with the
     * other outputs that write there (red team f1: --format=json's
     * document overwrote the start of the checked file). */
    const char **paths[] = {&o->out_path, &o->graph_path, &o->header_path, &o->dep_path};
    for (int k = 0; k < 4; k++)
        if (*paths[k] && strcmp(*paths[k], "-") != 0 && names_stdout(*paths[k]))
            *paths[k] = "-";
    /* The rule's target: -o's file, else --launch-header's (a header rule of its own). */
    bool out_file = o->out_path && strcmp(o->out_path, "-") != 0;
    bool header_file = o->header_path && strcmp(o->header_path, "-") != 0;
    if (o->dep_path && !out_file && !header_file) {
        diag_fatal_io("--depfile needs -o FILE or --launch-header FILE: the rule's target");
        return 2;
    }
    /* Two outputs to one file: one would silently be lost. */
    const char *named[] = {o->out_path, o->graph_path, o->header_path, o->dep_path};
    const char *flag[] = {"-o", "--sync-graph", "--launch-header", "--depfile"};
    /* Standard output is one file too: what two outputs write there can be
     * neither parsed nor compiled. */
    static const char *const dash[] = {"-o -", "--sync-graph -", "--launch-header -", "--depfile -"};
    const char *to_stdout[8];
    int nstdout = 0;
    for (int k = 0; k < 4; k++)
        if (named[k] && strcmp(named[k], "-") == 0)
            to_stdout[nstdout++] = dash[k];
    if (diag_format() != DIAG_TEXT)
        to_stdout[nstdout++] = diag_format() == DIAG_JSON ? "--format=json" : "--format=sarif";
    if (o->sync_report)
        to_stdout[nstdout++] = "--sync-report";
    if (nstdout > 1) {
        diag_fatal_io("%s and %s both write standard output: give one of them a file", to_stdout[0],
                      to_stdout[1]);
        return 2;
    }
    for (int k = 0; k < 4; k++)
        for (int m = k + 1; m < 4; m++)
            if (named[k] && named[m] && strcmp(named[k], "-") != 0 &&
                (strcmp(named[k], named[m]) == 0 || output_is_input(named[k], named[m]))) {
                diag_fatal_io("%s and %s both name '%s': give each output its own file", flag[k], flag[m],
                              named[k]);
                return 2;
            }
    /* Refused before checking: a run with diagnostics would not say so. */
    for (int i = 0; i < o->nfiles; i++) {
        const char *outs[] = {o->out_path, o->graph_path, o->header_path, o->dep_path};
        for (int k = 0; k < 4; k++)
            if (outs[k] && output_is_input(outs[k], o->files[i])) {
                diag_fatal_io("cannot write '%s': it is the input file '%s'", outs[k], o->files[i]);
                return 2;
            }
    }
    /* Copied out of the arena, which each input file's run resets. */
    static char arch_list[16 * 8];
    if (o->narchs)
        snprintf(arch_list, sizeof arch_list, "%s", cuda_arch_list(o->archs, o->narchs));
    o->fe.cuda_arch_list = o->narchs ? arch_list : NULL;
    o->fe.archs = o->archs;
    o->fe.narchs = o->narchs;
    return -1;
}

static const char **copy_list(const char **v, int n)
{
    const char **r = malloc(sizeof(char *) * (size_t)(n + 1));
    if (!r) {
        fputs("prism-check: out of memory\n", stderr);
        exit(2);
    }
    if (n)
        memcpy((void *)r, (const void *)v, sizeof(char *) * (size_t)n);
    return r;
}

/*
 * An installed prism-check finds its own headers, as the drivers and nvcc
 * do theirs: PREFIX/include and PREFIX/include/prism-lib, searched after
 * the user's -I (install_dir.h; none in a build tree, which names include/
 * with -I).  Looked up once; the strings live until the process ends.
 */
static const char *installed_include(int lib)
{
    static char *dirs[2];
    static bool looked;
    if (!looked) {
        looked = true;
        dirs[0] = install_include_dir("");
        dirs[1] = dirs[0] ? install_include_dir("/prism-lib") : NULL;
    }
    return dirs[lib];
}

/* Two names of one directory (a prefix reached through a link, a trailing slash). */
static bool same_dir(const char *a, const char *b)
{
    struct stat sa, sb;
    return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

static void add_installed_includes(FrontendOptions *fe)
{
    if (fe->no_file_includes || fe->sandbox_includes)
        return;
    for (int lib = 0; lib < 2; lib++) {
        const char *d = installed_include(lib);
        /* A fallback the compiler does not see: one the user names with -I
         * stays a user directory (gcc would make an -I that is also an
         * -isystem a system one, include.c). */
        bool named = false;
        for (int i = 0; d && i < fe->n_include_dirs && !named; i++)
            named = same_dir(fe->include_dirs[i], d);
        if (d && !named)
            push(&fe->system_dirs, &fe->n_system_dirs, d);
    }
}

/* The front end's options for one file: the command line's, then its
 * compile_commands.json entry's, then the installed headers. */
static bool file_options(const Options *o, const char *path, FrontendOptions *fe)
{
    *fe = o->fe;
    fe->include_dirs = copy_list(o->fe.include_dirs, o->fe.n_include_dirs);
    fe->system_dirs = copy_list(o->fe.system_dirs, o->fe.n_system_dirs);
    if (!o->compdb_dir) {
        add_installed_includes(fe);
        return true;
    }
    fe->defines = copy_list(o->fe.defines, o->fe.n_defines);
    fe->pre_includes = copy_list(o->fe.pre_includes, o->fe.n_pre_includes);
    fe->host_flags = copy_list(o->fe.host_flags, o->fe.n_host_flags);
    fe->nvcc_flags = copy_list(o->fe.nvcc_flags, o->fe.n_nvcc_flags);
    switch (compdb_flags(o->compdb_dir, path, fe)) {
    case COMPDB_FOUND:
        add_installed_includes(fe);
        return true;
    case COMPDB_NO_ENTRY:
        diag_fatal_io("-p %s: compile_commands.json has no entry for '%s' (under CMake's prism_add_kernel, the entry is "
                      "its checked copy's, matched through its #line once the build has made it: build first; Bear "
                      "records prism-cc and prism-nvcc only when its configuration names them as compilers)",
                      o->compdb_dir, path);
        return false;
    case COMPDB_UNREADABLE:
        diag_fatal_io("-p %s: cannot read %s/compile_commands.json", o->compdb_dir, o->compdb_dir);
        return false;
    default:
        diag_fatal_io("-p %s: compile_commands.json is not a JSON array of entries", o->compdb_dir);
        return false;
    }
}

static bool check_one(const char *path, Options *o, FrontendOptions *fe);

static bool check_file(const char *path, Options *o)
{
    FrontendOptions fe;
    bool ok = file_options(o, path, &fe) && check_one(path, o, &fe);
    free((void *)fe.include_dirs);
    free((void *)fe.system_dirs);
    if (fe.defines != o->fe.defines) {
        free((void *)fe.defines);
        free((void *)fe.pre_includes);
        free((void *)fe.host_flags);
        free((void *)fe.nvcc_flags);
    }
    return ok;
}

/*
 * --depfile: "TARGET: FILE..." for make and Ninja (CMake's DEPFILE), every
 * file this run read, the device passes' included, so a build redoes the
 * check when a header changes.  Names quoted as gcc -MQ does.
 */
static Program *dep_devs[16];
static int dep_ndevs;
static const char *dep_target;

static void put_make_name(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == ' ' || *s == '\t' || *s == '#')
            fputc('\\', f);
        else if (*s == '$')
            fputc('$', f);
        fputc(*s, f);
    }
}

static void write_depfile(Program *prog, FILE *f)
{
    put_make_name(f, dep_target);
    fputc(':', f);
    const char *seen[4096];
    int nseen = 0;
    for (int p = -1; p < dep_ndevs; p++) {
        Program *pr = p < 0 ? prog : dep_devs[p];
        for (int i = 0; pr && i < pr->nfiles; i++) {
            const char *name = pr->files[i]->name;
            if (!name || name[0] == '<')
                continue; /* the command line's and the built-in definitions */
            bool dup = false;
            for (int k = 0; k < nseen && !dup; k++)
                dup = strcmp(seen[k], name) == 0;
            if (dup)
                continue;
            if (nseen < 4096)
                seen[nseen++] = name;
            fputs(" \\\n  ", f);
            put_make_name(f, name);
        }
    }
    fputc('\n', f);
    /* A target without commands for each header, as gcc -MP writes, so
     * that make does not stop when a header is deleted. */
    for (int k = 1; k < nseen; k++) {
        fputc('\n', f);
        put_make_name(f, seen[k]);
        fputs(":\n", f);
    }
}

static bool check_one(const char *path, Options *o, FrontendOptions *fe)
{
    int before = diag_error_count(), stopping = diag_stopping_error_count();
    if (o->dump_tokens)
        return dump_tokens(path, fe, stdout) || !diag_io_failed();
    Program *prog = parse_program(path, fe);
    if (!prog)
        return !diag_io_failed(); /* unreadable (I/O), or over an input limit (P104) */
    if (o->dump_ast)
        dump_program(prog, stdout);
    if (diag_stopping_error_count() > stopping || o->parse_only)
        return true; /* the front end found errors: the passes would only cascade */
    check_program(prog);
    if (diag_error_count() > before)
        return true;
    /* A file that tests __CUDA_ARCH__ reads differently in each device pass (archs.c). */
    dep_ndevs = 0;
    if (prog->cuda_arch_test && !o->arch_defined) {
        if (!check_device_passes(path, fe, o->archs, o->narchs, prog, o->out_path ? emit_program : NULL, dep_devs))
            return true;
        dep_ndevs = o->narchs;
    }
    if (diag_error_count() > before)
        return true;
    if (o->sync_report)
        sync_report(prog, stdout, o->sync_report_all);
    /* -o last: a run that could not write a side file leaves -o as it was,
     * so make does not take the target for up to date without them. */
    if (o->graph_path && !output_write(o->graph_path, prog, sync_graph))
        return false;
    dep_target = o->out_path && strcmp(o->out_path, "-") != 0 ? o->out_path : o->header_path;
    if (o->dep_path && !output_write(o->dep_path, prog, write_depfile))
        return false;
    if (o->header_path && !output_write(o->header_path, prog, launch_header))
        return false;
    if (o->out_path && !output_write(o->out_path, prog, emit_program))
        return false;
    return true;
}

static int run(Options *o);

static int checker_main(int argc, char **argv)
{
    Options o = {0};
    int rc = parse_args(argc, argv, &o);
    if (rc < 0)
        rc = run(&o);
    /* What went to stdout (a report, --format's document, -o -, --help)
     * must have arrived: a full disk is an error, not an empty file. */
    errno = 0;
    if (fflush(stdout) == EOF || ferror(stdout)) {
        fprintf(stderr, "prism-check: cannot write standard output: %s\n", errno ? strerror(errno) : "write error");
        rc = 2;
    }
    free((void *)o.files);
    free((void *)o.fe.include_dirs);
    free((void *)o.fe.system_dirs);
    free((void *)o.fe.defines);
    free((void *)o.fe.pre_includes);
    free((void *)o.fe.host_flags);
    free((void *)o.fe.nvcc_flags);
    for (int i = 0; i < o.nowned; i++)
        free(o.owned[i]);
    free(o.owned);
    return rc;
}

/*
 * Every pass walks the tree recursively, so how deep a program the checker
 * can read must not depend on the caller's `ulimit -s` (1 MiB stacks
 * crashed on a 2,000-term sum that the default 8 MiB took): the work runs
 * on a thread with a stack of its own, reserved, not committed.  Should
 * the thread not start, the main thread does the work.
 */
typedef struct {
    int argc;
    char **argv;
    int rc;
} MainArgs;

static void *main_thread(void *p)
{
    MainArgs *a = p;
    a->rc = checker_main(a->argc, a->argv);
    return NULL;
}

int main(int argc, char **argv)
{
    MainArgs a = {argc, argv, 2};
    pthread_attr_t attr;
    pthread_t t;
    if (pthread_attr_init(&attr) == 0) {
        bool started = pthread_attr_setstacksize(&attr, (size_t)1 << 30) == 0 &&
                       pthread_create(&t, &attr, main_thread, &a) == 0;
        pthread_attr_destroy(&attr);
        if (started) {
            pthread_join(t, NULL);
            return a.rc;
        }
    }
    return checker_main(argc, argv);
}

static int run(Options *o)
{
    int errors = 0, warnings = 0;
    bool io_error = false;
    for (int i = 0; i < o->nfiles; i++) {
        if (!check_file(o->files[i], o))
            io_error = true;
        errors += diag_error_count();
        warnings += diag_warning_count();
        io_error |= diag_io_failed();
        prism_reset();
    }
    diag_flush();
    if (diag_format() != DIAG_TEXT)
        diag_out_write(stdout);
    fflush(stdout);
    if (io_error)
        return 2;
    return errors || (o->werror && warnings) ? 1 : 0;
}
