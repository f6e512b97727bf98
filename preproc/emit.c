/*
 * emit.c - the translation unit that the build compiles after a check.
 *
 * For now this is the main file itself, behind a #line directive so that
 * nvcc's and gcc's messages point at the user's file and line.  The
 * synchronization pass will later replace the conservative scope barriers
 * with the ones it infers (PRISM_*_NOSYNC plus explicit barriers); that
 * rewrite belongs here, driven by what sync*.c records on the AST.
 */
#include "prism_check.h"

/* A file name as a C string literal body. */
static void put_quoted(const char *s, FILE *out)
{
    for (; *s; s++) {
        if (*s == '\\' || *s == '"')
            fputc('\\', out);
        if (*s == '\n')
            fputs("\\n", out);
        else
            fputc(*s, out);
    }
}

void emit_program(Program *prog, FILE *out)
{
    if (!prog || prog->nfiles == 0)
        return;
    File *main = prog->files[0];
    fputs("#line 1 \"", out);
    put_quoted(main->name, out);
    fputs("\"\n", out);
    fwrite(main->contents, 1, main->size, out);
    if (main->size > 0 && main->contents[main->size - 1] != '\n')
        fputc('\n', out);
}
