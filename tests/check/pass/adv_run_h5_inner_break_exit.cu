/*
 * adv_run_h5_inner_break_exit.cu - nested loops: the inner loop writes the tile, breaks on j == k
 * before its read; the break of the last outer round leaves both loops
 * straight after a write, and the read after the loops needs the barrier
 * (RAW through the break edge).  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_inner_break, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
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
        for (int k = 0; k < 3; k++) {
            for (int j = 0; j < 4; j++) {
                PRISM_PARTITION(w, st, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = in[g] * (k + 1) + j; }
                }
                if (j == k)
                    break;
                PRISM_GROUP(THREAD(1)) { v += cs[(t + 1) % 128]; }
            }
        }
        PRISM_GROUP(THREAD(1)) { v = v * 3 + cs[(t + 9) % 128]; }
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
        int32_t s[128]; int32_t vv[128] = {0};
        for (int k = 0; k < 3; k++)
            for (int j = 0; j < 4; j++) {
                for (int t = 0; t < 128; t++) s[t] = bin[t] * (k + 1) + j;
                if (j == k) break;
                for (int t = 0; t < 128; t++) vv[t] += s[(t + 1) % 128];
            }
        for (int t = 0; t < 128; t++) bout[t] = vv[t] * 3 + s[(t + 9) % 128];

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_inner_break, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): an inner break right after a write, read after both loops
 *
 * check-error-start
 * check-error-end
 */
