/* compdb.h - include paths and macros from compile_commands.json (-p DIR). */
#ifndef PRISM_COMPDB_H
#define PRISM_COMPDB_H

#include "prism_check.h"

typedef enum { COMPDB_FOUND, COMPDB_NO_ENTRY, COMPDB_UNREADABLE, COMPDB_MALFORMED } CompdbResult;

/* Append to fe the -I, -D and -U of path's entry in DIR/compile_commands.json. */
CompdbResult compdb_flags(const char *dir, const char *path, FrontendOptions *fe);

#endif
