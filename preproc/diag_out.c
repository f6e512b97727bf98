/*
 * diag_out.c - the structured forms of a run's diagnostics.
 *
 * --format=json writes one object per run:
 *
 *   {"version": 1, "tool": "prism-check",
 *    "diagnostics": [{"file", "line", "column", "level", "rule", "message",
 *                     "notes": [{"file", "line", "column", "message"}],
 *                     "stake": {"message", "file", "line", "column"} | null,
 *                     "fix": "..." | null, "explain": "prism-check --explain P###",
 *                     "fingerprint": "16 hex digits"}],
 *    "errors": N, "warnings": N}
 *
 * --format=sarif writes SARIF 2.1.0: one run whose tool.driver.rules is the
 * whole rule table (ids P###, with --explain's text and the fix), results
 * with ruleId, level, message, the position as a physicalLocation region,
 * notes and the stake as relatedLocations, and partialFingerprints.  Its
 * columns are Unicode code points (the run's columnKind); JSON's are the
 * text's, gcc's display columns (columns.c).
 *
 * A fingerprint hashes the rule, the file, the text of the line without
 * its indentation and the caret's place in that text, and how many earlier
 * diagnostics of the run hashed the same: it survives lines added above,
 * re-indentation and reruns, so code-scanning services match a result
 * with itself across commits.  Records live on the heap: the arena is
 * reset between input files, the document is written after the last.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "diag_out.h"
#include "prism_check.h"

typedef struct {
    char *file, *msg;
    int line, col;
} OutNote;

typedef struct {
    const char *level, *rule; /* static strings */
    char *file, *msg, *stake, *stake_file, *fix;
    int line, col, stake_line, stake_col;
    uint64_t base, fingerprint; /* base: before counting repeats */
    OutNote *notes;
    int nnotes;
} OutDiag;

static OutDiag *recs;
static int nrecs, caprecs;

static char *copy(const char *s)
{
    if (!s)
        return NULL;
    char *r = strdup(s);
    if (!r) {
        fputs("prism-check: out of memory\n", stderr);
        exit(2);
    }
    return r;
}

static void *grow(void *p, int *cap, int need, size_t size)
{
    if (need <= *cap)
        return p;
    int n = *cap ? *cap * 2 : 16;
    void *q = realloc(p, (size_t)n * size);
    if (!q) {
        fputs("prism-check: out of memory\n", stderr);
        exit(2);
    }
    *cap = n;
    return q;
}

static uint64_t fnv(uint64_t h, const char *s)
{
    for (; s && *s; s++)
        h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
    return (h ^ 0xff) * 0x100000001b3ull; /* a separator: ("ab","c") != ("a","bc") */
}

void diag_out_add(const char *level, const char *file, int line, int col, const char *srcline, const char *rule,
                  const char *msg)
{
    recs = grow(recs, &caprecs, nrecs + 1, sizeof *recs);
    OutDiag *d = &recs[nrecs];
    *d = (OutDiag){.level = level, .rule = rule ? rule_find(rule) ? rule_find(rule)->id : NULL : NULL,
                   .file = copy(file), .msg = copy(msg), .line = line, .col = col};
    uint64_t h = fnv(fnv(fnv(0xcbf29ce484222325ull, rule), file), srcline ? srcline : msg);
    int same = 0;
    for (int i = 0; i < nrecs; i++)
        same += recs[i].base == h;
    d->base = h;
    d->fingerprint = same ? fnv(h, arena_printf("%d", same)) : h; /* the n-th repeat of one line */
    nrecs++;
}

void diag_out_note(const char *file, int line, int col, const char *msg)
{
    if (nrecs == 0)
        return;
    OutDiag *d = &recs[nrecs - 1];
    OutNote *n = realloc(d->notes, sizeof *n * (size_t)(d->nnotes + 1));
    if (!n)
        return;
    d->notes = n;
    d->notes[d->nnotes++] = (OutNote){copy(file), copy(msg), line, col};
}

