/*
 * control.cu - control flow: both arms of an if needing the same point get
 * one point before the if; a loop left by break and continue still carries
 * its accesses around its back edge; a thread[1] group never waits.
 */
#include "prism.h"

PRISM_KERNEL(control, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, mode, GRID(1)),
             PRISM_PARAM(int, steps, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, buf, 256);
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 256;
            PRISM_PARTITION(mine, buf, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) {
                    mine[0] = (float)i;
                }
            }
            if (mode) {
                PRISM_GROUP(THREAD(1)) {
                    o[0] = buf[255 - i];
                }
            } else {
                PRISM_GROUP(THREAD(1)) {
                    o[0] = -buf[255 - i];
                }
            }
            for (int s = 0; s < steps; s++) {
                if (s == 3)
                    break;
                if (s == 1)
                    continue;
                PRISM_PARTITION(mine, buf, THREAD(1), i) {
                    PRISM_GROUP(THREAD(1)) {
                        mine[0] += 1.0f;
                    }
                }
                PRISM_GROUP(THREAD(1)) {
                    o[0] += buf[(i + 1) % 256];
                }
            }
            PRISM_GROUP(THREAD(1)) {
                PRISM_AT(THREAD(1)) float local[4];
                for (int k = 0; k < 4; k++)
                    local[k] = o[0] + (float)k;
                o[0] = local[3];
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
        st = PRISM_LAUNCH(control, 2, 256, out, 1, 5);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free(out);
    return st;
}

/*
 * check-name: control flow: one point before an if, break and continue in a loop
 *
 * check-output-start
 * control.cu:23:13: sync 1 in control: before if (hoisted: on behalf of accesses inside it): RAW buf (partition mine of buf (line 18) -> group thread[1] (line 24)); RAW buf (partition mine of buf (line 18) -> group thread[1] (line 28)); group block[1]: __syncthreads() (the owning group is the whole block)
 * control.cu:37:17: sync 2 in control: before partition: WAR buf (group thread[1] (line 24) and 1 more -> partition mine of buf (line 37)); WAR buf (group thread[1] (line 42) -> partition mine of buf (line 37), back edge); group block[1]: __syncthreads() (the owning group is the whole block)
 * control.cu:42:17: sync 3 in control: before group: RAW buf (partition mine of buf (line 37) -> group thread[1] (line 42)); group block[1]: __syncthreads() (the owning group is the whole block)
 * control: 3 scopes, 3 sync points (3 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 */
