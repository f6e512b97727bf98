/*
 * adv_run_h5_for_incr_reads.cu - a block loop whose increment (k += cs[0]) is the only read of a
 * shared tile the body writes through a partition: thread 0 sets the step.
 * The read in the for's third clause must be ordered after the body's
 * partition (RAW) and before the next round's (WAR).  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_for_incr, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(int32_t, st, 128);
        const int32_t *cs = st;
        PRISM_AT(BLOCK(1)) int iters = 0;
        for (int k = 0; k < 7; k += cs[0]) {
            PRISM_PARTITION(w, st, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = (t == 0) ? 2 + (k & 1) : in[g] + k; }
            }
            iters++;
        }
        PRISM_GROUP(THREAD(1)) { v = iters * 1000 + cs[(t + 1) % 128]; }
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
        int iters = 0, k = 0, last = 0;
        for (k = 0; k < 7; k += 2 + (k & 1)) { iters++; last = k; }
        for (int t = 0; t < 128; t++) {
            int u = (t + 1) % 128;
            bout[t] = iters * 1000 + (u == 0 ? 2 + (last & 1) : bin[u] + last);
        }

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_for_incr, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): a for increment that reads the tile the body writes
 *
 * check-error-start
 * check-error-end
 */
