/*
 * outputs.c - what the drivers refuse to write: an output that is a link
 * (symbolic, or a hard link's other name) or a file the kernel reads, at
 * the paths the user names (-o, -MF, the .d of -MD) and at those the
 * compiler names itself (-S's k.s, -save-temps, nvcc's -keep, -ptx in
 * -odir, ...).  The compiler reads a checked copy, so it cannot see that
 * it would write over a file it read, and it writes through links (red
 * teams P4, u1, u2, rt18, rt20).
 */
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver.h"

const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* path with its suffix (after the last dot of its last component) replaced. */
const char *with_suffix(char *buf, size_t size, const char *path, const char *suffix)
{
    const char *dot = strrchr(path, '.');
    size_t keep = dot && dot > base_name(path) ? (size_t)(dot - path) : strlen(path);
    snprintf(buf, size, "%.*s%s", (int)keep, path, suffix);
    return buf;
}

/* Does `out` name the same file as `in` (a link, another spelling)? */
bool same_file(const char *in, const char *out)
{
    struct stat a, o;
    return out && stat(in, &a) == 0 && stat(out, &o) == 0 && a.st_dev == o.st_dev && a.st_ino == o.st_ino;
}

#define MAX_WRITTEN 18

/* The files the compile and the dependency pass write: -o, -MF or the .d -MD names, and the linker's own. */
static int written_files(const Plan *p, const char *out[MAX_WRITTEN])
{
    static char d[PATH_MAX];
    int n = 0;
    if (p->output)
        out[n++] = p->output;
    if (p->dep_file)
        out[n++] = p->dep_file;
    else if (p->deps && !p->deps_only)
        out[n++] = with_suffix(d, sizeof d, p->output ? p->output : base_name(p->source), ".d");
    for (int i = 0; i < p->tool_out.n && n < MAX_WRITTEN; i++)
        out[n++] = p->tool_out.v[i];
    return n;
}

/* The value a linker word gives output option `name` (`name=F`, `nameF` where joined, or the next word). */
static const char *link_value(const Vec *w, int *i, const char *name, bool joined)
{
    size_t n = strlen(name);
    const char *a = w->v[*i];
    if (strncmp(a, name, n) != 0)
        return NULL;
    if (a[n] == '=' || (joined && a[n]))
        return a + n + (a[n] == '=');
    if (a[n] || *i + 1 >= w->n)
        return NULL;
    return w->v[++*i];
}

/*
 * The file GNU ld writes for -Map=VALUE: a '%' in it is the output's name,
 * a directory holds OUTPUT.map (red team rt30: -Wl,-Map=%.cu with -o k
 * wrote k.cu).
 */
static const char *map_file(const Backend *b, Plan *p, const char *v)
{
    const char *out = p->output ? p->output : "a.out";
    struct stat st;
    char *path = NULL;
    if (strchr(v, '%')) {
        size_t n = strlen(v) + 1;
        for (const char *c = v; *c; c++)
            n += *c == '%' ? strlen(out) : 0;
        path = malloc(n);
        if (path) {
            char *q = path;
            for (const char *c = v; *c; c++)
                q = *c == '%' ? q + sprintf(q, "%s", out) : (*q = *c, q + 1);
            *q = 0;
        }
    } else if (stat(v, &st) == 0 && S_ISDIR(st.st_mode)) {
        path = malloc(strlen(v) + strlen(base_name(out)) + 6);
        if (path)
            sprintf(path, "%s/%s.map", v, base_name(out));
    } else {
        return v;
    }
    if (!path) {
        perror(b->name);
        return v;
    }
    vec_push(&p->owned, path);
    return path;
}

/* The words of one -Wl,/-Wa, value (comma lists) or one -Xlinker/-Xassembler word, onto `to`. */
static bool split_tool_words(const Backend *b, Plan *p, const char *v, bool list, Vec *to)
{
    for (const char *s = v; s;) {
        const char *comma = list ? strchr(s, ',') : NULL;
        char *one = comma ? strndup(s, (size_t)(comma - s)) : strdup(s);
        if (!one) {
            perror(b->name);
            return false;
        }
        vec_push(&p->owned, one);
        vec_push(to, one);
        s = comma ? comma + 1 : NULL;
    }
    return true;
}

