/*
 * tokenize.c - source text to tokens.
 *
 * One pass over the bytes.  Every token records its position (Token.pos),
 * from which any later pass finds its file, line and column (1-based, in
 * bytes) to point a caret at it; lines are counted only when asked.
 * Comments disappear; a '#' that starts a line becomes TK_HASH for
 * include.c.  Digraphs are the tokens they stand for, in directives too
 * (`%:if` is `#if` to gcc and nvcc): they are spelt as those tokens.  Line splices, CR and NUL are dealt with before (splice.c):
 * a file that has them is lexed in its logical form, and each token is
 * mapped back to its physical position.  Lexical errors (unterminated comment or literal, stray
 * character, malformed number) are P100 and the lexer carries on after
 * them, so the parser still sees the rest of the file.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "prism_check.h"

/* ---- keywords ---------------------------------------------------------- */

/*
 * Every keyword, with KW_TYPE on those that can start declaration
 * specifiers.  The lexer looks each identifier up once (a small open
 * hash table built on first use) and stores the bits in Token.kw, so the
 * parser's "is this a keyword / a type word" questions are a bit test.
 */
static const struct {
    const char *name;
    unsigned char bits;
} keywords[] = {
#define K(s) {s, KW_KEYWORD}
#define T(s) {s, KW_KEYWORD | KW_TYPE}
    K("break"), K("case"), K("continue"), K("default"), K("do"), K("else"), K("for"), K("goto"), K("if"),
    K("return"), K("sizeof"), K("switch"), K("while"), K("_Alignof"), K("_Generic"), K("_Imaginary"),
    K("_Static_assert"), K("asm"), K("__asm__"), K("__asm"), K("__alignof__"), K("__alignof"),
    K("__builtin_offsetof"), K("static_assert"), K("alignof"), K("__volatile"),
    T("auto"), T("char"), T("const"), T("double"), T("enum"), T("extern"), T("float"), T("inline"), T("int"),
    T("long"), T("register"), T("restrict"), T("short"), T("signed"), T("static"), T("struct"), T("typedef"),
    T("union"), T("unsigned"), T("void"), T("volatile"), T("_Alignas"), T("_Atomic"), T("_Bool"),
    T("_Complex"), T("_Noreturn"), T("_Thread_local"), T("bool"), T("__volatile__"), T("__inline__"),
    T("__inline"), T("__restrict__"), T("__restrict"), T("__const"), T("__const__"), T("__signed__"),
    T("__signed"), T("typeof"), T("__typeof__"), T("__typeof"), T("__attribute__"), T("__attribute"),
    T("__extension__"), T("__device__"), T("__global__"), T("__host__"), T("__shared__"), T("__constant__"),
    T("__managed__"), T("__forceinline__"), T("__noinline__"), T("__launch_bounds__"), T("__align__"),
    T("__grid_constant__"), T("__declspec"), T("thread_local"), T("alignas"), T("__int128"), T("__thread"),
#undef K
#undef T
};

#define KW_SLOTS 512
static int kw_table[KW_SLOTS]; /* index + 1 into keywords[], 0 empty */
static bool kw_ready;

