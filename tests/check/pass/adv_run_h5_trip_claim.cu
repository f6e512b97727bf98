/*
 * adv_run_h5_trip_claim.cu - the legal form of adv_h5_shared_scalar_block_store: thread 0
 * sets the trip count through PRISM_ONE_CLAIM of a one-element
 * PRISM_SHARED tile, and the block reads it through a const view as the
 * bound of a barrier loop, four rounds.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_trip_claim, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_SHARED(int32_t, trip, 1);
        const int32_t *ct = trip;
        for (int k = 0; k < 4; k++) {
            PRISM_ONE_CLAIM(c, trip) { c[0] = k + 1; }
            for (int i = 0; i < ct[0]; i++) {
                PRISM_GROUP(THREAD(1)) { v += in[g] + i; }
                prism_syncthreads();
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
    for (int b = 0; b * 128 < n; b++) {
        const int32_t *bin = in + b * 128;
        int32_t *bout = out + b * 128;
        (void)bin;
        for (int t = 0; t < 128; t++) {
            int32_t x = 0;
            for (int k = 0; k < 4; k++) for (int i = 0; i < k + 1; i++) x += bin[t] + i;
            bout[t] = x;
        }

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_trip_claim, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): a trip count set by one thread through a claim
 *
 * check-error-start
 * check-error-end
 */
