/*
 * math.cu - math functions read values only: expf(x[i] - m), fmaxf,
 * sqrtf and fabsf of shared data are reads of x, never writes, so the
 * second reader of x needs no barrier.  A math function with a pointer
 * out-parameter (modff's integral part) writes through it: the reader of
 * ip after the partition that fills it does need one.
 */
#include <math.h>

#include "prism.h"

PRISM_KERNEL(math, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(o, out, THREAD(1), 2 * t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, x, 256);
            PRISM_SHARED(float, ip, 256);
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(mine, x, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) {
                    mine[0] = in[b * 256 + i] * 0.5f;
                }
            }
            PRISM_GROUP(THREAD(1)) {
                float m = fmaxf(x[0], x[255]);
                o[0] = expf(x[i] - m) + sqrtf(fabsf(x[255 - i]));
            }
            PRISM_GROUP(THREAD(1)) {
                o[1] = x[(i + 1) % 256];
            }
            PRISM_PARTITION(ipm, ip, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) {
                    (void)modff(x[i] * 3.0f, &ipm[0]);
                }
            }
            PRISM_GROUP(THREAD(1)) {
                o[1] += ip[255 - i];
            }
        }
    }
}
/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    enum { BLOCKS = 2, N = BLOCKS * 256 };
    static float host[N];
    for (int k = 0; k < N; k++)
        host[k] = (float)(k % 7);
    float *in = (float *)prism_dev_alloc(sizeof(float) * N);
    float *out = (float *)prism_dev_alloc(sizeof(float) * 2 * N);
    int st = in && out ? prism_copy_to_dev(in, host, sizeof host) : 1;
    if (st == 0)
        st = PRISM_LAUNCH(math, BLOCKS, 256, in, out);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free((void *)in);
    prism_dev_free(out);
    return st;
}

/*
 * check-name: math functions are pure: no barrier between two readers of x; modff's out-parameter writes ip
 *
 * check-output-start
 * math.cu:28:13: sync 1 in math: before group: RAW x (partition mine of x (line 23) -> group thread[1] (line 28)); group block[1]: __syncthreads() (the owning group is the whole block)
 * math.cu:40:13: sync 2 in math: before group: RAW ip (partition ipm of ip (line 35) -> group thread[1] (line 40)); group block[1]: __syncthreads() (the owning group is the whole block)
 * math: 3 scopes, 2 sync points (2 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 */
