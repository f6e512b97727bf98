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

void sync_emit_file(Program *prog, File *f, FILE *out); /* sync_emit.c */

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
    /*
     * The checker placed every barrier this file needs: tell prism.h not to
     * add the conservative ones (scope entry/exit, multi-warp unit ends).
     */
    fputs("#define PRISM_CHECKED 1\n", out);
    if (prog->rewrites) /* extern "C" as C++ and C read it (parse.c); the __shared__ of static __shared__ */
        fputs("#ifdef __CUDACC__\n"
              "#define PRISM__SHARED_AFTER_STATIC __shared__\n"
              "#else\n"
              "#define PRISM__SHARED_AFTER_STATIC _Thread_local\n"
              "#endif\n"
              "#ifdef __cplusplus\n"
              "#define PRISM__LINKAGE_C extern \"C\"\n"
              "#define PRISM__LINKAGE_C_OPEN extern \"C\" {\n"
              "#define PRISM__LINKAGE_C_CLOSE }\n"
              "#else\n"
              "#define PRISM__LINKAGE_C extern\n"
              "#define PRISM__LINKAGE_C_OPEN\n"
              "#define PRISM__LINKAGE_C_CLOSE\n"
              "#endif\n",
              out);
    fputs("#line 1 \"", out);
    put_quoted(main->name, out);
    fputs("\"\n", out);
    /*
     * Hook of the synchronization pass (sync_emit.c, owned by the sync
     * helper): the main file with the scopes in their _NOSYNC forms and
     * the inferred barriers inserted, project headers inlined between
     * #line directives (so the output compiles with -Iinclude alone).
     * Without scopes or includes it is the file as is.
     */
    sync_emit_file(prog, main, out);
}
