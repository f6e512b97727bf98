/*
 * async.cu - asynchronous copies bind to the same points: the reader of
 * the async target waits for the copy group (cp.async.wait_group) and then
 * meets the block; a second async scope in between leaves one group in
 * flight.
 */
#include "prism.h"

PRISM_KERNEL(async_copy, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(const float *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, a, 256);
            PRISM_SHARED(float, b, 256);
            PRISM_AT(THREAD(1)) const int j = (int)PRISM_ID(THREAD(1)), i = j % 64 * 4;
            PRISM_ASYNC(a_in, a) {
                PRISM_GROUP(THREAD(1)) {
                    if (j < 64) /* 64 threads copy the 256 floats: one owner per byte */
                        prism_cp_async16(a_in + i, src + i);
                }
            }
            PRISM_ASYNC(b_in, b) {
                PRISM_GROUP(THREAD(1)) {
                    if (j < 64)
                        prism_cp_async16(b_in + i, src + 256 + i);
                }
            }
            PRISM_GROUP(THREAD(1)) {
                o[0] = a[(i + 4) % 256];
            }
            PRISM_GROUP(THREAD(1)) {
                o[0] += b[(i + 4) % 256];
            }
        }
    }
}
/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    float *src = (float *)prism_dev_alloc(sizeof(float) * 512);
    float *out = (float *)prism_dev_alloc(sizeof(float) * 2 * 256);
    int st = src && out ? prism_dev_memset(src, 0, sizeof(float) * 512) : 1;
    if (st == 0)
        st = PRISM_LAUNCH(async_copy, 2, 256, src, out);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free((void *)src);
    prism_dev_free(out);
    return st;
}

/*
 * check-name: async copies: wait_group 1 for the first scope, then 0
 *
 * check-output-start
 * async.cu:31:13: sync 1 in async_copy: before group: RAW a (async a_in of a (line 19) -> group thread[1] (line 31)); waits for async copies (cp.async.wait_group 1); group block[1]: __syncthreads() (the owning group is the whole block)
 * async.cu:34:13: sync 2 in async_copy: before group: RAW b (async b_in of b (line 25) -> group thread[1] (line 34)); waits for async copies (cp.async.wait_group 0); group block[1]: __syncthreads() (the owning group is the whole block)
 * async_copy: 3 scopes, 2 sync points (2 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 */
