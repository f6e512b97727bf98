/*
 * mbar_raw_counts.cu - raw mbarriers whose arrivals or bytes differ from
 * what they are initialised or armed for (SPEC 8.2 P140; red team h8):
 * `oneArrives`: a warpgroup's ordering barrier counts 128 arrivals and one
 * thread arrives (the waiter hangs); `halfArrive`: 256 for two warpgroups,
 * one warpgroup arrives; `twoArms`: 128, both warpgroups arrive (the
 * phase completes when the first does); `moreBytes`/`fewerBytes`: the
 * announced bytes are not the box's 8192; `boxLoop`: a box loop of 2 under
 * an announcement of 3 boxes; `ring`: a ring's `&full[s]` armed for one of
 * its two boxes; `perThread`: thread code a group repeats for 128 threads
 * arrives on a barrier counted for one.
 */
#include "prism.h"
#define R 64
#define C 64
#define BOX (R * C * 2)

static prism_tensor_map_t map;

PRISM_KERNEL(oneArrives, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, ord, 2);
        PRISM_ONE {
            prism_mbarrier_init(&ord[0], 128); /* error P140 */
            prism_mbarrier_init(&ord[1], 128);
            prism_fence_mbarrier_init();
        }
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                for (int it = 0; it < n; it++) {
                    prism_mbarrier_wait(&ord[1], it & 1);
                    PRISM_ONE { prism_mbarrier_arrive(&ord[0]); }
                }
            }
            PRISM_CASE(1) {
                for (int it = 0; it < n; it++) {
                    prism_mbarrier_arrive(&ord[1]);
                    prism_mbarrier_wait(&ord[0], it & 1);
                }
            }
        }
    }
}

PRISM_KERNEL(halfArrive, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, done, 1);
        PRISM_ONE {
            prism_mbarrier_init(done, 256); /* error P140 */
            prism_fence_mbarrier_init();
        }
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                if (n > 0)
                    prism_mbarrier_arrive(done);
            }
            PRISM_CASE(1) { prism_mbarrier_wait(done, 0); }
        }
    }
}

PRISM_KERNEL(twoArms, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, done, 1);
        PRISM_ONE {
            prism_mbarrier_init(done, 128); /* error P140 */
            prism_fence_mbarrier_init();
        }
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) { prism_mbarrier_arrive(done); }
            PRISM_CASE(1) {
                prism_mbarrier_arrive(done);
                prism_mbarrier_wait(done, 0);
            }
        }
    }
}

PRISM_KERNEL(moreBytes, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(BOX + 64),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, tile, R * C);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
        }
        PRISM_ONE {
            prism_mbarrier_arrive_expect_tx(bar, BOX * 2); /* error P140 */
            prism_tma_load_2d(tile, &map, R, C, 0, n, bar);
        }
        prism_mbarrier_wait(bar, 0);
    }
}

PRISM_KERNEL(fewerBytes, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(BOX + 64),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, tile, R * C);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
        }
        PRISM_ONE {
            prism_mbarrier_arrive_expect_tx(bar, R * C); /* error P140 */
            prism_tma_load_2d(tile, &map, R, C, 0, n, bar);
        }
        prism_mbarrier_wait(bar, 0);
    }
}

PRISM_KERNEL(boxLoop, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(3 * BOX + 64),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, tile, 3 * R * C);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
        }
        PRISM_ONE {
            prism_mbarrier_arrive_expect_tx(bar, 3 * BOX); /* error P140 */
            for (int i = 0; i < 2; i++)
                prism_tma_load_2d(tile + i * R * C, &map, R, C, 0, n + i * C, bar);
        }
        prism_mbarrier_wait(bar, 0);
    }
}

PRISM_KERNEL(ring, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(4 * BOX + 64),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, a, 2 * R * C);
        PRISM_SHARED(uint16_t, b, 2 * R * C);
        PRISM_SHARED(prism_mbarrier_t, full, 2);
        PRISM_ONE {
            for (int i = 0; i < 2; i++)
                prism_mbarrier_init(&full[i], 1);
            prism_fence_mbarrier_init();
        }
        for (int k = 0; k < n; k++) {
            const int s = k % 2;
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(&full[s], BOX); /* error P140 */
                prism_tma_load_2d(a + s * R * C, &map, R, C, k * R, 0, &full[s]);
                prism_tma_load_2d(b + s * R * C, &map, R, C, 0, k * C, &full[s]);
            }
            prism_mbarrier_wait(&full[s], (k / 2) & 1);
        }
    }
}

PRISM_KERNEL(perThread, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1); /* error P140 */
            prism_fence_mbarrier_init();
        }
        PRISM_GROUP(THREAD(1)) {
            if (n > 0)
                prism_mbarrier_arrive(bar);
        }
        prism_mbarrier_wait(bar, 0);
    }
}

