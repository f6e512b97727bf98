/*
 * pipeline.c - check, dependencies, compile.
 *
 *   1. prism-check SOURCE -o TMP/BASE with the user's -I/-D/-U (and
 *      --cuda-arch: nvcc's device passes, from nvcc --dryrun): stop with
 *      its status on errors;
 *   2. with -M/-MM/-MD/-MMD, the compiler's own dependency output for
 *      SOURCE (not TMP/BASE: the checker inlines the project's headers, and
 *      a header that only defines macros leaves no trace in its output),
 *      with PRISM_CHECKED defined, as TMP/BASE defines it;
 *   3. the compiler on TMP/BASE with every other flag the user gave.
 *
 * TMP/BASE keeps the user's file names in its #line directives, so the
 * compiler's diagnostics and debug information name them.
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver.h"

static void usage(const Backend *b, FILE *out)
{
    fprintf(out,
            "usage: %s [%s flags] file.cu [-c] [-o out]\n"
            "\n"
            "Checks file.cu with prism-check, then compiles the checked translation unit\n"
            "with %s.\n"
            "Other inputs (host .c files, objects) go to the compiler as they are.\n"
            "-I, -D, -U and -include go to both, wherever written (%s);\n"
            "what the checker cannot follow is refused.\n"
            "-M, -MM, -MD, -MMD, -MF, -MT, -MP%s name file.cu and its\n"
            "headers; dependency output they cannot describe (%s, DEPENDENCIES_OUTPUT,\n"
            "SUNPRO_DEPENDENCIES) is refused; every other flag goes to the compiler as given.\n"
            "%s"
            "-Werror (nvcc: -Werror all-warnings) also makes the checker's warnings fail\n"
            "(gcc: the last of -Werror and -Wno-error wins).\n"
            "\n"
            "  --prism-flag=FLAG  pass FLAG to prism-check (repeatable)\n"
            "  --prism-verbose    print each command before running it\n"
            "\n"
            "environment: PRISM_CHECK (the checker; default: beside %s, then PATH),\n"
            "%s (the compiler command: words split at whitespace, no shell; the first is\n"
            "the program: \"ccache gcc\"), TMPDIR (where the checked copy lives while compiling),\n"
            "CPATH and %s (searched by the checker as the compiler searches them)\n"
            "exit status: the checker's when the check fails, else the compiler's\n",
            b->name, b->nvcc ? "nvcc" : "gcc", b->nvcc ? "nvcc" : "gcc (as C, for the host emulator)",
            b->nvcc ? "-Xcompiler, $NVCC, $NVCC_PREPEND_FLAGS,\n$NVCC_APPEND_FLAGS" : "-Wp,, -Xpreprocessor, $CC",
            b->nvcc ? "" : " (and --write-dependencies, ...)",
            b->nvcc ? "-Xcompiler -MD" : "-Wp,-MD,FILE",
            b->nvcc ? "-Xcompiler values are split into words as nvcc's shell splits them;\n"
                      "preprocessed CUDA input (.cup) is refused.\n"
                    : "",
            b->name, b->compiler_env, b->nvcc ? "CPLUS_INCLUDE_PATH" : "C_INCLUDE_PATH");
}

/* The directory of the source, searched first for its #include "..." (the
 * checked copy lives elsewhere). */
static const char *source_dir(char *buf, size_t size, const char *source)
{
    const char *slash = strrchr(source, '/');
    if (!slash)
        return ".";
    snprintf(buf, size, "%.*s", slash == source ? 1 : (int)(slash - source), source);
    return buf;
}

/* The source as the compiler must read it: gcc reads a .cu as C only when told. */
static void push_source(Vec *v, const Backend *b, const char *file)
{
    if (!b->nvcc)
        vec_push(v, "-x"), vec_push(v, "c");
    vec_push(v, file);
    if (!b->nvcc)
        vec_push(v, "-x"), vec_push(v, "none");
}

/*
 * --cuda-arch for the checker: every device pass nvcc will run for this
 * command, as nvcc itself resolves it (its default when no -arch is given,
 * all, all-major, -gencode lists, sm_90a's extra compute_90 PTX, flags in
 * $NVCC).  `nvcc --dryrun` lists the preprocessing step of each pass with
 * its -D__CUDA_ARCH__ and, for an sm_90a or sm_100f target,
 * -D__CUDA_ARCH_SPECIFIC__ or -D__CUDA_ARCH_FAMILY_SPECIFIC__.  When nvcc
 * cannot say, nothing is checked or built (it says why).
 */
