/*
 * splice.c - translation phases 1 and 2, as gcc (and so nvcc) does them.
 *
 * The lexer must see the same characters as the compilers, or a comment
 * whose closing star-slash is split by a line splice hides the kernel after
 * it from the checker alone.  So before lexing, a file that has a splice, a
 * carriage return or a NUL byte is rewritten into a logical text:
 *
 *   CR LF and a lone CR      end a line, as LF does (gcc accepts all three)
 *   backslash, blanks, EOL   removed (a splice; gcc allows blanks between the
 *                            backslash and the end of the line, with a warning)
 *   NUL                      P100, then read as a space (gcc ignores it)
 *
 * Trigraphs are not replaced: gcc in its default GNU modes and nvcc leave
 * them alone.  The logical text keeps a map back to the physical bytes, so
 * every token still reports its physical line and column, and the emitter,
 * which copies the user's bytes, can find where a token was written.  A file
 * with none of these characters (nearly every file) is lexed in place.
 */
#include <string.h>

#include "prism_check.h"

/* Grows a size_t vector in the arena (nothing here is freed singly). */
static void push_off(size_t **v, int *n, int *cap, size_t x)
{
    if (*n == *cap) {
        int c = *cap ? *cap * 2 : 64;
        size_t *nv = NEW_ARRAY(size_t, c);
        if (*n)
            memcpy(nv, *v, sizeof(size_t) * (size_t)*n);
        *v = nv;
        *cap = c;
    }
    (*v)[(*n)++] = x;
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}

/* Length of the end of line at p (LF, CR LF or CR), 0 if none. */
static size_t eol_len(const char *p, const char *end)
{
    if (p >= end)
        return 0;
    if (*p == '\n')
        return 1;
    if (*p == '\r')
        return p + 1 < end && p[1] == '\n' ? 2 : 1;
    return 0;
}

/* A splice at p: backslash, optional blanks, end of line - or end of file, where gcc supplies the
 * newline the file lacks (red team rt25: `#define KVX 0 \` as a header's last bytes).  Its length or 0. */
static size_t splice_len(const char *p, const char *end)
{
    if (*p != '\\')
        return 0;
    const char *q = p + 1;
    while (q < end && is_blank(*q))
        q++;
    size_t e = eol_len(q, end);
    return e || q == end ? (size_t)(q - p) + e : 0;
}

/*
 * The physical byte offsets where each line starts, for line/column of any
 * offset by binary search.
 */
static void index_lines(File *f)
{
    int n = 0, cap = 0;
    size_t *v = NULL;
    push_off(&v, &n, &cap, 0);
    const char *s = f->contents, *end = s + f->size;
    for (const char *p = s; p < end;) {
        size_t e = eol_len(p, end);
        if (e) {
            p += e;
            push_off(&v, &n, &cap, (size_t)(p - s));
        } else {
            p++;
        }
    }
    f->line_starts = v;
    f->nlines = n;
}

bool file_make_logical(File *f)
{
    const char *s = f->contents, *end = s + f->size;
    bool needed = false;
    for (const char *p = s; p < end && !needed; p++)
        needed = *p == '\r' || *p == '\0' || splice_len(p, end);
    if (!needed)
        return false;

    char *out = arena_alloc(f->size + 1);
    size_t o = 0;
    int n = 0, cap = 0;
    size_t *lmap = NULL, *pmap = NULL;
    int n2 = 0, cap2 = 0;
    /* A breakpoint wherever the logical-to-physical distance changes. */
#define BREAK(lo, ph) (push_off(&lmap, &n, &cap, (lo)), push_off(&pmap, &n2, &cap2, (ph)))
    BREAK(0, 0);
    for (const char *p = s; p < end;) {
        size_t sp = splice_len(p, end);
        if (sp) {
            p += sp;
            BREAK(o, (size_t)(p - s));
            continue;
        }
        if (*p == '\r') {
            out[o++] = '\n';
            p += eol_len(p, end);
            BREAK(o, (size_t)(p - s));
            continue;
        }
        if (*p == '\0')
            diag_loc(DIAG_ERROR, f, p, "P100", "NUL byte in source (the compilers drop it; write \\0 in a literal)");
        out[o++] = *p ? *p : ' ';
        p++;
    }
#undef BREAK
    out[o] = '\0';
    f->logical = out;
    f->logical_size = o;
    f->map_logical = lmap;
    f->map_physical = pmap;
    f->nmap = n;
    return true;
}

size_t file_physical_offset(const File *f, const char *loc)
{
    if (loc >= f->contents && loc <= f->contents + f->size)
        return (size_t)(loc - f->contents);
    if (!f->logical || loc < f->logical || loc > f->logical + f->logical_size)
        return 0;
    size_t lo_off = (size_t)(loc - f->logical);
    int lo = 0, hi = f->nmap - 1;
    while (lo < hi) { /* the last breakpoint at or before lo_off */
        int mid = (lo + hi + 1) / 2;
        if (f->map_logical[mid] <= lo_off)
            lo = mid;
        else
            hi = mid - 1;
    }
    return f->map_physical[lo] + (lo_off - f->map_logical[lo]);
}

size_t file_skip_chars(const File *f, size_t off, size_t n)
{
    const char *s = f->contents;
    while (n > 0 && off < f->size) {
        size_t k = off + 1;
        while (s[off] == '\\' && k < f->size && is_blank(s[k]))
            k++;
        if (s[off] == '\\' && k < f->size && (s[k] == '\n' || s[k] == '\r')) {
            off = k + 1 + (s[k] == '\r' && k + 1 < f->size && s[k + 1] == '\n');
            continue;
        }
        if (s[off] == '\\' && k == f->size) /* a splice at the end of the file (splice_len) */
            return k;
        off++;
        n--;
    }
    return off;
}

void file_line_col(File *f, size_t off, int *line, int *col)
{
    if (!f->line_starts) /* files without splices are indexed when first asked */
        index_lines(f);
    int lo = 0, hi = f->nlines - 1;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (f->line_starts[mid] <= off)
            lo = mid;
        else
            hi = mid - 1;
    }
    *line = lo + 1;
    *col = (int)(off - f->line_starts[lo]) + 1;
}
