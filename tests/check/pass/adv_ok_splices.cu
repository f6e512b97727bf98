/*
 * adv_ok_splices.cu - backslash-newlines that change nothing: inside a
 * block comment, at the end of a // comment followed by a blank line, in a
 * multi-line macro, and between the tokens of an expression.  Not one
 * makes the barrier conditional. \
 */
#include "prism.h"

#define TWICE(x) \
    ((x) + \
     (x))

PRISM_DEVICE(int, spliced, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(BLOCK(1)) const int m = TWICE(n) + \
        1;
    // a comment that ends in a splice swallows the next line \

    __syncthreads();
    if (m > 3)
        __syncthreads();
    return m;
}
/*
 * check-name: adversarial legal: line splices in comments, macros and a string
 *
 * check-error-start
 * check-error-end
 */
