/* expect: accept */
/* form: macro expanding to if (...) return with a grid-uniform condition */
#include "prism.h"
#define GUARD(c) if (c) return
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    GUARD(n <= 0);
    prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): macro expanding to if (...) return with a grid-uniform condition
 *
 * check-error-start
 * check-error-end
 */
