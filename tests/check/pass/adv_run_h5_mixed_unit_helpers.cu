/*
 * adv_run_h5_mixed_unit_helpers.cu - a 256-thread block split into a 128-thread arm and two 64-thread
 * arms, each calling a helper of its own size that rotates its memory in
 * rounds (a claim for the big arm, a thread[64] partition for the
 * others): the helpers' inferred named barriers (ids per unit) must not
 * meet across arms of different sizes.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(int32_t, rot64, PRISM_REQUIRES(THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, b, THREAD(64)), PRISM_PARAM(int32_t, x, THREAD(1)), PRISM_PARAM(int, rounds, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = x;
    for (int k = 0; k < rounds; k++) {
        PRISM_PARTITION(w, b, THREAD(1), i) {
            PRISM_GROUP(THREAD(1)) { w[0] = r; }
        }
        PRISM_GROUP(THREAD(1)) { r += b[(i + 1) % 64]; }
    }
    return r;
}

PRISM_DEVICE(int32_t, rot128, PRISM_REQUIRES(THREAD(128)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, b, THREAD(128)), PRISM_PARAM(int32_t, x, THREAD(1)), PRISM_PARAM(int, rounds, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = x;
    for (int k = 0; k < rounds; k++) {
        PRISM_PARTITION(w, b, THREAD(1), i) {
            PRISM_GROUP(THREAD(1)) { w[0] = r; }
        }
        PRISM_GROUP(THREAD(1)) { r += b[(i + 3) % 128]; }
    }
    return r;
}

PRISM_KERNEL(h5_mixed_ids, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARP(1)), PRISM_SMEM(1536),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_SHARED(int32_t, tile2, 256);
        PRISM_CLAIM(c0, tile, THREAD(128)) {
            PRISM_PARTITION(h, tile2, THREAD(64), PRISM_ID(THREAD(64)) * 64) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(4) { v = PRISM_CALL(rot128, c0, in[g], 3); }
                    PRISM_CASE(2) { v = PRISM_CALL(rot64, h, in[g], 4); }
                    PRISM_CASE(2) { v = PRISM_CALL(rot64, h, in[g] * 2, 5); }
                }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 256 < n; b++) {
        const int32_t *bin = in + b * 256;
        int32_t r[256];
        for (int t = 0; t < 256; t++) r[t] = (t >= 192) ? bin[t] * 2 : bin[t];
        /* arm 0: threads 0-127, 3 rounds over 128 */
        for (int k = 0; k < 3; k++) { int32_t s[128]; for (int i = 0; i < 128; i++) s[i] = r[i]; for (int i = 0; i < 128; i++) r[i] += s[(i + 3) % 128]; }
        for (int a = 0; a < 2; a++) {
            int base = 128 + 64 * a, rounds = 4 + a;
            for (int k = 0; k < rounds; k++) { int32_t s[64]; for (int i = 0; i < 64; i++) s[i] = r[base + i]; for (int i = 0; i < 64; i++) r[base + i] += s[(i + 1) % 64]; }
        }
        for (int t = 0; t < 256; t++) out[b * 256 + t] = r[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_mixed_ids, n / 256, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): helpers of 128 and 64 threads with inferred named barriers in one split
 *
 * check-error-start
 * check-error-end
 */
