/*
 * pp_quoted_not_found.cu - a quoted header neither beside the source, nor
 * in an -I directory, nor in the compilers' own: a project header the
 * check was not told where to find (its kernels would go unchecked), P102.
 * System headers written with quotes are pass/pp_quoted_system_header.cu.
 */
#include "prism.h"
#include "no_such_project_header_k7.h" /* error P102 */

PRISM_KERNEL(quoted, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float *, out, GRID(1)))
{
    (void)out;
}
/*
 * check-name: a quoted header found nowhere is P102
 * check-exit-value: 1
 *
 * check-error-start
pp_quoted_not_found.cu:8:10: error: 'no_such_project_header_k7.h' not found [P102]
pp_quoted_not_found.cu:8:10: note: searched next to 'pp_quoted_not_found.cu' and in the -I directories
pp_quoted_not_found.cu:8:10: note: at stake: the signatures of the functions that header defines: without them every call into it is unchecked
pp_quoted_not_found.cu:8:10: note: fix: pass the header's directory with -I DIR (or -p BUILD_DIR to read them from compile_commands.json)
pp_quoted_not_found.cu:8:10: note: see: prism-check --explain P102
 * check-error-end
 */
