/* expect: accept */
/* form: block trip count read through a const view of shared memory written by PRISM_ONE_CLAIM before it (barrier inferred) */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(16), PRISM_PARAM(int, seed, GRID(1)))
{
    PRISM_SHARED(int, cnt, 4);
    const int *cv = cnt;
    PRISM_ONE_CLAIM(c, cnt) { c[0] = seed & 3; }
    PRISM_AT(BLOCK(1)) const int n = cv[0];
    for (int i = 0; i < n; i++)
        prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): block trip count read through a const view of shared memory written by PRISM_ONE_CLAIM before it (barrier inferred)
 *
 * check-error-start
 * check-error-end
 */
