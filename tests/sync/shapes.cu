/*
 * shapes.cu - barriers inserted where C's grammar is tight: the body of a
 * braceless loop, an else arm, a do-while body, a switch case.  The
 * checked translation unit must keep every barrier inside its statement.
 */
#include "prism.h"

PRISM_KERNEL(shapes, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, mode, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, buf, 256);
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 256;
            for (int s = 0; s < 3; s++) /* ends on a write: the point after the loop is needed */
                if (s % 2)
                    PRISM_GROUP(THREAD(1)) { o[0] += buf[(i + s) % 256]; }
                else
                    PRISM_PARTITION(mine, buf, THREAD(1), i) { PRISM_GROUP(THREAD(1)) { mine[0] = (float)s; } }
            if (mode > 1)
                PRISM_GROUP(THREAD(1)) { o[0] = 1.0f; }
            else
                PRISM_GROUP(THREAD(1)) { o[0] = buf[255 - i]; }
            int k = 0;
            do
                PRISM_PARTITION(mine, buf, THREAD(1), i) {
                    PRISM_GROUP(THREAD(1)) { mine[0] = o[0]; }
                }
            while (++k < 2);
            switch (mode) {
            case 0:
                PRISM_GROUP(THREAD(1)) { o[0] += buf[(i + 3) % 256]; }
                break;
            default:
                break;
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
        st = PRISM_LAUNCH(shapes, 2, 256, out, 0);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free(out);
    return st;
}

/*
 * check-name: barriers inside braceless bodies, else arms, do-while and switch
 *
 * check-output-start
 * shapes.cu:18:17: sync 1 in shapes: before if (hoisted: on behalf of accesses inside it): RAW buf (partition mine of buf (line 21) -> group thread[1] (line 19), back edge); WAR buf (group thread[1] (line 19) -> partition mine of buf (line 21), back edge); group block[1]: __syncthreads() (the owning group is the whole block)
 * shapes.cu:25:17: sync 2 in shapes: before group: RAW buf (partition mine of buf (line 21) -> group thread[1] (line 25)); group block[1]: __syncthreads() (the owning group is the whole block)
 * shapes.cu:28:17: sync 3 in shapes: before partition: WAR buf (group thread[1] (line 19) and 1 more -> partition mine of buf (line 28)); WAW buf (partition mine of buf (line 21) -> partition mine of buf (line 28)); WAW buf (partition mine of buf (line 28) -> partition mine of buf (line 28), back edge); group block[1]: __syncthreads() (the owning group is the whole block)
 * shapes.cu:34:17: sync 4 in shapes: before group: RAW buf (partition mine of buf (line 21) and 1 more -> group thread[1] (line 34)); group block[1]: __syncthreads() (the owning group is the whole block)
 * shapes: 3 scopes, 4 sync points (4 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 */
