/*
 * adv_run_three_owners.cu - one shared tile, three owners in turn.  The
 * block's threads write it through a thread[1] partition (slot t); then
 * warp 1 claims it, its lanes read four slots each from the far end and
 * write four slots each at the near end (a WAR inside the warp: lane 31
 * reads what lane 0 then writes); then the block's threads own it again
 * through a partition with another index map (slot (5t + 3) mod 128),
 * after reading a slot (7t mod 128) that another thread writes.  Every
 * hand-over is a RAW or WAR on the same bytes under a different name.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(three_owners, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
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
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t]; }
        }
        PRISM_CLAIM(c, tile, THREAD(32)) {
            PRISM_SPLIT(WARP) {
                PRISM_CASE(1) { }
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_AT(THREAD(1)) int32_t v[4];
                    PRISM_GROUP(THREAD(1)) {
                        for (int i = 0; i < 4; i++)
                            v[i] = c[127 - (lane * 4 + i)];
                    }
                    PRISM_PARTITION(cl, c, THREAD(1), lane * 4) {
                        PRISM_GROUP(THREAD(1)) {
                            for (int i = 0; i < 4; i++)
                                cl[i] = v[i] * 2 + lane;
                        }
                    }
                }
            }
        }
        PRISM_AT(THREAD(1)) int32_t x = 0;
        PRISM_GROUP(THREAD(1)) { x = tile[(7 * t) % 128]; }
        PRISM_PARTITION(w3, tile, THREAD(1), (5 * t + 3) % 128) {
            PRISM_GROUP(THREAD(1)) { w3[0] = x + t; }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[t] + 1000 * tile[127 - t]; }
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
        int32_t t1[128], t2[128], t3[128];
        for (int j = 0; j < 128; j++)
            t1[j] = in[b * 128 + j];
        for (int j = 0; j < 128; j++)
            t2[j] = t1[127 - j] * 2 + j / 4;
        for (int t = 0; t < 128; t++)
            t3[(5 * t + 3) % 128] = t2[(7 * t) % 128] + t;
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = t3[t] + 1000 * t3[127 - t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(three_owners, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a tile handed from thread[1] slots to one warp's claim and back under another index map
 *
 * check-error-start
 * check-error-end
 */