/* nvcc's host compiler, as its --dryrun runs it (the first word of its
 * preprocessing lines; empty when quoted or unknown). */
static char host_compiler[PATH_MAX];

static bool device_passes(const Backend *b, const Plan *p, const Vec *compiler, char *arch, size_t size)
{
    const char *out = tmp_file("nvcc-dryrun.txt");
    Vec v = {0};
    vec_cat(&v, compiler);
    vec_cat(&v, &p->compile);
    vec_push(&v, "--dryrun");
    /* nvcc appends its --time table even when it only lists the passes: not yet, where the guards of the
     * file the user named have not looked (red team rt31; the last --time wins) */
    vec_push(&v, "--time");
    vec_push(&v, "/dev/null");
    int rc = spawn_wait_to(b->name, vec_end(&v), out);
    vec_free(&v);
    FILE *f = fopen(out, "r");
    if (rc != 0 || !f) {
        static char line[4096];
        while (f && fgets(line, sizeof line, f))
            fputs(line, stderr);
        /* 127: nvcc never ran, and its one line said why (red teams u1, u2) */
        if (rc != 127)
            fprintf(stderr, "%s: %s: nvcc --dryrun did not list its device passes (status %d); nothing checked\n",
                    b->name, p->source, rc);
        if (f)
            fclose(f);
        return false;
    }
    size_t n = (size_t)snprintf(arch, size, "--cuda-arch=");
    int found = 0;
    char *line = NULL;
    size_t cap = 0;
    bool ok = true;
    while (getline(&line, &cap, f) > 0) {
        const char *d = strstr(line, " -D__CUDA_ARCH__=");
        if (strncmp(line, "#$ ", 3) == 0 && strstr(line, " -E ") && !host_compiler[0] && line[3] != '"') {
            size_t w = strcspn(line + 3, " \t\n");
            if (w < sizeof host_compiler)
                snprintf(host_compiler, sizeof host_compiler, "%.*s", (int)w, line + 3);
        }
        if (strncmp(line, "#$ ", 3) != 0 || !strstr(line, " -E ") || !d)
            continue;
        int value = atoi(d + 17);
        const char *kind = strstr(line, " -D__CUDA_ARCH_SPECIFIC__=")          ? "a"
                           : strstr(line, " -D__CUDA_ARCH_FAMILY_SPECIFIC__=") ? "f"
                                                                                : "";
        char one[32];
        snprintf(one, sizeof one, "%d%s", value / 10, kind);
        /* Each pass once: the list is searched as ",X," */
        char *seen = strstr(arch, "=") + 1, key[40];
        snprintf(key, sizeof key, ",%s,", one);
        char tmp[1100];
        snprintf(tmp, sizeof tmp, ",%s,", seen);
        if (strstr(tmp, key))
            continue;
        if (value < 300 || n + strlen(one) + 2 >= size) {
            ok = false;
            break;
        }
        n += (size_t)snprintf(arch + n, size - n, "%s%s", found++ ? "," : "", one);
    }
    free(line);
    fclose(f);
    if (!ok) {
        fprintf(stderr, "%s: %s: nvcc --dryrun lists device passes the driver cannot read; nothing checked\n",
                b->name, p->source);
        return false;
    }
    if (!found) /* nvcc compiles no device code here */
        snprintf(arch, size, "--cuda-arch=none");
    return true;
}

static int check(const Backend *b, const Plan *p, const Vec *compiler, const char *checked, const char *read_list)
{
    static char arch[1024];
    Vec v = {0};
    vec_push(&v, locate_checker());
    if (b->nvcc) {
        if (!device_passes(b, p, compiler, arch, sizeof arch)) {
            vec_free(&v);
            return 2;
        }
        vec_push(&v, arch);
    } else if (b->cuda_arch) {
        vec_push(&v, b->cuda_arch);
    }
    for (const char *const *f = b->check_view; f && *f; f++)
        vec_push(&v, *f);
    /* The environment's include list the compiler reads: gcc -x c reads
     * $C_INCLUDE_PATH, nvcc's passes (C++) $CPLUS_INCLUDE_PATH; the checker
     * reads $CPATH itself. */
    vec_push(&v, b->nvcc ? "--include-env=c++" : "--include-env=c");
    vec_cat(&v, &p->check);
    vec_push(&v, "-o");
    vec_push(&v, checked);
    if (read_list) {
        vec_push(&v, "--depfile");
        vec_push(&v, read_list);
    }
    vec_push(&v, p->source);
    /* The checker asks the host compiler what skipped system headers define: the one this build uses
     * ($CC=clang defines __clang__, red team rt26), unless the user named one. */
    if (!b->nvcc && compiler && compiler->n > 0 && !getenv("PRISM_HOST_CC"))
        setenv("PRISM_HOST_CC", compiler->v[0], 1);
    int rc = spawn_wait(b->name, vec_end(&v));
    vec_free(&v);
    if (rc != 0)
        fprintf(stderr, "%s: %s: %s; nothing compiled\n", b->name, p->source,
                rc == 1   ? "the check failed"
                : rc == 2 ? "prism-check stopped (usage or I/O error, said above)"
                          : "prism-check did not finish");
    return rc;
}

