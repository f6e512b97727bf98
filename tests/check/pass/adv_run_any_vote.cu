/*
 * adv_run_any_vote.cu - __any_sync's result is warp uniform: the warp either negates and
 * reduces together or not at all.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(any_vote, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) int32_t v = in[g];
        PRISM_AT(THREAD(32)) const int big = prism_any(v > 48);
        if (big) {
            v = -v;
            for (int off = 1; off < 32; off *= 2)
                v += prism_shfl_xor(v, off);
        }
        acc = v;
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
        int w = (i / 32) * 32, big = 0;
        int32_t s = 0;
        for (int j = 0; j < 32; j++) {
            big |= in[w + j] > 48;
            s -= in[w + j];
        }
        out[i] = big ? s : in[i];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(any_vote, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a warp vote (__any_sync) guarding a warp-wide transform
 *
 * check-error-start
 * check-error-end
 */
