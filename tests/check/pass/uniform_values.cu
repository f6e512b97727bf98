/*
 * uniform_values.cu - uniform values steer collectives: parameters, ids, votes and broadcasts
 */
#include "prism.h"
PRISM_DEVICE(int, uniform, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(const int *, table, GRID(1)))
{
    PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
    PRISM_AT(BLOCK(1)) const int limit = table[n];          /* const read, block[1] index */
    int found = 0;                                           /* block[1] */
    for (int i = 0; i < limit; i++)
        found += i;
    if (found > n)
        prism_syncthreads();
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(32)) const int neg = prism_any(v < 0.0f);
        PRISM_AT(THREAD(32)) const float first = prism_shfl(v, 0);   /* a broadcast */
        if (neg && warp > 0 && first > 0.0f)
            prism_syncwarp();
        while (warp < 0)
            prism_syncwarp();
    }
    return found;
}
/*
 * check-name: uniform values steer collectives: parameters, ids, votes and broadcasts
 *
 * check-error-start
 * check-error-end
 */
