/* expect: accept */
/* form: broadcast from lane 0 (uniform) as the trip count of a __syncwarp loop */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(32)) const int n = prism_shfl(x, 0);
    for (int i = 0; i < n; i++)
        prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): broadcast from lane 0 (uniform) as the trip count of a __syncwarp loop
 *
 * check-error-start
 * check-error-end
 */
