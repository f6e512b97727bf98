/*
 * adv_run_lanemask_halves.cu - half-warp (thread[16]) reductions and votes
 * with PRISM_LANEMASK(): each half names its own 16 lanes (0x0000ffff for
 * the low half, 0xffff0000 for the high one), shuffles stay inside it
 * through width 16, and the vote is uniform over the half only.  Run three
 * ways, it checks that PRISM_LANEMASK() evaluates to the unit's lanes.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(lanemask_halves, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(16)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(THREAD(16)) {
        PRISM_AT(THREAD(1)) int32_t s = in[g];
        for (int off = 8; off > 0; off /= 2)
            s += __shfl_xor_sync(PRISM_LANEMASK(), s, off, 16);
        PRISM_AT(THREAD(16)) const unsigned pos = __ballot_sync(PRISM_LANEMASK(), in[g] > 40);
        PRISM_AT(THREAD(16)) const unsigned mine = PRISM_LANEMASK();
        if (pos != 0u)
            s += 1000;
        /* The vote names lanes of this half only. */
        acc = (pos & ~mine) == 0u ? s : -1;
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
        int32_t s = 0, any = 0;
        for (int j = 0; j < 16; j++) {
            s += in[(i / 16) * 16 + j];
            any |= in[(i / 16) * 16 + j] > 40;
        }
        out[i] = s + (any ? 1000 : 0);
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(lanemask_halves, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): half-warp sums and votes with PRISM_LANEMASK()
 *
 * check-error-start
 * check-error-end
 */
