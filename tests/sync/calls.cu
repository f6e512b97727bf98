/*
 * calls.cu - a call is an event of its caller, charged through the
 * callee's signature and body: fill() writes through its non-const
 * parameter, sum() only reads (const).
 */
#include "prism.h"

PRISM_DEVICE(void, fill, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, dst, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(d, dst, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            d[0] = (float)i;
        }
    }
}

PRISM_DEVICE(float, sum, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, src, THREAD(1)))
{
    return src[0] + src[1];
}

PRISM_KERNEL(calls, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, buf, 256);
            PRISM_CALL(fill, buf);
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 255;
            PRISM_GROUP(THREAD(1)) {
                o[0] = PRISM_CALL(sum, buf + i);
            }
            PRISM_CALL(fill, buf);
        }
    }
}
/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    float *out = (float *)prism_dev_alloc(sizeof(float) * 2 * 256);
    int st = out ? 0 : 1;
    if (st == 0)
        st = PRISM_LAUNCH(calls, 2, 256, out);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free(out);
    return st;
}

/*
 * check-name: calls through signatures: a callee that writes its pointer argument is a write
 *
 * check-output-start
 * fill: 1 scope, 0 sync points; conservative: 2 scope barriers
 * calls.cu:34:13: sync 1 in calls: before group: RAW buf (call fill (line 32) -> group thread[1] (line 34)); group block[1]: __syncthreads() (the owning group is the whole block)
 * calls.cu:37:13: sync 2 in calls: before call fill: WAR buf (group thread[1] (line 34) -> call fill (line 37)); group block[1]: __syncthreads() (the owning group is the whole block)
 * calls: 1 scope, 2 sync points (2 __syncthreads); conservative: 0 scope barriers
 * check-output-end
 */
