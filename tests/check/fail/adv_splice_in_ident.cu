/*
 * adv_splice_in_ident.cu - a raw built-in broken across lines with a
 * backslash-newline is still threadIdx to the compiler.
 */
#include "prism.h"

PRISM_DEVICE(int, hidden_tid, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int t = /* error P081 */ (int)thread\
Idx.x;
    return t;
}
/*
 * check-name: adversarial: a line splice inside threadIdx
 * check-exit-value: 1
 *
 * check-error-start
adv_splice_in_ident.cu:9:61: error: raw 'threadIdx' outside PRISM_UNSAFE: use PRISM_ID or PRISM_NTHREADS, which know the code perspective [P081]
adv_splice_in_ident.cu:9:61: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
adv_splice_in_ident.cu:9:61: note: see: prism-check --explain P081
 * check-error-end
 */
