/*
 * user_sync.cu - a barrier the user wrote (PRISM_SYNC, __syncthreads)
 * orders what came before it: no point is added after it.  A grid-level
 * reuse needs none either: blocks own disjoint parts.
 */
#include "prism.h"

PRISM_KERNEL(user_sync, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, buf, 256);
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 256;
            PRISM_PARTITION(mine, buf, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) {
                    mine[0] = 1.0f;
                }
            }
            PRISM_SYNC();
            PRISM_GROUP(THREAD(1)) {
                o[0] = buf[255 - i];
            }
        }
    }
}
/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    float *out = (float *)prism_dev_alloc(sizeof(float) * 2 * 256);
    int st = out ? 0 : 1;
    if (st == 0)
        st = PRISM_LAUNCH(user_sync, 2, 256, out);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free(out);
    return st;
}

/*
 * check-name: a user barrier orders what precedes it
 *
 * check-output-start
 * user_sync: 2 scopes, 0 sync points; conservative: 2 scope barriers
 * check-output-end
 */
