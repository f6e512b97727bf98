/*
 * adv_splice_in_ident.cu - a raw built-in broken across lines with a
 * backslash-newline is still threadIdx to the compiler.
 */
#include "prism.h"

PRISM_DEVICE(int, hidden_tid, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int t = (int)thread\
Idx.x; /* error P081 */
    return t;
}
/*
 * check-name: adversarial: a line splice inside threadIdx
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_splice_in_ident.cu:10:0: error: P081 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
