/*
 * pp_include_next_wrapper.cu - a project header that wraps a system header
 * with #include_next (red team rt27).  The checked copy holds the wrapper's
 * text in its main file, where the compilers read #include_next as #include
 * (and warn); where an #include from the start of the search finds the same
 * system header, the copy says #include.  The refused look-alike, a wrapper
 * with the system header's own name, is fail/pp_include_next_wrapper.cu.
 */
#include "prism.h"
#include <wrap_stdio.h>

PRISM_KERNEL(rows, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = (float)WRAP_ROWS; }
    }
}
/*
 * check-name: an #include_next in a project header that finds what an #include would: the copy compiles it warning-free
 * check-command: prism-check -Ipp_next_inc -I../../../include -o /dev/stdout $file | gcc -std=gnu17 -Wall -Wextra -Werror -fsyntax-only -Ipp_next_inc -I../../../include -x c -
 *
 * check-error-start
 * check-error-end
 */
