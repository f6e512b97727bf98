/*
 * atomics.cu - blind atomics of one commuting class need no barrier
 * between them (SYNC.md section 4, atomic_names.c); everything else
 * around an atomic does:
 *   - atomicAdd then atomicAdd/atomicSub, results unused: none;
 *   - atomicAdd then atomicMax on the same counter: different classes,
 *     a barrier (the maximum of a partial sum is another number);
 *   - atomicMax then atomicMax and a cast-to-void atomicMax: none;
 *   - atomicMax whose result is used (it reads the maximum so far): a
 *     barrier, so every thread sees the block's maximum;
 *   - zeroing before the first atomic and reading after the last: barriers.
 * At run time: the counters and what each thread saw, against the
 * arithmetic (a missing barrier shows as a wrong count or maximum).
 */
#include "prism.h"

#define NB 2
#define BS 64

PRISM_KERNEL(atomics, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(BS), THREAD(1)), PRISM_SMEM(16),
             PRISM_PARAM(int *, cnt, GRID(1)),
             PRISM_PARAM(int *, seen, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(me, seen, THREAD(1), t) {
        PRISM_PARTITION_TILE(ob, cnt, BLOCK(1), 3) {
            PRISM_GROUP(BLOCK(1)) {
                PRISM_SHARED(int, c, 4);
                PRISM_ONE_CLAIM(z, c) {
                    for (int k = 0; k < 4; k++)
                        z[k] = 0;
                }
                PRISM_AT(THREAD(1)) const int i = t % BS;
                PRISM_GROUP(THREAD(1)) { atomicAdd(&c[0], 1); }
                PRISM_GROUP(THREAD(1)) { atomicSub(&c[0], i % 2); }
                PRISM_GROUP(THREAD(1)) { atomicMax(&c[0], BS / 4 + 4); }
                PRISM_GROUP(THREAD(1)) { atomicMax(&c[1], i); }
                PRISM_GROUP(THREAD(1)) { (void)atomicMax(&c[2], 2 * i); }
                PRISM_GROUP(THREAD(1)) { me[0] = atomicMax(&c[1], 0); }
                PRISM_ONE_CLAIM(o, ob) {
                    for (int k = 0; k < 3; k++)
                        o[k] = c[k];
                }
            }
        }
    }
}

PRISM_HOST_API int sync_case_run(void)
{
    static int cnt[3 * NB], seen[NB * BS];
    int *dc = (int *)prism_dev_alloc(sizeof cnt), *ds = (int *)prism_dev_alloc(sizeof seen);
    int st = dc && ds ? PRISM_LAUNCH(atomics, NB, BS, dc, ds) : 1;
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(cnt, dc, sizeof cnt);
    if (st == 0)
        st = prism_copy_to_host(seen, ds, sizeof seen);
    for (int b = 0; st == 0 && b < NB; b++)
        if (cnt[3 * b] != BS / 2 || cnt[3 * b + 1] != BS - 1 || cnt[3 * b + 2] != 2 * (BS - 1))
            st = 99;
    for (int t = 0; st == 0 && t < NB * BS; t++)
        if (seen[t] != BS - 1)
            st = 98;
    prism_dev_free(dc);
    prism_dev_free(ds);
    return st;
}

/*
 * check-name: blind atomics of one commuting class need no barrier between them
 *
 * check-output-start
 * atomics.cu:34:17: sync 1 in atomics: before group: RAW c (claim z of c (line 29) -> group thread[1] (line 34)); group block[1]: __syncthreads() (the owning group is the whole block)
 * atomics.cu:36:17: sync 2 in atomics: before group: RAW+WAR c (group thread[1] (line 34) and 1 more -> group thread[1] (line 36)); group block[1]: __syncthreads() (the owning group is the whole block)
 * atomics.cu:39:17: sync 3 in atomics: before group: RAW+WAR c (group thread[1] (line 36) and 2 more -> group thread[1] (line 39)); group block[1]: __syncthreads() (the owning group is the whole block)
 * atomics.cu:40:17: sync 4 in atomics: before claim: RAW c (group thread[1] (line 39) -> claim o of cnt (line 40)); group block[1]: __syncthreads() (the owning group is the whole block)
 * atomics: 4 scopes, 4 sync points (4 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 */
