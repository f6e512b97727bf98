/*
 * arena_call.cu - a block group, then a call whose scratch overlaps it.
 * A callee's PRISM_SHARED carves from the offset its caller passes; the
 * kernel calls from its own frame, where the group's tile has ended, so
 * the callee's scratch lands on the bytes the group's threads read last
 * (WAR), and the group after the call reads bytes the callee wrote (RAW).
 */
#include "prism.h"

/* Reverses 256 values through its own shared scratch (the whole budget). */
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

PRISM_KERNEL(arena_call, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 3 * t) {
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
        PRISM_CALL(scratch_rev, o + 1); /* its scratch: the bytes of a */
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, c, 256); /* the bytes the callee wrote */
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(mine, c, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) {
                    mine[0] = (float)(-i);
                }
            }
            PRISM_GROUP(THREAD(1)) {
                o[2] = c[255 - i];
            }
        }
    }
}
/* The case as a program: tests/sync/race.sh runs it under the race detector and checks the result. */
PRISM_HOST_API int sync_case_run(void)
{
    enum { BLOCKS = 2, N = BLOCKS * 256 * 3 };
    static float host[N];
    float *out = (float *)prism_dev_alloc(sizeof(float) * N);
    int st = out ? PRISM_LAUNCH(arena_call, BLOCKS, 256, out) : 1;
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(host, out, sizeof host);
    for (int t = 0; st == 0 && t < BLOCKS * 256; t++) {
        int r = 255 - t % 256;
        if (host[3 * t] != (float)r || host[3 * t + 1] != (float)(3 * r) || host[3 * t + 2] != (float)(-r))
            st = 99;
    }
    prism_dev_free(out);
    return st;
}

/*
 * check-name: a library call's scratch lands on the bytes of a block group that ended before it
 *
 * check-output-start
 * arena_call.cu:21:5: sync 1 in scratch_rev: before group: RAW s (partition m of s (line 16) -> group thread[1] (line 21)); group block[1]: __syncthreads() (the owning group is the whole block)
 * scratch_rev: 1 scope, 1 sync point (1 __syncthreads); conservative: 2 scope barriers
 * arena_call.cu:39:13: sync 1 in arena_call: before group: RAW a (partition mine of a (line 34) -> group thread[1] (line 39)); group block[1]: __syncthreads() (the owning group is the whole block)
 * arena_call.cu:43:9: sync 2 in arena_call: before call scratch_rev: RAW+WAR a = <shared scratch of scratch_rev> (group block[1] (line 31) -> call scratch_rev (line 43)); group grid[1]: __syncthreads() (the bytes are each block's shared memory, and every thread of every block runs this code: each block meets on its own)
 * arena_call.cu:44:9: sync 3 in arena_call: before group: RAW+WAR <shared scratch of scratch_rev> = c (call scratch_rev (line 43) -> group block[1] (line 44)); group grid[1]: __syncthreads() (the bytes are each block's shared memory, and every thread of every block runs this code: each block meets on its own)
 * arena_call.cu:52:13: sync 4 in arena_call: before group: RAW c (partition mine of c (line 47) -> group thread[1] (line 52)); group block[1]: __syncthreads() (the owning group is the whole block)
 * arena_call: 3 scopes, 4 sync points (4 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 */
