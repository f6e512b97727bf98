/*
 * mbar_raw_counts_index.cu - P140 (SPEC 8.2; red team rt17): per-warp code
 * arriving on &bar[n], n a parameter the same in the whole block, arrives
 * four times a phase on one element initialised for 1 (a hang: phases
 * 0-3 complete, the waiters wait on parity 0 in phase 4); and boxes copied
 * through a local array of pointers (bufs[i], float *) are 512 bytes each,
 * so 2048 announced for two of them never complete.  Look-alikes:
 * pass/mbar_raw_counts_index_ok.cu.
 */
#include "prism.h"

PRISM_KERNEL(uniform_index, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(32)),
             PRISM_SMEM(128), PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 8);
        PRISM_ONE { prism_mbarrier_init(&bar[1], 1); prism_fence_mbarrier_init(); } /* error P140 */
        PRISM_GROUP(THREAD(32)) {
            PRISM_ONE { prism_mbarrier_arrive(&bar[n]); }
            PRISM_GROUP(THREAD(1)) { prism_mbarrier_wait(&bar[n], 0); }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = g; }
    }
}

PRISM_KERNEL(holder_bytes, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(1024 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sA, 256);
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
        PRISM_ONE_CLAIM(a, sA) {
            float *bufs[2] = {a, a + 128};
            prism_mbarrier_arrive_expect_tx(bar, 2048); /* error P140 */
            for (int i = 0; i < 2; i++)
                prism_tma_load_2d(bufs[i], &map, 8, 16, i * 8, 0, bar);
        }
        PRISM_GROUP(THREAD(1)) { prism_mbarrier_wait(bar, 0); }
        PRISM_GROUP(THREAD(1)) { acc = sA[t % 128] + sA[t % 128 + 128]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/*
 * check-name: raw mbarrier counts through a block-uniform index and a local array of pointers (P140)
 * check-exit-value: 1
 *
 * check-error-start
mbar_raw_counts_index.cu:18:40: error: mbarrier 'bar[1]' is initialised for 1 arrivals a phase, but the calls that arrive on it run on 4 threads: its phase completes before every arrival it should wait for, and the rest count toward the next phase (a race) [P140]
mbar_raw_counts_index.cu:20:46: note: 4 threads arrive here
mbar_raw_counts_index.cu:18:40: note: at stake: the barrier's phase: never completes (a hang), or completes early (a race)
mbar_raw_counts_index.cu:18:40: note: fix: initialise the barrier for the threads that arrive on it each phase (PRISM_ONE: 1; a warpgroup's code: 128), and announce with arrive_expect_tx the bytes of every box its TMA loads copy that phase
mbar_raw_counts_index.cu:18:40: note: see: prism-check --explain P140
mbar_raw_counts_index.cu:41:44: error: the arrivals on mbarrier 'bar[0]' expect 2048 bytes a phase, but the TMA loads that complete on it copy 1024: its phase never completes, and its waiters wait forever (a hang) [P140]
mbar_raw_counts_index.cu:43:34: note: a TMA load on it copies 512 bytes here
mbar_raw_counts_index.cu:41:44: note: at stake: the barrier's phase: never completes (a hang), or completes early (a race)
mbar_raw_counts_index.cu:41:44: note: fix: initialise the barrier for the threads that arrive on it each phase (PRISM_ONE: 1; a warpgroup's code: 128), and announce with arrive_expect_tx the bytes of every box its TMA loads copy that phase
 * check-error-end
 */
