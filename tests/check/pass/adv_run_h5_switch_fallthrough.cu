/*
 * adv_run_h5_switch_fallthrough.cu - a switch in a loop whose cases fall through: case 0 reads a
 * neighbour's slot, falls into case 2's write partition (WAR), which falls
 * into case 1's read (RAW); default writes.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_switch_fall, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
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
        PRISM_PARTITION(w, st, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[g]; }
        }
        for (int k = 0; k < 4; k++) {
            switch (k) {
            case 0:
                PRISM_GROUP(THREAD(1)) { v += cs[(t + 1) % 128]; }
                /* fall through */
            case 2:
                PRISM_PARTITION(w, st, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 2 + k; }
                }
                /* fall through */
            case 1:
                PRISM_GROUP(THREAD(1)) { v += cs[(t + 3) % 128]; }
                break;
            default:
                PRISM_PARTITION(w, st, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = w[0] + 1; }
                }
                break;
            }
        }
        PRISM_GROUP(THREAD(1)) { v = v * 7 + cs[(t + 5) % 128]; }
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
        for (int t = 0; t < 128; t++) s[t] = bin[t];
        for (int k = 0; k < 4; k++) {
            switch (k) {
            case 0: for (int t = 0; t < 128; t++) vv[t] += s[(t + 1) % 128];
            /* fall through */
            case 2: for (int t = 0; t < 128; t++) s[t] = s[t] * 2 + k;
            /* fall through */
            case 1: for (int t = 0; t < 128; t++) vv[t] += s[(t + 3) % 128]; break;
            default: for (int t = 0; t < 128; t++) s[t] += 1; break;
            }
        }
        for (int t = 0; t < 128; t++) bout[t] = vv[t] * 7 + s[(t + 5) % 128];

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_switch_fall, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): reads and writes of one tile across switch fall-through
 *
 * check-error-start
 * check-error-end
 */
