/*
 * adv_run_port_syncwarp_in_block.cu - a port that keeps a stray
 * __syncwarp() from its warp-level ancestor between a block-wide store
 * of a shared tile and reads of other warps' slots.  __syncwarp() in
 * block code runs once per warp: it orders each warp's lanes, not the
 * warps, so it is no substitute for the block barrier the reads need
 * (SYNC.md 2, refinement 4 counts prism_syncwarp() in warp code).  The
 * checked build must still place the block barrier.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(port_syncwarp, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 3; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[g] + r * 7 + v % 5; }
            }
            __syncwarp();
            PRISM_GROUP(THREAD(1)) { v += tile[(t + 32 + r * 32) % 128]; }
            prism_syncwarp();
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
    int32_t v[512] = {0};
    for (int r = 0; r < 3; r++) {
        int32_t w[512];
        for (int i = 0; i < n; i++)
            w[i] = in[i] + r * 7 + v[i] % 5;
        for (int i = 0; i < n; i++) {
            int b = i / 128, t = i % 128;
            v[i] += w[b * 128 + (t + 32 + r * 32) % 128];
        }
    }
    for (int i = 0; i < n; i++)
        out[i] = v[i];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_syncwarp, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial port legal (runnable): a stray __syncwarp() in block code between a tile's stores and other warps' reads
 *
 * check-error-start
 * check-error-end
 */