void diag_out_close(const char *stake, const char *stake_file, int stake_line, int stake_col, const char *fix)
{
    if (nrecs == 0)
        return;
    OutDiag *d = &recs[nrecs - 1];
    d->stake = copy(stake);
    d->stake_file = copy(stake_file ? stake_file : d->file);
    d->stake_line = stake_file ? stake_line : d->line;
    d->stake_col = stake_file ? stake_col : d->col;
    d->fix = copy(fix);
}

/* ---- writing --------------------------------------------------------------------- */

static void jstr(FILE *out, const char *s)
{
    if (!s) {
        fputs("null", out);
        return;
    }
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", out);
        else if (*p == '\t')
            fputs("\\t", out);
        else if (*p < 0x20 || *p == 0x7f)
            fprintf(out, "\\u%04x", *p);
        else if (*p >= 0x80)
            fprintf(out, "\\u%04x", 0xfffd); /* source bytes are not promised to be UTF-8 */
        else
            fputc(*p, out);
    }
    fputc('"', out);
}

/* A file name as a URI reference: relative names stay relative; unsafe bytes are escaped. */
static void juri(FILE *out, const char *path)
{
    fputc('"', out);
    if (path[0] == '/')
        fputs("file://", out);
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            strchr("/-._~", *p))
            fputc(*p, out);
        else
            fprintf(out, "%%%02X", *p);
    }
    fputc('"', out);
}

static int count_level(const char *level)
{
    int n = 0;
    for (int i = 0; i < nrecs; i++)
        n += strcmp(recs[i].level, level) == 0;
    return n;
}

static void write_json(FILE *out)
{
    fputs("{\"version\": 1, \"tool\": \"prism-check\",\n \"diagnostics\": [", out);
    for (int i = 0; i < nrecs; i++) {
        OutDiag *d = &recs[i];
        fputs(i ? ",\n  {" : "\n  {", out);
        fputs("\"file\": ", out);
        jstr(out, d->file);
        fprintf(out, ", \"line\": %d, \"column\": %d, \"level\": \"%s\", \"rule\": ", d->line, d->col, d->level);
        jstr(out, d->rule);
        fputs(", \"message\": ", out);
        jstr(out, d->msg);
        fputs(", \"notes\": [", out);
        for (int k = 0; k < d->nnotes; k++) {
            fputs(k ? ", {\"file\": " : "{\"file\": ", out);
            jstr(out, d->notes[k].file);
            fprintf(out, ", \"line\": %d, \"column\": %d, \"message\": ", d->notes[k].line, d->notes[k].col);
            jstr(out, d->notes[k].msg);
            fputc('}', out);
        }
        fputs("], \"stake\": ", out);
        if (d->stake) {
            fputs("{\"message\": ", out);
            jstr(out, d->stake);
            fputs(", \"file\": ", out);
            jstr(out, d->stake_file);
            fprintf(out, ", \"line\": %d, \"column\": %d}", d->stake_line, d->stake_col);
        } else {
            fputs("null", out);
        }
        fputs(", \"fix\": ", out);
        jstr(out, d->fix);
        fputs(", \"explain\": ", out);
        jstr(out, d->rule ? arena_printf("prism-check --explain %s", d->rule) : NULL);
        fprintf(out, ", \"fingerprint\": \"%016llx\"}", (unsigned long long)d->fingerprint);
    }
    fprintf(out, "%s],\n \"errors\": %d, \"warnings\": %d}\n", nrecs ? "\n " : "", count_level("error"),
            count_level("warning"));
}

/* The "physicalLocation" member of a location object. */
static void sarif_location(FILE *out, const char *file, int line, int col)
{
    fputs("\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", out);
    juri(out, file);
    fputs("}", out);
    if (line > 0)
        fprintf(out, ", \"region\": {\"startLine\": %d, \"startColumn\": %d}", line, col > 0 ? col : 1);
    fputs("}", out);
}