/*
 * name quoted for make as gcc's -MQ quotes it: a space or tab (and the
 * backslashes before it, doubled) escaped with a backslash, '$' as "$$",
 * '#' as "\#".  nvcc has no -MQ and writes -MT's value as given.
 */
static const char *make_quoted(char *buf, size_t size, const char *name)
{
    size_t n = 0;
    for (const char *c = name; *c && n + 4 < size; c++) {
        if (*c == ' ' || *c == '\t') {
            for (const char *k = c; k > name && k[-1] == '\\' && n + 4 < size; k--)
                buf[n++] = '\\';
            buf[n++] = '\\';
        } else if (*c == '$') {
            buf[n++] = '$';
        } else if (*c == '#') {
            buf[n++] = '\\';
        }
        buf[n++] = *c;
    }
    buf[n] = 0;
    return buf;
}

/* The compiler's dependency rule for the source, into `to` where given (else where the user said). */
static int dependencies(const Backend *b, const Plan *p, const Vec *compiler, const char *to)
{
    static char file[PATH_MAX], target[PATH_MAX], quoted[4 * PATH_MAX];
    Vec v = {0};
    vec_cat(&v, compiler);
    for (int i = 0; b->flags[i]; i++)
        vec_push(&v, b->flags[i]);
    vec_cat(&v, &p->prep);
    /* The checked copy defines it (SPEC 7), so what it reads under
     * #ifdef PRISM_CHECKED is what the compile reads: a prerequisite. */
    vec_push(&v, "-DPRISM_CHECKED=1");
    vec_push(&v, p->deps_user_only ? "-MM" : "-M");
    if (p->deps_phony)
        vec_push(&v, "-MP");
    /* Where: -MF; else as gcc -MD names it (out.o -> out.d, else source.d);
     * plain -M writes to standard output, or to -o. */
    const char *out = to ? to : p->dep_file;
    if (!out && p->deps_only)
        out = p->output;
    if (!out && !p->deps_only)
        out = with_suffix(file, sizeof file, p->output ? p->output : base_name(p->source), ".d");
    if (out)
        vec_push(&v, "-MF"), vec_push(&v, out);
    /* The rule's target: -MT/-MQ; else what the compile writes. */
    if (p->dep_targets.n)
        vec_cat(&v, &p->dep_targets);
    else if (!p->deps_only) {
        /* Quoted for make (spaces, $), as gcc's own -MD target is: gcc's
         * -MQ does it, nvcc has only -MT, so the driver does. */
        const char *t = p->output ? p->output : with_suffix(target, sizeof target, base_name(p->source), ".o");
        vec_push(&v, b->nvcc ? "-MT" : "-MQ");
        vec_push(&v, b->nvcc ? make_quoted(quoted, sizeof quoted, t) : t);
    }
    push_source(&v, b, p->source);
    int rc = spawn_wait(b->name, vec_end(&v));
    vec_free(&v);
    return rc;
}

/*
 * The source's directory for its #include "..." alone, as the compiler
 * reading the source itself would search it: -iquote, never -I, so that a
 * project's time.h beside the kernel is not the <time.h> of CUDA's or the C
 * library's headers.  nvcc has no -iquote; its host compiler preprocesses
 * every pass, so it goes there, by -Xcompiler, which splits at commas: a
 * directory with one is reached through a link in the private directory.
 */
static bool quote_dir(const Backend *b, Vec *v, const char *dir)
{
    static char opt[PATH_MAX + 16], real[PATH_MAX];
    if (!b->nvcc) {
        vec_push(v, "-iquote");
        vec_push(v, dir);
        return true;
    }
    if (strchr(dir, ',')) {
        const char *link = tmp_file("source-dir");
        if (!realpath(dir, real) || strchr(link, ',') || symlink(real, link) != 0) {
            fprintf(stderr, "%s: %s: cannot give nvcc's host compiler this directory for #include \"...\"\n",
                    b->name, dir);
            return false;
        }
        dir = link;
    }
    snprintf(opt, sizeof opt, "-iquote,%s", dir);
    vec_push(v, "-Xcompiler");
    vec_push(v, opt);
    return true;
}

