/*
 * mbar_raw_counts_ok.cu - raw mbarriers whose arrivals and bytes match
 * (SPEC 8.2 P140), beside the shapes P140 leaves unjudged:
 * `pingPong`: two warpgroups order each other, each counting the other's
 * 128 threads or one thread; `bothArms`: 256 for two warpgroups that both
 * arrive; `boxLoop`: 2 boxes loaded in a counted loop under one
 * announcement of both; `ring`: `&full[s]` armed for both its boxes;
 * `perWarp`: lane 0 of each of 4 warps arrives (a condition the threads do
 * not share: unjudged) on a count of 4; `helper`: the barrier is handed to
 * a helper that arrives (unjudged); `twoPhases`: a prologue's arrival and
 * a loop's (in a loop of its own: unjudged); `unsafeArrive`: an arrival
 * in PRISM_UNSAFE (the barrier is named there: unjudged); `ifElse`: the
 * arrivals on either side of an if (red team rt15: summed to 256 where
 * 128 arrive either way; calls under different branches are not counted
 * together); `twoPhasesInSequence`: arrive, wait, arrive, wait (two
 * phases, not one of two arrivals); `perWarpBarriers`: each warp's own
 * `&bar[w]`, one arrival each (red team rt16: four were counted on one
 * element; an element chosen at run time where several units run the
 * call is not counted).
 */
#include "prism.h"
#define R 64
#define C 64
#define BOX (R * C * 2)

static prism_tensor_map_t map;

PRISM_KERNEL(pingPong, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, ord, 2);
        PRISM_ONE {
            prism_mbarrier_init(&ord[0], 1);
            prism_mbarrier_init(&ord[1], 128);
            prism_fence_mbarrier_init();
        }
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                for (int it = 0; it < n; it++) {
                    prism_mbarrier_wait(&ord[1], it & 1);
                    if (it % 2 == 1) {
                        PRISM_ONE { prism_mbarrier_arrive(&ord[0]); }
                    }
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

PRISM_KERNEL(bothArms, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, done, 1);
        PRISM_ONE {
            prism_mbarrier_init(done, 256);
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

PRISM_KERNEL(boxLoop, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(2 * BOX + 64),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, tile, 2 * R * C);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
        }
        PRISM_ONE {
            prism_mbarrier_arrive_expect_tx(bar, 2 * BOX);
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
                prism_mbarrier_arrive_expect_tx(&full[s], 2 * BOX);
                prism_tma_load_2d(a + s * R * C, &map, R, C, k * R, 0, &full[s]);
                prism_tma_load_2d(b + s * R * C, &map, R, C, 0, k * C, &full[s]);
            }
            prism_mbarrier_wait(&full[s], (k / 2) & 1);
        }
    }
}

PRISM_KERNEL(perWarp, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 4);
            prism_fence_mbarrier_init();
        }
        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1)) % 32;
        PRISM_GROUP(THREAD(1)) {
            if (lane == 0)
                prism_mbarrier_arrive(bar);
        }
        prism_mbarrier_wait(bar, 0);
    }
}

PRISM_DEVICE(void, arrive_on, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, b, BLOCK(1)))
{
    prism_mbarrier_arrive(b);
    prism_mbarrier_arrive(b);
}

PRISM_KERNEL(helper, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 256);
            prism_fence_mbarrier_init();
        }
        PRISM_CALL(arrive_on, bar);
        prism_mbarrier_wait(bar, 0);
    }
}

PRISM_KERNEL(twoPhases, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
        }
        PRISM_ONE { prism_mbarrier_arrive(bar); }
        prism_mbarrier_wait(bar, 0);
        for (int k = 1; k <= n; k++) {
            PRISM_ONE { prism_mbarrier_arrive(bar); }
            prism_mbarrier_wait(bar, k & 1);
        }
    }
}

PRISM_KERNEL(unsafeArrive, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 2);
            prism_fence_mbarrier_init();
        }
        PRISM_ONE {
            prism_mbarrier_arrive(bar);
            PRISM_UNSAFE { prism_mbarrier_arrive(bar); }
        }
        prism_mbarrier_wait(bar, 0);
    }
}

PRISM_KERNEL(ifElse, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, done, 1);
        PRISM_ONE {
            prism_mbarrier_init(done, 128);
            prism_fence_mbarrier_init();
        }
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                if (n > 0)
                    prism_mbarrier_arrive(done);
                else
                    prism_mbarrier_arrive(done);
            }
            PRISM_CASE(1) {
                switch (n) {
                case 0: prism_mbarrier_wait(done, 0); break;
                default: prism_mbarrier_wait(done, 0); break;
                }
            }
        }
    }
}

PRISM_KERNEL(twoPhasesInSequence, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
        }
        PRISM_ONE { prism_mbarrier_arrive(bar); }
        prism_mbarrier_wait(bar, 0);
        PRISM_ONE { prism_mbarrier_arrive(bar); }
        prism_mbarrier_wait(bar, 1);
    }
}

PRISM_KERNEL(perWarpBarriers, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(64),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 4);
        PRISM_ONE {
            for (int i = 0; i < 4; i++)
                prism_mbarrier_init(&bar[i], 1);
            prism_fence_mbarrier_init();
        }
        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
        PRISM_GROUP(THREAD(32)) {
            PRISM_ONE { prism_mbarrier_arrive(&bar[w]); }
            prism_mbarrier_wait(&bar[w], 0);
        }
    }
}

/*
 * check-name: raw mbarrier arrivals and bytes that match, and the shapes P140 leaves unjudged
 *
 * check-error-start
 * check-error-end
 */
