/*
 * adv_run_warp_striped.cu - an injective layout that is not contiguous per thread: four elements
 * per lane, 32 apart.  The block then reads the tile back in another
 * order.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(warp_striped, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        PRISM_PARTITION(ws, tile, THREAD(32), warp * 128) {
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(wl, ws, THREAD(1), lane) {
                    PRISM_GROUP(THREAD(1)) {
                        for (int k = 0; k < 4; k++)
                            wl[32 * k] = in[base + (lane + warp * 32) % 128] * (k + 1);
                    }
                }
            }
        }
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(THREAD(1)) { acc = tile[511 - t] + tile[t]; }
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
    for (int i = 0; i < n; i++) {
        int b = i / 128, t = i % 128;
        int x = 511 - t, y = t;
        /* element e = warp*128 + lane + 32k holds in[base + (lane + warp*32) % 128] * (k + 1) */
        int32_t vx = in[b * 128 + ((x % 32) + (x / 128) * 32) % 128] * ((x % 128) / 32 + 1);
        int32_t vy = in[b * 128 + ((y % 32) + (y / 128) * 32) % 128] * ((y % 128) / 32 + 1);
        out[i] = vx + vy;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warp_striped, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): warp-striped partitions: lane l of warp w owns elements w*128 + l + 32k
 *
 * check-error-start
 * check-error-end
 */
