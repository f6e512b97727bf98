/*
 * signature.cu - malformed signatures: bound order, repeated parameter, negative budget
 */
#include "prism.h"
PRISM_DEVICE(void, upside_down, PRISM_REQUIRES(THREAD(32), BLOCK(1)), PRISM_SMEM(0)) /* error P111 */
{
}

PRISM_DEVICE(void, twice, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, x, THREAD(1)),
             PRISM_PARAM(int, x, THREAD(1))) /* error P111 */
{
}

PRISM_DEVICE(void, negative, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(-16)) /* error P111 */
{
}
/*
 * check-name: malformed signatures: bound order, repeated parameter, negative budget
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
signature.cu:5:60: error: bound of 'upside_down' lists block[1] after thread[32]: each entry must be strictly narrower than the one before [P111]
signature.cu:5:60: note: fix: write the bound broadest first with positive sizes, and give every parameter a perspective: PRISM_PARAM(type, name, level(n))
signature.cu:5:60: note: see: prism-check --explain P111
signature.cu:11:31: error: parameter 'x' is declared twice [P111]
signature.cu:11:31: note: fix: write the bound broadest first with positive sizes, and give every parameter a perspective: PRISM_PARAM(type, name, level(n))
signature.cu:15:68: error: 'negative' declares a negative shared-memory budget [P111]
signature.cu:15:68: note: fix: write the bound broadest first with positive sizes, and give every parameter a perspective: PRISM_PARAM(type, name, level(n))
 * check-error-end
 */
