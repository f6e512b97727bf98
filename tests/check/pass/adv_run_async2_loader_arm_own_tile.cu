/*
 * adv_run_async2_loader_arm_own_tile.cu - the legal form of a loader warp:
 * the block claims a tile for warp 0 (SPEC 6.4), warp 0 fills it by
 * cp.async and reduces it within the warp (a wait and the warp's
 * barrier), while warp 1 fills and read their own partition of a
 * second tile.  After the split the block reads the claimed tile (the
 * claim's end: a wait for warp 0's copies, made visible by the block's
 * barrier).  The buggy form, the other arm reading the claimed tile, is
 * adv_async2_loader_arm_claim (P063).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(loader_own, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    (void)n;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 128);
            PRISM_SHARED(int32_t, side, 32);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t acc = 0;
            PRISM_CLAIM(w, tile, WARP(1)) {
                PRISM_CLAIM(s, side, WARP(1)) {
                    PRISM_SPLIT(WARP) {
                        PRISM_CASE(1) {
                            PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                            PRISM_ASYNC(w_a, w) {
                                PRISM_GROUP(THREAD(1)) { prism_cp_async16(w_a + 4 * lane, in + base + 4 * lane); }
                            }
                            PRISM_GROUP(THREAD(1)) { acc += w[(4 * lane + 5) % 128]; }
                        }
                        PRISM_CASE(1) {
                            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                            PRISM_PARTITION(c, s, THREAD(1), i) {
                                PRISM_GROUP(THREAD(1)) { c[0] = in[base + 128 + i] * 2; }
                            }
                            PRISM_GROUP(THREAD(1)) { acc += s[31 - i]; }
                        }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = acc * 7 + tile[127 - t]; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 128; i++) {
        int b = i / 64, t = i % 64;
        const int32_t *v = in + b * 256;
        int32_t acc = t < 32 ? v[(4 * t + 5) % 128] : 2 * v[128 + 31 - (t - 32)];
        out[i] = acc * 7 + v[127 - t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(loader_own, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 128);
}
/*
 * check-name: adversarial legal (runnable): a loader warp's claimed tile filled by cp.async, read in its arm and by the block after the split
 *
 * check-error-start
 * check-error-end
 */
