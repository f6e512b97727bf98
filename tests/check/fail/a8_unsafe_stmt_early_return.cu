/* expect: P090 */
/* form: PRISM_UNSAFE statement in a Prism function returns early for odd threads, then __syncthreads */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_UNSAFE {
        if (threadIdx.x & 1)
            return; /* error P032 */
    }
    prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): PRISM_UNSAFE statement in a Prism function returns early for odd threads, then __syncthreads
 * check-exit-value: 1
 *
 * check-error-start
a8_unsafe_stmt_early_return.cu:8:13: error: return inside PRISM_UNSAFE in code at block[1]: the checker does not read the statement's conditions, so threads of one block[1] could take different paths [P032]
a8_unsafe_stmt_early_return.cu:6:5: note: the unsafe statement begins here
a8_unsafe_stmt_early_return.cu:8:13: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_unsafe_stmt_early_return.cu:8:13: note: fix: leave the statement at its end: set a flag in it, and test the flag after it at the code's perspective (a value the whole unit shares) or in thread code
a8_unsafe_stmt_early_return.cu:8:13: note: see: prism-check --explain P032
 * check-error-end
 */
