/*
 * adv_run_ballot_branch.cu - the ballot is the same in every lane of the warp, so a branch on its
 * population count is warp uniform and the shuffles inside are
 * reached by all 32 lanes.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(ballot_branch, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
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
        PRISM_AT(THREAD(32)) const unsigned b = prism_ballot(v > 0);
        PRISM_AT(THREAD(32)) int c = 0;
        for (int k = 0; k < 32; k++)
            c += (int)((b >> k) & 1u);
        if (c > 16) {
            for (int off = 16; off > 0; off /= 2)
                v += prism_shfl_xor(v, off);
        }
        acc = 100000 * c + v;
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
        int w = (i / 32) * 32, c = 0;
        int32_t s = 0;
        for (int j = 0; j < 32; j++) {
            c += in[w + j] > 0;
            s += in[w + j];
        }
        out[i] = 100000 * c + (c > 16 ? s : in[i]);
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(ballot_branch, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a ballot count steering a warp-level branch with shuffles inside
 *
 * check-error-start
 * check-error-end
 */
