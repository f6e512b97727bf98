/*
 * pp_import_once.cu - gcc's deprecated #import (red team rt27: it was P100):
 * an #include of a file not read before, which marks it as #pragma once
 * would, so a later #import or #include of it reads nothing; gcc and nvcc
 * read it so.  The header has no include guard: read twice, it would
 * define IMPORT_AGAIN (and redefine its struct).  The look-alike that
 * reads it twice, an #include then an #import... no: two #includes, is
 * fail/pp_import_include_twice.cu.
 */
#include "prism.h"
#import "pp_import_once.h"
#import "pp_import_once.h"
#include "pp_import_once.h"

PRISM_KERNEL(imported, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
#ifdef IMPORT_AGAIN
    PRISM_GROUP(THREAD(1)) { __syncthreads(); }
#endif
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            struct import_pair p = {t, 1};
            o[0] = p.a + p.b;
        }
    }
}
/*
 * check-name: #import reads a header once, whatever follows it; the copy compiles warning-free
 * check-command: prism-check -I../../../include -o /dev/stdout $file | gcc -std=gnu17 -Wall -Wextra -Werror -fsyntax-only -I. -I../../../include -x c -
 *
 * check-error-start
 * check-error-end
 */
