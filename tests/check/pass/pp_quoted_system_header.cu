/*
 * pp_quoted_system_header.cu - system headers written with quotes, as much
 * CUDA code writes "cuda_runtime.h" (red team rt28: P102 "not found").  The
 * compilers find them in their own directories after the source's and the
 * -I ones: they are system headers the checker skips, as with <...>.  One
 * found nowhere is still P102 (fail/pp_quoted_not_found.cu).
 */
#include "prism.h"
#include "math.h"
#include "stdint.h"

PRISM_KERNEL(quoted, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = sqrtf((float)(uint32_t)t); }
    }
}
/*
 * check-name: system headers written with quotes are skipped system headers, and the copy compiles
 * check-command: prism-check -I../../../include -o /dev/stdout $file | gcc -std=gnu17 -Wall -Wextra -Werror -fsyntax-only -I../../../include -x c -
 *
 * check-error-start
 * check-error-end
 */
