/*
 * split.cu - independent work between the last write of a buffer and its
 * first read: the arrive moves up to the write, the wait down to the read,
 * and the point becomes a split barrier (mbarrier arrive / wait).
 */
#include "prism.h"

PRISM_KERNEL(split, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, steps, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, xs, 256);
            PRISM_SHARED(float, ys, 256);
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 256;
            PRISM_AT(THREAD(1)) float acc = 0.0f;
            for (int s = 0; s < steps; s++) {
                PRISM_PARTITION(x, xs, THREAD(1), i) {
                    PRISM_GROUP(THREAD(1)) {
                        x[0] = in[s * 256 + i];
                    }
                }
                PRISM_PARTITION(y, ys, THREAD(1), i) {
                    PRISM_GROUP(THREAD(1)) {
                        y[0] = acc * 0.5f;
                    }
                }
                PRISM_GROUP(THREAD(1)) {
                    for (int k = 0; k < 64; k++)
                        acc = acc * 0.99f + (float)k;
                }
                PRISM_GROUP(THREAD(1)) {
                    acc += xs[255 - i] + ys[255 - i];
                }
            }
            PRISM_GROUP(THREAD(1)) {
                o[0] = acc;
            }
        }
    }
}
/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    float *in = (float *)prism_dev_alloc(sizeof(float) * 256 * 3);
    float *out = (float *)prism_dev_alloc(sizeof(float) * 2 * 256);
    int st = in && out ? prism_dev_memset(in, 0, sizeof(float) * 256 * 3) : 1;
    if (st == 0)
        st = PRISM_LAUNCH(split, 2, 256, in, out, 3);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free((void *)in);
    prism_dev_free(out);
    return st;
}

/*
 * check-name: a split barrier where independent work separates the write from the read
 *
 * check-output-start
 * split.cu:21:17: sync 1 in split: before partition: WAR xs (group thread[1] (line 35) -> partition x of xs (line 21), back edge); group block[1]: __syncthreads() (the owning group is the whole block)
 * split.cu:35:17: sync 2 in split: before group, arrive after partition (line 26): RAW xs (partition x of xs (line 21) -> group thread[1] (line 35)); RAW ys (partition y of ys (line 26) -> group thread[1] (line 35)); group block[1]: mbarrier arrive / wait (block) (the whole block meets, and independent work separates the last access from the first use: arrive after the one, wait before the other)
 * split: 3 scopes, 2 sync points (1 __syncthreads, 1 split); conservative: 4 scope barriers
 * check-output-end
 */
