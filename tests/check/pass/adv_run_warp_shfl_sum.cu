/*
 * adv_run_warp_shfl_sum.cu - every lane of every warp takes part in every shuffle (no guard around
 * them), so the full mask is right and every lane ends with the
 * warp's sum.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(warp_shfl_sum, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) int32_t s = in[g];
        for (int off = 16; off > 0; off /= 2)
            s += __shfl_xor_sync(0xffffffffu, s, off);
        acc = s;
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
        int32_t s = 0;
        for (int j = 0; j < 32; j++)
            s += in[(i / 32) * 32 + j];
        out[i] = s;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warp_shfl_sum, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a butterfly warp sum with full-mask shuffles
 *
 * check-error-start
 * check-error-end
 */
