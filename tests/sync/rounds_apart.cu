/*
 * rounds_apart.cu - partitions in loops that need no point between their
 * rounds: each unit's elements are its own in every round.  A strided
 * offset (`e = j + i`, j stepping by PRISM_NTHREADS(): thread i gets
 * i, i + n, ...) and an offset computed from it (`r * 64 + c` with r = e /
 * 64, c = e % 64); an offset of 2 * i with z[0] and z[1] (each unit's two
 * elements, below the stride); a warp's slice read at (lane + 1) % 32,
 * inside its 32 slots.  The one point is the block's read after the
 * loops.  (tests/check/pass/adv_run_partition_shift_rounds and
 * adv_run_partition_reach_rounds are the look-alikes that need one.)
 */
#include <stdio.h>

#include "prism.h"

PRISM_KERNEL(rounds_apart, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, strided, 512);
        PRISM_SHARED(int, pairs, 256);
        PRISM_SHARED(int, slices, 128);
        const int n = (int)PRISM_NTHREADS();
        PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        for (int j = 0; j < 512; j += n) {
            PRISM_AT(THREAD(1)) const int e = j + i;
            PRISM_AT(THREAD(1)) const int r = e / 64;
            PRISM_AT(THREAD(1)) const int c = e % 64;
            PRISM_PARTITION(s, strided, THREAD(1), r * 64 + c) {
                PRISM_GROUP(THREAD(1)) {
                    if (e < 512)
                        s[0] = e * 2;
                }
            }
        }
        for (int k = 0; k < 3; k++) {
            PRISM_PARTITION(z, pairs, THREAD(1), 2 * i) {
                PRISM_GROUP(THREAD(1)) {
                    z[0] = z[0] * (k > 0) + k + i;
                    z[1] = z[0] + 1;
                }
            }
        }
        for (int k = 0; k < 3; k++) {
            PRISM_PARTITION(ws, slices, THREAD(32), warp * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(l1, ws, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) { l1[0] = k + lane; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += ws[(lane + 1) % 32]; }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += strided[(i + 1) % 512] + pairs[(2 * i + 3) % 256] + slices[(i + 32) % 128]; }
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
        st = PRISM_LAUNCH(rounds_apart, BLOCKS, 128, out);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(host, out, sizeof host);
    for (int x = 0; st == 0 && x < N; x++) {
        int i = x % 128, lane = i % 32;
        int want = 0;
        for (int k = 0; k < 3; k++)
            want += k + (lane + 1) % 32;
        int p = (2 * i + 3) % 256, q = p / 2, z0 = 0;
        for (int k = 0; k < 3; k++)
            z0 = z0 * (k > 0) + k + q;
        want += 2 * ((i + 1) % 512) + (p % 2 ? z0 + 1 : z0) + 2 + (i + 32) % 128 % 32;
        if (host[x] != want) {
            fprintf(stderr, "MISMATCH out[%d] = %d, want %d\n", x, host[x], want);
            st = 7;
        }
    }
    prism_dev_free(out);
    return st;
}

/*
 * check-name: partitions in loops whose units keep their own elements every round: no point between rounds
 *
 * check-output-start
 * rounds_apart.cu:54:21: sync 1 in rounds_apart: before group: RAW slices (partition l1 of slices (line 51) -> group thread[1] (line 54)); group thread[32]: __syncwarp(0xffffffff) (the owning group is one aligned warp)
 * rounds_apart.cu:58:9: sync 2 in rounds_apart: before group: RAW strided (partition s of strided (line 32) -> group thread[1] (line 58)); RAW pairs (partition z of pairs (line 40) -> group thread[1] (line 58)); RAW slices (partition ws of slices (line 48) -> group thread[1] (line 58)); group block[1]: __syncthreads() (the owning group is the whole block)
 * rounds_apart.cu:51:21: sync 3 in rounds_apart: before partition: WAR slices (group thread[1] (line 54) -> partition l1 of slices (line 51), back edge); group thread[32]: __syncwarp(0xffffffff) (the owning group is one aligned warp)
 * rounds_apart: 5 scopes, 3 sync points (1 __syncthreads, 2 __syncwarp); conservative: 8 scope barriers
 * check-output-end
 */