static unsigned kw_hash(const char *s, int len)
{
    unsigned h = 2166136261u;
    for (int i = 0; i < len; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static void kw_init(void)
{
    for (size_t i = 0; i < sizeof(keywords) / sizeof(keywords[0]); i++) {
        int len = (int)strlen(keywords[i].name);
        unsigned h = kw_hash(keywords[i].name, len) % KW_SLOTS;
        while (kw_table[h])
            h = (h + 1) % KW_SLOTS;
        kw_table[h] = (int)i + 1;
    }
    kw_ready = true;
}

static unsigned char kw_bits(const char *s, int len)
{
    if (!kw_ready)
        kw_init();
    unsigned h = kw_hash(s, len) % KW_SLOTS;
    while (kw_table[h]) {
        const char *k = keywords[kw_table[h] - 1].name;
        if ((int)strlen(k) == len && memcmp(k, s, (size_t)len) == 0)
            return keywords[kw_table[h] - 1].bits;
        h = (h + 1) % KW_SLOTS;
    }
    return 0;
}

bool is_keyword(const Token *tok)
{
    return tok->kind == TK_IDENT && (tok->kw & KW_KEYWORD);
}

/* ---- helpers ------------------------------------------------------------ */

bool consume(Token **rest, Token *tok, const char *s)
{
    if (equal(tok, s)) {
        *rest = tok->next;
        return true;
    }
    *rest = tok;
    return false;
}

char *tok_str(const Token *tok)
{
    return arena_strndup(tok->loc, (size_t)tok->len);
}

/*
 * Every file's physical text has a range of positions, in the order the
 * files are read, so that a token's 32-bit pos finds its file by binary
 * search.  The table is the one thing here not in the arena (it grows by
 * doubling); tokenize_reset() empties it with the arena.  The translation
 * unit's files are at most LIMIT_TOTAL_BYTES, so positions run out only
 * for texts the preprocessor makes itself (pastes, strings) by the
 * billion: their tokens then have none, and are reported without a
 * place, never at a wrong one.
 */
static File **by_pos;
static int nby_pos, cap_by_pos;
static uint32_t next_base = 1; /* 0 is "no position" */

static void give_position(File *f)
{
    if (f->size >= (size_t)(UINT32_MAX - next_base))
        return;
    if (nby_pos == cap_by_pos) {
        int cap = cap_by_pos ? cap_by_pos * 2 : 64;
        File **v = realloc(by_pos, sizeof(*v) * (size_t)cap);
        if (!v) {
            fputs("prism-check: out of memory\n", stderr);
            exit(2);
        }
        by_pos = v;
        cap_by_pos = cap;
    }
    by_pos[nby_pos++] = f;
    f->base = next_base;
    next_base += (uint32_t)f->size + 1; /* one past the end: an EOF token's place */
}

void tokenize_reset(void)
{
    free(by_pos);
    by_pos = NULL;
    nby_pos = cap_by_pos = 0;
    next_base = 1;
}

File *new_file(const char *name, char *contents, size_t size)
{
    File *f = NEW(File);
    f->name = arena_strdup(name);
    f->contents = contents;
    f->size = size;
    give_position(f);
    return f;
}

uint32_t file_pos(const File *f, const char *loc)
{
    return f->base ? f->base + (uint32_t)file_physical_offset(f, loc) : 0;
}

File *token_file(const Token *tok)
{
    if (!tok->pos || !nby_pos)
        return NULL;
    int lo = 0, hi = nby_pos - 1;
    while (lo < hi) { /* the last file starting at or before pos */
        int mid = (lo + hi + 1) / 2;
        if (by_pos[mid]->base <= tok->pos)
            lo = mid;
        else
            hi = mid - 1;
    }
    return by_pos[lo]->base <= tok->pos ? by_pos[lo] : NULL;
}

static void token_line_col(const Token *tok, int *line, int *col)
{
    File *f = token_file(tok);
    *line = *col = 0;
    if (f)
        file_line_col(f, tok->pos - f->base, line, col);
}

int token_line(const Token *tok)
{
    int line, col;
    token_line_col(tok, &line, &col);
    return line;
}

int token_col(const Token *tok)
{
    int line, col;
    token_line_col(tok, &line, &col);
    return col;
}

/* ---- the lexer ------------------------------------------------------------ */

typedef struct {
    File *file;
    const char *p, *end;
    bool at_bol, has_space;
    Token head, *cur;
} Lexer;

/*
 * A token of a file lexed in its logical form (splice.c) has its physical
 * position; unless a splice runs through it, its spelling is also found in
 * the physical text, and it points there, as every other token does.
 */
static void physical_token(Token *t, const File *f)
{
    size_t a = file_physical_offset(f, t->loc);
    size_t b = t->len ? file_physical_offset(f, t->loc + t->len - 1) + 1 : a;
    t->pos = f->base ? f->base + (uint32_t)a : 0;
    if (b - a == (size_t)t->len && memcmp(f->contents + a, t->loc, (size_t)t->len) == 0)
        t->loc = f->contents + a;
}

static Token *new_token(Lexer *lx, TokenKind kind, const char *start, const char *end)
{
    Token *t = NEW(Token);
    t->kind = kind;
    t->loc = start;
    t->len = (int)(end - start);
    if (lx->file->logical)
        physical_token(t, lx->file);
    else
        t->pos = lx->file->base ? lx->file->base + (uint32_t)(start - lx->file->contents) : 0;
    t->at_bol = lx->at_bol;
    t->has_space = lx->has_space;
    lx->at_bol = lx->has_space = false;
    lx->cur = lx->cur->next = t;
    return t;
}

static bool is_ident1(int c)
{
    return isalpha(c) || c == '_' || c == '$';
}

static bool is_ident2(int c)
{
    return isalnum(c) || c == '_' || c == '$';
}

/*
 * A UTF-8 encoded character that may appear in an identifier, as gcc
 * -std=c17 and nvcc accept it (C17 Annex D: D.1 anywhere, D.2 not first):
 * its length in bytes, or 0.  Overlong forms and surrogates are no
 * characters.
 */
static int utf8_ident_len(const char *p, const char *end, bool first)
{
    static const uint32_t d1[][2] = {
        {0xA8, 0xA8}, {0xAA, 0xAA}, {0xAD, 0xAD}, {0xAF, 0xAF}, {0xB2, 0xB5}, {0xB7, 0xBA}, {0xBC, 0xBE},
        {0xC0, 0xD6}, {0xD8, 0xF6}, {0xF8, 0xFF}, {0x100, 0x167F}, {0x1681, 0x180D}, {0x180F, 0x1FFF},
        {0x200B, 0x200D}, {0x202A, 0x202E}, {0x203F, 0x2040}, {0x2054, 0x2054}, {0x2060, 0x206F},
        {0x2070, 0x218F}, {0x2460, 0x24FF}, {0x2776, 0x2793}, {0x2C00, 0x2DFF}, {0x2E80, 0x2FFF},
        {0x3004, 0x3007}, {0x3021, 0x302F}, {0x3031, 0x303F}, {0x3040, 0xD7FF}, {0xF900, 0xFD3D},
        {0xFD40, 0xFDCF}, {0xFDF0, 0xFE44}, {0xFE47, 0xFFFD},
    };
    static const uint32_t d2[][2] = {{0x300, 0x36F}, {0x1DC0, 0x1DFF}, {0x20D0, 0x20FF}, {0xFE20, 0xFE2F}};
    const unsigned char *u = (const unsigned char *)p;
    int n = u[0] >= 0xF0 && u[0] <= 0xF4 ? 4 : u[0] >= 0xE0 ? 3 : u[0] >= 0xC2 && u[0] < 0xE0 ? 2 : 0;
    if (!n || end - p < n || u[0] > 0xF4)
        return 0;
    uint32_t c = u[0] & (0x7F >> n);
    for (int i = 1; i < n; i++) {
        if ((u[i] & 0xC0) != 0x80)
            return 0;
        c = c << 6 | (u[i] & 0x3F);
    }
    if ((n == 3 && c < 0x800) || (n == 4 && (c < 0x10000 || c > 0x10FFFF)) || (c >= 0xD800 && c <= 0xDFFF))
        return 0;
    if (c >= 0x10000)
        return (c & 0xFFFF) <= 0xFFFD && c < 0xF0000 ? n : 0; /* planes 1 to E, but their last two */
    for (size_t i = 0; i < sizeof d1 / sizeof *d1; i++)
        if (c >= d1[i][0] && c <= d1[i][1])
            return n;
    for (size_t i = 0; !first && i < sizeof d2 / sizeof *d2; i++)
        if (c >= d2[i][0] && c <= d2[i][1])
            return n;
    return 0;
}

/* A lexical error at loc, a byte of the text being lexed. */
static void lex_error(Lexer *lx, const char *loc, const char *fmt, ...) PRISM_PRINTF(3, 4);
static void lex_error(Lexer *lx, const char *loc, const char *fmt, ...)
{
    Token t = {0};
    t.kind = TK_PUNCT;
    t.loc = loc;
    t.len = 1;
    t.pos = file_pos(lx->file, loc);
    va_list ap;
    va_start(ap, fmt);
    vdiag(DIAG_ERROR, &t, "P100", fmt, ap);
    va_end(ap);
}

/* Skips spaces, newlines and comments. */
static void skip_space(Lexer *lx)
{
    for (;;) {
        const char *p = lx->p;
        if (p >= lx->end)
            return;
        if (*p == '\n') {
            lx->p = p + 1;
            lx->at_bol = true;
            lx->has_space = false;
        } else if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v') {
            lx->p = p + 1;
            lx->has_space = true;
        } else if (*p == '/' && p + 1 < lx->end && p[1] == '/') {
            p += 2;
            while (p < lx->end && *p != '\n')
                p++;
            lx->p = p;
            lx->has_space = true;
        } else if (*p == '/' && p + 1 < lx->end && p[1] == '*') {
            const char *start = p;
            p += 2;
            for (;;) {
                if (p + 1 >= lx->end) {
                    lex_error(lx, start, "unterminated comment");
                    lx->p = lx->end;
                    return;
                }
                if (*p == '*' && p[1] == '/')
                    break;
                p++;
            }
            lx->p = p + 2;
            lx->has_space = true;
        } else {
            return;
        }
    }
}

static const char *const puncts[] = {
    "<<<", ">>>", "<<=", ">>=", "...", "==", "!=", "<=", ">=", "->", "+=", "-=", "*=", "/=", "%=",
    "&=",  "|=",  "^=",  "&&",  "||",  "++", "--", "<<", ">>", "##",
};

static int punct_len(const char *p, const char *end)
{
    /* Only these characters start a multi-character punctuator. */
    if (strchr("<>.=!-+*/%&|^#", *p) && *p) {
        for (size_t i = 0; i < sizeof(puncts) / sizeof(puncts[0]); i++) {
            if (puncts[i][0] != *p)
                continue;
            size_t n = strlen(puncts[i]);
            if ((size_t)(end - p) >= n && memcmp(p, puncts[i], n) == 0)
                return (int)n;
        }
    }
    return strchr("+-*/%&|^~!=<>?:;,.()[]{}#", *p) && *p ? 1 : 0;
}

/* C17 6.4.6p3: each digraph behaves as its token "in all respects" but its spelling. */
static const char *const digraphs[][2] = {
    {"%:%:", "##"}, {"%:", "#"}, {"<:", "["}, {":>", "]"}, {"<%", "{"}, {"%>", "}"},
};

/* The digraph that starts at p, or -1 (%:%: before %:, the longer first). */
static int digraph_at(const char *p, const char *end)
{
    for (int i = 0; i < (int)(sizeof digraphs / sizeof *digraphs); i++) {
        size_t n = strlen(digraphs[i][0]);
        if ((size_t)(end - p) >= n && memcmp(p, digraphs[i][0], n) == 0)
            return i;
    }
    return -1;
}

const char *token_digraph_spelling(const Token *t)
{
    for (size_t i = 0; t->digraph && i < sizeof digraphs / sizeof *digraphs; i++)
        if ((size_t)t->len == strlen(digraphs[i][1]) && memcmp(t->loc, digraphs[i][1], (size_t)t->len) == 0)
            return digraphs[i][0];
    return NULL;
}

/* One escape sequence after a backslash at *pp (the text ends at end); its value. */
static uint64_t escape_value(const char *end, const char **pp)
{
    const char *p = *pp;
    uint64_t v;
    if (p >= end) {
        return 0;
    }
    if (*p >= '0' && *p <= '7') {
        v = 0;
        for (int i = 0; i < 3 && p < end && *p >= '0' && *p <= '7'; i++, p++)
            v = v * 8 + (uint64_t)(*p - '0');
        *pp = p;
        return v;
    }
    if (*p == 'x') {
        p++;
        v = 0;
        while (p < end && isxdigit((unsigned char)*p)) {
            int d = isdigit((unsigned char)*p) ? *p - '0' : (tolower((unsigned char)*p) - 'a' + 10);
            v = (v << 4) | (uint64_t)d;
            p++;
        }
        *pp = p;
        return v & 0xffffffffu;
    }
    *pp = p + 1;
    switch (*p) {
    case 'a': return 7;
    case 'b': return 8;
    case 't': return 9;
    case 'n': return 10;
    case 'v': return 11;
    case 'f': return 12;
    case 'r': return 13;
    case 'e': return 27;
    default: return (unsigned char)*p;
    }
}

/*
 * The value of the character literal spelled [start, end), prefix and
 * quotes included.  Computed when asked (token_int_value), not kept in
 * every token.
 */
static uint64_t char_literal_value(const char *start, const char *end)
{
    const char *q = start;
    while (q < end && *q != '\'')
        q++;
    const char *p = q + 1, *stop = end > p && end[-1] == '\'' ? end - 1 : end;
    uint64_t val = 0;
    int nchars = 0;
    while (p < stop) {
        if (*p == '\\') {
            p++;
            if (p < stop && *p == '\n') {
                p++;
                continue;
            }
            val = (val << 8) | (escape_value(stop, &p) & 0xff);
        } else {
            val = (val << 8) | (unsigned char)*p;
            p++;
        }
        nchars++;
    }
    if (start != q) /* L'x', u'x', U'x': the code point is the value */
        return val;
    return nchars == 1 ? (uint64_t)(int64_t)(signed char)(val & 0xff) : (val & 0xffffffffu);
}

/* A string or character literal starting at the quote q (prefix before it). */
static void read_quoted(Lexer *lx, const char *start, const char *q)
{
    char quote = *q;
    const char *p = q + 1;
    int nchars = 0;
    while (p < lx->end && *p != quote && *p != '\n') {
        if (*p == '\\') {
            p++;
            if (p < lx->end && *p == '\n') {
                p++;
                continue;
            }
            escape_value(lx->end, &p);
        } else {
            p++;
        }
        nchars++;
    }
    if (p >= lx->end || *p != quote) {
        lex_error(lx, start, "unterminated %s literal",
                 quote == '"' ? "string" : "character");
        Token *t = new_token(lx, quote == '"' ? TK_STR : TK_CHAR, start, p);
        t->bad = true;
        if (quote == '"') {
            /* Keep the token well-formed: the parser strips the quotes. */
            t->len = (int)(q + 1 - start);
        }
        lx->p = p;
        return;
    }
    Token *t = new_token(lx, quote == '"' ? TK_STR : TK_CHAR, start, p + 1);
    if (quote == '\'') {
        if (nchars == 0) {
            lex_error(lx, start, "empty character literal");
            t->bad = true;
        }
    }
    lx->p = p + 1;
}

/* What a pp-number spells. */
typedef struct {
    bool too_long;  /* over the buffer: nothing else is known */
    bool integer;   /* digits in its base, then u/l suffixes */
    bool floating;  /* not an integer, but strtod reads it (f/l suffix aside) */
    bool overflow;  /* an integer past 64 bits */
    bool is_unsigned;
    int long_count;
    uint64_t v;     /* integer */
    double fv;      /* floating */
} Number;

/* Parse the pp-number [start, end): the lexer asks for its kind and errors,
 * token_int_value and token_float_value for its value. */
static void parse_number(const char *start, const char *end, Number *num)
{
    *num = (Number){0};
    /* Integer: prefix, digits, suffix; anything left over means floating. */
    char buf[128];
    size_t n = 0;
    for (const char *s = start; s < end && n < sizeof(buf) - 1; s++)
        if (*s != '\'')
            buf[n++] = *s;
    buf[n] = '\0';
    if ((size_t)(end - start) >= sizeof(buf) - 1) {
        num->too_long = true;
        return;
    }
    int base = 10;
    const char *d = buf;
    if (buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X')) {
        base = 16;
        d = buf + 2;
    } else if (buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B')) {
        base = 2;
        d = buf + 2;
    } else if (buf[0] == '0') {
        base = 8;
    }
    uint64_t v = 0;
    const char *s = d;
    for (; *s; s++) {
        int dig;
        if (isdigit((unsigned char)*s))
            dig = *s - '0';
        else if (base == 16 && isxdigit((unsigned char)*s))
            dig = tolower((unsigned char)*s) - 'a' + 10;
        else
            break;
        if (dig >= base)
            break;
        if (v > (UINT64_MAX - (uint64_t)dig) / (uint64_t)base)
            num->overflow = true;
        v = v * (uint64_t)base + (uint64_t)dig;
    }
    bool ok = s > d;
    bool u = false;
    int l = 0;
    for (const char *q = s; *q && ok; q++) {
        if ((*q == 'u' || *q == 'U') && !u)
            u = true;
        else if ((*q == 'l' || *q == 'L') && l < 2)
            l++;
        else
            ok = false;
    }
    if (ok) {
        num->integer = true;
        num->v = v;
        num->is_unsigned = u;
        num->long_count = l;
        return;
    }
    /* Floating: strtod accepts what C does, suffix f/F/l/L aside. */
    char *endp;
    errno = 0;
    double fv = strtod(buf, &endp);
    if (endp != buf && (*endp == '\0' || ((*endp == 'f' || *endp == 'F' || *endp == 'l' || *endp == 'L') &&
                                          endp[1] == '\0'))) {
        num->floating = true;
        num->fv = fv;
    }
}

/* Convert a pp-number into an integer or floating token. */
static void read_number(Lexer *lx, const char *start)
{
    const char *p = start;
    for (;;) {
        if (p + 1 < lx->end && strchr("eEpP", *p) && *p && (p[1] == '+' || p[1] == '-'))
            p += 2;
        else if (p < lx->end && (is_ident2((unsigned char)*p) || *p == '.' || *p == '\''))
            p++;
        else
            break;
    }
    Token *t = new_token(lx, TK_NUM, start, p);
    lx->p = p;
    Number num;
    parse_number(start, p, &num);
    if (num.too_long) {
        t->bad = true;
        lex_error(lx, start, "numeric literal too long");
    } else if (num.integer) {
        if (num.overflow) {
            lex_error(lx, start, "integer literal is too large");
            t->bad = true;
        }
        t->is_unsigned = num.is_unsigned;
        t->long_count = (unsigned)num.long_count;
    } else if (num.floating) {
        t->is_float = true;
    } else {
        t->bad = true;
        lex_error(lx, start, "invalid numeric literal '%.*s'", (int)(p - start), start);
    }
}

uint64_t token_int_value(const Token *t)
{
    if (t->folded)
        return t->folded - 1u;
    if (t->kind == TK_CHAR)
        return char_literal_value(t->loc, t->loc + t->len);
    Number num;
    parse_number(t->loc, t->loc + t->len, &num);
    return num.v;
}

/*
 * Whether an integer literal is unsigned in #if arithmetic (C17 6.10.1p4,
 * every type acting as intmax_t or uintmax_t): a u or U suffix, or a value
 * past INTMAX_MAX, which only uintmax_t holds (gcc: "so large that it is
 * unsigned").  defined's 0 and 1 and character constants are signed.
 */
bool token_int_unsigned(const Token *t)
{
    if (t->folded || t->kind != TK_NUM)
        return false;
    Number num;
    parse_number(t->loc, t->loc + t->len, &num);
    return num.integer && (num.is_unsigned || num.v > (uint64_t)INT64_MAX);
}

double token_float_value(const Token *t)
{
    Number num;
    parse_number(t->loc, t->loc + t->len, &num);
    return num.fv;
}

Token *tokenize(File *file)
{
    Lexer lx = {0};
    lx.file = file;
    if (file_make_logical(file)) {
        lx.p = file->logical;
        lx.end = file->logical + file->logical_size;
    } else {
        lx.p = file->contents;
        lx.end = file->contents + file->size;
    }
    lx.at_bol = true;
    lx.cur = &lx.head;
    int depth = 0; /* of ( [ {, for LIMIT_BRACKET_DEPTH */
    /* A UTF-8 byte-order mark opens the file as gcc and nvcc accept it: not text. */
    if (lx.end - lx.p >= 3 && !memcmp(lx.p, "\xEF\xBB\xBF", 3))
        lx.p += 3;

    for (;;) {
        skip_space(&lx);
        if (lx.p >= lx.end)
            break;
        const char *p = lx.p;
        unsigned char c = (unsigned char)*p;

        if (isdigit(c) || (c == '.' && p + 1 < lx.end && isdigit((unsigned char)p[1]))) {
            read_number(&lx, p);
            continue;
        }
        if (c == '"' || c == '\'') {
            read_quoted(&lx, p, p);
            continue;
        }
        int u8 = c >= 0x80 ? utf8_ident_len(p, lx.end, true) : 0;
        if (is_ident1(c) || u8) {
            const char *q = p + (u8 ? u8 : 1);
            for (int k; q < lx.end;) {
                if (is_ident2((unsigned char)*q))
                    q++;
                else if ((unsigned char)*q >= 0x80 && (k = utf8_ident_len(q, lx.end, false)) > 0)
                    q += k;
                else
                    break;
            }
            /* Encoding prefixes: L"..", u8"..", u'x', U'x'. */
            size_t n = (size_t)(q - p);
            if (q < lx.end && (*q == '"' || *q == '\'') &&
                ((n == 1 && (c == 'L' || c == 'u' || c == 'U')) || (n == 2 && p[0] == 'u' && p[1] == '8'))) {
                read_quoted(&lx, p, q);
                continue;
            }
            Token *id = new_token(&lx, TK_IDENT, p, q);
            id->kw = kw_bits(p, (int)(q - p));
            lx.p = q;
            continue;
        }
        if (c == '#' && lx.at_bol) {
            new_token(&lx, TK_HASH, p, p + 1);
            lx.p = p + 1;
            continue;
        }
        int dg = digraph_at(p, lx.end);
        if (dg >= 0) {
            const char *as = digraphs[dg][1];
            size_t n = strlen(digraphs[dg][0]);
            Token *t = new_token(&lx, lx.at_bol && !strcmp(as, "#") ? TK_HASH : TK_PUNCT, p, p + n);
            /* Its own copy of the spelling: diagnostics tell tokens apart by loc. */
            t->loc = arena_strndup(as, strlen(as));
            t->len = (int)strlen(as);
            t->digraph = true;
            lx.p = p + n;
            c = (unsigned char)*as;
            if ((c == '{' || c == '[') && ++depth > LIMIT_BRACKET_DEPTH) {
                diag(DIAG_ERROR, t, "P104", "brackets nested deeper than %d", LIMIT_BRACKET_DEPTH);
                lx.head.next = NULL;
                lx.cur = &lx.head;
                break;
            }
            if ((c == '}' || c == ']') && depth > 0)
                depth--;
            continue;
        }
        int n = punct_len(p, lx.end);
        if (n) {
            Token *t = new_token(&lx, TK_PUNCT, p, p + n);
            lx.p = p + n;
            /* Bounded here, not only in the parser: a file of 50 MB of '{'
             * would otherwise cost a token per byte before the parser ever
             * saw the depth.  The file is dropped whole (the parser would
             * only cascade on a cut one). */
            if (n == 1 && (c == '{' || c == '(' || c == '[') && ++depth > LIMIT_BRACKET_DEPTH) {
                diag(DIAG_ERROR, t, "P104", "brackets nested deeper than %d", LIMIT_BRACKET_DEPTH);
                lx.head.next = NULL;
                lx.cur = &lx.head;
                break;
            }
            if (n == 1 && (c == '}' || c == ')' || c == ']') && depth > 0)
                depth--;
            continue;
        }
        if (c >= 0x20 && c < 0x7f)
            lex_error(&lx, p, "stray '%c' in program", c);
        else
            lex_error(&lx, p, "stray byte 0x%02x in program", c);
        lx.has_space = true;
        lx.p = p + 1;
        /* Skip a run of the same junk quietly: one message per run. */
        while (lx.p < lx.end && (unsigned char)*lx.p >= 0x7f)
            lx.p++;
    }
    Token *eof = new_token(&lx, TK_EOF, lx.end, lx.end);
    eof->at_bol = true;
    return lx.head.next;
}
