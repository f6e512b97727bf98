/* expect: accept */
/* form: block trip count via a const view of shared memory that PRISM_ONE_CLAIM rewrites every round (checker places RAW+WAR __syncthreads, so the value is uniform) */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(16), PRISM_PARAM(int, seed, THREAD(1)))
{
    PRISM_SHARED(int, cnt, 4);
    const int *cv = cnt;
    PRISM_ONE_CLAIM(c, cnt) { c[0] = 0; }
    for (int r = 0; r < 4; r++) {
        PRISM_AT(BLOCK(1)) const int n = cv[0];
        for (int i = 0; i < n; i++)
            prism_syncthreads();
        PRISM_ONE_CLAIM(c, cnt) { c[0] = seed & 3; }
    }
}
/*
 * check-name: red team A8 (convergence): block trip count via a const view of shared memory that PRISM_ONE_CLAIM rewrites every round (checker places RAW+WAR __syncthreads, so the value is uniform)
 *
 * check-error-start
 * check-error-end
 */
