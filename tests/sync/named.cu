/*
 * named.cu - groups of whole warps smaller than the block meet at named
 * barriers: a range of ids for the four thread[64] units of a group, one
 * id for each warpgroup arm of a split; no two can be live together.
 */
#include "prism.h"

PRISM_KERNEL(named, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), WARP(2), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, buf, 256);
            PRISM_PARTITION(pair, buf, WARP(2), (int)PRISM_ID(WARP(2)) * 64) {
                PRISM_GROUP(WARP(2)) {
                    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(cell, pair, THREAD(1), i) {
                        PRISM_GROUP(THREAD(1)) {
                            cell[0] = (float)i;
                        }
                    }
                    PRISM_GROUP(THREAD(1)) {
                        o[0] = pair[63 - i];
                    }
                }
            }
            PRISM_CLAIM(half, buf, WARPGROUP(1)) {
                PRISM_SPLIT(WARPGROUP) {
                    PRISM_CASE(1) {
                        PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                        PRISM_PARTITION(cell, half, THREAD(1), i) {
                            PRISM_GROUP(THREAD(1)) {
                                cell[0] = 1.0f;
                            }
                        }
                        PRISM_GROUP(THREAD(1)) {
                            o[0] = half[127 - i];
                        }
                    }
                }
            }
        }
    }
}
/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    float *out = (float *)prism_dev_alloc(sizeof(float) * 2 * 256);
    int st = out ? 0 : 1;
    if (st == 0)
        st = PRISM_LAUNCH(named, 2, 256, out);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free(out);
    return st;
}

/*
 * check-name: named barriers: an id range for a group, one id for a split arm
 *
 * check-output-start
 * named.cu:23:21: sync 1 in named: before group: RAW buf (partition cell of buf (line 18) -> group thread[1] (line 23)); group thread[64]: bar.sync 12+unit, 64 (ids 12..15) (the owning group is 64 threads (2 warps) of a larger block: a named barrier makes only them meet)
 * named.cu:28:13: sync 2 in named: before claim: RAW+WAR buf (partition pair of buf (line 15) -> claim half of buf (line 28)); group block[1]: __syncthreads() (the owning group is the whole block)
 * named.cu:37:25: sync 3 in named: before group: RAW buf (partition cell of buf (line 32) -> group thread[1] (line 37)); group thread[128]: bar.sync 11, 128 (the owning group is 128 threads (4 warps) of a larger block: a named barrier makes only them meet)
 * named: 5 scopes, 3 sync points (1 __syncthreads, 2 named); conservative: 8 scope barriers
 * check-output-end
 */
