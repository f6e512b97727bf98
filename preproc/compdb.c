/*
 * compdb.c - `-p DIR`: a file's include paths and macros from
 * DIR/compile_commands.json, as CMake, Bear, and meson write it:
 *
 *   [{"directory": "/abs/build", "file": "src/k.cu",
 *     "arguments": ["nvcc", "-Iinclude", "-DN=4", "-c", "src/k.cu"]},
 *    {"directory": "...", "file": "...", "command": "nvcc -I inc -c k.cu"}]
 *
 * The entry whose "file" (relative to its "directory") is the input file,
 * compared as real paths, gives -I, -iquote, -isystem, -D, -U and nvcc's
 * --include-path, --define-macro, --undefine-macro; relative directories are
 * taken from the entry's "directory".  Everything else is ignored: the
 * checker needs only what #include "..." and #if read.  These add to the
 * command line's options, after them.  A file with no entry of its own
 * takes the entry of its checked copy (checked_copy_of), as CMake's
 * prism_add_kernel lists only that.  The strings stay reachable from
 * `owned` until the process ends (the options point into them).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "compdb.h"

static char **owned;
static int nowned, capowned;

static char *keep(char *s)
{
    if (!s)
        return NULL;
    if (nowned == capowned) {
        int n = capowned ? capowned * 2 : 64;
        char **v = realloc(owned, sizeof *v * (size_t)n);
        if (!v) {
            free(s);
            return NULL;
        }
        owned = v;
        capowned = n;
    }
    return owned[nowned++] = s;
}

static char *dup_n(const char *s, size_t n)
{
    char *r = malloc(n + 1);
    if (r) {
        memcpy(r, s, n);
        r[n] = '\0';
    }
    return r;
}

/* ---- a JSON reader, enough for compile_commands.json ----------------------------- */

typedef struct {
    const char *p, *end;
    bool bad;
} Json;

static void ws(Json *j)
{
    while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r'))
        j->p++;
}

static bool eat(Json *j, char c)
{
    ws(j);
    if (j->p < j->end && *j->p == c) {
        j->p++;
        return true;
    }
    return false;
}

static void put_utf8(char **o, unsigned cp)
{
    if (cp < 0x80) {
        *(*o)++ = (char)cp;
    } else if (cp < 0x800) {
        *(*o)++ = (char)(0xc0 | cp >> 6);
        *(*o)++ = (char)(0x80 | (cp & 0x3f));
    } else {
        *(*o)++ = (char)(0xe0 | cp >> 12);
        *(*o)++ = (char)(0x80 | (cp >> 6 & 0x3f));
        *(*o)++ = (char)(0x80 | (cp & 0x3f));
    }
}

/* A string value (heap), or NULL with j->bad set. */
static char *jstring(Json *j)
{
    if (!eat(j, '"')) {
        j->bad = true;
        return NULL;
    }
    const char *q = j->p; /* the closing quote: the string is never longer than its spelling */
    while (q < j->end && *q != '"')
        q += *q == '\\' && q + 1 < j->end ? 2 : 1;
    char *out = malloc((size_t)(q - j->p) + 1), *o = out;
    if (!out) {
        j->bad = true;
        return NULL;
    }
    while (j->p < j->end && *j->p != '"') {
        char c = *j->p++;
        if (c != '\\') {
            *o++ = c;
            continue;
        }
        if (j->p >= j->end)
            break;
        c = *j->p++;
        switch (c) {
        case 'n': *o++ = '\n'; break;
        case 't': *o++ = '\t'; break;
        case 'r': *o++ = '\r'; break;
        case 'b': *o++ = '\b'; break;
        case 'f': *o++ = '\f'; break;
        case 'u': {
            unsigned cp = 0;
            for (int k = 0; k < 4 && j->p < j->end; k++, j->p++) {
                char h = *j->p;
                cp = cp * 16 + (unsigned)(h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10
                                                                : h >= 'A' && h <= 'F' ? h - 'A' + 10 : 0);
            }
            put_utf8(&o, cp);
            break;
        }
        default: *o++ = c; break; /* \" \\ \/ */
        }
    }
    if (!eat(j, '"')) {
        free(out);
        j->bad = true;
        return NULL;
    }
    *o = '\0';
    return out;
}

