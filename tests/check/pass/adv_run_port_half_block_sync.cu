/*
 * adv_run_port_half_block_sync.cu - a port whose block is two 64-thread
 * halves that each "synchronise" with PRISM_SYNC() inside
 * PRISM_GROUP(THREAD(64)) (CUDA: a named barrier per half, bar.sync id,
 * 64), placed between a block-wide store of a shared tile and reads of
 * the other half's slots.  A 64-thread barrier orders each half, not the
 * block: the checked build must still place the block barrier (SYNC.md
 * 2, refinement 4: a user barrier orders what precedes it for the unit
 * that runs it).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define B 128

PRISM_KERNEL(port_half_sync, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(B), WARP(2)), PRISM_SMEM(B * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, B);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 3; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[g] * (r + 1) + v % 7; }
            }
            PRISM_GROUP(WARP(2)) { PRISM_SYNC(); }
            PRISM_GROUP(THREAD(1)) { v += tile[(t + 64) % B]; }
            PRISM_GROUP(WARP(2)) { PRISM_SYNC(); }
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
    int32_t v[512] = {0}, w[512];
    for (int r = 0; r < 3; r++) {
        for (int i = 0; i < n; i++)
            w[i] = in[i] * (r + 1) + v[i] % 7;
        for (int i = 0; i < n; i++)
            v[i] += w[i / B * B + (i % B + 64) % B];
    }
    for (int i = 0; i < n; i++)
        out[i] = v[i];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_half_sync, 4, B, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 4 * B, 4 * B);
}
/*
 * check-name: adversarial port legal (runnable): per-half PRISM_SYNC() between a block tile's stores and the other half's reads
 *
 * check-error-start
 * check-error-end
 */