/* A word of the compile (or of nvcc's -Xcompiler value) that passes options on to the linker (ld) or the
 * assembler (as): their words, onto ld or as. */
static bool tool_word(const Backend *b, Plan *p, const Vec *w, int *i, Vec *ld, Vec *as, bool host)
{
    const char *a = w->v[*i];
    bool gcc = !b->nvcc || host;
    /* gcc's own files: -fdump-*=F, -fopt-info*=F, -aux-info F (red team rt30: -fopt-info-all=k.cu wrote the source) */
    const char *eq = strchr(a, '=');
    if (gcc && eq && (!strncmp(a, "-fdump-", 7) || !strncmp(a, "-fopt-info", 10))) {
        vec_push(&p->tool_out, eq + 1);
        return true;
    }
    if (gcc && !strcmp(a, "-aux-info") && *i + 1 < w->n) {
        vec_push(&p->tool_out, w->v[++*i]);
        return true;
    }
    /* the coverage notes' file (red team rt31: -fprofile-note=h.h made a header a .gcno) */
    if (gcc && !strncmp(a, "-fprofile-note=", 15)) {
        vec_push(&p->tool_out, a + 15);
        return true;
    }
    /* nvcc's --time table (appended to, even by --dryrun) and -fdevice-time-trace's VALUE.json, '-' the
     * output's name or trace.json (red team rt31: --time h.h wrote rows into a header) */
    const char *nv = NULL;
    bool trace = false;
    if (b->nvcc && !host) {
        static const char *const timers[] = {"--time", "-time", "--fdevice-time-trace", "-fdevice-time-trace"};
        for (size_t k = 0; !nv && k < sizeof timers / sizeof *timers; k++)
            if ((nv = link_value(w, i, timers[k], false)))
                trace = k >= 2;
    }
    if (nv && !trace && strcmp(nv, "-"))
        vec_push(&p->tool_out, nv);
    if (nv && trace) {
        const char *base = strcmp(nv, "-") ? nv : p->output ? p->output : "trace";
        char *f = malloc(strlen(base) + 6);
        if (!f) {
            perror(b->name);
            return false;
        }
        sprintf(f, "%s.json", base);
        vec_push(&p->owned, f);
        vec_push(&p->tool_out, f);
    }
    if (nv)
        return true;
    if (gcc && !strncmp(a, "-Wl,", 4))
        return split_tool_words(b, p, a + 4, true, ld);
    if (gcc && !strncmp(a, "-Wa,", 4))
        return split_tool_words(b, p, a + 4, true, as);
    bool xl = !strcmp(a, "-Xlinker") || (b->nvcc && !host && !strcmp(a, "--linker-options"));
    if ((xl || (gcc && !strcmp(a, "-Xassembler"))) && *i + 1 < w->n) {
        ++*i;
        return split_tool_words(b, p, w->v[*i], b->nvcc && !host, xl ? ld : as);
    }
    if (b->nvcc && !host && (!strncmp(a, "-Xlinker=", 9) || !strncmp(a, "--linker-options=", 17)))
        return split_tool_words(b, p, strchr(a, '=') + 1, true, ld);
    return true;
}

/*
 * The files the linker and the assembler write by their own options, which
 * gcc and nvcc pass on unread (red team rt28: -Wl,--dependency-file=k.cu
 * overwrote the kernel source, -Wl,-o,inc/kh.h a header, -Wl,-Map= wrote
 * through a symbolic link; rt29: lld's --why-extract= and --reproduce=,
 * gas's listing -a=FILE and --MD): the same guards as -o.  Any other of
 * their options whose value names the kernel source is refused too, and a
 * response file among them is, as on the command line: the driver would
 * not see what it holds.
 */
