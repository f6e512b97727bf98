/*
 * header_names.c - the names a header's directives define or undefine,
 * and the headers it includes, in every branch, with nothing expanded.
 *
 * A header #included in a branch the checker skips because its test reads
 * differently (#ifdef __cplusplus) is read by the compilers and not by the
 * checker, so every name it may #define or #undef reads differently too
 * (pp_taint.c).  Which branch of the header the compilers take is not
 * knowable here, so all of them count: a light scan, not the tokenizer,
 * since nothing of the header is checked and its diagnostics would be
 * about code the checker does not read.
 */
#include <stdlib.h>
#include <string.h>

#include "prism_check.h"

/* The text with its line splices (backslash, blanks, end of line) removed: phase 2. */
static char *unspliced(const char *text, size_t size, size_t *out_size)
{
    char *out = malloc(size + 1);
    if (!out)
        return NULL;
    size_t n = 0;
    for (size_t i = 0; i < size; i++) {
        if (text[i] == '\\') {
            size_t k = i + 1;
            while (k < size && (text[k] == ' ' || text[k] == '\t'))
                k++;
            if (k < size && (text[k] == '\n' || text[k] == '\r')) {
                i = k + (text[k] == '\r' && k + 1 < size && text[k + 1] == '\n');
                continue;
            }
        }
        out[n++] = text[i];
    }
    out[n] = '\0';
    *out_size = n;
    return out;
}

static bool ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
           (unsigned char)c >= 0x80;
}

/* Past blanks and comments on this line (a block comment may span lines: it is one blank). */
static size_t skip_space(const char *s, size_t i, size_t n)
{
    for (;;) {
        while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\f' || s[i] == '\v' || s[i] == '\r'))
            i++;
        if (i + 1 < n && s[i] == '/' && s[i + 1] == '*') {
            const char *end = strstr(s + i + 2, "*/");
            i = end ? (size_t)(end - s) + 2 : n;
        } else if (i + 1 < n && s[i] == '/' && s[i + 1] == '/') {
            while (i < n && s[i] != '\n')
                i++;
        } else {
            return i;
        }
    }
}

static size_t ident_end(const char *s, size_t i, size_t n)
{
    while (i < n && ident_char(s[i]))
        i++;
    return i;
}

static bool word_is(const char *s, size_t from, size_t to, const char *w)
{
    return to - from == strlen(w) && !memcmp(s + from, w, to - from);
}

/* One directive whose '#' is at s[i]; returns the offset of its line's end. */
static size_t directive(const char *s, size_t i, size_t n, HeaderNameFn fn, void *arg)
{
    size_t d = skip_space(s, i + 1, n), de = ident_end(s, d, n);
    if (word_is(s, d, de, "define") || word_is(s, d, de, "undef")) {
        size_t a = skip_space(s, de, n), ae = ident_end(s, a, n);
        if (ae > a && !(s[a] >= '0' && s[a] <= '9'))
            fn(arg, s + a, (int)(ae - a), false, false);
    } else if (word_is(s, d, de, "include") || word_is(s, d, de, "include_next") || word_is(s, d, de, "import")) {
        size_t a = skip_space(s, de, n);
        char close = a < n && s[a] == '"' ? '"' : a < n && s[a] == '<' ? '>' : 0;
        size_t e = a + 1;
        while (close && e < n && s[e] != close && s[e] != '\n')
            e++;
        if (close && e < n && s[e] == close && e > a + 1)
            fn(arg, s + a + 1, (int)(e - a - 1), true, close == '>');
    }
    for (i = de; i < n && s[i] != '\n'; i++)
        if (i + 1 < n && s[i] == '/' && s[i + 1] == '*')
            i = skip_space(s, i, n) - 1;
    return i;
}

void header_directive_names(const char *text, size_t size, HeaderNameFn fn, void *arg)
{
    size_t n;
    char *s = unspliced(text, size, &n);
    if (!s)
        return;
    bool bol = true;
    for (size_t i = 0; i < n;) {
        size_t k = skip_space(s, i, n);
        if (k > i) {
            i = k;
            continue;
        }
        char c = s[i];
        if (c == '\n') {
            bol = true;
            i++;
        } else if (c == '#' && bol) {
            i = directive(s, i, n, fn, arg);
        } else if (c == '%' && i + 1 < n && s[i + 1] == ':' && bol && !(i + 3 < n && s[i + 2] == '%' && s[i + 3] == ':')) {
            i = directive(s, i + 1, n, fn, arg); /* %: is # (C17 6.4.6p3); %:%: is ## */
        } else if (c == '"' || c == '\'') {
            /* A literal: what looks like a comment in it is not one. */
            for (i++; i < n && s[i] != c && s[i] != '\n'; i++)
                if (s[i] == '\\' && i + 1 < n && s[i + 1] != '\n')
                    i++;
            i += i < n && s[i] == c;
            bol = false;
        } else {
            bol = false;
            i++;
        }
    }
    free(s);
}
