/*
 * adv_run_arm_writers_loop.cu - only some warps write, everyone reads.
 * The block's tile is claimed for the *second* 64-thread arm (warps 2-3;
 * warps 0-1 do nothing in the split), whose threads write two slots each
 * and then read a slot written by the arm's other warp (a 64-thread
 * named barrier inside the arm, not the block's).  After the claim all
 * four warps read the tile (RAW: block barrier), and in the next round
 * the arm overwrites it (WAR against warps 0-1's reads: the arm's own
 * barrier does not include them).  A second buffer is claimed by warp 0
 * alone in the same split.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(arm_writers_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_SHARED(int32_t, side, 32);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 3; r++) {
            PRISM_CLAIM(c, tile, THREAD(64)) {
                PRISM_CLAIM(sd, side, THREAD(32)) {
                    PRISM_SPLIT(WARP) {
                        PRISM_CASE(1) {
                            PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                            PRISM_PARTITION(s1, sd, THREAD(1), l) {
                                PRISM_GROUP(THREAD(1)) { s1[0] = in[base + 127 - l] + r; }
                            }
                        }
                        PRISM_CASE(1) { }
                        PRISM_CASE(2) {
                            PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                            PRISM_AT(THREAD(1)) int32_t x = 0;
                            PRISM_PARTITION(two, c, THREAD(1), 2 * u) {
                                PRISM_GROUP(THREAD(1)) {
                                    two[0] = in[base + 2 * u] * (r + 1);
                                    two[1] = in[base + 2 * u + 1] - r;
                                }
                            }
                            PRISM_GROUP(THREAD(1)) { x = c[(2 * u + 64 + r) % 128]; }
                            PRISM_PARTITION(one, c, THREAD(1), (2 * u + 1 + 64) % 128) {
                                PRISM_GROUP(THREAD(1)) { one[0] = x + u; }
                            }
                        }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += tile[(t * 3 + r) % 128] + 2 * side[(t + r) % 32]; }
        }
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
        const int32_t *v = in + b * 128;
        int32_t a[128] = {0}, s[128], side[32];
        for (int r = 0; r < 3; r++) {
            for (int l = 0; l < 32; l++)
                side[l] = v[127 - l] + r;
            for (int u = 0; u < 64; u++) {
                s[2 * u] = v[2 * u] * (r + 1);
                s[2 * u + 1] = v[2 * u + 1] - r;
            }
            int32_t x[64];
            for (int u = 0; u < 64; u++)
                x[u] = s[(2 * u + 64 + r) % 128];
            for (int u = 0; u < 64; u++)
                s[(2 * u + 1 + 64) % 128] = x[u] + u;
            for (int t = 0; t < 128; t++)
                a[t] += s[(t * 3 + r) % 128] + 2 * side[(t + r) % 32];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(arm_writers_loop, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): the second 64-thread arm and the first warp own two tiles in a loop; every warp reads them
 *
 * check-error-start
 * check-error-end
 */