bool tool_outputs(const Backend *b, Plan *p)
{
    Vec ld = {0}, as = {0};
    bool ok = true;
    for (int i = 0; ok && i < p->read.n; i++) {
        ok = tool_word(b, p, &p->read, &i, &ld, &as, false);
        /* nvcc's host compiler's own -Wl, and -Wa, words, in an -Xcompiler value */
        const char *a = p->read.v[i], *v = NULL;
        if (b->nvcc && (!strcmp(a, "-Xcompiler") || !strcmp(a, "--compiler-options")) && i + 1 < p->read.n)
            v = p->read.v[i + 1];
        else if (b->nvcc && (!strncmp(a, "-Xcompiler=", 11) || !strncmp(a, "--compiler-options=", 19)))
            v = strchr(a, '=') + 1;
        Vec hw = {0};
        if (v && !xcompiler_words(v, &hw, &p->owned))
            for (int k = 0; ok && k < hw.n; k++)
                ok = tool_word(b, p, &hw, &k, &ld, &as, true);
        vec_free(&hw);
    }
    static const char *const ld_out[] = {"--output", "-Map", "--Map", "--dependency-file", "--out-implib",
                                         "--why-extract", "--reproduce", "--print-archive-stats",
                                         "--time-trace-file", "--print-symbol-order"};
    for (int t = 0; ok && t < 2; t++) {
        Vec *w = t ? &as : &ld;
        for (int i = 0; ok && i < w->n; i++) {
            const char *f = NULL, *a = w->v[i];
            if (a[0] == '@') {
                fprintf(stderr, "%s: %s: the %s's options from a file are not read; give them on the command line\n",
                        b->name, a, t ? "assembler" : "linker");
                ok = false;
                break;
            }
            f = link_value(w, &i, "-o", true);
            for (size_t k = 0; !t && !f && k < sizeof ld_out / sizeof *ld_out; k++)
                if ((f = link_value(w, &i, ld_out[k], false)) && strstr(ld_out[k], "Map"))
                    f = map_file(b, p, f);
            if (t && !f)
                f = link_value(w, &i, "--MD", false);
            if (t && !f && a[0] == '-' && a[1] == 'a' && strchr(a, '=') &&
                strspn(a + 2, "cdghlmns") == (size_t)(strchr(a, '=') - a - 2))
                f = strchr(a, '=') + 1; /* -a[cdghlmns]=FILE: a listing */
            if (f) {
                vec_push(&p->tool_out, f);
                continue;
            }
            /* an option this list does not know whose value is the kernel source */
            const char *eq = strchr(a, '=');
            if (p->source && ((eq && same_file(p->source, eq + 1)) || same_file(p->source, a))) {
                fprintf(stderr, "%s: %s: names %s, the kernel source, for the %s; nothing written\n", b->name, a,
                        p->source, t ? "assembler" : "linker");
                ok = false;
            }
        }
    }
    vec_free(&ld);
    vec_free(&as);
    if (ok && p->tool_out.n > MAX_WRITTEN - 2) { /* (written_files holds -o, the depfile and these) */
        fprintf(stderr, "%s: the linker's, the assembler's and gcc's options name %d files they write: more than "
                        "the %d the driver guards; name fewer\n",
                b->name, p->tool_out.n, MAX_WRITTEN - 2);
        ok = false;
    }
    return ok;
}

/*
 * The compiler writes through a symbolic link, and the dependency pass
 * too: a link at -o or at the depfile (dangling or not) would have them
 * write a file the user never named (red team P4, F3).  prism-check
 * refuses the same for its own outputs (SPEC 12).
 */
