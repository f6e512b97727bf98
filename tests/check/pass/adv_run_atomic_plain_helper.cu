/*
 * adv_run_atomic_plain_helper.cu - a shared histogram bumped through a
 * plain C `__device__` helper (no perspective signature) whose only write
 * is an atomicAdd, in rounds, then read by every thread.  SPEC 6.7 and
 * 3.2: the call is checked as the atomic written inline (thread[1] code,
 * any owner), and the inference counts it as a write: the read after the
 * loop and the re-zeroing of the next round each need their barrier.
 * Legal; the checked build must be as race-free as the conservative one.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

static __device__ void bump(int32_t *bins, int k, int by)
{
    atomicAdd(&bins[k], by);
}

PRISM_KERNEL(plain_hist_helper, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, bins, 16);
        const int32_t *cb = bins;
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int k = 0; k < 3; k++) {
            PRISM_PARTITION(z, bins, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { if (t < 16) z[0] = 0; }
            }
            PRISM_FOR_STRIDED(i, 128) {
                bump(bins, (in[b * 128 + i] + k) & 15, k + 1);
            }
            PRISM_GROUP(THREAD(1)) { v += cb[(t + k) & 15]; }
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
    for (int b = 0; b * 128 < n; b++) {
        int32_t v[128] = {0};
        for (int k = 0; k < 3; k++) {
            int32_t h[16] = {0};
            for (int i = 0; i < 128; i++)
                h[(in[b * 128 + i] + k) & 15] += k + 1;
            for (int t = 0; t < 128; t++)
                v[t] += h[(t + k) & 15];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = v[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(plain_hist_helper, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): shared histogram atomics made by a plain C helper, in rounds
 *
 * check-error-start
 * check-error-end
 */
