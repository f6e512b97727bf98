/*
 * preproc/fuzz/mutate.c - deterministic source mutants for the front end's
 * differential and emitter tests (tests/suites/23-ppdiff.sh, make fuzz).
 *
 *   prism-mutate SEED N OUTDIR FILE...
 *
 * Writes N mutants, OUTDIR/m0000.cu ..., each from one FILE (chosen by the
 * seeded generator) with a few of the edits that separate a checker from
 * the compilers: line splices inside tokens, comments and directives; CR LF
 * line ends; no final newline; a statement wrapped in a function-like or
 * variadic macro; a name replaced by an object-like macro; a name split by
 * ## pasting; a line deleted or duplicated (most of those are rejected,
 * which is fine: only accepted mutants are compared).  The same SEED gives
 * the same mutants on every machine (a private xorshift generator, no
 * rand()).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng_state;

static uint32_t rnd(uint32_t n)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return n ? (uint32_t)(rng_state % n) : 0;
}

typedef struct {
    char *p;
    size_t len, cap;
} Buf;

static void put(Buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->p = realloc(b->p, b->cap);
        if (!b->p)
            abort();
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = '\0';
}

static void puts_buf(Buf *b, const char *s)
{
    put(b, s, strlen(s));
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    Buf b = {0};
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        put(&b, chunk, n);
    fclose(f);
    if (!b.p)
        put(&b, "", 0);
    *len = b.len;
    return b.p;
}

/* The lines of a text, as offsets (each line without its '\n'). */
typedef struct {
    size_t *start, *end;
    int n;
} Lines;

static Lines split_lines(const char *s, size_t len)
{
    Lines l = {0};
    int cap = 16;
    l.start = malloc(sizeof(size_t) * (size_t)cap);
    l.end = malloc(sizeof(size_t) * (size_t)cap);
    for (size_t i = 0; i <= len;) {
        const char *nl = memchr(s + i, '\n', len - i);
        size_t e = nl ? (size_t)(nl - s) : len;
        if (l.n == cap) {
            cap *= 2;
            l.start = realloc(l.start, sizeof(size_t) * (size_t)cap);
            l.end = realloc(l.end, sizeof(size_t) * (size_t)cap);
        }
        l.start[l.n] = i;
        l.end[l.n] = e;
        l.n++;
        if (!nl)
            break;
        i = e + 1;
    }
    return l;
}

