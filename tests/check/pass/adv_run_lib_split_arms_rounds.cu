/*
 * adv_run_lib_split_arms_rounds.cu - warp specialisation around library
 * calls, in rounds: in a 128-thread block, arm 0 (warps 0-1) owns the
 * first half of a shared tile and fills it with a warp-striped store of
 * its scan, arm 1 (warps 2-3) the second half with a warp store of
 * shuffled items; after the split the whole block loads the tile
 * striped (every thread reads both halves) and reduces it.  Next round
 * the arms overwrite halves the other arm's threads were reading.
 * Rounds where `k == skip` (a kernel parameter) skip the arms
 * (`continue`), so the reads of round k-1 meet the writes of k+1.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(split_arms_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(2048 + 128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, skip, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(1)) int32_t items[4];
        PRISM_AT(THREAD(64)) const int half = (int)PRISM_ID(THREAD(64));
        for (int k = 0; k < 4; k++) {
            for (int i = 0; i < 4; i++)
                items[i] = in[(4 * g + i + 8 * k) % 512] + k;
            if (k == skip)
                continue;
            PRISM_PARTITION(h, tile, THREAD(64), half * 256) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(2) {
                        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
                        PRISM_PARTITION(hw, h, THREAD(32), w * 128) {
                            PRISM_GROUP(THREAD(32)) {
                                items[0] = PRISM_CALL(prism_warp_scan_incl_sum_i32, items[0], 32);
                                PRISM_CALL(prism_warp_store_striped_i32, hw, items, 4);
                            }
                        }
                    }
                    PRISM_CASE(2) {
                        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
                        PRISM_PARTITION(hw, h, THREAD(32), w * 128) {
                            PRISM_GROUP(THREAD(32)) {
                                items[1] = PRISM_CALL(prism_warp_shfl_xor_i32, items[1], 1, 32);
                                PRISM_CALL(prism_warp_store_direct_i32, hw, items, 4);
                            }
                        }
                    }
                }
            }
            PRISM_CALL(prism_block_load_striped_i32, items, tile, 4);
            acc += PRISM_CALL(prism_block_reduce_sum_i32, items, 4) % 1000 + items[3];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

static void ref(const int32_t *in, int32_t *out, int skip)
{
    for (int b = 0; b < 2; b++) {
        int32_t tile[512] = {0}, acc[128] = {0};
        for (int k = 0; k < 4; k++) {
            if (k == skip)
                continue;
            for (int t = 0; t < 128; t++) {
                int w = t / 32, l = t % 32, g = b * 128 + t;
                int32_t it[4];
                for (int i = 0; i < 4; i++)
                    it[i] = in[(4 * g + i + 8 * k) % 512] + k;
                if (w < 2) {
                    int32_t s = 0;
                    for (int u = w * 32; u <= t; u++)
                        s += in[(4 * (b * 128 + u) + 8 * k) % 512] + k;
                    it[0] = s;
                    for (int i = 0; i < 4; i++)
                        tile[w * 128 + i * 32 + l] = it[i];
                } else {
                    int p = b * 128 + (t ^ 1);
                    it[1] = in[(4 * p + 1 + 8 * k) % 512] + k;
                    for (int i = 0; i < 4; i++)
                        tile[w * 128 + 4 * l + i] = it[i];
                }
            }
            int32_t s = 0;
            for (int i = 0; i < 512; i++)
                s += tile[i];
            for (int t = 0; t < 128; t++)
                acc[t] += s % 1000 + tile[3 * 128 + t];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = acc[t];
    }
}

static void ref_skip1(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    ref(in, out, 1);
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    return PRISM_LAUNCH(split_arms_rounds, 2, 128, in, out, 1);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref_skip1, 512, 256);
}
/*
 * check-name: adversarial legal (runnable): warp-specialised arms fill halves of a tile with warp library calls, the block loads and reduces it, rounds skipped
 *
 * check-error-start
 * check-error-end
 */
