/*
 * lex_utf8_identifier.cu - identifiers spelled in UTF-8 (C17 Annex D), as
 * gcc -std=c17 and nvcc accept them: one name each, no "stray byte"
 * errors (a character Annex D leaves out, U+00D7 or a no-break space,
 * stays a stray byte, as in gcc).
 */
#include "prism.h"
PRISM_KERNEL(scale_größe, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            float größe = 2.0f, 係数 = 1.0f, α̂ = 0.5f;
            if (i < n)
                xi[0] *= größe * 係数 + α̂;
        }
    }
}
/*
 * check-name: UTF-8 identifiers (Annex D) are identifiers
 *
 * check-error-start
 * check-error-end
 */
