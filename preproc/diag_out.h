/*
 * diag_out.h - diagnostics as data: --format=json and --format=sarif.
 *
 * diag.c prints diagnostics as compiler text by default; in the structured
 * formats it hands each one here instead, and the driver writes the run's
 * document at the end (docs/SPEC.md, "Diagnostics": the JSON fields, and
 * how the SARIF 2.1.0 fingerprints are made).
 */
#ifndef PRISM_DIAG_OUT_H
#define PRISM_DIAG_OUT_H

#include <stdio.h>

typedef enum { DIAG_TEXT, DIAG_JSON, DIAG_SARIF } DiagFormat;

void diag_set_format(DiagFormat f);
DiagFormat diag_format(void);

/* The rule's closing notes (fixes.def); NULL when it has none. */
const char *rule_fix(const char *id);
const char *rule_stake(const char *id);

/* From diag.c: a diagnostic (file NULL: no position; srcline: its line's
 * text, unindented), a note of the last one, and its closing stake and fix
 * (stake_file NULL: at the diagnostic).  Strings are copied. */
void diag_out_add(const char *level, const char *file, int line, int col, const char *srcline, const char *rule,
                  const char *msg);
void diag_out_note(const char *file, int line, int col, const char *msg);
void diag_out_close(const char *stake, const char *stake_file, int stake_line, int stake_col, const char *fix);

/* The run's document, in the format set; the records are freed. */
void diag_out_write(FILE *out);

#endif
