/*
 * rounds_fresh_forms.cu - a fresh strided index written the ways CUDA
 * code writes it (porter P6: k02, k03).  With BLOCKDIM(128) a counter
 * stepping by the literal 128 is PRISM_NTHREADS(); the index may be
 * written in place in the partition's offset (`j + t`) as well as held in
 * a const local.  Neither loop needs a point between its rounds.  The
 * look-alike steps by 64, below the block size: thread t's element of
 * round r is thread t + 64's of round r - 1, a point every round.
 */
#include <stdio.h>

#include "prism.h"

PRISM_KERNEL(rounds_fresh_forms, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, lit, 512);
        PRISM_SHARED(int, slow, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int j = 0; j < 512; j += 128) {
            PRISM_PARTITION(z, lit, THREAD(1), j + t) {
                PRISM_GROUP(THREAD(1)) { z[0] = j + t; }
            }
        }
        for (int j = 0; j < 192; j += 64) {
            PRISM_PARTITION(z, slow, THREAD(1), j + t) {
                PRISM_GROUP(THREAD(1)) { z[0] = z[0] * 0 + j + t; }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = lit[(t + 1) % 512] + slow[(t + 5) % 256]; }
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
        st = PRISM_LAUNCH(rounds_fresh_forms, BLOCKS, 128, out);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(host, out, sizeof host);
    for (int x = 0; st == 0 && x < N; x++) {
        int t = x % 128;
        int want = (t + 1) % 512 + (t + 5) % 256; /* each element holds its index */
        if (host[x] != want) {
            fprintf(stderr, "MISMATCH out[%d] = %d, want %d\n", x, host[x], want);
            st = 7;
        }
    }
    prism_dev_free(out);
    return st;
}

/*
 * check-name: fresh strided indices written in place and stepping by the pinned block size
 *
 * check-output-start
 * rounds_fresh_forms.cu:29:13: sync 1 in rounds_fresh_forms: before partition: RAW+WAR slow (partition z of slow (line 29) -> partition z of slow (line 29), back edge); group block[1]: __syncthreads() (the owning group is the whole block)
 * rounds_fresh_forms.cu:33:9: sync 2 in rounds_fresh_forms: before group: RAW lit (partition z of lit (line 24) -> group thread[1] (line 33)); RAW slow (partition z of slow (line 29) -> group thread[1] (line 33)); group block[1]: __syncthreads() (the owning group is the whole block)
 * rounds_fresh_forms: 3 scopes, 2 sync points (2 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 */