bool outputs_not_links(const Backend *b, const Plan *p)
{
    const char *out[MAX_WRITTEN];
    int n = written_files(p, out);
    for (int i = 0; i < n; i++) {
        struct stat st;
        if (lstat(out[i], &st) != 0)
            continue; /* a new file */
        struct stat to;
        /* /dev/stdout and its kind name a stream the user opened, whatever it is; another link to a device
         * or a pipe loses no file (red team u2) */
        if (S_ISLNK(st.st_mode) && (!strncmp(out[i], "/dev/std", 8) || !strncmp(out[i], "/dev/fd/", 8) ||
                                    (stat(out[i], &to) == 0 && (S_ISCHR(to.st_mode) || S_ISFIFO(to.st_mode)))))
            continue;
        if (S_ISLNK(st.st_mode)) {
            fprintf(stderr, "%s: output file '%s' is a symbolic link; nothing written through it (remove it, or name "
                            "the file it points to)\n",
                    b->name, out[i]);
            return false;
        }
        /* The compilers write a depfile in place: a hard link's other name would change too (red team
         * u2); -o they replace. */
        if (out[i] != p->output && S_ISREG(st.st_mode) && st.st_nlink > 1) {
            fprintf(stderr, "%s: dependency file '%s' is a hard link of another file, which writing it would change; "
                            "nothing written (remove it)\n",
                    b->name, out[i]);
            return false;
        }
    }
    return true;
}

/* A file the compiler would write through: a symbolic link, or a hard link (another name of its bytes). */
static bool linked(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0 && (S_ISLNK(st.st_mode) || (S_ISREG(st.st_mode) && st.st_nlink > 1));
}

static bool refuse_linked(const Backend *b, const char *path)
{
    fprintf(stderr, "%s: '%s' is a link where the compile writes its own output; nothing written through it "
                    "(remove it, or give -o)\n",
            b->name, path);
    return false;
}

/* Is path the file `source` names (a hard-linked source tree: the compiler only reads it)? */
static bool is_source(const char *path, const char *source)
{
    struct stat a, o;
    return stat(source, &a) == 0 && stat(path, &o) == 0 && a.st_dev == o.st_dev && a.st_ino == o.st_ino;
}

/* In dir, a link whose name starts with `prefix` and one of the stems ("k." of k.cu, "x." of -o x.o). */
static bool dir_free_of_links(const Backend *b, const Plan *p, const char *dir, const char *prefix,
                              const char *const *stems, int nstems)
{
    DIR *d = opendir(dir);
    if (!d)
        return true;
    bool ok = true;
    char path[PATH_MAX];
    size_t np = strlen(prefix);
    for (struct dirent *e; ok && (e = readdir(d));)
        for (int k = 0; k < nstems && ok; k++)
            if (strncmp(e->d_name, prefix, np) == 0 && strncmp(e->d_name + np, stems[k], strlen(stems[k])) == 0) {
                snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
                /* (red team rt20: a `cp -al` tree's k.cu is a hard link the compile never writes) */
                if (linked(path) && !is_source(path, p->source))
                    ok = refuse_linked(b, strcmp(dir, ".") == 0 ? e->d_name : path);
            }
    closedir(d);
    return ok;
}

/* The value of option `name` at word i: `name VALUE` or `name=VALUE`; NULL if word i is not it. */
static const char *option_value(const Vec *words, int i, const char *name)
{
    const char *w = words->v[i];
    size_t n = strlen(name);
    if (!strcmp(w, name))
        return i + 1 < words->n ? words->v[i + 1] : NULL;
    return !strncmp(w, name, n) && w[n] == '=' ? w + n + 1 : NULL;
}

/* Does word w hold one of the flags in keep (a prefix each): as it is, after nvcc's -Xcompiler= or
 * --compiler-options=, or among the words such a value gives the host compiler (cut at commas and
 * blanks, as nvcc's shell does: `-Xcompiler "-O2 -save-temps"`; red teams u2, rt24)? */
static bool host_flag_keeps(const char *w, const char *const *keep)
{
    static const char *const wraps[] = {"-Xcompiler=", "--compiler-options=", NULL};
    for (int k = 0; wraps[k]; k++)
        if (!strncmp(w, wraps[k], strlen(wraps[k])))
            w += strlen(wraps[k]);
    for (const char *piece = w; *piece;) {
        while (*piece == '"' || *piece == '\'' || *piece == ' ' || *piece == '\t' || *piece == ',')
            piece++;
        for (int m = 0; keep[m] && *piece; m++)
            if (!strncmp(piece, keep[m], strlen(keep[m])))
                return true;
        while (*piece && *piece != ' ' && *piece != '\t' && *piece != ',')
            piece++;
    }
    return false;
}

