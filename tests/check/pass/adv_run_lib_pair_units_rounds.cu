/*
 * adv_run_lib_pair_units_rounds.cu - library calls inside 64-thread units
 * (two warps; their barriers are named barriers of 64 threads): each
 * warp of a pair stores its scanned items into its own slice of the
 * pair's shared region with the warp store, then every thread of the
 * pair reads an item from the OTHER warp's slice (read after write
 * across the two warps of a unit, no block barrier needed), in rounds
 * where the next warp store overwrites what the partner warp read.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(pair_units_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(64)) const int pair = (int)PRISM_ID(THREAD(64));
        PRISM_PARTITION(pt, tile, THREAD(64), pair * 256) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
                PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
                PRISM_AT(THREAD(1)) int32_t items[4];
                for (int r = 0; r < 3; r++) {
                    for (int i = 0; i < 4; i++)
                        items[i] = in[(4 * g + i) % 512] + r;
                    PRISM_PARTITION(ws, pt, THREAD(32), w * 128) {
                        PRISM_GROUP(THREAD(32)) {
                            items[0] = PRISM_CALL(prism_warp_scan_incl_sum_i32, items[0], 32);
                            PRISM_CALL(prism_warp_store_direct_i32, ws, items, 4);
                        }
                    }
                    acc += pt[(t * 4 + 128 + r) % 256];
                }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++)
        for (int p = 0; p < 2; p++) {
            int32_t acc[64] = {0};
            for (int r = 0; r < 3; r++) {
                int32_t reg[256];
                for (int t = 0; t < 64; t++) {
                    int g = b * 128 + p * 64 + t, w = t / 32;
                    int32_t s = 0;
                    for (int u = w * 32; u <= t; u++)
                        s += in[(4 * (b * 128 + p * 64 + u)) % 512] + r;
                    reg[4 * t] = s;
                    for (int i = 1; i < 4; i++)
                        reg[4 * t + i] = in[(4 * g + i) % 512] + r;
                }
                for (int t = 0; t < 64; t++)
                    acc[t] += reg[(t * 4 + 128 + r) % 256];
            }
            for (int t = 0; t < 64; t++)
                out[b * 128 + p * 64 + t] = acc[t];
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(pair_units_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 256);
}
/*
 * check-name: adversarial legal (runnable): warp library calls in two-warp units, partner warps read each other's slices, in rounds
 *
 * check-error-start
 * check-error-end
 */
