/*
 * adv_run_port_split_arm_syncs.cu - adv_run_port_half_block_sync with
 * the two halves written as the arms of a split (a warp-specialized
 * port: each half has its own bar.sync), each arm calling PRISM_SYNC():
 * both arms meet, but each only with itself (SPEC 7: in thread[64] code
 * the barrier is the unit's named barrier), so the block-wide store and
 * the reads of the other half's slots still need the block barrier.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define B 128

PRISM_KERNEL(port_arm_syncs, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(B), WARP(2)), PRISM_SMEM(B * 4),
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
            PRISM_SPLIT(WARP) {
                PRISM_CASE(2) { PRISM_SYNC(); }
                PRISM_CASE(2) { PRISM_SYNC(); }
            }
            PRISM_GROUP(THREAD(1)) { v += tile[(t + 64) % B]; }
            PRISM_SPLIT(WARP) {
                PRISM_CASE(2) { PRISM_SYNC(); }
                PRISM_CASE(2) { PRISM_SYNC(); }
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
    return PRISM_LAUNCH(port_arm_syncs, 4, B, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 4 * B, 4 * B);
}
/*
 * check-name: adversarial port legal (runnable): PRISM_SYNC() in both arms of a warp split between a block tile's stores and the other half's reads
 *
 * check-error-start
 * check-error-end
 */
