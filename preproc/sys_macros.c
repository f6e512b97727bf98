/*
 * sys_macros.c - the macros of the system headers prism-check does not read,
 * as the host compiler defines them.
 *
 * The checker skips <...> headers found in the system directories, and gcc
 * and nvcc read them: any name such a header defines can make an #if, a
 * paste or an argument count read otherwise in the compilers (`#ifdef
 * AF_INET` after <sys/socket.h>, `#ifndef PATH_MAX` / `#define PATH_MAX
 * 1024` after <limits.h>, whose 4096 gcc keeps).  No list of names keeps
 * up with every header of every platform (red team rt23: 23 headers past
 * libc_names.c's), so where it matters the host compiler is asked: `cc -E
 * -dM` of each unread header, with the program's -I, -isystem, -D and -U
 * and _GNU_SOURCE (what g++, nvcc's host compiler, defines; it turns on
 * more of glibc), gives the names and their definitions.  A header C does
 * not have (<cstdio>) is asked of `c++`.  $PRISM_HOST_CC names another C
 * compiler.  Only names the compiler is asked about are looked up, so a
 * file that tests none never runs it; each header is asked once.
 *
 * Where no compiler runs, nothing is known and libc_names.c's lists are
 * what is left (SPEC 13.1).
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "prism_check.h"

typedef struct Header Header;
struct Header {
    const char *name;
    const char *defs; /* the program's #defines in force where it was (last) included */
    bool asked;
    unsigned seq; /* the last #include of it, counted with every other */
    Header *next;
};

/* What the compiler said of each header, kept across the passes and inputs of one run (they read the
 * same headers with the same options): "" where no compiler answered.  Outside the arena, which
 * prism_reset() drops between inputs. */
typedef struct Dump Dump;
struct Dump {
    char *header, *defs, *text; /* defs: the program's #defines the compiler read first */
    Dump *next;
};
static Dump *dumps;
static const FrontendOptions *dumps_for;

static void forget_dumps(void)
{
    while (dumps) {
        Dump *d = dumps;
        dumps = d->next;
        free(d->header);
        free(d->defs);
        free(d->text);
        free(d);
    }
}

typedef struct {
    const char *def;    /* the text after the name: "(x, y) body" or " body"; NULL: none (below) */
    const char *header; /* "<sys/socket.h>" */
    unsigned undef_seq; /* def NULL: the program's #undef, after this many #includes */
} SysMacro;

static const FrontendOptions *opts;
static Header *headers, **headers_tail = &headers;
/* name -> SysMacro: a header's definition, the program's #undef of it (no def: until a header that
 * defines it is included again, as <assert.h> is meant to be), or &predefined. */
static HashMap known;
static SysMacro predefined;   /* the compiler's own name: no header's */
static bool predefined_taken; /* they are in `known` */
static unsigned include_seq;

void sysmac_reset(const FrontendOptions *opt)
{
    if (opt != dumps_for)
        forget_dumps();
    dumps_for = opt;
    opts = opt;
    predefined_taken = false;
    include_seq = 0;
    headers = NULL;
    headers_tail = &headers;
    known = (HashMap){0};
}

void sysmac_unread(const char *header)
{
    if (opts && (opts->sandbox_includes || opts->no_file_includes))
        return;
    include_seq++;
    for (Header *h = headers; h; h = h->next)
        if (!strcmp(h->name, header)) {
            /* included again: its definitions count again over an #undef since (asked again, from the
             * cache) */
            h->seq = include_seq;
            h->asked = false;
            h->defs = macro_program_defines();
            return;
        }
    Header *h = NEW(Header);
    h->name = arena_strdup(header);
    /* What the header defines may depend on the program's own macros before it (zlib's Z_PREFIX:
     * red team rt24): the compiler reads them first. */
    h->defs = macro_program_defines();
    h->seq = include_seq;
    *headers_tail = h;
    headers_tail = &h->next;
}

void sysmac_undef(const char *s, int len)
{
    if (!headers)
        return;
    SysMacro *m = NEW(SysMacro);
    m->undef_seq = include_seq;
    hashmap_put(&known, s, len, m);
}

