/*
 * sys_header_text.c - the names the skipped system headers may define, read
 * from their text.
 *
 * sys_macros.c asks the compilers what the system headers the checker
 * skips define: a dozen compiler runs, up to a second a file, each time
 * the program includes one more.  Most names it is asked about (a
 * program's include guard, its parameters, its kernels) appear in no
 * #define of any of those headers.  A directive is never the result of a
 * macro expansion (C17 6.10.3.4p3), so the identifiers after `#define`
 * and `#undef` in the headers' text, and the names a pop_macro restores,
 * are every name the headers can define, change or undefine.  Following
 * each #include to every file of that name in every directory any reading
 * searches (more files than any one compiler reads: a superset is still
 * sound), a name outside the set is defined by no skipped header, and no
 * compiler needs to run.
 *
 * The readings lex differently: C++11 and GNU C99 and later read raw
 * strings, C++14 digit separators (1'000), strict C neither.  A file that
 * has either is read four ways, and the names of all of them count (red
 * team rt37: `1'2/ *'` (without the blank) hid a #define from one reading).
 *
 * Where the text cannot be read that way the set is unknown and the
 * compilers are asked as before: a computed #include, a pop_macro of a
 * name not spelt out, trigraphs (-std=c17 reads `??=define`), a raw
 * string a line splice runs through (gcc undoes splices inside one), a
 * name spelt with \u or non-ASCII bytes, a file that is not a regular
 * file, and more than 64 MiB of headers.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "prism_check.h"

#define MAX_BYTES (64u << 20)

static HashMap seen_files; /* "dev:ino" of each file read */
static HashMap names;      /* every name some file may define */
static bool unknown;
static size_t bytes;

void hdrtext_reset(void)
{
    seen_files = names = (HashMap){0};
    unknown = false;
    bytes = 0;
}

bool hdrtext_may_define(const char *s, int len)
{
    return unknown || hashmap_get(&names, s, len) != NULL;
}

