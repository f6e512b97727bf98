/*
 * arena_nested.cu - sibling block groups nested in a block[2] group.
 * Every group copies its parent's context, so the two inner groups start
 * at the same arena offset as each other (and as the outer group would):
 * the second one's tile reuses the first one's bytes.  The point sits in
 * block[2] code, which whole blocks run: each block meets on its own.
 */
#include "prism.h"

PRISM_KERNEL(arena_nested, PRISM_REQUIRES(GRID(1), BLOCK(2), BLOCK(1), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 2 * t) {
        PRISM_GROUP(BLOCK(2)) {
            PRISM_GROUP(BLOCK(1)) {
                PRISM_SHARED(float, a, 512);
                PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(mine, a, THREAD(1), 2 * i) {
                    PRISM_GROUP(THREAD(1)) {
                        mine[0] = (float)i;
                        mine[1] = (float)(i + 1);
                    }
                }
                PRISM_GROUP(THREAD(1)) {
                    o[0] = a[2 * (255 - i)] + a[2 * (255 - i) + 1];
                }
            }
            PRISM_GROUP(BLOCK(1)) {
                PRISM_SHARED(float, pad, 4); /* 16 bytes: b still overlaps a */
                PRISM_SHARED(float, b, 256);
                PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(mine, b, THREAD(1), i) {
                    PRISM_GROUP(THREAD(1)) {
                        mine[0] = (float)(-i);
                    }
                }
                PRISM_GROUP(THREAD(1)) {
                    o[1] = b[255 - i];
                }
                (void)pad;
            }
        }
    }
}
/* The case as a program: tests/sync/race.sh runs it under the race detector and checks the result. */
PRISM_HOST_API int sync_case_run(void)
{
    enum { BLOCKS = 4, N = BLOCKS * 256 * 2 };
    static float host[N];
    float *out = (float *)prism_dev_alloc(sizeof(float) * N);
    int st = out ? PRISM_LAUNCH(arena_nested, BLOCKS, 256, out) : 1;
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(host, out, sizeof host);
    for (int t = 0; st == 0 && t < BLOCKS * 256; t++) {
        int r = 255 - t % 256;
        if (host[2 * t] != (float)(2 * r + 1) || host[2 * t + 1] != (float)(-r))
            st = 99;
    }
    prism_dev_free(out);
    return st;
}

/*
 * check-name: nested groups: sibling block groups inside a block[2] group share arena bytes
 *
 * check-output-start
 * arena_nested.cu:25:17: sync 1 in arena_nested: before group: RAW a (partition mine of a (line 19) -> group thread[1] (line 25)); group block[1]: __syncthreads() (the owning group is the whole block)
 * arena_nested.cu:29:13: sync 2 in arena_nested: before group: RAW+WAR a = b (group block[1] (line 16) -> group block[1] (line 29)); group block[2]: __syncthreads() (the bytes are each block's shared memory, and every thread of every block runs this code: each block meets on its own)
 * arena_nested.cu:38:17: sync 3 in arena_nested: before group: RAW b (partition mine of b (line 33) -> group thread[1] (line 38)); group block[1]: __syncthreads() (the owning group is the whole block)
 * arena_nested: 3 scopes, 3 sync points (3 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 */
