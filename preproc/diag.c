/*
 * diag.c - every message prism-check prints goes through here.
 *
 *     kernels/x.cu:12:9: error: message [P012]
 *         PRISM_GROUP(THREAD(3)) {
 *                     ^
 *     kernels/x.cu:4:1: note: the enclosing scope is thread[32]
 *         ...
 *
 * The format is the compiler convention, so editors and CI jump to it.
 * After a diagnostic's own notes come what a user needs to act on it, from
 * the rule's entry in fixes.def: what is at stake (a call site may say it
 * more precisely with diag_stake()), the fix in Prism's idiom, and, the
 * first time a rule is reported in a run, where to read the whole rule:
 *
 *     kernels/x.cu:12:9: note: at stake: ...
 *     kernels/x.cu:12:9: note: fix: ...
 *     kernels/x.cu:12:9: note: see: prism-check --explain P012
 *
 * With --format=json or sarif nothing is printed here: each diagnostic
 * and note goes to diag_out.c, which writes one document per run.
 * Colour is used only when the stream is a terminal (and NO_COLOR is not
 * set).  A diagnostic repeated at the same token with the same rule is
 * dropped, and notes after a dropped diagnostic with it: this, with the
 * `poisoned` flags on nodes and symbols, is what keeps one mistake from
 * cascading.  After LIMIT_ERRORS messages the rest are counted, not printed.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag_out.h"
#include "prism_check.h"

const Rule rule_table[] = {
#define RULE(id, summary, explain) {#id, summary, explain},
#include "rules.def"
#undef RULE
};
const int rule_count = (int)(sizeof(rule_table) / sizeof(rule_table[0]));

typedef struct {
    const char *id, *stake, *fix;
} RuleFix;

static const RuleFix fix_table[] = {
#define FIX(id, stake, fix) {#id, stake, fix},
#include "fixes.def"
#undef FIX
};

static const RuleFix *fix_find(const char *id)
{
    for (size_t i = 0; id && i < sizeof(fix_table) / sizeof(fix_table[0]); i++)
        if (strcmp(fix_table[i].id, id) == 0)
            return &fix_table[i];
    return NULL;
}

const char *rule_fix(const char *id)
{
    const RuleFix *f = fix_find(id);
    return f && *f->fix ? f->fix : NULL;
}

const char *rule_stake(const char *id)
{
    const RuleFix *f = fix_find(id);
    return f && *f->stake ? f->stake : NULL;
}

static FILE *stream;
static int color_mode = -1;
static int errors, warnings, printed;
static int stopping_errors; /* errors that end a run before the passes (check_one, main.c) */
static bool io_failed, last_dropped, limit_reported;
static HashMap seen;
static bool device_pass; /* archs.c's device passes: what the host view said is not said again */
static DiagFormat format = DIAG_TEXT;

/*
 * The diagnostic whose closing notes (stake, fix, see) are still to come:
 * they follow the notes its call site adds, so they are printed when the
 * next diagnostic starts or the file ends.  Heap copies: a file's text
 * goes with the arena before the last of its diagnostics is closed.
 */
static struct {
    bool open;
    const char *rule;
    char *file; /* NULL: a diagnostic without a position */
    int line, col;
    char *stake; /* from diag_stake(), else the rule's */
    char *stake_at;
    int stake_line, stake_col;
    char *fix; /* from diag_fix(), else the rule's */
} pending;
static unsigned char *explained; /* rule_count flags: see: printed this run (not reset per file) */

const Rule *rule_find(const char *id)
{
    for (int i = 0; i < rule_count; i++)
        if (strcmp(rule_table[i].id, id) == 0)
            return &rule_table[i];
    return NULL;
}

void diag_set_color(int mode)
{
    color_mode = mode;
}

void diag_set_stream(FILE *out)
{
    stream = out;
}

void diag_set_format(DiagFormat f)
{
    format = f;
}

DiagFormat diag_format(void)
{
    return format;
}

static FILE *out_stream(void)
{
    return stream ? stream : stderr;
}

static bool use_color(void)
{
    if (color_mode >= 0)
        return color_mode == 1;
    const char *nc = getenv("NO_COLOR");
    if (nc && *nc)
        return false;
    return isatty(fileno(out_stream()));
}

static const char *sgr(const char *code)
{
    return use_color() ? code : "";
}

