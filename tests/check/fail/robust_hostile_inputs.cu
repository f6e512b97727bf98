/*
 * robust_hostile_inputs.cu - inputs a robustness pass (red team f1) found
 * the checker mishandled, each now one clear error:
 *   - PRISM_FOR_STRIDED whose variable is not a name (P100; its error node
 *     was written past its end: heap corruption under ASan);
 *   - a macro use that expands to millions of tokens (P104; 4^20 tokens
 *     from `D(D(...D(1)...))` ate memory until killed);
 *   - #line past the numbers the checker follows (P104; ignored, so
 *     __LINE__ and the branch an #if on it took differed from gcc's).
 * A PRISM_SHARED count whose bytes overflow is fail/robust_shared_overflow.cu,
 * the command line's -D= (a crash) fail/robust_define_empty.cu.
 */
#include "prism.h"

#define D(x) x x x x

PRISM_KERNEL(strided_not_a_name, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_FOR_STRIDED(int i, n) { } /* error P100 */
}

PRISM_KERNEL(macro_explosion, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = D(D(D(D(D(D(D(D(D(D(D(1))))))))))); } /* error P104 */
    }
}
#line 2000000000 /* error P104 */

/*
 * check-name: hostile inputs: one clear error each
 * check-exit-value: 1
 *
 * check-error-start
robust_hostile_inputs.cu:28:41: error: the use of macro 'D' expands to more than 2097152 tokens [P104]
robust_hostile_inputs.cu:28:41: note: fix: split the input (named temporaries for deep expressions, fewer nested blocks, smaller generated files)
robust_hostile_inputs.cu:28:41: note: see: prism-check --explain P104
robust_hostile_inputs.cu:31:7: error: #line 2000000000: the checker follows line numbers from 1 to 1073741823 [P104]
robust_hostile_inputs.cu:31:7: note: fix: split the input (named temporaries for deep expressions, fewer nested blocks, smaller generated files)
robust_hostile_inputs.cu:20:23: error: expected a loop variable name before 'int' [P100]
robust_hostile_inputs.cu:20:23: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
robust_hostile_inputs.cu:20:23: note: see: prism-check --explain P100
 * check-error-end
 */