static bool is_ident(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* A random identifier of at least 3 characters on line [s, e), or false. */
static bool pick_ident(const char *t, size_t s, size_t e, size_t *is, size_t *ie)
{
    for (int tries = 0; tries < 8 && e > s; tries++) {
        size_t p = s + rnd((uint32_t)(e - s));
        if (!is_ident((unsigned char)t[p]))
            continue;
        size_t a = p, b = p;
        while (a > s && is_ident((unsigned char)t[a - 1]))
            a--;
        while (b < e && is_ident((unsigned char)t[b]))
            b++;
        if (b - a >= 3 && !(t[a] >= '0' && t[a] <= '9')) {
            *is = a;
            *ie = b;
            return true;
        }
    }
    return false;
}

/* One mutation of text into out; the header lines go in front. */
static void mutate(const char *t, size_t len, Buf *out, int id)
{
    Lines l = split_lines(t, len);
    Buf head = {0}, body = {0};
    put(&head, "", 0);
    enum { MAX_EDITS = 6 };
    int edits = 1 + (int)rnd(MAX_EDITS);
    int target[MAX_EDITS], kind[MAX_EDITS];
    for (int k = 0; k < edits; k++) {
        target[k] = (int)rnd((uint32_t)l.n);
        kind[k] = (int)rnd(8);
    }
    bool crlf = rnd(6) == 0, no_final_nl = rnd(6) == 0;
    for (int i = 0; i < l.n; i++) {
        size_t s = l.start[i], e = l.end[i];
        int k = -1;
        for (int j = 0; j < edits; j++)
            if (target[j] == i)
                k = kind[j];
        size_t is, ie;
        char name[64];
        switch (k) {
        case 0: /* a splice somewhere in the line (inside a token, a comment, a directive) */
        case 1: {
            size_t p = e > s ? s + rnd((uint32_t)(e - s)) : s;
            put(&body, t + s, p - s);
            puts_buf(&body, rnd(4) ? "\\\n" : "\\  \n");
            put(&body, t + p, e - p);
            break;
        }
        case 2: /* a statement line wrapped in a variadic macro */
            if (e > s && t[e - 1] == ';' && memchr(t + s, '#', e - s) == NULL) {
                size_t a = s;
                while (a < e && (t[a] == ' ' || t[a] == '\t'))
                    a++;
                snprintf(name, sizeof name, "MUT_WRAP%d_%d", id, i);
                char def[128];
                snprintf(def, sizeof def, "#define %s(...) __VA_ARGS__\n", name);
                puts_buf(&head, def);
                put(&body, t + s, a - s);
                puts_buf(&body, name);
                puts_buf(&body, "(");
                put(&body, t + a, e - 1 - a);
                puts_buf(&body, ");");
                break;
            }
            put(&body, t + s, e - s);
            break;
        case 3: /* a name behind an object-like macro */
        case 4:
            if (memchr(t + s, '#', e - s) == NULL && pick_ident(t, s, e, &is, &ie)) {
                snprintf(name, sizeof name, "MUT_NAME%d_%d", id, i);
                char def[256];
                snprintf(def, sizeof def, "#define %s %.*s\n", name, (int)(ie - is), t + is);
                puts_buf(&head, def);
                put(&body, t + s, is - s);
                puts_buf(&body, name);
                put(&body, t + ie, e - ie);
                break;
            }
            put(&body, t + s, e - s);
            break;
        case 5: /* a name built by pasting */
            if (memchr(t + s, '#', e - s) == NULL && pick_ident(t, s, e, &is, &ie)) {
                snprintf(name, sizeof name, "MUT_CAT%d_%d", id, i);
                char def[128];
                snprintf(def, sizeof def, "#define %s(a, b) a##b\n", name);
                puts_buf(&head, def);
                size_t cut = is + 1 + rnd((uint32_t)(ie - is - 1));
                put(&body, t + s, is - s);
                char call[512];
                snprintf(call, sizeof call, "%s(%.*s, %.*s)", name, (int)(cut - is), t + is, (int)(ie - cut), t + cut);
                puts_buf(&body, call);
                put(&body, t + ie, e - ie);
                break;
            }
            put(&body, t + s, e - s);
            break;
        case 6: /* the line deleted */
            break;
        case 7: /* the line twice */
            put(&body, t + s, e - s);
            puts_buf(&body, "\n");
            put(&body, t + s, e - s);
            break;
        default:
            put(&body, t + s, e - s);
        }
        if (i + 1 < l.n)
            puts_buf(&body, "\n");
    }
    /* Macros first, then the text: line numbers shift, meaning does not. */
    Buf all = {0};
    put(&all, head.p, head.len);
    if (body.len)
        put(&all, body.p, body.len);
    else
        put(&all, "", 0);
    for (size_t i = 0; i < all.len; i++) {
        if (crlf && all.p[i] == '\n')
            puts_buf(out, "\r\n");
        else
            put(out, all.p + i, 1);
    }
    while (no_final_nl && out->len && (out->p[out->len - 1] == '\n' || out->p[out->len - 1] == '\r'))
        out->p[--out->len] = '\0';
    free(head.p);
    free(body.p);
    free(all.p);
    free(l.start);
    free(l.end);
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: prism-mutate SEED N OUTDIR FILE...\n");
        return 2;
    }
    rng_state = strtoull(argv[1], NULL, 10) * 2654435761u + 88172645463325252ull;
    int n = atoi(argv[2]);
    const char *dir = argv[3];
    int nfiles = argc - 4;
    for (int i = 0; i < n; i++) {
        const char *path = argv[4 + rnd((uint32_t)nfiles)];
        size_t len;
        char *text = read_file(path, &len);
        if (!text) {
            fprintf(stderr, "prism-mutate: cannot read %s\n", path);
            return 2;
        }
        Buf out = {0};
        put(&out, "", 0);
        mutate(text, len, &out, i);
        char name[4096];
        snprintf(name, sizeof name, "%s/m%04d.cu", dir, i);
        FILE *f = fopen(name, "wb");
        if (!f || fwrite(out.p, 1, out.len, f) != out.len || fclose(f) != 0) {
            fprintf(stderr, "prism-mutate: cannot write %s\n", name);
            return 2;
        }
        free(out.p);
        free(text);
    }
    return 0;
}