/* The source line around loc, and the caret under loc's column. */
static void print_source_line(File *file, const char *loc)
{
    FILE *out = out_stream();
    loc = file->contents + file_physical_offset(file, loc); /* a spliced token's spelling is logical */
    const char *start = loc, *end = loc;
    const char *base = file->contents, *limit = file->contents + file->size;
    while (start > base && start[-1] != '\n')
        start--;
    while (end < limit && *end != '\n')
        end++;
    /* Very long lines are shown as a window around the caret. */
    bool cut_left = false, cut_right = false;
    if (loc - start > 100) {
        start = loc - 60;
        while ((*start & 0xC0) == 0x80) /* not inside a UTF-8 character */
            start++;
        cut_left = true;
    }
    if (end - start > 200) {
        end = start + 200 > loc ? start + 200 : loc + 1;
        while (end < limit && (*end & 0xC0) == 0x80)
            end++;
        cut_right = true;
    }
    fputs(cut_left ? "    ..." : "    ", out);
    for (const char *p = start; p < end; p++)
        fputc(*p == '\r' || *p == '\0' ? ' ' : *p, out);
    fputs(cut_right ? "...\n    " : "\n    ", out);
    if (cut_left)
        fputs("   ", out);
    text_pad_to(out, start, loc);
    fprintf(out, "%s^%s\n", sgr("\033[1;32m"), sgr("\033[0m"));
}

/* A printf into the arena, of any length. */
static char *vformat(const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    char small[256];
    int n = vsnprintf(small, sizeof small, fmt, ap2);
    va_end(ap2);
    if (n < (int)sizeof small)
        return arena_strdup(n < 0 ? "" : small);
    char *big = malloc((size_t)n + 1);
    if (!big)
        return arena_strdup(small);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    char *r = arena_strdup(big);
    free(big);
    return r;
}

