/*
 * tma_abandoned_in_flight.cu - a TMA copy nobody waits for, whose bytes
 * stop being its buffer while it may still land (red team rt35,
 * tma_unwaited_reuse): a prefetch abandoned at the end of the group that
 * allocates its buffer, whose bytes the next group's allocation reuses
 * (P139 at the allocation), and a file-scope buffer filled at a kernel's
 * end (P139 at the kernel: its shared memory goes to the next block).
 * Copies that some wait in the scope names are left to the flow (the
 * guarded prefetch of a double buffer).  The look-alike, the same prefetch
 * waited for before the group ends, is pass/tma_abandoned_waited_ok.cu.
 */
#include "prism.h"
#define T (64 * 64)
PRISM_KERNEL(abandoned_prefetch, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)),
             PRISM_SMEM(T * 2 + 16), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, skip, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T); /* error P139 */
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE {
                prism_mbarrier_init(bar, 1);
                prism_fence_mbarrier_init();
                prism_mbarrier_arrive_expect_tx(bar, T * 2);
                prism_tma_load_2d(sA, &map, 64, 64, 0, 0, bar);
            }
            /* ... the tile turns out not to be needed (skip), so no wait */
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

/* A file-scope buffer the kernel fills and never waits for: the block ends while the copy may land. */
__shared__ __align__(1024) uint16_t g_tile[T];
PRISM_KERNEL(ends_in_flight, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), /* error P139 */
             PRISM_SMEM(16), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
            prism_mbarrier_arrive_expect_tx(bar, T * 2);
            prism_tma_load_2d(g_tile, &map, 64, 64, 0, 0, bar);
        }
    }
}
/*
 * check-name: a TMA copy nobody waits for, at the end of the scope that allocates its buffer or of the kernel
 * check-exit-value: 1
 *
 * check-error-start
tma_abandoned_in_flight.cu:21:13: error: the scope that allocates 'sA' ends with a TMA into it that no wait in the scope waits for: the next allocations reuse its bytes while the copy may still land; wait on the copy's mbarrier before the scope ends [P139]
tma_abandoned_in_flight.cu:27:34: note: the copy
tma_abandoned_in_flight.cu:21:13: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_abandoned_in_flight.cu:21:13: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
tma_abandoned_in_flight.cu:21:13: note: see: prism-check --explain P139
tma_abandoned_in_flight.cu:43:1: error: the kernel ends with a TMA into 'g_tile' that no wait waits for: the block's shared memory goes to the next block while the copy may still land; wait on the copy's mbarrier before the kernel ends [P139]
tma_abandoned_in_flight.cu:52:30: note: the copy
tma_abandoned_in_flight.cu:43:1: note: at stake: the readers see the bytes before the copy lands: stale or torn data
tma_abandoned_in_flight.cu:43:1: note: fix: wait on the copy's mbarrier (prism_mbarrier_wait(bar, phase)) between the copy and the first use; one thread's wait, then the block's barrier, serves the block
 * check-error-end
 */
