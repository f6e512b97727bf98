/*
 * adv_run_warpgroup_split.cu - each 128-thread arm writes and reads back only its own half; the
 * halves are handed to the warpgroups by a partition before the
 * split, so each arm needs only its own (named) barrier, never the
 * whole block's.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(warpgroup_split, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), WARP(1)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_AT(THREAD(128)) const int wg = (int)PRISM_ID(THREAD(128));
        PRISM_PARTITION(half, tile, THREAD(128), wg * 128) {
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(w, half, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { w[0] = in[base + u] * 2; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc = half[(u + 1) % 128]; }
                }
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(w, half, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { w[0] = in[base + 128 + u] * 3; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc = half[(u + 127) % 128]; }
                }
            }
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
    for (int i = 0; i < n; i++) {
        int b = i / 256, t = i % 256;
        out[i] = t < 128 ? in[b * 256 + (t + 1) % 128] * 2 : in[b * 256 + 128 + (t - 128 + 127) % 128] * 3;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warpgroup_split, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): two warpgroups in a split, each with its own half of a shared tile
 *
 * check-error-start
 * check-error-end
 */
