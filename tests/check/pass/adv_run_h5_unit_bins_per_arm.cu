/*
 * adv_run_h5_unit_bins_per_arm.cu - each arm of a 64 + 64 thread split counts its values in its own
 * PRISM_SHARED bins, passed as a block[1] parameter to a thread[64]
 * helper (atomics, then reads; the helper's barriers are the unit's
 * bar.sync, inferred).  The legal form of
 * adv_h5_unit_helper_static_shared.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(int32_t, count8, PRISM_REQUIRES(THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, cnt, BLOCK(1)), PRISM_PARAM(int32_t, x, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) { if (i < 8) atomicExch(&cnt[i], 0); }
    PRISM_GROUP(THREAD(1)) { atomicAdd(&cnt[x & 7], 1); }
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) { r = cnt[i & 7]; }
    return r;
}

PRISM_KERNEL(h5_unit_static, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(64)), PRISM_SMEM(64),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, bins0, 8);
        PRISM_SHARED(int32_t, bins1, 8);
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(64) { v = PRISM_CALL(count8, bins0, in[g]); }
            PRISM_CASE(64) { v = PRISM_CALL(count8, bins1, in[g] + 1); }
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
    for (int b = 0; b * 128 < n; b++)
        for (int u = 0; u < 2; u++) {
            int32_t c[8] = {0};
            for (int i = 0; i < 64; i++)
                c[(in[b * 128 + u * 64 + i] + u) & 7]++;
            for (int i = 0; i < 64; i++)
                out[b * 128 + u * 64 + i] = c[i & 7];
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_unit_static, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): per-arm shared bins counted by a thread[64] helper
 *
 * check-error-start
 * check-error-end
 */
