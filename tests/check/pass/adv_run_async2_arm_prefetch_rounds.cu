/*
 * adv_run_async2_arm_prefetch_rounds.cu - a warp-specialised prefetch:
 * the block claims a tile for warp 0; in every round warp 0 reads the
 * tile it prefetched in the previous round and then prefetches the next
 * one by cp.async (its own arm of a split), while the block meets after
 * the split to exchange per-thread values through another tile.
 *
 * The checker accepts it.  The checked build orders warp 0's read of
 * round r + 1 after its copies of round r with the block barriers of the
 * exchange only, and has no cp.async wait in the loop: a barrier does
 * not wait for copies (SYNC.md §2), and the claim met again on the back
 * edge is not ordered against itself (the same tile to the same warp
 * each round).  On the GPU warp 0 reads the tile before the copies land.
 * The same loop without the exchange gets its wait.  SPEC 6.5: the
 * transfer is complete when the scope ends.  The emulator completes
 * copies at issue, so the runs are clean; the check-output holds the
 * point the read needs (GPU-only hole; adv_run_async2_warp_rounds_block_barrier
 * is the same with a partition per warp).
 *
 * A hole when written (the wait above was missing from the checked build);
 * closed since, and the check-output holds the wait (docs/CORPUS.md).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(arm_prefetch, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 4 * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 128);
            PRISM_SHARED(int32_t, other, 64);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t acc = 0;
            for (int r = 0; r < n; r++) {
                PRISM_CLAIM(w, tile, WARP(1)) {
                    PRISM_SPLIT(WARP) {
                        PRISM_CASE(1) {
                            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                            if (r > 0) {
                                PRISM_GROUP(THREAD(1)) { acc += w[(4 * lane + 9) % 128]; }
                            }
                            PRISM_ASYNC(w_a, w) {
                                PRISM_GROUP(THREAD(1)) { prism_cp_async16(w_a + 4 * lane, in + base + r * 128 + 4 * lane); }
                            }
                        }
                        PRISM_CASE(1) { }
                    }
                }
                PRISM_PARTITION(q, other, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { q[0] = acc; }
                }
                PRISM_GROUP(THREAD(1)) { acc += other[(t + 1) % 64]; }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t acc[64], q[64];
        for (int t = 0; t < 64; t++)
            acc[t] = 0;
        for (int r = 0; r < 4; r++) {
            for (int t = 0; t < 32; t++)
                if (r > 0)
                    acc[t] += in[b * 4 * 128 + (r - 1) * 128 + (4 * t + 9) % 128];
            for (int t = 0; t < 64; t++)
                q[t] = acc[t];
            for (int t = 0; t < 64; t++)
                acc[t] += q[(t + 1) % 64];
        }
        for (int t = 0; t < 64; t++)
            out[b * 64 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    return PRISM_LAUNCH(arm_prefetch, 2, 64, in, out, 4);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * 4 * 128, 128);
}
/*
 * check-name: adversarial legal (runnable): a loader arm reads in round r + 1 the claimed tile it prefetched by cp.async in round r, block barriers between; the read needs a cp.async wait
 * check-command: prism-check --sync-report $file
 *
 * check-output-start
adv_run_async2_arm_prefetch_rounds.cu:38:17: sync 1 in arm_prefetch: before claim: RAW tile (claim w of tile (line 38) -> claim w of tile (line 38), back edge); waits for async copies (cp.async.wait_group 0); group block[1]: __syncthreads() (the owning group is the whole block)
adv_run_async2_arm_prefetch_rounds.cu:45:29: sync 2 in arm_prefetch: before async: WAR tile (group thread[1] (line 43) -> async w_a of tile (line 45)); group thread[32]: __syncwarp(0xffffffff) (the owning group is one aligned warp)
adv_run_async2_arm_prefetch_rounds.cu:55:17: sync 3 in arm_prefetch: before group: RAW other (partition q of other (line 52) -> group thread[1] (line 55)); group block[1]: __syncthreads() (the owning group is the whole block)
arm_prefetch: 4 scopes, 3 sync points (2 __syncthreads, 1 __syncwarp); conservative: 6 scope barriers
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
