/*
 * adv_run_owners_loop.cu - adv_run_three_owners in a loop whose back edge
 * returns to the first owner.  Each round the block's threads read slot
 * t + 1 (written last round by the third owner, or before the loop) and
 * write slot t; warp 2 claims the tile and its lanes rotate it by half
 * (lane l reads slots 4l + 64 .. 4l + 67 and writes 4l .. 4l + 3: lane 16
 * writes what lane 0 read); the threads read slot 7t + r and write slot
 * 5t + 3.  Next round's first writes must wait for this round's last
 * reads (WAR through the back edge) and its first reads for the last
 * writes (RAW through it).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(owners_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t x = 0;
        PRISM_PARTITION(w0, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w0[0] = t; }
        }
        for (int r = 0; r < 3; r++) {
            PRISM_GROUP(THREAD(1)) { x = tile[(t + 1) % 128]; }
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = x + in[base + t] * (r + 1); }
            }
            PRISM_CLAIM(c, tile, THREAD(32)) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(2) { }
                    PRISM_CASE(1) {
                        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                        PRISM_AT(THREAD(1)) int32_t v[4];
                        PRISM_GROUP(THREAD(1)) {
                            for (int i = 0; i < 4; i++)
                                v[i] = c[(lane * 4 + i + 64) % 128];
                        }
                        PRISM_PARTITION(cl, c, THREAD(1), lane * 4) {
                            PRISM_GROUP(THREAD(1)) {
                                for (int i = 0; i < 4; i++)
                                    cl[i] = v[i] - lane;
                            }
                        }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { x = tile[(7 * t + r) % 128]; }
            PRISM_PARTITION(w3, tile, THREAD(1), (5 * t + 3) % 128) {
                PRISM_GROUP(THREAD(1)) { w3[0] = x + t; }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[t] + 10000 * tile[127 - t]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 128 < n; b++) {
        int32_t s[128], u[128];
        for (int j = 0; j < 128; j++)
            s[j] = j;
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 128; t++)
                u[t] = s[(t + 1) % 128] + in[b * 128 + t] * (r + 1);
            for (int j = 0; j < 128; j++)
                s[j] = u[(j + 64) % 128] - j / 4;
            for (int t = 0; t < 128; t++)
                u[(5 * t + 3) % 128] = s[(7 * t + r) % 128] + t;
            for (int j = 0; j < 128; j++)
                s[j] = u[j];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = s[t] + 10000 * s[127 - t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(owners_loop, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): three owners of one tile in a loop, the back edge returning to the first
 *
 * check-error-start
 * check-error-end
 */
