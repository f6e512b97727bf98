/*
 * raw_war.cu - the two rules: a read after a write partition (RAW) and a
 * write partition after reads (WAR), in one block, with a loop around.
 */
#include "prism.h"

PRISM_KERNEL(raw_war, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, steps, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, buf, 256);
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) float acc = 0.0f;
            for (int s = 0; s < steps; s++) {
                PRISM_PARTITION(mine, buf, THREAD(1), i) {
                    PRISM_GROUP(THREAD(1)) {
                        if (i < 256)
                            mine[0] = in[(b * steps + s) * 256 + i];
                    }
                }
                PRISM_GROUP(THREAD(1)) {
                    if (i < 256)
                        acc += buf[255 - i];
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
    float *in = (float *)prism_dev_alloc(sizeof(float) * 256 * 4 * 3);
    float *out = (float *)prism_dev_alloc(sizeof(float) * 4 * 256);
    int st = in && out ? prism_dev_memset(in, 0, sizeof(float) * 256 * 4 * 3) : 1;
    if (st == 0)
        st = PRISM_LAUNCH(raw_war, 4, 256, in, out, 3);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free((void *)in);
    prism_dev_free(out);
    return st;
}

/*
 * check-name: RAW before the reader, WAR before the next step's writer
 *
 * check-output-start
 * raw_war.cu:20:17: sync 1 in raw_war: before partition: WAR buf (group thread[1] (line 26) -> partition mine of buf (line 20), back edge); group block[1]: __syncthreads() (the owning group is the whole block)
 * raw_war.cu:26:17: sync 2 in raw_war: before group: RAW buf (partition mine of buf (line 20) -> group thread[1] (line 26)); group block[1]: __syncthreads() (the owning group is the whole block)
 * raw_war: 2 scopes, 2 sync points (2 __syncthreads); conservative: 2 scope barriers
 * check-output-end
 */