/*
 * check-name: raw mbarrier arrivals and bytes that differ from the count and the boxes (P140)
 * check-exit-value: 1
 *
 * check-error-start
mbar_raw_counts.cu:26:32: error: mbarrier 'ord[0]' is initialised for 128 arrivals a phase, but the calls that arrive on it run on 1 thread: its phase never completes, and its waiters wait forever (a hang) [P140]
mbar_raw_counts.cu:34:54: note: 1 thread arrives here
mbar_raw_counts.cu:26:32: note: at stake: the barrier's phase: never completes (a hang), or completes early (a race)
mbar_raw_counts.cu:26:32: note: fix: initialise the barrier for the threads that arrive on it each phase (PRISM_ONE: 1; a warpgroup's code: 128), and announce with arrive_expect_tx the bytes of every box its TMA loads copy that phase
mbar_raw_counts.cu:26:32: note: see: prism-check --explain P140
mbar_raw_counts.cu:53:32: error: mbarrier 'done' is initialised for 256 arrivals a phase, but the calls that arrive on it run on 128 threads: its phase never completes, and its waiters wait forever (a hang) [P140]
mbar_raw_counts.cu:59:42: note: 128 threads arrive here
mbar_raw_counts.cu:53:32: note: at stake: the barrier's phase: never completes (a hang), or completes early (a race)
mbar_raw_counts.cu:53:32: note: fix: initialise the barrier for the threads that arrive on it each phase (PRISM_ONE: 1; a warpgroup's code: 128), and announce with arrive_expect_tx the bytes of every box its TMA loads copy that phase
mbar_raw_counts.cu:72:32: error: mbarrier 'done' is initialised for 128 arrivals a phase, but the calls that arrive on it run on 256 threads: its phase completes before every arrival it should wait for, and the rest count toward the next phase (a race) [P140]
mbar_raw_counts.cu:76:50: note: 128 threads arrive here
mbar_raw_counts.cu:78:38: note: 128 threads arrive here
mbar_raw_counts.cu:72:32: note: at stake: the barrier's phase: never completes (a hang), or completes early (a race)
mbar_raw_counts.cu:72:32: note: fix: initialise the barrier for the threads that arrive on it each phase (PRISM_ONE: 1; a warpgroup's code: 128), and announce with arrive_expect_tx the bytes of every box its TMA loads copy that phase
mbar_raw_counts.cu:96:44: error: the arrivals on mbarrier 'bar' expect 16384 bytes a phase, but the TMA loads that complete on it copy 8192: its phase never completes, and its waiters wait forever (a hang) [P140]
mbar_raw_counts.cu:97:30: note: a TMA load on it copies 8192 bytes here
mbar_raw_counts.cu:96:44: note: at stake: the barrier's phase: never completes (a hang), or completes early (a race)
mbar_raw_counts.cu:96:44: note: fix: initialise the barrier for the threads that arrive on it each phase (PRISM_ONE: 1; a warpgroup's code: 128), and announce with arrive_expect_tx the bytes of every box its TMA loads copy that phase
mbar_raw_counts.cu:114:44: error: the arrivals on mbarrier 'bar' expect 4096 bytes a phase, but the TMA loads that complete on it copy 8192: its phase may complete before the last bytes land, and the waiters read them (a race; a transaction count below zero is undefined) [P140]
mbar_raw_counts.cu:115:30: note: a TMA load on it copies 8192 bytes here
mbar_raw_counts.cu:114:44: note: at stake: the barrier's phase: never completes (a hang), or completes early (a race)
mbar_raw_counts.cu:114:44: note: fix: initialise the barrier for the threads that arrive on it each phase (PRISM_ONE: 1; a warpgroup's code: 128), and announce with arrive_expect_tx the bytes of every box its TMA loads copy that phase
mbar_raw_counts.cu:132:44: error: the arrivals on mbarrier 'bar' expect 24576 bytes a phase, but the TMA loads that complete on it copy 16384: its phase never completes, and its waiters wait forever (a hang) [P140]
mbar_raw_counts.cu:134:34: note: a TMA load on it copies 8192 bytes here
mbar_raw_counts.cu:132:44: note: at stake: the barrier's phase: never completes (a hang), or completes early (a race)
mbar_raw_counts.cu:132:44: note: fix: initialise the barrier for the threads that arrive on it each phase (PRISM_ONE: 1; a warpgroup's code: 128), and announce with arrive_expect_tx the bytes of every box its TMA loads copy that phase
mbar_raw_counts.cu:155:48: error: the arrivals on mbarrier 'full[0]' expect 8192 bytes a phase, but the TMA loads that complete on it copy 16384: its phase may complete before the last bytes land, and the waiters read them (a race; a transaction count below zero is undefined) [P140]
mbar_raw_counts.cu:156:34: note: a TMA load on it copies 8192 bytes here
mbar_raw_counts.cu:155:48: note: at stake: the barrier's phase: never completes (a hang), or completes early (a race)
mbar_raw_counts.cu:155:48: note: fix: initialise the barrier for the threads that arrive on it each phase (PRISM_ONE: 1; a warpgroup's code: 128), and announce with arrive_expect_tx the bytes of every box its TMA loads copy that phase
mbar_raw_counts.cu:170:32: error: mbarrier 'bar' is initialised for 1 arrivals a phase, but the calls that arrive on it run on 128 threads: its phase completes before every arrival it should wait for, and the rest count toward the next phase (a race) [P140]
mbar_raw_counts.cu:175:38: note: 128 threads arrive here
mbar_raw_counts.cu:170:32: note: at stake: the barrier's phase: never completes (a hang), or completes early (a race)
mbar_raw_counts.cu:170:32: note: fix: initialise the barrier for the threads that arrive on it each phase (PRISM_ONE: 1; a warpgroup's code: 128), and announce with arrive_expect_tx the bytes of every box its TMA loads copy that phase
 * check-error-end
 */