/* Skip any value (numbers, literals, nested arrays and objects). */
static void jskip(Json *j, int depth)
{
    ws(j);
    if (j->p >= j->end || depth > 64) {
        j->bad = true;
        return;
    }
    if (*j->p == '"') {
        free(jstring(j));
    } else if (*j->p == '[' || *j->p == '{') {
        char close = *j->p == '[' ? ']' : '}';
        j->p++;
        if (eat(j, close))
            return;
        do {
            if (close == '}') {
                free(jstring(j));
                if (!eat(j, ':'))
                    j->bad = true;
            }
            jskip(j, depth + 1);
        } while (!j->bad && eat(j, ','));
        if (!eat(j, close))
            j->bad = true;
    } else {
        while (j->p < j->end && !strchr(",]} \t\r\n", *j->p))
            j->p++;
    }
}

/* ---- one entry ---------------------------------------------------------------- */

typedef struct {
    char *dir, *file, *command;
    char **args;
    int nargs;
} Entry;

static void entry_free(Entry *e)
{
    free(e->dir);
    free(e->file);
    free(e->command);
    for (int i = 0; i < e->nargs; i++)
        free(e->args[i]);
    free(e->args);
    *e = (Entry){0};
}

static void push_arg(Entry *e, char *a)
{
    char **v = a ? realloc(e->args, sizeof *v * (size_t)(e->nargs + 1)) : NULL;
    if (!v) {
        free(a);
        return;
    }
    e->args = v;
    e->args[e->nargs++] = a;
}

static bool jentry(Json *j, Entry *e)
{
    if (!eat(j, '{'))
        return false;
    if (eat(j, '}'))
        return true;
    do {
        char *key = jstring(j);
        if (!key || !eat(j, ':')) {
            free(key);
            j->bad = true;
            return false;
        }
        char **slot = strcmp(key, "directory") == 0 ? &e->dir
                      : strcmp(key, "file") == 0    ? &e->file
                      : strcmp(key, "command") == 0 ? &e->command
                                                    : NULL;
        if (slot) {
            free(*slot);
            *slot = jstring(j);
        } else if (strcmp(key, "arguments") == 0) {
            if (!eat(j, '['))
                j->bad = true;
            else if (!eat(j, ']')) {
                do
                    push_arg(e, jstring(j));
                while (!j->bad && eat(j, ','));
                if (!eat(j, ']'))
                    j->bad = true;
            }
        } else {
            jskip(j, 0);
        }
        free(key);
    } while (!j->bad && eat(j, ','));
    return !j->bad && eat(j, '}');
}

/* "command": split as a POSIX shell would, quotes and backslashes (no expansions). */
static void split_command(Entry *e)
{
    const char *p = e->command;
    char *buf = malloc(strlen(p) + 1);
    if (!buf)
        return;
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == '\n')
            p++;
        if (!*p)
            break;
        char *o = buf;
        char quote = 0;
        for (; *p && (quote || (*p != ' ' && *p != '\t' && *p != '\n')); p++) {
            if (quote == '\'' && *p == '\'')
                quote = 0;
            else if (quote == '\'')
                *o++ = *p;
            else if (*p == '\\' && p[1])
                *o++ = *++p;
            else if (*p == '"')
                quote = quote ? 0 : '"';
            else if (*p == '\'' && !quote)
                quote = '\'';
            else
                *o++ = *p;
        }
        push_arg(e, dup_n(buf, (size_t)(o - buf)));
    }
    free(buf);
}

