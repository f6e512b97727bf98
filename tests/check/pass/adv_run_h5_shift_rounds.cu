/*
 * adv_run_h5_shift_rounds.cu - a partition whose offset is the thread id shifted by the round
 * (t << s): round 1's slot 2t was another thread's in round 0, so the
 * rounds must be ordered.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_shift_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
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
        for (int s = 0; s < 2; s++) {
            PRISM_PARTITION(w, st, THREAD(1), t << s) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[g] * 10 + s; }
            }
        }
        PRISM_GROUP(THREAD(1)) { v = cs[t]; }
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
        int32_t s_[256];
        for (int s = 0; s < 2; s++)
            for (int t = 0; t < 128; t++) s_[t << s] = bin[t] * 10 + s;
        for (int t = 0; t < 128; t++) bout[t] = s_[t];

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_shift_rounds, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): an offset shifted by a run-time round count
 *
 * check-error-start
 * check-error-end
 */
