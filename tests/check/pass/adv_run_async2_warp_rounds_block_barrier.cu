/*
 * adv_run_async2_warp_rounds_block_barrier.cu - each warp refills its
 * own slice of the tile by cp.async at the end of every round and reads
 * it (its lanes' neighbours' elements) at the start of the next; between
 * the two, the block writes and reads another tile, so a block barrier
 * runs between any two rounds.
 *
 * The checker accepts it.  Its checked build orders the warp's read of
 * round r + 1 after the copies of round r only through those block
 * barriers (__syncthreads), and places no cp.async wait anywhere in the
 * loop: a barrier does not wait for copies in flight (SYNC.md §2: "No
 * user barrier waits for cp.async copies: those stay pending").  The
 * region of the warp is not analysed from the state its previous round
 * leaves because an enclosing barrier runs between the rounds (SYNC.md,
 * "Regions inside loops"), and that barrier is taken to cover the copies
 * too.  On the GPU the warp reads its slice before the copies land.
 * SPEC 6.5: the transfer is complete when the scope ends.  The emulator
 * completes copies at issue, so the runs are clean; the check-output
 * holds the point the read needs (GPU-only hole).
 *
 * A hole when written (the wait above was missing from the checked build);
 * closed since, and the check-output holds the wait (docs/CORPUS.md).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(warp_rounds_bb, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1), THREAD(1)), PRISM_SMEM(4096),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 4 * 512;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 512);
            PRISM_SHARED(int32_t, other, 128);
            PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(WARP(1));
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t acc = 0;
            for (int r = 0; r < n; r++) {
                PRISM_PARTITION(slice, tile, WARP(1), w * 128) {
                    PRISM_GROUP(WARP(1)) {
                        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                        if (r > 0) {
                            PRISM_GROUP(THREAD(1)) { acc += slice[(4 * lane + 9) % 128]; }
                        }
                        PRISM_ASYNC(s_a, slice) {
                            PRISM_GROUP(THREAD(1)) { prism_cp_async16(s_a + 4 * lane, in + base + r * 512 + w * 128 + 4 * lane); }
                        }
                    }
                }
                PRISM_PARTITION(q, other, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { q[0] = acc; }
                }
                PRISM_GROUP(THREAD(1)) { acc += other[(t + 1) % 128]; }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t acc[128], q[128];
        for (int t = 0; t < 128; t++)
            acc[t] = 0;
        for (int r = 0; r < 4; r++) {
            for (int t = 0; t < 128; t++)
                if (r > 0)
                    acc[t] += in[b * 4 * 512 + (r - 1) * 512 + (t / 32) * 128 + (4 * (t % 32) + 9) % 128];
            for (int t = 0; t < 128; t++)
                q[t] = acc[t];
            for (int t = 0; t < 128; t++)
                acc[t] += q[(t + 1) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    return PRISM_LAUNCH(warp_rounds_bb, 2, 128, in, out, 4);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * 4 * 512, 256);
}
/*
 * check-name: adversarial legal (runnable): a warp's cp.async slice read in the next round, with only block barriers between; the read needs a cp.async wait
 * check-command: prism-check --sync-report $file
 *
 * check-output-start
adv_run_async2_warp_rounds_block_barrier.cu:40:17: sync 1 in warp_rounds_bb: before partition: RAW tile (partition slice of tile (line 40) -> partition slice of tile (line 40), back edge); waits for async copies (cp.async.wait_group 0); group block[1]: __syncthreads() (the owning group is the whole block)
adv_run_async2_warp_rounds_block_barrier.cu:46:25: sync 2 in warp_rounds_bb: before async: WAR tile (group thread[1] (line 44) -> async s_a of tile (line 46)); group thread[32]: __syncwarp(0xffffffff) (the owning group is one aligned warp)
adv_run_async2_warp_rounds_block_barrier.cu:54:17: sync 3 in warp_rounds_bb: before group: RAW other (partition q of other (line 51) -> group thread[1] (line 54)); group block[1]: __syncthreads() (the owning group is the whole block)
warp_rounds_bb: 4 scopes, 3 sync points (2 __syncthreads, 1 __syncwarp); conservative: 6 scope barriers
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
