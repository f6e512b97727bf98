/*
 * lanes.cu - groups narrower than a warp meet with __syncwarp(mask), one
 * warp with __syncwarp(all), and a single thread never waits.
 */
#include "prism.h"

PRISM_KERNEL(lanes, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32), THREAD(8), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, buf, 128);
            PRISM_PARTITION(wbuf, buf, THREAD(32), (int)PRISM_ID(THREAD(32)) * 32 % 128) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_PARTITION(qbuf, wbuf, THREAD(8), (int)PRISM_ID(THREAD(8)) * 8) {
                        PRISM_GROUP(THREAD(8)) {
                            PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                            PRISM_PARTITION(cell, qbuf, THREAD(1), l) {
                                PRISM_GROUP(THREAD(1)) {
                                    cell[0] = (float)l;
                                }
                            }
                            PRISM_GROUP(THREAD(1)) {
                                o[0] = qbuf[7 - l];
                            }
                        }
                    }
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(cell, wbuf, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) {
                            cell[0] = 0.0f;
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
    float *out = (float *)prism_dev_alloc(sizeof(float) * 2 * 128);
    int st = out ? 0 : 1;
    if (st == 0)
        st = PRISM_LAUNCH(lanes, 2, 128, out);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free(out);
    return st;
}

/*
 * check-name: __syncwarp with the lanes of a thread[8] unit, and the whole warp
 *
 * check-output-start
 * lanes.cu:24:29: sync 1 in lanes: before group: RAW buf (partition cell of buf (line 19) -> group thread[1] (line 24)); group thread[8]: __syncwarp(mask of 8 lanes) (the owning group is part of one warp: only its lanes meet)
 * lanes.cu:30:21: sync 2 in lanes: before partition: WAW+WAR buf (partition qbuf of buf (line 16) -> partition cell of buf (line 30)); group thread[32]: __syncwarp(0xffffffff) (the owning group is one aligned warp)
 * lanes: 5 scopes, 2 sync points (2 __syncwarp); conservative: 8 scope barriers
 * check-output-end
 */
