/*
 * async_raw_own.cu - raw asynchronous copies a thread issues through its
 * own thread[1] scope's alias, then reads.  Each read waits for the copy
 * (cp.async.wait_group, no barrier: the data is the thread's own), in the
 * next statement, in the next group and before a loop whose condition
 * reads it.  The copies were dropped from the walk with the alias's other
 * writes (one thread's view orders nothing), so no read waited.  The last
 * scope is the look-alike that needs a barrier too: the block reads its
 * neighbours' copies.  A helper's copies into its thread[1] parameter are
 * the thread's too: read in the next group of the caller's scope, and by
 * the helper itself after its commit (red team rt13).
 */
#include <stdio.h>

#include "prism.h"

PRISM_DEVICE(void, copy_in, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int *, d, THREAD(1)),
             PRISM_PARAM(const int *, s, THREAD(1)))
{
    prism_cp_async4(d, s);
}

PRISM_DEVICE(int, copy_read, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int *, d, THREAD(1)),
             PRISM_PARAM(const int *, s, THREAD(1)))
{
    prism_cp_async4(d, s);
    prism_cp_async_commit();
    return d[0];
}

PRISM_KERNEL(async_raw_own, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, a, 128);
        PRISM_SHARED(int, b, 128);
        PRISM_SHARED(int, c, 128);
        PRISM_SHARED(int, h, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, a, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                prism_cp_async4(z, in + g);
                prism_cp_async_commit();
                acc = z[0];
            }
        }
        PRISM_PARTITION(z, b, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                prism_cp_async4(z, in + g);
                prism_cp_async_commit();
            }
            PRISM_GROUP(THREAD(1)) {
                acc += 2 * z[0];
                while (z[0] > acc)
                    acc++;
            }
        }
        PRISM_PARTITION(z, c, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                prism_cp_async4(z, in + g);
                prism_cp_async_commit();
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 4 * c[(t + 1) % 128]; }
        PRISM_PARTITION(z, h, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                PRISM_CALL(copy_in, z, in + g);
                prism_cp_async_commit();
            }
            PRISM_GROUP(THREAD(1)) {
                acc += 8 * z[0];
                acc += 16 * PRISM_CALL(copy_read, z, in + g);
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    enum { BLOCKS = 2, N = BLOCKS * 128 };
    static int host[N], src[N];
    for (int i = 0; i < N; i++)
        src[i] = i % 5 - 2;
    int *out = (int *)prism_dev_alloc(sizeof(int) * N);
    int *in = (int *)prism_dev_alloc(sizeof(int) * N);
    int st = out && in ? 0 : 1;
    if (st == 0)
        st = prism_copy_to_dev(in, src, sizeof src);
    if (st == 0)
        st = PRISM_LAUNCH(async_raw_own, BLOCKS, 128, in, out);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(host, out, sizeof host);
    for (int x = 0; st == 0 && x < N; x++) {
        int b = x / 128, t = x % 128;
        int want = 3 * src[x];
        while (src[x] > want)
            want++;
        want += 4 * src[b * 128 + (t + 1) % 128];
        want += 24 * src[x];
        if (host[x] != want) {
            fprintf(stderr, "MISMATCH out[%d] = %d, want %d\n", x, host[x], want);
            st = 7;
        }
    }
    prism_dev_free(out);
    prism_dev_free(in);
    return st;
}



/*
 * check-name: raw asynchronous copies through a thread's own scope: its reads wait for them
 *
 * check-output-start
 * async_raw_own.cu:28:5: sync 1 in copy_read: before statement: RAW d (call prism_cp_async4 (line 26) -> statement (line 28)); waits for async copies (cp.async.wait_group 0); group thread[1]: cp.async.wait_group 0 (one thread sees its own writes in program order; only its asynchronous copies must be waited for)
 * copy_read: 0 scopes, 1 sync point (1 none (one thread)); conservative: 0 scope barriers
 * async_raw_own.cu:46:17: sync 1 in async_raw_own: before statement: RAW a (call prism_cp_async4 (line 44) -> statement (line 46)); waits for async copies (cp.async.wait_group 0); group thread[1]: cp.async.wait_group 0 (one thread sees its own writes in program order; only its asynchronous copies must be waited for)
 * async_raw_own.cu:54:13: sync 2 in async_raw_own: before group: RAW b (group thread[1] (line 50) -> group thread[1] (line 54)); waits for async copies (cp.async.wait_group 0); group block[1]: cp.async.wait_group 0 (one thread sees its own writes in program order; only its asynchronous copies must be waited for)
 * async_raw_own.cu:66:9: sync 3 in async_raw_own: before group: RAW c (partition z of c (line 60) -> group thread[1] (line 66)); waits for async copies (cp.async.wait_group 0); group block[1]: __syncthreads() (the owning group is the whole block)
 * async_raw_own.cu:72:13: sync 4 in async_raw_own: before group: RAW+WAR h (group thread[1] (line 68) -> group thread[1] (line 72)); waits for async copies (cp.async.wait_group 0); group block[1]: cp.async.wait_group 0 (one thread sees its own writes in program order; only its asynchronous copies must be waited for)
 * async_raw_own: 5 scopes, 4 sync points (3 none (one thread), 1 __syncthreads); conservative: 8 scope barriers
 * check-output-end
 */
