/*
 * adv_run_h5_goto_out_of_loops.cu - a goto out of two nested loops right after a write partition,
 * to a read after both loops: the barrier must be on the goto's edge
 * (RAW), and the next round's read orders after the write.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_goto_out, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
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
        for (int k = 0; k < 3; k++) {
            for (int j = 0; j < 4; j++) {
                PRISM_GROUP(THREAD(1)) { if (k + j > 0) v += cs[(t + 1) % 128]; }
                PRISM_PARTITION(w, st, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = in[g] * (k + 1) + j; }
                }
                if (k == 1 && j == 2)
                    goto done;
            }
        }
    done:
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
                if (k + j > 0) for (int t = 0; t < 128; t++) vv[t] += s[(t + 1) % 128];
                for (int t = 0; t < 128; t++) s[t] = bin[t] * (k + 1) + j;
                if (k == 1 && j == 2) goto done;
            }
    done:
        for (int t = 0; t < 128; t++) bout[t] = vv[t] * 3 + s[(t + 9) % 128];

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_goto_out, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): a goto out of nested loops right after a write
 *
 * check-error-start
 * check-error-end
 */
