/*
 * adv_run_atomic_view.cu - atomics through a scope's view: each warp gets
 * its own 8 bins by a thread[32] partition, and its lanes add into them
 * with atomicAdd (blind: no result used) - the partition's name is never
 * stored through, but SPEC 6.7 makes it a write scope ("An atomic
 * through a scope's view makes that scope a write scope").  The block
 * then reads every warp's bins with plain loads (RAW), and the next
 * round clears them (a thread[1] partition: WAR against those reads)
 * before adding again.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(atomic_view, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, bins, 32);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        for (int r = 0; r < 3; r++) {
            PRISM_PARTITION(z, bins, THREAD(1), t / 4) {
                PRISM_GROUP(THREAD(1)) {
                    if (t % 4 == 0)
                        z[0] = r;
                }
            }
            PRISM_PARTITION(wb, bins, THREAD(32), warp * 8) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_GROUP(THREAD(1)) { atomicAdd(&wb[(lane + r) % 8], in[base + t]); }
            }
            PRISM_GROUP(THREAD(1)) {
                for (int j = 0; j < 8; j++)
                    acc += bins[(t + 8 * j + 1) % 32] * (j + 1);
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
    for (int b = 0; b * 128 < n; b++) {
        int32_t a[128] = {0};
        for (int r = 0; r < 3; r++) {
            int32_t bins[32];
            for (int k = 0; k < 32; k++)
                bins[k] = r;
            for (int t = 0; t < 128; t++)
                bins[(t / 32) * 8 + (t % 32 + r) % 8] += in[b * 128 + t];
            for (int t = 0; t < 128; t++)
                for (int j = 0; j < 8; j++)
                    a[t] += bins[(t + 8 * j + 1) % 32] * (j + 1);
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(atomic_view, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): blind atomics through a warp partition's view, then plain reads and a clearing partition
 *
 * check-error-start
 * check-error-end
 */