/*
 * Files the compiler names itself (red teams u1, rt18): without -o, -S
 * and nvcc's -ptx, -cubin, -fatbin write k.s, k.ptx, ... in the working
 * directory; -save-temps, -fdump-*, nvcc's -keep write intermediates
 * named after the source or the output there, in -o's directory
 * (-save-temps=obj) or in --keep-dir (the files -aux-info and
 * -fdump-*=F name are tool_outputs').  A link there (symbolic, or a hard link's other name) would have the
 * compiler write a file the user never named: refused, as at -o.
 */
static bool implicit_in(const Backend *b, const Plan *p, const Vec *words);
static bool implicit_dirs(const Backend *b, const Plan *p, const char *keep_dir, const char *dump_dir,
                          const char *dump_base, const char *out_dir_opt);

bool implicit_outputs_not_links(const Backend *b, const Plan *p, const Vec *compiler)
{
    /* Every word the compiler runs with: its command ($CC, $NVCC: "gcc -save-temps"), nvcc's
     * $NVCC_PREPEND_FLAGS and $NVCC_APPEND_FLAGS, the command line's (red team rt24). */
    Vec words = {0}, owned = {0};
    if (compiler)
        vec_cat(&words, compiler);
    const char *env[] = {"NVCC_PREPEND_FLAGS", "NVCC_APPEND_FLAGS"};
    for (int e = 0; b->nvcc && e < 2; e++)
        if (getenv(env[e]))
            env_words(getenv(env[e]), &words, &owned);
    vec_cat(&words, &p->compile);
    bool ok = implicit_in(b, p, &words);
    vec_free(&words);
    for (int i = 0; i < owned.n; i++)
        free((void *)owned.v[i]);
    vec_free(&owned);
    return ok;
}

static bool implicit_in(const Backend *b, const Plan *p, const Vec *words)
{
    static const char *const stop[] = {"-S", "-ptx", "--ptx", "-cubin", "--cubin", "-fatbin", "--fatbin", NULL};
    /* (red team rt20: .su, .ci, .gcno beside the object, and the dump options' own names) */
    static const char *const keep[] = {"-save-temps", "--save-temps", "-keep",          "--keep",
                                       "-fdump-",     "-fstack-usage", "-fcallgraph-info", "--coverage",
                                       "-ftest-coverage", "-dumpbase", "-dumpdir",
                                       "-fsave-optimization-record", NULL};
    bool implicit = false;
    const char *keep_dir = NULL, *dump_dir = NULL, *dump_base = NULL, *out_dir_opt = NULL;
    /* the words, and for nvcc the host compiler's words of its -Xcompiler values (-Xcompiler
     * -fstack-usage,-dumpdir,x: red team rt33) */
    Vec all_words = {0}, owned = {0};
    vec_cat(&all_words, words);
    for (int i = 0; b->nvcc && i < words->n; i++) {
        const char *a = words->v[i], *v = NULL;
        if ((!strcmp(a, "-Xcompiler") || !strcmp(a, "--compiler-options")) && i + 1 < words->n)
            v = words->v[i + 1];
        else if (!strncmp(a, "-Xcompiler=", 11) || !strncmp(a, "--compiler-options=", 19))
            v = strchr(a, '=') + 1;
        if (v)
            xcompiler_words(v, &all_words, &owned);
    }
    words = &all_words;
    for (int i = 0; i < words->n; i++) {
        const char *w = words->v[i];
        for (int m = 0; stop[m] && !p->output; m++)
            implicit |= strcmp(w, stop[m]) == 0;
        /* The host compiler's flags however nvcc is given them: -Xcompiler=-save-temps,
         * --compiler-options=..., a comma list (red team u2). */
        implicit |= host_flag_keeps(w, keep);
        const char *value = NULL;
        if ((value = option_value(words, i, "--keep-dir")) || (value = option_value(words, i, "-keep-dir")))
            keep_dir = value;
        if ((value = option_value(words, i, "--output-directory")) || (value = option_value(words, i, "-odir")))
            out_dir_opt = value; /* nvcc writes -ptx, -cubin, -fatbin, -c there (u2) */
        if (!strcmp(w, "-dumpdir") && i + 1 < words->n)
            dump_dir = words->v[i + 1];
        if (!strcmp(w, "-dumpbase") && i + 1 < words->n)
            dump_base = words->v[i + 1];
    }
    bool ok = !implicit || !p->source || implicit_dirs(b, p, keep_dir, dump_dir, dump_base, out_dir_opt);
    vec_free(&all_words);
    for (int i = 0; i < owned.n; i++)
        free((void *)owned.v[i]);
    vec_free(&owned);
    return ok;
}