/* C17 7.1.3's reserved identifiers (__x, _X): read differently in an #if in any case (pp_taint.c). */
bool reserved_identifier(const char *s, int len)
{
    return len >= 2 && s[0] == '_' && (s[1] == '_' || (s[1] >= 'A' && s[1] <= 'Z'));
}

/* `#define NAME def` lines of -dM output; header NULL: the predefined names; seq: when it was included. */
static void take_defines(char *out, const char *header, unsigned seq)
{
    for (char *line = out; line && *line;) {
        char *end = strchr(line, '\n');
        if (end)
            *end = 0;
        if (!strncmp(line, "#define ", 8)) {
            char *name = line + 8, *p = name;
            while (*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9'))
                p++;
            size_t len = (size_t)(p - name);
            SysMacro *old = len ? hashmap_get(&known, name, (int)len) : NULL;
            bool undone = old && old != &predefined && !old->def && old->undef_seq < seq;
            if (len && (!old || undone)) {
                SysMacro *m = header ? NEW(SysMacro) : &predefined;
                if (!header) {
                    hashmap_put(&known, arena_strndup(name, len), (int)len, m);
                    line = end ? end + 1 : NULL;
                    continue;
                }
                m->def = arena_strdup(p);
                m->header = header;
                hashmap_put(&known, arena_strndup(name, len), (int)len, m);
            }
        }
        line = end ? end + 1 : NULL;
    }
}

/* A compiler that hung or could not run: not asked again in this run. */
static bool broken[2];

/* Run argv with `text` on its stdin; its stdout (malloc'd), NULL if it did not exit 0 (*hung: it was
 * killed, or never ran). */
static char *run_capture(const char *const *argv, const char *text, bool *hung)
{
    int in[2], out[2];
    if (pipe(in) < 0)
        return NULL;
    if (pipe(out) < 0) {
        close(in[0]);
        close(in[1]);
        return NULL;
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        return NULL;
    }
    if (pid == 0) {
        int devnull = open("/dev/null", O_WRONLY);
        if (dup2(in[0], 0) < 0 || dup2(out[1], 1) < 0 || devnull < 0 || dup2(devnull, 2) < 0)
            _exit(127);
        close(in[0]), close(in[1]), close(out[0]), close(out[1]), close(devnull);
        execvp(argv[0], (char *const *)argv);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    /* All of it before reading: -dM prints only once its input has ended.  A compiler that exits
     * first (a bad flag, a specs file) closes the pipe: SIGPIPE would end prism-check. */
    size_t n = strlen(text), done = 0;
    struct sigaction ignore = {.sa_handler = SIG_IGN}, old;
    sigemptyset(&ignore.sa_mask);
    bool restore = sigaction(SIGPIPE, &ignore, &old) == 0;
    while (done < n) {
        ssize_t w = write(in[1], text + done, n - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            break;
        done += (size_t)w;
    }
    bool wrote = done == n;
    if (restore)
        sigaction(SIGPIPE, &old, NULL);
    close(in[1]);
    size_t cap = 1 << 16, len = 0;
    int waited = 0;
    bool timed_out = false;
    char *buf = malloc(cap);
    for (ssize_t r; buf;) {
        if (len + 1 >= cap) {
            char *bigger = cap < (64u << 20) ? realloc(buf, cap * 2) : NULL;
            if (!bigger) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = bigger;
            cap *= 2;
        }
        /* A compiler that hangs is given 10 seconds in all, then killed: nothing is known of its header. */
        struct pollfd pf = {.fd = out[0], .events = POLLIN};
        int ready = poll(&pf, 1, 1000);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0 && ++waited < 10)
            continue;
        if (ready <= 0) {
            kill(pid, SIGKILL);
            timed_out = true;
            break;
        }
        r = read(out[0], buf + len, cap - len - 1);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        len += (size_t)r;
    }
    close(out[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    *hung = timed_out || (WIFEXITED(status) && WEXITSTATUS(status) == 127);
    if (!buf || !wrote || timed_out || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        free(buf);
        return NULL;
    }
    buf[len] = 0;
    return buf;
}

static char *dump(const char *header, const char *defs);

/* The compiler's answer for a header after the program's defs ("" for none: its predefined names),
 * cached. */
static const char *answer(const char *header, const char *defs)
{
    Dump *d = dumps;
    while (d && (strcmp(d->header, header) || strcmp(d->defs, defs)))
        d = d->next;
    if (!d) {
        char *text = dump(header, defs);
        /* A program macro the header cannot stand (`#define inline`) loses nothing the header gives
         * without it. */
        if (text && *defs && !*text) {
            free(text);
            text = dump(header, "");
        }
        d = malloc(sizeof *d);
        char *name = strdup(header), *copy = strdup(defs);
        if (!d || !name || !copy || !text) {
            free(d), free(name), free(copy), free(text);
            return "";
        }
        *d = (Dump){name, copy, text, dumps};
        dumps = d;
    }
    return d->text;
}

static void ask(Header *h)
{
    h->asked = true;
    /* The compiler's own names (unix, linux; -D's, a specs file's) are among every header's: they are
     * the platform's and the command line's, which pp_taint.c and the drivers see to. */
    if (!predefined_taken) {
        predefined_taken = true;
        take_defines(arena_strdup(answer("", "")), NULL, 0);
    }
    /* take_defines cuts its text into lines: a copy, the cache stays whole */
    take_defines(arena_strdup(answer(h->name, h->defs)), arena_printf("<%s>", h->name), h->seq);
}

static char *dump(const char *header, const char *defs)
{
    const char *cc = getenv("PRISM_HOST_CC");
    const char *compilers[][2] = {{cc && *cc ? cc : "cc", "c"}, {"c++", "c++"}};
    int nargs = 12 + (opts ? 2 * (opts->n_include_dirs + opts->n_system_dirs) + opts->n_defines : 0);
    const char **argv = calloc((size_t)nargs, sizeof *argv);
    if (!argv)
        return strdup("");
    char *text = *header ? arena_printf("%s#include <%s>\n", defs, header) : "\n";
    for (size_t c = 0; c < 2; c++) {
        if (broken[c])
            continue;
        int k = 0;
        argv[k++] = compilers[c][0];
        argv[k++] = "-E";
        argv[k++] = "-dM";
        argv[k++] = "-x";
        argv[k++] = compilers[c][1];
        argv[k++] = "-D_GNU_SOURCE";
        for (int i = 0; opts && i < opts->n_include_dirs; i++)
            argv[k++] = "-I", argv[k++] = opts->include_dirs[i];
        for (int i = 0; opts && i < opts->n_system_dirs; i++)
            argv[k++] = "-isystem", argv[k++] = opts->system_dirs[i];
        for (int i = 0; opts && i < opts->n_defines; i++)
            argv[k++] = opts->defines[i][0] == '-' ? arena_printf("-U%s", opts->defines[i] + 1)
                                                   : arena_printf("-D%s", opts->defines[i]);
        argv[k++] = "-";
        argv[k] = NULL;
        char *out = run_capture(argv, text, &broken[c]);
        /* -dM always prints the predefined names: an answer without one is no answer (red team rt24) */
        if (out && !strstr(out, "#define ")) {
            free(out);
            out = NULL;
            broken[c] = true;
        }
        if (out) {
            free(argv);
            return out;
        }
    }
    free(argv);
    return strdup("");
}

static const char *known_def(const char *s, int len, const char **header);

const char *sysmac_def(const char *s, int len, const char **header)
{
    /* a reserved name reads differently in an #if whoever defines it (pp_taint.c) */
    return reserved_identifier(s, len) ? NULL : known_def(s, len, header);
}

bool sysmac_defines(const char *s, int len)
{
    return known_def(s, len, NULL) != NULL;
}

static const char *known_def(const char *s, int len, const char **header)
{
    if (!headers)
        return NULL;
    SysMacro *m = hashmap_get(&known, s, len);
    for (Header *h = headers; (!m || !m->def) && h; h = h->next)
        if (!h->asked) {
            ask(h);
            m = hashmap_get(&known, s, len);
        }
    if (!m || !m->def)
        return NULL;
    if (header)
        *header = m->header;
    return m->def;
}