/*
 * gcc names the file it compiles in __FILE__, __BASE_FILE__ and the debug
 * information: the temporary copy, a new name each run, so two builds of
 * one source would differ.  -ffile-prefix-map (gcc 8 and later, clang 10;
 * asked of the compiler first, quietly) gives them the name the user wrote.
 * What it does not reach: the line markers of -E output.  nvcc's host
 * compiler gets it by -Xcompiler (a value without commas or shell
 * characters: words.c), asked of the compiler its --dryrun named; nvcc's
 * own temporary names stay in its objects.
 */
static void map_tmp_name(const Backend *b, Vec *v, const Vec *compiler, const char *source, const char *checked)
{
    static char opt[2 * PATH_MAX + 32];
    size_t tmp = (size_t)(base_name(checked) - checked), src = (size_t)(base_name(source) - source);
    if (memchr(checked, '=', tmp) || (b->nvcc && !host_compiler[0]))
        return;
    int n = snprintf(opt, sizeof opt, "-ffile-prefix-map=%.*s=%.*s", (int)tmp, checked, (int)src, source);
    if (n < 0 || (size_t)n >= sizeof opt)
        return;
    if (b->nvcc) {
        Vec words = {0}, owned = {0};
        bool plain = !xcompiler_words(opt, &words, &owned) && words.n == 1 && strcmp(words.v[0], opt) == 0;
        for (int i = 0; i < owned.n; i++)
            free((void *)owned.v[i]);
        vec_free(&words), vec_free(&owned);
        if (!plain)
            return;
    }
    Vec probe = {0};
    if (b->nvcc)
        vec_push(&probe, host_compiler);
    else
        vec_cat(&probe, compiler);
    vec_push(&probe, opt);
    vec_push(&probe, "-E"), vec_push(&probe, "-x"), vec_push(&probe, "c"), vec_push(&probe, "/dev/null");
    vec_push(&probe, "-o"), vec_push(&probe, "/dev/null");
    bool verbose = spawn_verbose;
    spawn_verbose = false;
    int rc = spawn_wait_to(b->name, vec_end(&probe), tmp_file("prefix-map-probe.txt"));
    spawn_verbose = verbose;
    vec_free(&probe);
    if (rc == 0 && b->nvcc)
        vec_push(v, "-Xcompiler");
    if (rc == 0)
        vec_push(v, opt);
}

/*
 * A specs file gives gcc's preprocessor macros no flag shows (`*cpp: + -DX`).
 * The driver refuses -specs and -B, but gcc also finds one named `specs` in
 * the directories of $GCC_EXEC_PREFIX and $LIBRARY_PATH: ask the compiler
 * (nvcc's host compiler) which it reads, as `gcc -v` says.
 */
static bool reads_specs(const Backend *b, const Vec *compiler)
{
    if (b->nvcc && !host_compiler[0])
        return false;
    Vec probe = {0};
    if (b->nvcc)
        vec_push(&probe, host_compiler);
    else
        vec_cat(&probe, compiler);
    vec_push(&probe, "-v"), vec_push(&probe, "-E"), vec_push(&probe, "-x"), vec_push(&probe, "c");
    vec_push(&probe, "/dev/null"), vec_push(&probe, "-o"), vec_push(&probe, "/dev/null");
    const char *out = tmp_file("specs-probe.txt");
    bool verbose = spawn_verbose;
    spawn_verbose = false;
    spawn_wait_to(b->name, vec_end(&probe), out);
    spawn_verbose = verbose;
    vec_free(&probe);
    FILE *f = fopen(out, "r");
    char line[PATH_MAX + 64];
    bool found = false;
    while (f && !found && fgets(line, sizeof line, f)) {
        if (strncmp(line, "Reading specs from ", 19) != 0)
            continue;
        line[strcspn(line, "\n")] = 0;
        fprintf(stderr,
                "%s: the compiler reads the specs file %s (found through $GCC_EXEC_PREFIX, $LIBRARY_PATH or its "
                "installation), which can define macros the check never saw; nothing compiled\n",
                b->name, line + 19);
        found = true;
    }
    if (f)
        fclose(f);
    return found;
}