static bool ident_char(char c)
{
    return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* Where splices were taken out: offsets into the logical text, in order. */
typedef struct {
    size_t *at;
    int n, cap;
} Splices;

/* The logical text, as the compilers read it (splice.c's phases 1-2): a UTF-8 byte order mark at the
 * start is dropped, CR LF and a lone CR end a line, a backslash before blanks (a NUL is one) and a line's
 * end is a splice, a NUL is a blank. */
static char *splice_lines(const char *in, size_t n, Splices *sp)
{
    char *out = arena_alloc(n + 1), *o = out;
    size_t i = n >= 3 && !memcmp(in, "\xEF\xBB\xBF", 3) ? 3 : 0;
    for (; i < n; i++) {
        if (in[i] == '\\') {
            size_t j = i + 1;
            while (j < n && (in[j] == ' ' || in[j] == '\t' || in[j] == '\f' || in[j] == '\v' || in[j] == 0))
                j++;
            if (j < n && (in[j] == '\n' || in[j] == '\r')) {
                i = j + (in[j] == '\r' && j + 1 < n && in[j + 1] == '\n');
                if (sp->n == sp->cap) {
                    int cap = sp->cap ? 2 * sp->cap : 64;
                    size_t *more = NEW_ARRAY(size_t, cap);
                    if (sp->n)
                        memcpy(more, sp->at, sizeof *more * (size_t)sp->n);
                    sp->at = more;
                    sp->cap = cap;
                }
                sp->at[sp->n++] = (size_t)(o - out);
                continue;
            }
        }
        if (in[i] == '\r') {
            i += i + 1 < n && in[i + 1] == '\n';
            *o++ = '\n';
        } else {
            *o++ = in[i] ? in[i] : ' ';
        }
    }
    *o = 0;
    return out;
}

/* Past blanks and comments on this line; a block comment may run over lines, as one blank. */
static const char *skip_blank(const char *p)
{
    for (;;) {
        if (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\v')
            p++;
        else if (p[0] == '/' && p[1] == '*') {
            const char *e = strstr(p + 2, "*/");
            p = e ? e + 2 : p + strlen(p);
        } else
            return p;
    }
}

static void add_name(const char *s, int len)
{
    for (int i = 0; i < len; i++)
        if ((unsigned char)s[i] >= 0x80)
            unknown = true;
    if (len && !hashmap_get(&names, s, len))
        hashmap_put(&names, arena_strndup(s, (size_t)len), len, (void *)1);
}

/* After "pop_macro": ("NAME"), or \"NAME\" inside a _Pragma's string; anything else is unknown. */
static void read_pop(const char *p)
{
    p = skip_blank(p);
    if (*p++ != '(')
        goto unread;
    p = skip_blank(p);
    p += *p == '\\';
    if (*p++ != '"')
        goto unread;
    const char *s = p;
    while (ident_char(*p))
        p++;
    if (p == s || (*p != '"' && !(p[0] == '\\' && p[1] == '"')))
        goto unread;
    add_name(s, (int)(p - s));
    return;
unread:
    unknown = true;
}

typedef struct Include Include;
struct Include {
    const char *name;
    bool quoted;
    Include *next;
};

/* A literal from its opening quote: past its end, or the end of the line (an apostrophe in #error text or
 * an #if 0 block ends nothing else). */
static const char *skip_literal(const char *p)
{
    char q = *p++;
    while (*p && *p != '\n' && *p != q)
        p += p[0] == '\\' && p[1] && p[1] != '\n' ? 2 : 1;
    return *p == q ? p + 1 : p;
}

/* How a reading lexes: raw strings (C++11, GNU C99 and later), digit separators (C++14). */
typedef struct {
    bool raw, sep;
    bool saw_raw, saw_sep; /* the text has a place where the modes differ */
    const char *text;
    const Splices *sp;
} Lex;

/* R"delim( ... )delim", from its quote (CCCL's inline PTX runs over lines); unterminated, a plain
 * literal.  A splice inside it is one gcc undoes there: the text is not read. */
static const char *skip_raw(Lex *lx, const char *p)
{
    const char *d = p + 1, *open = strchr(d, '(');
    if (!open || open - d > 16)
        return skip_literal(p);
    char close[20];
    snprintf(close, sizeof close, ")%.*s\"", (int)(open - d), d);
    const char *e = strstr(open, close);
    if (!e)
        return skip_literal(p);
    e += strlen(close);
    size_t from = (size_t)(p - lx->text), to = (size_t)(e - lx->text);
    for (int i = 0; i < lx->sp->n; i++)
        if (lx->sp->at[i] > from && lx->sp->at[i] <= to)
            unknown = true;
    return e;
}

/* `__has_include(<a/ *b.h>)` (without the blank): the header name is one token, no comment opens in it.
 * Spelt through a macro (`#define HI __has_include`, then `HI(<...>)`: rt38) the name is not where the
 * text shows it: not read. */
static const char *skip_has_include(const char *p)
{
    p = skip_blank(p);
    if (*p != '(') {
        unknown = true;
        return p;
    }
    p = skip_blank(p + 1);
    if (*p != '<')
        return p;
    size_t n = strcspn(p, ">\n");
    return p + n + (p[n] == '>');
}

/* One file's text, as one reading lexes it: the names its directives define, #undef or pop into
 * `names`; its #includes onto *incs. */
static void scan_text(Lex *lx, Include **incs)
{
    bool bol = true;
    const char *p = lx->text;
    while (*p) {
        if (*p == '\n') {
            bol = true;
            p++;
            continue;
        }
        const char *q = skip_blank(p);
        if (q != p) {
            p = q;
            continue;
        }
        if (p[0] == '/' && p[1] == '/') {
            p += strcspn(p, "\n");
            continue;
        }
        if (p[0] == '?' && p[1] == '?' && strchr("=(/)'<!>-", p[2]) && p[2])
            unknown = true;
        if (bol && (*p == '#' || (p[0] == '%' && p[1] == ':'))) {
            p = skip_blank(p + (*p == '#' ? 1 : 2));
            const char *w = p;
            while (ident_char(*p))
                p++;
            int wl = (int)(p - w);
            bool def = (wl == 6 && !memcmp(w, "define", 6)) || (wl == 5 && !memcmp(w, "undef", 5));
            bool inc = (wl == 7 && !memcmp(w, "include", 7)) || (wl == 12 && !memcmp(w, "include_next", 12)) ||
                       (wl == 6 && !memcmp(w, "import", 6));
            p = skip_blank(p);
            if (def) {
                const char *s = p;
                while (ident_char(*p) || (unsigned char)*p >= 0x80)
                    p++;
                add_name(s, (int)(p - s));
                if (*p == '\\') /* a \u spelling */
                    unknown = true;
            } else if (inc) {
                char close = *p == '<' ? '>' : *p == '"' ? '"' : 0;
                const char *e = close ? strchr(p + 1, close) : NULL;
                const char *nl = strchr(p, '\n');
                if (!e || (nl && e > nl)) {
                    unknown = true; /* computed: #include HEADER_MACRO */
                } else {
                    Include *i = NEW(Include);
                    *i = (Include){arena_strndup(p + 1, (size_t)(e - p - 1)), close == '"', *incs};
                    *incs = i;
                    p = e + 1;
                }
            }
            bol = false;
            continue;
        }
        bol = false;
        if (ident_char(*p)) {
            const char *s = p;
            while (ident_char(*p))
                p++;
            if (p - s == 9 && !memcmp(s, "pop_macro", 9))
                read_pop(p);
            if ((p - s == 13 && !memcmp(s, "__has_include", 13)) || (p - s == 18 && !memcmp(s, "__has_include_next", 18)))
                p = skip_has_include(p);
            /* a pp-number's digit separator (C++14: 1'000) is no literal there */
            /* (one only before a letter, digit or _: g++ reads 1'$ as 1 and a character constant, rt38) */
            while (*p == '\'' && s[0] >= '0' && s[0] <= '9' && ident_char(p[1]) && p[1] != '$') {
                lx->saw_sep = true;
                if (!lx->sep)
                    break;
                for (p++; ident_char(*p);)
                    p++;
            }
            if (*p == '"' && p[-1] == 'R' && (p - s == 1 || (p - s <= 3 && (s[0] == 'L' || s[0] == 'u' || s[0] == 'U')))) {
                lx->saw_raw = true;
                if (lx->raw)
                    p = skip_raw(lx, p);
            }
            continue;
        }
        if (*p == '"' || *p == '\'') {
            /* pop_macro inside a _Pragma string */
            const char *e = skip_literal(p);
            for (const char *m = p; (m = memmem(m, (size_t)(e - m), "pop_macro", 9)); m += 9)
                read_pop(m + 9);
            p = e;
            continue;
        }
        p++;
    }
}

static void scan_file(const char *path, const char *const *dirs, int ndirs, int depth);

/* Every file an #include may reach: next to the including file, and in every directory. */
static void follow(const Include *inc, const char *from_dir, const char *const *dirs, int ndirs, int depth)
{
    if (inc->name[0] == '/') {
        scan_file(inc->name, dirs, ndirs, depth);
        return;
    }
    if (inc->quoted && from_dir)
        scan_file(arena_printf("%s/%s", from_dir, inc->name), dirs, ndirs, depth);
    for (int i = 0; i < ndirs && !unknown; i++)
        scan_file(arena_printf("%s/%s", dirs[i], inc->name), dirs, ndirs, depth);
}

static void scan_file(const char *path, const char *const *dirs, int ndirs, int depth)
{
    struct stat st;
    if (unknown || stat(path, &st) != 0 || S_ISDIR(st.st_mode))
        return; /* not there (a directory is not: cpplib searches on): no compiler reads it from here */
    char *key = arena_printf("%lx:%lx", (unsigned long)st.st_dev, (unsigned long)st.st_ino);
    if (hashmap_get(&seen_files, key, (int)strlen(key)))
        return;
    hashmap_put(&seen_files, key, (int)strlen(key), (void *)1);
    if (!S_ISREG(st.st_mode) || depth > 200 || (size_t)st.st_size > MAX_BYTES - bytes) {
        unknown = true;
        return;
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    char *buf = fd >= 0 ? arena_alloc((size_t)st.st_size + 1) : NULL;
    size_t got = 0;
    while (buf && got < (size_t)st.st_size) {
        ssize_t r = read(fd, buf + got, (size_t)st.st_size - got);
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    if (fd >= 0)
        close(fd);
    if (!buf || got != (size_t)st.st_size) {
        unknown = true;
        return;
    }
    bytes += got;
    Splices sp = {0};
    Lex lx = {.raw = true, .sep = true, .text = splice_lines(buf, got, &sp), .sp = &sp};
    Include *incs = NULL;
    scan_text(&lx, &incs);
    /* the other readings' lexers, where they differ */
    for (int mode = 0; mode < 3 && (lx.saw_raw || lx.saw_sep); mode++) {
        lx.raw = mode & 1;
        lx.sep = mode & 2;
        scan_text(&lx, &incs);
    }
    const char *slash = strrchr(path, '/');
    const char *dir = slash ? arena_strndup(path, (size_t)(slash - path)) : ".";
    for (Include *i = incs; i && !unknown; i = i->next)
        follow(i, dir, dirs, ndirs, depth + 1);
}

void hdrtext_add(const char *header, const char *const *dirs, int ndirs)
{
    Include inc = {header, false, NULL};
    follow(&inc, NULL, dirs, ndirs, 0);
}

void hdrtext_unknown(void)
{
    unknown = true;
}
