/*
 * arena_disjoint.cu - look-alikes of the arena cases that need no extra
 * barrier, because the bytes do not overlap:
 *   - two allocations of one group (consecutive offsets), the first read
 *     just before the second is written;
 *   - a call made inside the group, whose scratch starts above the
 *     group's tile;
 *   - a sibling group whose tile starts past the first group's (a pad
 *     allocated first).
 * Only the RAW points of each tile remain (the barrier count is the test).
 */
#include "prism.h"

PRISM_DEVICE(void, scratch_rev, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(float *, dst, THREAD(1)))
{
    PRISM_SHARED(float, s, 256);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(m, s, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            m[0] = (float)(3 * i);
        }
    }
    PRISM_GROUP(THREAD(1)) {
        dst[0] = s[255 - i];
    }
}

PRISM_KERNEL(arena_disjoint, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(3088),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 4 * t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, a, 256); /* bytes 0..1023 */
            PRISM_SHARED(float, b, 256); /* bytes 1024..2047 */
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(mine, a, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) {
                    mine[0] = (float)i;
                }
            }
            PRISM_GROUP(THREAD(1)) {
                o[0] = a[255 - i];
            }
            PRISM_PARTITION(mine, b, THREAD(1), i) { /* no WAR: b is not a */
                PRISM_GROUP(THREAD(1)) {
                    mine[0] = (float)(2 * i);
                }
            }
            PRISM_CALL(scratch_rev, o + 1); /* scratch from byte 2048: neither a nor b */
            PRISM_GROUP(THREAD(1)) {
                o[2] = b[255 - i];
            }
        }
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, pad, 768); /* bytes 0..3071: the first group's tiles and scratch */
            PRISM_SHARED(float, c, 4);     /* bytes 3072..3087 */
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(mine, c, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) {
                    if (i < 4)
                        mine[0] = (float)(7 * i);
                }
            }
            PRISM_GROUP(THREAD(1)) {
                o[3] = c[3 - i % 4];
            }
            (void)pad;
        }
    }
}
/* The case as a program: tests/sync/race.sh runs it under the race detector and checks the result. */
PRISM_HOST_API int sync_case_run(void)
{
    enum { BLOCKS = 2, N = BLOCKS * 256 * 4 };
    static float host[N];
    float *out = (float *)prism_dev_alloc(sizeof(float) * N);
    int st = out ? PRISM_LAUNCH(arena_disjoint, BLOCKS, 256, out) : 1;
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(host, out, sizeof host);
    for (int t = 0; st == 0 && t < BLOCKS * 256; t++) {
        int r = 255 - t % 256;
        if (host[4 * t] != (float)r || host[4 * t + 1] != (float)(3 * r) || host[4 * t + 2] != (float)(2 * r) ||
            host[4 * t + 3] != (float)(7 * (3 - t % 4)))
            st = 99;
    }
    prism_dev_free(out);
    return st;
}

/*
 * check-name: allocations whose bytes do not overlap need no extra barrier
 *
 * check-output-start
 * arena_disjoint.cu:24:5: sync 1 in scratch_rev: before group: RAW s (partition m of s (line 19) -> group thread[1] (line 24)); group block[1]: __syncthreads() (the owning group is the whole block)
 * scratch_rev: 1 scope, 1 sync point (1 __syncthreads); conservative: 2 scope barriers
 * arena_disjoint.cu:43:13: sync 1 in arena_disjoint: before group: RAW a (partition mine of a (line 38) -> group thread[1] (line 43)); group block[1]: __syncthreads() (the owning group is the whole block)
 * arena_disjoint.cu:66:13: sync 2 in arena_disjoint: before group: RAW c (partition mine of c (line 60) -> group thread[1] (line 66)); group block[1]: __syncthreads() (the owning group is the whole block)
 * arena_disjoint: 4 scopes, 2 sync points (2 __syncthreads); conservative: 6 scope barriers
 * check-output-end
 */
