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

#include "prism_check.h"

const Rule rule_table[] = {
#define RULE(id, summary, explain) {#id, summary, explain},
#include "rules.def"
#undef RULE
};
const int rule_count = (int)(sizeof(rule_table) / sizeof(rule_table[0]));

static FILE *stream;
static int color_mode = -1;
static int errors, warnings, printed;
static bool io_failed, last_dropped, limit_reported;
static HashMap seen;

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
        cut_left = true;
    }
    if (end - start > 200) {
        end = start + 200 > loc ? start + 200 : loc + 1;
        cut_right = true;
    }
    fputs(cut_left ? "    ..." : "    ", out);
    for (const char *p = start; p < end; p++)
        fputc(*p == '\r' || *p == '\0' ? ' ' : *p, out);
    fputs(cut_right ? "...\n    " : "\n    ", out);
    if (cut_left)
        fputs("   ", out);
    for (const char *p = start; p < loc; p++)
        fputc(*p == '\t' ? '\t' : ' ', out);
    fprintf(out, "%s^%s\n", sgr("\033[1;32m"), sgr("\033[0m"));
}

/* Line and column of loc in file (tokens carry them; raw positions do not). */
static void locate(File *file, const char *loc, int *line, int *col)
{
    int l = 1;
    const char *line_start = file->contents;
    for (const char *p = file->contents; p < loc; p++)
        if (*p == '\n') {
            l++;
            line_start = p + 1;
        }
    *line = l;
    *col = (int)(loc - line_start) + 1;
}

static void emit(DiagKind kind, const char *what, File *file, int line, int col, const char *loc,
                 const char *rule, const char *fmt, va_list ap)
{
    FILE *out = out_stream();
    if (kind == DIAG_ERROR && strcmp(what, "note") != 0)
        errors++;
    else if (kind == DIAG_WARNING)
        warnings++;
    if (printed >= LIMIT_ERRORS) {
        if (!limit_reported) {
            limit_reported = true;
            fprintf(out, "prism-check: error: more than %d diagnostics; the rest are not shown [P104]\n",
                    LIMIT_ERRORS);
        }
        last_dropped = true;
        return;
    }
    if (strcmp(what, "note") != 0)
        printed++;
    const char *colour = strcmp(what, "error") == 0     ? "\033[1;31m"
                         : strcmp(what, "warning") == 0 ? "\033[1;35m"
                                                        : "\033[1;36m";
    if (file)
        fprintf(out, "%s%s:%d:%d:%s ", sgr("\033[1m"), file->name, line, col, sgr("\033[0m"));
    else
        fprintf(out, "%sprism-check:%s ", sgr("\033[1m"), sgr("\033[0m"));
    fprintf(out, "%s%s:%s ", sgr(colour), what, sgr("\033[0m"));
    vfprintf(out, fmt, ap);
    if (rule)
        fprintf(out, " [%s]", rule);
    fputc('\n', out);
    if (file && loc)
        print_source_line(file, loc);
}

/* Has this rule already been reported at this spot?  Records it if not. */
static bool repeated(const char *loc, const char *rule)
{
    if (!loc)
        return false;
    char *key = arena_printf("%p:%s", (const void *)loc, rule ? rule : "");
    if (hashmap_get(&seen, key, (int)strlen(key)))
        return true;
    hashmap_put(&seen, key, (int)strlen(key), (void *)1);
    return false;
}

/* A note at the macro whose expansion produced what a diagnostic is about. */
static void expansion_note(Macro *m)
{
    if (m && !last_dropped)
        note(m->def, "in expansion of macro '%s' defined here", m->name);
}

void vdiag(DiagKind kind, Token *at, const char *rule, const char *fmt, va_list ap)
{
    /* A token of a macro's expansion is reported at the macro's use. */
    Macro *m = at ? tok_macro(at) : NULL;
    if (at)
        at = tok_written(at, false);
    if (at && repeated(at->loc, rule)) {
        last_dropped = true;
        return;
    }
    last_dropped = false;
    const char *what = kind == DIAG_ERROR ? "error" : "warning";
    if (at && at->file)
        emit(kind, what, at->file, at->line, at->col, at->loc, rule, fmt, ap);
    else
        emit(kind, what, NULL, 0, 0, NULL, rule, fmt, ap);
    expansion_note(m);
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
    if (at && at->file)
        emit(DIAG_ERROR, "note", at->file, at->line, at->col, at->loc, NULL, fmt, ap);
    else
        emit(DIAG_ERROR, "note", NULL, 0, 0, NULL, NULL, fmt, ap);
    va_end(ap);
}

void diag_loc(DiagKind kind, File *file, const char *loc, const char *rule, const char *fmt, ...)
{
    if (repeated(loc, rule)) {
        last_dropped = true;
        return;
    }
    last_dropped = false;
    int line, col;
    locate(file, loc, &line, &col);
    va_list ap;
    va_start(ap, fmt);
    emit(kind, kind == DIAG_ERROR ? "error" : "warning", file, line, col, loc, rule, fmt, ap);
    va_end(ap);
}

void diag_fatal_io(const char *fmt, ...)
{
    io_failed = true;
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
    errors = warnings = printed = 0;
    io_failed = last_dropped = limit_reported = false;
    seen = (HashMap){0};
}
