/*
 * pp_macro_arg_once.cu - points in front of statements that reach the
 * emitted file through a macro's argument, which the macro uses once and
 * as written: the point goes into the argument, where it lands in the
 * same place of the expansion (the look-alike of fail/macro_arg_twice.cu).
 */
#include "prism.h"

#define IN_BLOCK(stmts) do { stmts } while (0)

PRISM_DEVICE(void, once, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_SHARED(int, a, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    IN_BLOCK(
        PRISM_PARTITION(w, a, THREAD(1), t) { PRISM_GROUP(THREAD(1)) { w[0] = t; } }
        PRISM_GROUP(THREAD(1)) { acc = a[(t + 1) % 128]; }
    );
    PRISM_GROUP(THREAD(1)) { out[0] = acc; }
}

/*
 * check-name: a point in a macro's argument used once goes where it is written
 * check-command: prism-check $file -o /dev/null
 *
 * check-error-start
 * check-error-end
 */