/* dir/path unless path is absolute. */
static char *join(const char *dir, const char *path)
{
    if (path[0] == '/' || !dir || !*dir)
        return strdup(path);
    size_t n = strlen(dir) + strlen(path) + 2;
    char *r = malloc(n);
    if (r)
        snprintf(r, n, "%s/%s", dir, path);
    return r;
}

static bool same_file(const char *a, const char *b)
{
    char ra[PATH_MAX], rb[PATH_MAX];
    if (realpath(a, ra) && realpath(b, rb))
        return strcmp(ra, rb) == 0;
    return strcmp(a, b) == 0;
}

/*
 * Whether `file` is a checked copy of `path`: prism-check -o writes
 * "#define PRISM_CHECKED 1", the prologue's other directives (extern "C"'s
 * linkage macros, emit.c), and then `#line 1 "SOURCE"`.  Build systems that
 * compile the checked copy (CMake's prism_add_kernel) list only it in the
 * database; its flags are the source's.  Only an absolute SOURCE is trusted
 * (a relative one was relative to wherever the check ran).
 */
static bool checked_copy_of(const char *file, const char *path)
{
    FILE *f = fopen(file, "rb");
    if (!f)
        return false;
    char head[PATH_MAX + 4096];
    size_t n = fread(head, 1, sizeof head - 1, f);
    fclose(f);
    head[n] = '\0';
    static const char mark[] = "#define PRISM_CHECKED 1\n", line1[] = "#line 1 \"";
    if (strncmp(head, mark, sizeof mark - 1) != 0)
        return false;
    /* Past the prologue: directive lines, up to the first #line. */
    const char *at = head + sizeof mark - 1;
    while (*at == '#' && strncmp(at, line1, sizeof line1 - 1) != 0) {
        const char *nl = strchr(at, '\n');
        if (!nl)
            return false;
        at = nl + 1;
    }
    if (strncmp(at, line1, sizeof line1 - 1) != 0)
        return false;
    char src[PATH_MAX];
    size_t o = 0;
    for (const char *p = at + sizeof line1 - 1; *p != '"'; p++) {
        if (*p == '\\' && p[1])
            p++;
        if (!*p || *p == '\n' || o + 1 == sizeof src)
            return false;
        src[o++] = *p;
    }
    src[o] = '\0';
    return src[0] == '/' && same_file(src, path);
}

static void push(const char ***v, int *n, const char *s)
{
    const char **nv = s ? realloc((void *)*v, sizeof(char *) * (size_t)(*n + 1)) : NULL;
    if (!nv)
        return;
    nv[(*n)++] = s;
    *v = nv;
}