/*
 * Where the compile writes files of its own naming: the working directory, -o's, --keep-dir, -odir;
 * -dumpdir DIR/ holds them, and -dumpdir PREFIX without a slash names them PREFIX + base (xk.su:
 * red team rt33); -dumpbase DIR/NAME puts NAME.su in DIR.
 */
static bool implicit_dirs(const Backend *b, const Plan *p, const char *keep_dir, const char *dump_dir,
                          const char *dump_base, const char *out_dir_opt)
{
    char src_stem[PATH_MAX], out_stem[PATH_MAX], out_dir[PATH_MAX];
    with_suffix(src_stem, sizeof src_stem, base_name(p->source), ".");
    const char *stems[2] = {src_stem, NULL};
    int nstems = 1;
    snprintf(out_dir, sizeof out_dir, ".");
    if (p->output) {
        with_suffix(out_stem, sizeof out_stem, base_name(p->output), ".");
        stems[nstems++] = out_stem;
        const char *slash = strrchr(p->output, '/');
        if (slash)
            snprintf(out_dir, sizeof out_dir, "%.*s", (int)(slash - p->output), p->output);
    }
    char base_stem[PATH_MAX], ada_stem[PATH_MAX], base_dir[PATH_MAX], pre_dir[PATH_MAX];
    const char *all[4] = {stems[0], stems[1], NULL, NULL};
    if (dump_base) {
        snprintf(base_stem, sizeof base_stem, "%s", base_name(dump_base));
        all[nstems++] = base_stem; /* -dumpbase zz: zz.i, zz.s, zz.su, ... */
    }
    snprintf(base_dir, sizeof base_dir, "%.*s", dump_base && strchr(dump_base, '/') ? (int)(base_name(dump_base) - 1 - dump_base) : 1,
             dump_base && strchr(dump_base, '/') ? dump_base : ".");
    /* -dumpdir PREFIX: PREFIX's directory, each name after PREFIX's last component */
    const char *dump_prefix = "";
    if (dump_dir && *dump_dir && dump_dir[strlen(dump_dir) - 1] != '/') {
        dump_prefix = base_name(dump_dir);
        snprintf(pre_dir, sizeof pre_dir, "%.*s", strchr(dump_dir, '/') ? (int)(dump_prefix - 1 - dump_dir) : 1,
                 strchr(dump_dir, '/') ? dump_dir : ".");
        if (!pre_dir[0])
            snprintf(pre_dir, sizeof pre_dir, "/");
        dump_dir = pre_dir;
    }
    if (!base_dir[0])
        snprintf(base_dir, sizeof base_dir, "/");
    /* -fdump-ada-spec: k_cu.ads (red team rt31) */
    snprintf(ada_stem, sizeof ada_stem, "%s.", base_name(p->source));
    for (char *c = ada_stem; c[1]; c++)
        *c = *c == '.' ? '_' : *c;
    all[nstems++] = ada_stem;
    return dir_free_of_links(b, p, ".", "", all, nstems) &&
           (!strcmp(out_dir, ".") || dir_free_of_links(b, p, out_dir, "", all, nstems)) &&
           (!keep_dir || dir_free_of_links(b, p, keep_dir, "", all, nstems)) &&
           (!out_dir_opt || dir_free_of_links(b, p, out_dir_opt, "", all, nstems)) &&
           (!dump_dir || dir_free_of_links(b, p, dump_dir, dump_prefix, all, nstems)) &&
           (!strcmp(base_dir, ".") || dir_free_of_links(b, p, base_dir, "", all, nstems));
}

