/*
 * pp_quoted_system_inlined.cu - a project header's quoted include of a
 * system header (`"complex.h"` in pp_qsys_inc/ops.h, found neither beside
 * it nor in an -I directory) is written <complex.h> in the checked copy,
 * which holds the header's text in its main file: compiled from elsewhere
 * with the kernel's directory as -iquote (as prism-nvcc and prism-cc
 * compile it), "complex.h" would find a project file there that the
 * header's own search never saw (red team rt31: an unchecked barrier).
 * Here -iquote pp_qsys_trap stands for that directory.
 */
#include "prism.h"
#include "pp_qsys_inc/ops.h"

PRISM_KERNEL(scale, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float *, x, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { xi[0] *= OPS_SCALE; }
    }
}
/*
 * check-name: a project header's quoted include of a system header is written <name> in the copy
 * check-command: prism-check -I../../../include -o /dev/stdout $file | gcc -std=gnu17 -Wall -Werror -fsyntax-only -iquote pp_qsys_trap -I../../../include -x c -
 *
 * check-error-start
 * check-error-end
 */