/* The options of a matched entry that the front end reads. */
static void take_flags(Entry *e, FrontendOptions *fe)
{
    static const struct {
        const char *opt;
        int kind; /* 0 include dir, 1 define, 2 undefine, 3 -include, 4 system include dir */
    } opts[] = {{"--include-path", 0}, {"--define-macro", 1}, {"--undefine-macro", 2}, {"--pre-include", 3},
                {"-isystem", 4},       {"-iquote", 0},        {"-include", 3},        {"-I", 0},
                {"-D", 1},             {"-U", 2}};
    bool nvcc = e->nargs > 0 && strstr(e->args[0], "nvcc") != NULL;
    for (int i = 0; i < e->nargs; i++) {
        const char *a = e->args[i];
        /* (nvcc's own -f and -m words, -ftz=true, are no host compiler's: its -O is) */
        if (i > 0 && sysmac_host_flag(a) && (!nvcc || a[1] == 'O')) {
            push(&fe->host_flags, &fe->n_host_flags, keep(strdup(a)));
            continue;
        }
        /* nvcc's options that change its passes' macros (-rdc=true, -G, -std=c++20): its --dryrun's */
        if (i > 0 && nvcc && sysmac_nvcc_flag(a)) {
            const char *v = i + 1 < e->nargs && !strchr(a, '=') && strcmp(a, "-G") && strcmp(a, "-dc") ? e->args[i + 1] : NULL;
            bool valued = v && (!strcmp(a, "-rdc") || !strcmp(a, "--relocatable-device-code") || !strcmp(a, "-std") ||
                                !strcmp(a, "--std") || !strcmp(a, "-ccbin") || !strcmp(a, "--compiler-bindir") ||
                                !strcmp(a, "-default-stream") || !strcmp(a, "--default-stream"));
            char *w = valued ? malloc(strlen(a) + strlen(v) + 2) : strdup(a);
            if (w && valued)
                sprintf(w, "%s=%s", a, v);
            if (w)
                push(&fe->nvcc_flags, &fe->n_nvcc_flags, keep(w));
            i += valued;
            continue;
        }
        for (size_t k = 0; k < sizeof opts / sizeof opts[0]; k++) {
            size_t n = strlen(opts[k].opt);
            if (strncmp(a, opts[k].opt, n) != 0)
                continue;
            const char *v = a + n;
            if (*v == '=' && opts[k].opt[1] == '-')
                v++; /* --include-path=DIR */
            else if (*v == '\0' && i + 1 < e->nargs)
                v = e->args[++i]; /* -I DIR */
            else if (*v == '\0' || opts[k].opt[1] == '-')
                break;
            if (opts[k].kind == 0)
                push(&fe->include_dirs, &fe->n_include_dirs, keep(join(e->dir, v)));
            else if (opts[k].kind == 4)
                push(&fe->system_dirs, &fe->n_system_dirs, keep(join(e->dir, v)));
            else if (opts[k].kind == 3)
                push(&fe->pre_includes, &fe->n_pre_includes, keep(join(e->dir, v)));
            else
                push(&fe->defines, &fe->n_defines, keep(opts[k].kind == 1 ? strdup(v) : undefine_spec(v)));
            break;
        }
    }
}

CompdbResult compdb_flags(const char *dir, const char *path, FrontendOptions *fe)
{
    char *name = join(dir, "compile_commands.json");
    FILE *f = name ? fopen(name, "rb") : NULL;
    free(name);
    if (!f)
        return COMPDB_UNREADABLE;
    size_t cap = 1 << 16, len = 0;
    char *text = malloc(cap);
    for (size_t got; text && (got = fread(text + len, 1, cap - len, f)) > 0;) {
        len += got;
        if (len == cap && cap < (256u << 20)) {
            char *t = realloc(text, cap *= 2);
            if (!t)
                free(text);
            text = t;
        }
    }
    fclose(f);
    if (!text)
        return COMPDB_UNREADABLE;
    Json j = {text, text + len, false};
    CompdbResult r = COMPDB_NO_ENTRY;
    Entry copy = {0}; /* the first checked copy's entry, if the file has none */
    bool have_copy = false;
    if (!eat(&j, '['))
        r = COMPDB_MALFORMED;
    else if (!eat(&j, ']')) {
        do {
            Entry e = {0};
            if (!jentry(&j, &e)) {
                entry_free(&e);
                r = COMPDB_MALFORMED;
                break;
            }
            char *file = e.file ? join(e.dir, e.file) : NULL;
            if (r == COMPDB_NO_ENTRY && file && same_file(file, path)) {
                if (e.nargs == 0 && e.command)
                    split_command(&e);
                take_flags(&e, fe);
                r = COMPDB_FOUND; /* the first entry for a file wins, as in clang's tools */
            } else if (r == COMPDB_NO_ENTRY && !have_copy && file && checked_copy_of(file, path)) {
                copy = e;
                e = (Entry){0};
                have_copy = true;
            }
            free(file);
            entry_free(&e);
        } while (eat(&j, ','));
        if (r != COMPDB_MALFORMED && !eat(&j, ']'))
            r = COMPDB_MALFORMED;
        if (r == COMPDB_NO_ENTRY && have_copy) {
            if (copy.nargs == 0 && copy.command)
                split_command(&copy);
            take_flags(&copy, fe);
            r = COMPDB_FOUND;
        }
    }
    entry_free(&copy);
    free(text);
    return r;
}