/* The checker's own --depfile FILE, where --prism-flag gave one: the list of files read. */
const char *user_depfile(const Plan *p)
{
    const char *f = NULL;
    for (int i = 0; i < p->check.n; i++) {
        const char *w = p->check.v[i];
        if (strncmp(w, "--depfile=", 10) == 0)
            f = w + 10;
        else if (strcmp(w, "--depfile") == 0 && i + 1 < p->check.n)
            f = p->check.v[++i];
    }
    return f;
}

/* One name of a make rule's prerequisites, unescaped (\ before a space or #, $$). */
static const char *next_dep(const char **s, char *buf, size_t size)
{
    const char *c = *s;
    while (*c == ' ' || *c == '\t' || *c == '\n' || (*c == '\\' && (c[1] == '\n' || c[1] == '\r')))
        c += *c == '\\' ? 2 : 1;
    if (!*c)
        return NULL;
    size_t n = 0;
    for (; *c && *c != ' ' && *c != '\t' && *c != '\n'; c++) {
        if (*c == '\\' && (c[1] == ' ' || c[1] == '#' || c[1] == '\\'))
            c++;
        else if (*c == '$' && c[1] == '$')
            c++;
        if (n + 1 < size)
            buf[n++] = *c;
    }
    buf[n] = 0;
    *s = c;
    return buf;
}

/*
 * Could an output the compile writes be a file it reads?  The check's list
 * misses what only the compilers read (a header under #ifndef
 * __PRISM_CHECK__, a system header: red team rt25), so the compiler's own
 * list is asked where an output already exists and is no build product
 * (an object, an archive, an executable: ELF or ar) - a fresh build or a
 * rebuild costs nothing more.
 */
bool outputs_may_be_read(const Plan *p)
{
    const char *out[MAX_WRITTEN];
    int n = written_files(p, out);
    for (int i = 0; i < n; i++) {
        struct stat st;
        /* (an empty file is no build product either: red team rt26's empty header) */
        if (stat(out[i], &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        char head[8] = {0};
        int fd = open(out[i], O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
        ssize_t got = fd >= 0 ? read(fd, head, sizeof head) : -1;
        if (fd >= 0)
            close(fd);
        bool product = got >= 4 && (!memcmp(head, "\x7f" "ELF", 4) || (got >= 7 && !memcmp(head, "!<arch>", 7)));
        if (!product)
            return true;
    }
    return false;
}

/*
 * -o or the depfile naming a header the kernel includes: the compiler
 * reads a checked copy, so it cannot see that it would write over a file
 * it read (P4, F2).  The check's depfile lists every file read.
 */
bool outputs_not_read(const Backend *b, const Plan *p, const char *read_list)
{
    const char *out[MAX_WRITTEN];
    int n = written_files(p, out);
    FILE *f = n ? fopen(read_list, "r") : NULL;
    if (!f)
        return true; /* nothing written, or no list: the check said what it could */
    static char name[PATH_MAX];
    size_t cap = 1 << 16, len = 0;
    char *text = malloc(cap);
    for (size_t got; text && (got = fread(text + len, 1, cap - len - 1, f)) > 0;) {
        len += got;
        char *more = len + 1 < cap ? text : realloc(text, cap *= 2);
        if (!more)
            free(text);
        text = more;
    }
    fclose(f);
    if (!text) {
        fprintf(stderr, "%s: out of memory reading '%s'\n", b->name, read_list);
        return false;
    }
    text[len] = 0;
    bool ok = true;
    const char *c = strchr(text, ':');
    for (c = c ? c + 1 : text; ok && next_dep(&c, name, sizeof name);)
        for (int i = 0; ok && i < n; i++)
            if (same_file(name, out[i])) {
                fprintf(stderr, "%s: output file '%s' is '%s', which %s reads; nothing written\n", b->name, out[i],
                        name, p->source);
                ok = false;
            }
    free(text);
    return ok;
}

