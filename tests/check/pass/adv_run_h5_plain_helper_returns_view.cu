/*
 * adv_run_h5_plain_helper_returns_view.cu - the look-alike of adv_run_h5_helper_returns_view with a plain C
 * helper computing the view (b + 64 * h): the inference follows the
 * call's result to the tile and places the barriers.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
/* The upper half of a 128-slot tile, as a helper computes it. */
static __device__ int32_t *half_of(int32_t *b, int h)
{
    return b + 64 * h;
}
PRISM_KERNEL(h5_plain_view, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_SHARED(int32_t, tile, 128);
        const int32_t *ct = tile;
        int32_t *hi = half_of(tile, 1);
        for (int k = 0; k < 2; k++) {
            PRISM_PARTITION(w, hi, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { if (t < 64) w[0] = in[g] * 2 + k; }
            }
            PRISM_GROUP(THREAD(1)) { v += ct[64 + (t + 1) % 64]; }
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
        const int32_t *bin = in + b * 128;
        int32_t *bout = out + b * 128;
        (void)bin;
        for (int t = 0; t < 128; t++)
            bout[t] = 2 * bin[(t + 1) % 64] * 2 + 1;

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_plain_view, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): a view returned by a plain C helper, partitioned, then read
 *
 * check-error-start
 * check-error-end
 */
