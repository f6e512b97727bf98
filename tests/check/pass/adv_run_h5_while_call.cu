/*
 * adv_run_h5_while_call.cu - a while condition that calls a block helper which rewrites the
 * tile through a partition and returns a slot read through a const view;
 * the body reads a neighbour's slot: barriers inside the helper (RAW) and
 * before the condition's call (WAR against the body's reads).  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_DEVICE(int32_t, step, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, b, BLOCK(1)), PRISM_PARAM(int32_t, x, THREAD(1)), PRISM_PARAM(int, k, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, b, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { w[0] = (i == 0) ? k : x + k; }
    }
    const int32_t *cb = b;
    return cb[0];
}
PRISM_KERNEL(h5_while_call, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_SHARED(int32_t, st, 128);
        const int32_t *cs = st;
        PRISM_AT(BLOCK(1)) int k = 0;
        while (PRISM_CALL(step, st, in[g], k) < 3) {
            PRISM_GROUP(THREAD(1)) { v += cs[(t + 1) % 128]; }
            k++;
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
            int u = (t + 1) % 128;
            int32_t x = 0;
            for (int k = 0; k < 3; k++) x += (u == 0) ? k : bin[u] + k;
            bout[t] = x;
        }

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_while_call, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): a while condition calling a helper that writes the tile
 *
 * check-error-start
 * check-error-end
 */
