/*
 * tma_wait_not_evaluated.cu - a prism_mbarrier_wait that never runs counted
 * as the wait for a TMA copy (red team rt36): inside sizeof (an operand
 * that is never evaluated: the block read the tile while the copy could
 * still land), under `if (0)`, in a loop that never enters.  P139 at the
 * use, and where the scope that allocates the buffer ends.  A wait under a
 * run-time condition that is never true still counts (SPEC 8.2 states it).
 * The look-alike is pass/tma_abandoned_waited_ok.cu.
 */
#include "prism.h"
#define T (64 * 64)
PRISM_KERNEL(wait_in_sizeof, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)),
             PRISM_SMEM(T * 2 + 16), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, T * 2);
                prism_tma_load_2d(sA, &map, 64, 64, 0, 0, bar);
            }
            (void)sizeof(prism_mbarrier_wait(bar, 0), 0);   /* never runs */
            PRISM_GROUP(THREAD(1)) { o[0] = (float)sA[t]; } /* error P139 */
        }
    }
}

PRISM_KERNEL(wait_under_if0, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)),
             PRISM_SMEM(T * 2 + 16), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, skip, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T); /* error P139 */ /* error P139 */
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, T * 2);
                prism_tma_load_2d(sA, &map, 64, 64, 0, 0, bar);
            }
            if (0) prism_mbarrier_wait(bar, 0);
        }
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tmp, 128);          /* bytes 0..511: inside sA */
            PRISM_PARTITION(w, tmp, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = (float)(t + skip); }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = tmp[(t + 1) % 128]; }
        }
    }
}

PRISM_KERNEL(wait_in_empty_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)),
             PRISM_SMEM(T * 2 + 16), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, skip, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T); /* error P139 */ /* error P139 */
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, T * 2);
                prism_tma_load_2d(sA, &map, 64, 64, 0, 0, bar);
            }
            for (int i = 0; i < 0; i++) prism_mbarrier_wait(bar, 0);
        }
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, tmp, 128);          /* bytes 0..511: inside sA */
            PRISM_PARTITION(w, tmp, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = (float)(t + skip); }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = tmp[(t + 1) % 128]; }
        }
    }
}
/*
 * check-name: a TMA wait that never runs (sizeof, if (0), an empty loop) is no wait
 * check-exit-value: 1
 *
 * check-error-start
tma_wait_not_evaluated.cu:28:52: error: 'sA' is used while the TMA that fills it may still be in flight: no prism_mbarrier_wait on 'bar' comes between them on this path, and a block barrier does not wait for a copy [P139]
tma_wait_not_evaluated.cu:25:17: note: the TMA that fills it
tma_wait_not_evaluated.cu:28:52: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_not_evaluated.cu:28:52: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_not_evaluated.cu:28:52: note: see: prism-check --explain P139
tma_wait_not_evaluated.cu:40:13: error: the scope that allocates 'sA' ends with a TMA into it that no wait in the scope waits for: the next allocations reuse its bytes while the copy may still land; wait on the copy's mbarrier before the scope ends [P139]
tma_wait_not_evaluated.cu:46:34: note: the copy
tma_wait_not_evaluated.cu:40:13: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_not_evaluated.cu:40:13: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_wait_not_evaluated.cu:67:13: error: the scope that allocates 'sA' ends with a TMA into it that no wait in the scope waits for: the next allocations reuse its bytes while the copy may still land; wait on the copy's mbarrier before the scope ends [P139]
tma_wait_not_evaluated.cu:73:34: note: the copy
tma_wait_not_evaluated.cu:67:13: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_wait_not_evaluated.cu:67:13: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
 * check-error-end
 */
