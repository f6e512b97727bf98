/*
 * adv_run_h5_half_stride_rounds.cu - a fill whose index j + t steps by 64 in a block of 128 (half
 * the block): rounds overlap (thread 64's round-0 slot is thread 0's in
 * round 1), so a fresh strided index stepping by PRISM_NTHREADS() does not
 * describe it and each round must be ordered after the last.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_half_stride, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_SHARED(int32_t, st, 256);
        const int32_t *cs = st;
        for (int j = 0; j < 192; j += 64) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_PARTITION(w, st, THREAD(1), e) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[g] * 1000 + j; }
            }
        }
        PRISM_GROUP(THREAD(1)) { v = cs[t] + cs[t + 64]; }
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
        int32_t s[256];
        for (int j = 0; j < 192; j += 64)
            for (int t = 0; t < 128; t++) s[j + t] = bin[t] * 1000 + j;
        for (int t = 0; t < 128; t++) bout[t] = s[t] + s[t + 64];

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_half_stride, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): an index stepping by half the block, across rounds
 *
 * check-error-start
 * check-error-end
 */
