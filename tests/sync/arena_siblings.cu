/*
 * arena_siblings.cu - two sibling block groups, each with its own
 * PRISM_SHARED.  A group's context is a copy of its parent's, so both
 * carve the block's arena from the same offset: the second group's writes
 * land on the bytes the first group's threads read last.  The names
 * differ, the bytes do not - a WAR the checker must see on byte ranges.
 */
#include "prism.h"

PRISM_KERNEL(arena_siblings, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 2 * t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, a, 256);
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(mine, a, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) {
                    mine[0] = (float)i;
                }
            }
            PRISM_GROUP(THREAD(1)) {
                o[0] = a[255 - i];
            }
        }
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int, b, 256); /* the bytes of a */
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(mine, b, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) {
                    mine[0] = -1 - i;
                }
            }
            PRISM_GROUP(THREAD(1)) {
                o[1] = (float)b[255 - i];
            }
        }
    }
}
/* The case as a program: tests/sync/race.sh runs it under the race detector and checks the result. */
PRISM_HOST_API int sync_case_run(void)
{
    enum { BLOCKS = 2, N = BLOCKS * 256 * 2 };
    static float host[N];
    float *out = (float *)prism_dev_alloc(sizeof(float) * N);
    int st = out ? PRISM_LAUNCH(arena_siblings, BLOCKS, 256, out) : 1;
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(host, out, sizeof host);
    for (int t = 0; st == 0 && t < BLOCKS * 256; t++)
        if (host[2 * t] != (float)(255 - t % 256) || host[2 * t + 1] != (float)(-1 - (255 - t % 256)))
            st = 99;
    prism_dev_free(out);
    return st;
}

/*
 * check-name: sibling block groups reuse the arena: WAR between different names on the same bytes
 *
 * check-output-start
 * arena_siblings.cu:23:13: sync 1 in arena_siblings: before group: RAW a (partition mine of a (line 18) -> group thread[1] (line 23)); group block[1]: __syncthreads() (the owning group is the whole block)
 * arena_siblings.cu:27:9: sync 2 in arena_siblings: before group: RAW+WAR a = b (group block[1] (line 15) -> group block[1] (line 27)); group grid[1]: __syncthreads() (the bytes are each block's shared memory, and every thread of every block runs this code: each block meets on its own)
 * arena_siblings.cu:35:13: sync 3 in arena_siblings: before group: RAW b (partition mine of b (line 30) -> group thread[1] (line 35)); group block[1]: __syncthreads() (the owning group is the whole block)
 * arena_siblings: 3 scopes, 3 sync points (3 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 */
