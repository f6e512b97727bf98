/*
 * named_ws.cu - a warp-specialized block of 384 threads, consumers first
 * (SPEC 4.2): the 256-thread arm at thread 0 and the 128-thread arm at 256
 * each own a shared buffer by a claim at their own perspective (thread[256]
 * is no divisor of 384: a claim target a whole-block arm can own) and meet
 * at their own named barrier, 256 and 128 threads, on different ids.
 */
#include "prism.h"

PRISM_KERNEL(named_ws, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARPGROUP(1), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, cbuf, 256);
            PRISM_SHARED(float, pbuf, 128);
            PRISM_CLAIM(c, cbuf, THREAD(256)) {
                PRISM_CLAIM(p, pbuf, WARPGROUP(1)) {
                    PRISM_SPLIT(WARPGROUP) {
                        PRISM_CASE(2) {
                            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                            PRISM_PARTITION(cell, c, THREAD(1), i) {
                                PRISM_GROUP(THREAD(1)) { cell[0] = (float)i; }
                            }
                            PRISM_GROUP(THREAD(1)) { o[0] = c[255 - i]; }
                        }
                        PRISM_CASE(1) {
                            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                            PRISM_PARTITION(cell, p, THREAD(1), i) {
                                PRISM_GROUP(THREAD(1)) { cell[0] = (float)(i + 1000); }
                            }
                            PRISM_GROUP(THREAD(1)) { o[0] = p[127 - i]; }
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
    float *out = (float *)prism_dev_alloc(sizeof(float) * 2 * 384);
    int st = out ? 0 : 1;
    if (st == 0)
        st = PRISM_LAUNCH(named_ws, 2, 384, out);
    if (st == 0)
        st = prism_dev_sync();
    prism_dev_free(out);
    return st;
}

/*
 * check-name: a 256 + 128 warp-specialized split: one named barrier per arm, each its own count
 *
 * check-output-start
 * named_ws.cu:26:29: sync 1 in named_ws: before group: RAW cbuf (partition cell of cbuf (line 23) -> group thread[1] (line 26)); group thread[256]: bar.sync 15, 256 (the owning group is 256 threads (8 warps) of a larger block: a named barrier makes only them meet)
 * named_ws.cu:33:29: sync 2 in named_ws: before group: RAW pbuf (partition cell of pbuf (line 30) -> group thread[1] (line 33)); group thread[128]: bar.sync 14, 128 (the owning group is 128 threads (4 warps) of a larger block: a named barrier makes only them meet)
 * named_ws: 5 scopes, 2 sync points (2 named); conservative: 8 scope barriers
 * check-output-end
 */
