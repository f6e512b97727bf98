/*
 * output.h - how prism-check writes a file it was asked to write (-o,
 * --sync-graph).  See output.c for the policy.
 */
#ifndef PRISM_OUTPUT_H
#define PRISM_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>

#include "prism_check.h"

/*
 * Write what fn prints to path, or report one I/O error (diag_fatal_io)
 * and return false with any previous content of path intact.  A path
 * that names one of prog's input files is refused.
 */
bool output_write(const char *path, Program *prog, void (*fn)(Program *, FILE *));

/* Do path and input name the same file (symlinks and hard links included)? */
bool output_is_input(const char *path, const char *input);

#endif /* PRISM_OUTPUT_H */
