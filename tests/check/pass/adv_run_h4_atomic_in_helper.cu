/*
 * adv_run_h4_atomic_in_helper.cu - a shared histogram whose atomics are
 * made by a thread-level PRISM_DEVICE helper that receives the bins as a
 * block[1] parameter, then read by the block through a
 * const view.  SPEC 6.7: for memory a block owns, the inference counts an
 * atomic as a write by its thread, and a plain read in a later statement
 * of the owning group gets the barrier; here the atomic is one call away.
 * Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(void, bump_bin, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, bins, BLOCK(1)), PRISM_PARAM(int, k, THREAD(1)),
             PRISM_PARAM(int, by, THREAD(1)))
{
    atomicAdd(&bins[k], by);
}

PRISM_KERNEL(h4_hist_helper, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, bins, 16);
        PRISM_SHARED(int32_t, bins2, 16);
        const int32_t *cb = bins;
        const int32_t *cb2 = bins2;
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int k = 0; k < 2; k++) {
            PRISM_PARTITION(z, bins, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { if (t < 16) z[0] = 0; }
            }
            PRISM_PARTITION(z, bins2, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { if (t < 16) z[0] = 0; }
            }
            PRISM_FOR_STRIDED(i, 128) {
                PRISM_CALL(bump_bin, bins, (in[b * 128 + i] + k) & 15, 1);
                PRISM_CALL(bump_bin, bins2, (in[b * 128 + i] + 3 * k) & 15, 2);
            }
            PRISM_GROUP(THREAD(1)) { v += cb[t & 15] * 100 + cb2[(t + 1) & 15]; }
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
        for (int k = 0; k < 2; k++) {
            int32_t h[16] = {0}, h2[16] = {0};
            for (int i = 0; i < 128; i++) {
                h[(in[b * 128 + i] + k) & 15] += 1;
                h2[(in[b * 128 + i] + 3 * k) & 15] += 2;
            }
            for (int t = 0; t < 128; t++)
                v[t] += h[t & 15] * 100 + h2[(t + 1) & 15];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = v[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h4_hist_helper, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h4 legal (runnable): shared histogram atomics made by helpers, read through const views
 *
 * check-error-start
 * check-error-end
 */