static void sarif_rules(FILE *out)
{
    fputs("\"rules\": [", out);
    for (int i = 0; i < rule_count; i++) {
        const Rule *r = &rule_table[i];
        const char *fix = rule_fix(r->id);
        fprintf(out, "%s\n        {\"id\": \"%s\", \"shortDescription\": {\"text\": ", i ? "," : "", r->id);
        jstr(out, r->summary);
        fputs("}, \"fullDescription\": {\"text\": ", out);
        jstr(out, r->explain);
        fputs("}, \"help\": {\"text\": ", out);
        jstr(out, fix ? fix : r->summary);
        /* A rule whose summary says "warning:" (P067) does not fail the run. */
        fprintf(out, "}, \"defaultConfiguration\": {\"level\": \"%s\"}}",
                strncmp(r->summary, "warning:", 8) == 0 ? "warning" : "error");
    }
    fputs("]", out);
}

static void write_sarif(FILE *out)
{
    fputs("{\"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\", \"version\": \"2.1.0\",\n"
          " \"runs\": [{\n  \"tool\": {\"driver\": {\"name\": \"prism-check\", ",
          out);
    sarif_rules(out);
    /* Columns count code points, a tab one (diag.c): said, so that no reader guesses. */
    fputs("}},\n  \"columnKind\": \"unicodeCodePoints\",\n  \"results\": [", out);
    for (int i = 0; i < nrecs; i++) {
        OutDiag *d = &recs[i];
        fputs(i ? ",\n    {" : "\n    {", out);
        if (d->rule) {
            const Rule *r = rule_find(d->rule);
            fprintf(out, "\"ruleId\": \"%s\", \"ruleIndex\": %d, ", d->rule, (int)(r - rule_table));
        }
        fprintf(out, "\"level\": \"%s\", \"message\": {\"text\": ", d->level);
        jstr(out, d->msg);
        fputs("}", out);
        if (d->file) {
            fputs(", \"locations\": [{", out);
            sarif_location(out, d->file, d->line, d->col);
            fputs("}]", out);
        }
        int related = 0;
        for (int k = 0; k < d->nnotes; k++) {
            if (!d->notes[k].file)
                continue;
            fputs(related ? ", " : ", \"relatedLocations\": [", out);
            fprintf(out, "{\"id\": %d, \"message\": {\"text\": ", related++);
            jstr(out, d->notes[k].msg);
            fputs("}, ", out);
            sarif_location(out, d->notes[k].file, d->notes[k].line, d->notes[k].col);
            fputs("}", out);
        }
        if (d->stake && d->stake_file) {
            fputs(related ? ", " : ", \"relatedLocations\": [", out);
            fprintf(out, "{\"id\": %d, \"message\": {\"text\": ", related++);
            jstr(out, arena_printf("at stake: %s", d->stake));
            fputs("}, ", out);
            sarif_location(out, d->stake_file, d->stake_line, d->stake_col);
            fputs("}", out);
        }
        if (related)
            fputs("]", out);
        fprintf(out, ", \"partialFingerprints\": {\"prismCheck/v1\": \"%016llx\"}}",
                (unsigned long long)d->fingerprint);
    }
    fprintf(out, "%s]\n }]\n}\n", nrecs ? "\n  " : "");
}

void diag_out_write(FILE *out)
{
    if (diag_format() == DIAG_SARIF)
        write_sarif(out);
    else if (diag_format() == DIAG_JSON)
        write_json(out);
    for (int i = 0; i < nrecs; i++) {
        OutDiag *d = &recs[i];
        for (int k = 0; k < d->nnotes; k++) {
            free(d->notes[k].file);
            free(d->notes[k].msg);
        }
        free(d->notes);
        free(d->file);
        free(d->msg);
        free(d->stake);
        free(d->stake_file);
        free(d->fix);
    }
    free(recs);
    recs = NULL;
    nrecs = caprecs = 0;
}