/* loc's place in its line's text without indentation, and that text: what a fingerprint hashes. */
static const char *source_line(File *file, const char *loc)
{
    if (!file || !loc)
        return NULL;
    loc = file->contents + file_physical_offset(file, loc);
    const char *start = loc, *end = loc;
    while (start > file->contents && start[-1] != '\n')
        start--;
    while (end < file->contents + file->size && *end != '\n')
        end++;
    while (start < end && (*start == ' ' || *start == '\t'))
        start++;
    while (end > start && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
        end--;
    return arena_printf("%d:%.*s", (int)(loc - start), (int)(end - start), start);
}

/*
 * The column shown for loc, a byte of file's text: gcc's display column, or
 * for SARIF the code points its columnKind names (columns.c).  Tokens carry
 * byte columns, which differ on a line with non-ASCII text.
 */
static int column(File *file, const char *loc)
{
    loc = file->contents + file_physical_offset(file, loc);
    const char *start = loc;
    while (start > file->contents && start[-1] != '\n')
        start--;
    return text_column(start, loc, format == DIAG_SARIF);
}

/* Line and column of loc in file (tokens carry them; raw positions do not). */
static void locate(File *file, const char *loc, int *line, int *col)
{
    int l = 1;
    for (const char *p = file->contents; p < loc; p++)
        l += *p == '\n';
    *line = l;
    *col = column(file, loc);
}

/*
 * Where a header's diagnostic was included from, as gcc prints it: a header
 * read twice (no guard) reports its errors twice, and without this the two
 * look like one repeated.  Text output only, before the diagnostic; printed
 * again only when the chain changes.
 */
static const File *last_chain;

static void included_from(FILE *out, const File *file)
{
    if (!file || file == last_chain)
        return;
    last_chain = file;
    const char *lead = "In file included from";
    for (Token *at = file->included_at; at; ) {
        File *from = token_file(at);
        if (!from)
            break;
        int line = token_line(at);
        const char *name = file_display(from, &line);
        at = from->included_at;
        fprintf(out, "%s %s:%d%s\n", lead, name, line, at ? "," : ":");
        lead = "                 from";
    }
}

/* -Werror: a warning fails the run, so it is printed (and reported to tools) as the error it is. */
static bool werror;

void diag_set_werror(bool on)
{
    werror = on;
}

static void emit(DiagKind kind, const char *what, File *file, int line, int col, const char *loc,
                 const char *rule, const char *fmt, va_list ap)
{
    FILE *out = out_stream();
    bool promoted = kind == DIAG_WARNING && werror && strcmp(what, "warning") == 0;
    if (promoted)
        what = "error"; /* still counted as a warning: it stops no later pass */
    const char *fname = file ? file_display(file, &line) : NULL; /* as #line names it */
    if (kind == DIAG_ERROR && strcmp(what, "note") != 0) {
        errors++;
        /* A size that is not a constant (P103) poisons its perspective or
         * allocation, which the later passes skip quietly: it is no reason
         * to stop before them (diag_stopping_error_count); nor is an asm
         * goto the parser refuses (P106), a statement read in full. */
        if (!rule || (strcmp(rule, "P103") != 0 && strcmp(rule, "P106") != 0))
            stopping_errors++;
    }
    else if (kind == DIAG_WARNING)
        warnings++;
    if (printed >= LIMIT_ERRORS) {
        if (!limit_reported) {
            limit_reported = true;
            const char *msg = arena_printf("more than %d diagnostics; the rest are not shown", LIMIT_ERRORS);
            if (format != DIAG_TEXT)
                diag_out_add("error", NULL, 0, 0, NULL, "P104", msg);
            else
                fprintf(out, "prism-check: error: %s [P104]\n", msg);
        }
        last_dropped = true;
        return;
    }
    if (strcmp(what, "note") != 0)
        printed++;
    if (format != DIAG_TEXT) {
        char *msg = vformat(fmt, ap);
        if (strcmp(what, "note") == 0)
            diag_out_note(fname, line, col, msg);
        else
            diag_out_add(what, fname, line, col, source_line(file, loc), rule, msg);
        return;
    }
    const char *colour = strcmp(what, "error") == 0     ? "\033[1;31m"
                         : strcmp(what, "warning") == 0 ? "\033[1;35m"
                                                        : "\033[1;36m";
    if (strcmp(what, "note") != 0)
        included_from(out, file && file->included_at ? file : NULL);
    if (file)
        fprintf(out, "%s%s:%d:%d:%s ", sgr("\033[1m"), fname, line, col, sgr("\033[0m"));
    else
        fprintf(out, "%sprism-check:%s ", sgr("\033[1m"), sgr("\033[0m"));
    fprintf(out, "%s%s:%s ", sgr(colour), what, sgr("\033[0m"));
    vfprintf(out, fmt, ap);
    if (rule)
        fprintf(out, " [%s]", rule);
    if (promoted)
        fputs(" [-Werror]", out);
    fputc('\n', out);
    if (file && loc)
        print_source_line(file, loc);
}

static char *heap_copy(const char *s)
{
    return s ? strdup(s) : NULL;
}

/* One closing note: `file:line:col: note: what text`, no source line (it is the diagnostic's). */
static void closing_note(const char *file, int line, int col, const char *what, const char *text)
{
    FILE *out = out_stream();
    if (file)
        fprintf(out, "%s%s:%d:%d:%s ", sgr("\033[1m"), file, line, col, sgr("\033[0m"));
    else
        fprintf(out, "%sprism-check:%s ", sgr("\033[1m"), sgr("\033[0m"));
    fprintf(out, "%snote:%s %s %s\n", sgr("\033[1;36m"), sgr("\033[0m"), what, text);
}

/* Print the open diagnostic's closing notes (what is at stake, the fix, see --explain). */
static void close_pending(void)
{
    if (!pending.open)
        return;
    pending.open = false;
    const char *stake = pending.stake ? pending.stake : rule_stake(pending.rule);
    const char *fix = pending.fix ? pending.fix : rule_fix(pending.rule);
    if (format != DIAG_TEXT) {
        diag_out_close(stake, pending.stake_at, pending.stake_line, pending.stake_col, fix);
    } else {
        if (stake) {
            bool own = pending.stake_at != NULL;
            closing_note(own ? pending.stake_at : pending.file, own ? pending.stake_line : pending.line,
                         own ? pending.stake_col : pending.col, "at stake:", stake);
        }
        if (fix)
            closing_note(pending.file, pending.line, pending.col, "fix:", fix);
        const Rule *r = rule_find(pending.rule);
        if (r) {
            if (!explained)
                explained = calloc((size_t)rule_count, 1);
            if (explained && !explained[r - rule_table]) {
                explained[r - rule_table] = 1;
                closing_note(pending.file, pending.line, pending.col, "see:",
                             arena_printf("prism-check --explain %s", r->id));
            }
        }
    }
    free(pending.file);
    free(pending.stake);
    free(pending.stake_at);
    free(pending.fix);
    pending.file = pending.stake = pending.stake_at = pending.fix = NULL;
}

/* The diagnostic just printed gets closing notes if it has a rule. */
static void open_pending(const char *rule, File *file, int line, int col)
{
    if (!rule || last_dropped)
        return;
    pending.open = true;
    pending.rule = rule;
    pending.file = heap_copy(file ? file_display(file, &line) : NULL);
    pending.line = line;
    pending.col = col;
}

#define MAX_NOTED_MACROS 8
static Macro *noted_macros[MAX_NOTED_MACROS]; /* the open diagnostic's expansion notes */
static int nnoted;

static bool noted(const Macro *m)
{
    for (int i = 0; i < nnoted; i++)
        if (noted_macros[i] == m)
            return true;
    return false;
}
static void emit_note(File *f, int line, int col, const char *loc, const char *fmt, ...) PRISM_PRINTF(5, 6);

/*
 * Where a token of a user macro's body was written, when that is another
 * line than the #define's (a kernel written as a multi-line macro, C's
 * template): the line gcc names.  NULL for an argument's token.
 */
static Token *body_spelling(Token *raw, Macro *m)
{
    const Expansion *x = raw ? tok_expansion(raw) : NULL;
    if (!x || x->is_arg || !m || m->from_lang || x->macro != m)
        return NULL;
    File *f = token_file(raw);
    return f && f == token_file(m->def) && token_line(raw) != token_line(m->def) ? raw : NULL;
}

/* A note at the macro whose expansion produced what a diagnostic is about (raw: its token, unmapped). */
static void expansion_note(Macro *m, Token *raw)
{
    if (m && !last_dropped && !noted(m)) {
        note(m->def, "in expansion of macro '%s' defined here", m->name);
        if (nnoted < MAX_NOTED_MACROS)
            noted_macros[nnoted++] = m;
        Token *b = body_spelling(raw, m);
        File *f = b ? token_file(b) : NULL;
        if (f) {
            const char *loc = f->contents + (b->pos - f->base);
            emit_note(f, token_line(b), column(f, loc), loc, "written here, in the body of '%s'", m->name);
        }
    }
}

/*
 * Every user macro the token came through, innermost first, as gcc
 * names them: a macro's argument (the store target in STORE(out, i)) and
 * each macro of a nesting (SHFL_STEP inside WARP_REDUCE), not only the
 * outermost one (red team d2).
 */
static void expansion_notes(Token *raw)
{
    nnoted = 0;
    Token *t = raw;
    for (int i = 0; t && i < LIMIT_MACRO_DEPTH; i++) {
        const Expansion *x = tok_expansion(t);
        if (!x)
            break;
        if (x->macro && !x->macro->from_lang)
            expansion_note(x->macro, x->is_arg ? NULL : t);
        t = x->from;
    }
}

/* A closing note's text for the open diagnostic, in place of the rule's (diag_stake, diag_fix). */
static bool pending_text(char **slot, const char *fmt, va_list ap)
{
    if (!pending.open || last_dropped)
        return false;
    free(*slot);
    *slot = heap_copy(vformat(fmt, ap));
    return true;
}

void diag_stake(Token *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    bool open = pending_text(&pending.stake, fmt, ap);
    va_end(ap);
    if (!open)
        return;
    /* What is at stake written by a user's macro (a barrier in a GUARD(c)
     * whose condition the diagnostic is about) is reported at the macro's
     * use: say which macro, as for the diagnostic's own token.  The DSL's
     * own macros are the language, not a place to look. */
    Macro *m = at ? tok_macro(at) : NULL;
    if (m && !m->from_lang && !noted(m))
        expansion_note(m, NULL);
    if (at)
        at = tok_written(at, false);
    free(pending.stake_at);
    File *f = at ? token_file(at) : NULL;
    int line = f ? token_line(at) : 0;
    pending.stake_at = f ? heap_copy(file_display(f, &line)) : NULL;
    pending.stake_line = line;
    pending.stake_col = f ? column(f, f->contents + (at->pos - f->base)) : 0;
}

/* The open diagnostic's fix, where its call site knows better than the rule's general one. */
void diag_fix(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pending_text(&pending.fix, fmt, ap);
    va_end(ap);
}

void diag_flush(void)
{
    close_pending();
}

/*
 * Has this rule already been reported at this spot?  Records it if not.
 * The spot is the file's name and offset: a device pass reads the file
 * again (archs.c), and its warnings were the host view's (P067 three
 * times for one partition, p8).
 */
static bool repeated(const File *f, const char *loc, const char *rule)
{
    if (!loc)
        return false;
    char *key = arena_printf("%p:%s", (const void *)loc, rule ? rule : "");
    /* (Within one pass a header read twice reports twice, as gcc does.) */
    char *spot = f && f->name && f->name[0] != '<' && loc >= f->contents && loc <= f->contents + f->size
                     ? arena_printf("%s:%ld:%s", f->name, (long)(loc - f->contents), rule ? rule : "")
                     : NULL;
    if (hashmap_get(&seen, key, (int)strlen(key)) ||
        (device_pass && spot && hashmap_get(&seen, spot, (int)strlen(spot))))
        return true;
    hashmap_put(&seen, key, (int)strlen(key), (void *)1);
    if (spot)
        hashmap_put(&seen, spot, (int)strlen(spot), (void *)1);
    return false;
}

void diag_device_pass(bool on)
{
    device_pass = on;
}

static bool include_missing; /* a P102 was reported in this file */

void vdiag(DiagKind kind, Token *at, const char *rule, const char *fmt, va_list ap)
{
    /* A token of a macro's expansion is reported at the macro's use. */
    Macro *m = at ? tok_macro(at) : NULL;
    Token *raw = at;
    if (at)
        at = tok_written(at, false);
    close_pending();
    if (at && repeated(token_file(at), at->loc, rule)) {
        last_dropped = true;
        return;
    }
    /* A missing #include (prism.h, most often) leaves its macros unknown:
     * every use would be one more P101 naming the wrong cure.  One mistake
     * is one error, so after a P102 the P101s are not reported. */
    if (rule && strcmp(rule, "P102") == 0)
        include_missing = true;
    if (include_missing && rule && strcmp(rule, "P101") == 0) {
        last_dropped = true;
        return;
    }
    last_dropped = false;
    const char *what = kind == DIAG_ERROR ? "error" : "warning";
    File *f = at ? token_file(at) : NULL;
    if (f) {
        const char *loc = f->contents + (at->pos - f->base);
        int line = 0, col = 0;
        if (printed < LIMIT_ERRORS) /* past the cap only counted (diag_loc) */
            line = token_line(at), col = column(f, loc);
        emit(kind, what, f, line, col, loc, rule, fmt, ap);
        open_pending(rule, f, line, col);
    } else {
        emit(kind, what, NULL, 0, 0, NULL, rule, fmt, ap);
        open_pending(rule, NULL, 0, 0);
    }
    (void)m;
    expansion_notes(raw);
}

void diag(DiagKind kind, Token *at, const char *rule, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vdiag(kind, at, rule, fmt, ap);
    va_end(ap);
}

void note(Token *at, const char *fmt, ...)
{
    if (last_dropped)
        return;
    va_list ap;
    va_start(ap, fmt);
    if (at)
        at = tok_written(at, false);
    File *f = at ? token_file(at) : NULL;
    const char *loc = f ? f->contents + (at->pos - f->base) : NULL;
    if (f && printed >= LIMIT_ERRORS)
        emit(DIAG_ERROR, "note", f, 0, 0, loc, NULL, fmt, ap);
    else if (f)
        emit(DIAG_ERROR, "note", f, token_line(at), column(f, loc), loc, NULL, fmt, ap);
    else
        emit(DIAG_ERROR, "note", NULL, 0, 0, NULL, NULL, fmt, ap);
    va_end(ap);
}

/* A note at a place in a file, not mapped through macro expansions. */
static void emit_note(File *f, int line, int col, const char *loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    emit(DIAG_ERROR, "note", f, line, col, loc, NULL, fmt, ap);
    va_end(ap);
}

void diag_loc(DiagKind kind, File *file, const char *loc, const char *rule, const char *fmt, ...)
{
    close_pending();
    if (repeated(file, loc, rule)) {
        last_dropped = true;
        return;
    }
    last_dropped = false;
    int line = 0, col = 0;
    /* Past the cap the message is only counted: no walk from the file's
     * start for each of them (red team f1: 32,000 errors on one line took
     * 13 s, quadratic). */
    if (printed < LIMIT_ERRORS)
        locate(file, loc, &line, &col);
    va_list ap;
    va_start(ap, fmt);
    emit(kind, kind == DIAG_ERROR ? "error" : "warning", file, line, col, loc, rule, fmt, ap);
    va_end(ap);
    open_pending(rule, file, line, col);
}

void diag_fatal_io(const char *fmt, ...)
{
    io_failed = true;
    close_pending();
    FILE *out = out_stream();
    fprintf(out, "%sprism-check:%s %serror:%s ", sgr("\033[1m"), sgr("\033[0m"), sgr("\033[1;31m"),
            sgr("\033[0m"));
    va_list ap;
    va_start(ap, fmt);
    vfprintf(out, fmt, ap);
    va_end(ap);
    fputc('\n', out);
}

int diag_error_count(void)
{
    return errors;
}

int diag_stopping_error_count(void)
{
    return stopping_errors;
}

int diag_warning_count(void)
{
    return warnings;
}

bool diag_io_failed(void)
{
    return io_failed;
}

void diag_reset(void)
{
    close_pending();
    errors = warnings = printed = stopping_errors = 0;
    io_failed = last_dropped = limit_reported = include_missing = device_pass = false;
    seen = (HashMap){0};
}
