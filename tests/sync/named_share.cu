/*
 * named_share.cu - two kernels never run in one block, so their regions may
 * use the same named-barrier ids: each gets ids 8..15 for its eight
 * thread[64] units.
 */
#include "prism.h"

PRISM_DEVICE(void, pairs, PRISM_REQUIRES(BLOCK(1), WARP(2), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(float *, o, THREAD(1)))
{
    PRISM_SHARED(float, buf, 512);
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
}

PRISM_KERNEL(share_a, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512), WARP(2), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_CALL(pairs, o);
        }
    }
}

PRISM_KERNEL(share_b, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512), WARP(2), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, buf, 512);
            PRISM_PARTITION(pair, buf, WARP(2), (int)PRISM_ID(WARP(2)) * 64) {
                PRISM_GROUP(WARP(2)) {
                    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(cell, pair, THREAD(1), i) {
                        PRISM_GROUP(THREAD(1)) {
                            cell[0] = 2.0f;
                        }
                    }
                    PRISM_GROUP(THREAD(1)) {
                        o[0] = pair[i ^ 1];
                    }
                }
            }
        }
    }
}

/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    float *out = (float *)prism_dev_alloc(sizeof(float) * 2 * 512);
    int st = out ? 0 : 1;
    if (st == 0)
        st = PRISM_LAUNCH(share_a, 2, 512, out);
    if (st == 0)
        st = PRISM_LAUNCH(share_b, 2, 512, out);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free(out);
    return st;
}

/*
 * check-name: named-barrier ids shared between kernels
 *
 * check-output-start
 * named_share.cu:20:13: sync 1 in pairs: before group: RAW buf (partition cell of buf (line 15) -> group thread[1] (line 20)); group thread[64]: bar.sync 8+unit, 64 (ids 8..15) (the owning group is 64 threads (2 warps) of a larger block: a named barrier makes only them meet)
 * pairs: 2 scopes, 1 sync point (1 named); conservative: 4 scope barriers
 * share_a: 1 scope, 0 sync points; conservative: 0 scope barriers
 * named_share.cu:53:21: sync 1 in share_b: before group: RAW buf (partition cell of buf (line 48) -> group thread[1] (line 53)); group thread[64]: bar.sync 8+unit, 64 (ids 8..15) (the owning group is 64 threads (2 warps) of a larger block: a named barrier makes only them meet)
 * share_b: 3 scopes, 1 sync point (1 named); conservative: 4 scope barriers
 * check-output-end
 */
