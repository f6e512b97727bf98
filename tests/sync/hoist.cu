/*
 * hoist.cu - a point a loop needs only because of what ran before it goes
 * in front of the loop (the paper's Fig. 6 line 40), and one partition's
 * instances in successive iterations do not order each other.
 */
#include "prism.h"

PRISM_KERNEL(hoist, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, buf, 256);
            const int n = (int)PRISM_NTHREADS();
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) float first = 0.0f;
            PRISM_GROUP(THREAD(1)) {
                first = buf[(i + 1) % 256];
            }
            for (int j = 0; j < 256; j += n) {
                PRISM_AT(THREAD(1)) const int e = j + i;
                PRISM_PARTITION(mine, buf, THREAD(1), e) {
                    PRISM_GROUP(THREAD(1)) {
                        if (e < 256)
                            mine[0] = (float)e;
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) {
                o[0] = first + buf[(i + 1) % 256];
            }
        }
    }
}
/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    float *out = (float *)prism_dev_alloc(sizeof(float) * 2 * 96);
    int st = out ? 0 : 1;
    if (st == 0)
        st = PRISM_LAUNCH(hoist, 2, 96, out);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free(out);
    return st;
}

/*
 * check-name: hoisting out of a loop; no point between one partition's iterations
 *
 * check-output-start
 * hoist.cu:21:13: sync 1 in hoist: before loop (hoisted: on behalf of accesses inside it): WAR buf (group thread[1] (line 18) -> partition mine of buf (line 23)); group block[1]: __syncthreads() (the owning group is the whole block)
 * hoist.cu:30:13: sync 2 in hoist: before group: RAW buf (partition mine of buf (line 23) -> group thread[1] (line 30)); group block[1]: __syncthreads() (the owning group is the whole block)
 * hoist: 2 scopes, 2 sync points (2 __syncthreads); conservative: 2 scope barriers
 * check-output-end
 */
