/*
 * pp_splice_lookalike.cu - splices the compilers read as this checker does:
 * a star, splice, then no slash keeps the comment open; a // comment ending
 * in a backslash swallows the next line; a spliced barrier name in block
 * code is a legal barrier; the file does not end in a newline.
 */
#include "prism.h"

PRISM_DEVICE(void, hidden, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, p, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) {
        /* still a comment: *\
        __syncthreads(); */
        p[0] = 1; // also a comment \
        __syncthreads();
    }
    __sync\
threads();
    __syncthreads(\
);
}
/*
 * check-name: splices that hide a barrier from gcc hide it from the checker
 *
 * check-error-start
 * check-error-end
 */