static int compile(const Backend *b, const Plan *p, const Vec *compiler, const char *checked)
{
    static char dir[PATH_MAX];
    Vec v = {0};
    vec_cat(&v, compiler);
    for (int i = 0; b->flags[i]; i++)
        vec_push(&v, b->flags[i]);
    if (checked && !quote_dir(b, &v, source_dir(dir, sizeof dir, p->source))) {
        vec_free(&v);
        return 2;
    }
    if (checked)
        map_tmp_name(b, &v, compiler, p->source, checked);
    for (int i = 0; i < p->compile.n; i++) {
        if (i == p->source_at)
            push_source(&v, b, checked);
        else
            vec_push(&v, p->compile.v[i]);
    }
    int rc = spawn_wait(b->name, vec_end(&v));
    vec_free(&v);
    return rc;
}

/* A link or another file the driver has nothing to check in. */
static int pass_through(const Backend *b, const Plan *p, const Vec *compiler)
{
    Vec v = {0};
    vec_cat(&v, compiler);
    vec_cat(&v, &p->compile);
    int rc = spawn_wait(b->name, vec_end(&v));
    vec_free(&v);
    return rc;
}

static int run(const Backend *b, const Plan *p, const Vec *compiler)
{
    if (p->help) {
        usage(b, stdout);
        return 0;
    }
    if (!p->source && !p->compile.n) {
        fprintf(stderr, "%s: no input file (usage: %s [flags] file.cu -c -o file.o; --help)\n", b->name, b->name);
        return 2;
    }
    if (p->source && access(p->source, R_OK) != 0) {
        fprintf(stderr, "%s: %s: %s\n", b->name, p->source, strerror(errno));
        return 2;
    }
    /* The compiler reads a checked copy, so it cannot see that -o (or -MF)
     * names the source: it would write its object over the user's file. */
    if (p->source && (same_file(p->source, p->output) || same_file(p->source, p->dep_file))) {
        fprintf(stderr, "%s: input file '%s' is the same as output file '%s'; nothing written\n", b->name,
                p->source, same_file(p->source, p->output) ? p->output : p->dep_file);
        return 2;
    }
    if (!compiler) {
        fprintf(stderr, "%s: no compiler found (looked in $%s, then for", b->name, b->compiler_env);
        for (int i = 0; b->compilers[i]; i++)
            fprintf(stderr, " %s", b->compilers[i]);
        fprintf(stderr, ")\n");
        return 127;
    }
    if (!p->source)
        return pass_through(b, p, compiler);
    /* -M alone writes the dependencies where -o or -MF says: the same refusals as for a compile (a link
     * there, or a header the kernel reads: red team u2), the list read from a first run into a
     * private file. */
    if (p->deps_only) {
        if (!outputs_not_links(b, p))
            return 2;
        if ((p->output || p->dep_file) && tmp_dir(b->name)) {
            const char *list = tmp_file("deps.d");
            int rc = dependencies(b, p, compiler, list);
            if (rc != 0 || !outputs_not_read(b, p, list))
                return rc ? rc : 2;
        }
        return dependencies(b, p, compiler, NULL);
    }
    if (!outputs_not_links(b, p) || !implicit_outputs_not_links(b, p, compiler))
        return 2;
    if (!tmp_dir(b->name))
        return 2;
    const char *checked = tmp_file(base_name(p->source));
    const char *read_list = user_depfile(p);
    int rc = check(b, p, compiler, checked, read_list ? NULL : (read_list = tmp_file("check.d")));
    if (rc == 0 && !outputs_not_read(b, p, read_list))
        rc = 2;
    /* What the compile reads beyond what the check read (a header under #ifndef __PRISM_CHECK__, a
     * system header): the compiler's own list, into a private file first (red team rt25). */
    if (rc == 0 && (p->deps || outputs_may_be_read(p))) {
        const char *list = tmp_file("compile.d");
        rc = dependencies(b, p, compiler, list);
        if (rc == 0 && !outputs_not_read(b, p, list))
            rc = 2;
    }
    if (rc == 0 && p->deps)
        rc = dependencies(b, p, compiler, NULL);
    if (rc == 0 && reads_specs(b, compiler))
        rc = 2;
    if (rc == 0)
        rc = compile(b, p, compiler, checked);
    return rc;
}

int driver_main(const Backend *b, int argc, char **argv)
{
    static Vec compiler;
    bool found = locate_compiler(b, &compiler);
    Plan p;
    int rc = plan_parse(&p, b, argc, argv, found ? &compiler : NULL) ? run(b, &p, found ? &compiler : NULL) : 2;
    plan_free(&p);
    return rc;
}
