/*
 * a3_compound_literal_varying.cu - the look-alike of
 * pass/a3_compound_literal_uniform.cu whose compound literals hold a
 * per-thread value (or are indexed by one): the element read is thread[1],
 * and a block[1] variable cannot receive it (P030).
 */
#include "prism.h"
typedef struct { int a, b; } P2;
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, sel, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) const int n = (int[]){4, g, 16}[sel % 3]; /* error P030 */
        PRISM_AT(BLOCK(1)) const int m = (const int[2][2]){{1, 2}, {3, 4}}[g & 1][sel & 1]; /* error P030 */
        PRISM_AT(BLOCK(1)) const int q = (P2[]){{sel, 2}, {g, 5}}[1].a; /* error P030 */
        for (int i = 0; i < n + m + q; i++)
            prism_syncthreads();
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = g; }
    }
}
/*
 * check-name: red-team A3: an element of a compound literal holding a per-thread value is thread[1] (P030)
 * check-exit-value: 1
 *
 * check-error-start
a3_compound_literal_varying.cu:14:38: error: 'n' at block[1] cannot receive a thread[1] value (from 'g'): values flow only from broader to narrower [P030]
a3_compound_literal_varying.cu:12:35: note: 'g' is declared thread[1] here
a3_compound_literal_varying.cu:14:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a3_compound_literal_varying.cu:14:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
a3_compound_literal_varying.cu:14:38: note: see: prism-check --explain P030
a3_compound_literal_varying.cu:15:38: error: 'm' at block[1] cannot receive a thread[1] value (from 'g'): values flow only from broader to narrower [P030]
a3_compound_literal_varying.cu:12:35: note: 'g' is declared thread[1] here
a3_compound_literal_varying.cu:15:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a3_compound_literal_varying.cu:15:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
a3_compound_literal_varying.cu:16:38: error: 'q' at block[1] cannot receive a thread[1] value (from 'g'): values flow only from broader to narrower [P030]
a3_compound_literal_varying.cu:12:35: note: 'g' is declared thread[1] here
a3_compound_literal_varying.cu:16:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a3_compound_literal_varying.cu:16:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
 * check-error-end
 */
