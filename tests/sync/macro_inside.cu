/*
 * macro_inside.cu - points inside macro uses.  The emitted file writes a
 * use out expanded where a point falls between two statements of its
 * replacement: a fill-then-read macro, a staging macro used twice in a
 * loop (each use gets its own points).  Before, each was P106 (porters
 * P5 and P6 wrote such staging macros).  A macro that repeats its
 * argument is still P106 (fail/macro_arg_twice.cu).
 */
#include <stdio.h>

#include "prism.h"

#define FILL_READ(tile, t, v, acc)                                             \
    PRISM_PARTITION(w_, tile, THREAD(1), t) {                                  \
        PRISM_GROUP(THREAD(1)) { w_[0] = (v); }                                \
    }                                                                          \
    PRISM_GROUP(THREAD(1)) { acc += tile[(t + 1) % 128]; }

PRISM_KERNEL(macro_inside, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, a, 128);
        PRISM_SHARED(int, b, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        FILL_READ(a, t, t * 2, acc);
        for (int r = 0; r < 3; r++) {
            FILL_READ(b, t, t + r, acc);
        }
        FILL_READ(a, t, t + 100, acc);
        FILL_READ(a, t, t + 100, acc);
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    enum { BLOCKS = 2, N = BLOCKS * 128 };
    static int host[N];
    int *out = (int *)prism_dev_alloc(sizeof(int) * N);
    int st = out ? 0 : 1;
    if (st == 0)
        st = PRISM_LAUNCH(macro_inside, BLOCKS, 128, out);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(host, out, sizeof host);
    for (int x = 0; st == 0 && x < N; x++) {
        int n = (x % 128 + 1) % 128;
        int want = n * 2;
        for (int r = 0; r < 3; r++)
            want += n + r;
        want += 2 * (n + 100);
        if (host[x] != want) {
            fprintf(stderr, "MISMATCH out[%d] = %d, want %d\n", x, host[x], want);
            st = 7;
        }
    }
    prism_dev_free(out);
    return st;
}


/*
 * check-name: points inside macro uses: the uses are written out expanded
 *
 * check-output-start
 * macro_inside.cu:17:5: sync 1 in macro_inside: before group: RAW a (partition w_ of a (line 14) -> group thread[1] (line 17)); group block[1]: __syncthreads() (the owning group is the whole block)
 * macro_inside.cu:14:5: sync 2 in macro_inside: before partition: WAR b (group thread[1] (line 17) -> partition w_ of b (line 14), back edge); group block[1]: __syncthreads() (the owning group is the whole block)
 * macro_inside.cu:17:5: sync 3 in macro_inside: before group: RAW b (partition w_ of b (line 14) -> group thread[1] (line 17)); group block[1]: __syncthreads() (the owning group is the whole block)
 * macro_inside.cu:14:5: sync 4 in macro_inside: before partition: WAR a (group thread[1] (line 17) -> partition w_ of a (line 14)); group block[1]: __syncthreads() (the owning group is the whole block)
 * macro_inside.cu:17:5: sync 5 in macro_inside: before group: RAW a (partition w_ of a (line 14) -> group thread[1] (line 17)); group block[1]: __syncthreads() (the owning group is the whole block)
 * macro_inside.cu:14:5: sync 6 in macro_inside: before partition: WAR a (group thread[1] (line 17) -> partition w_ of a (line 14)); group block[1]: __syncthreads() (the owning group is the whole block)
 * macro_inside.cu:17:5: sync 7 in macro_inside: before group: RAW a (partition w_ of a (line 14) -> group thread[1] (line 17)); group block[1]: __syncthreads() (the owning group is the whole block)
 * macro_inside: 5 scopes, 7 sync points (7 __syncthreads); conservative: 8 scope barriers
 * check-output-end
 */
