/*
 * adv_run_h5_if_cond_reads.cu - if / else-if conditions (with && and ?:) that read the tile a
 * write partition just wrote, one arm rewriting it: the condition is a
 * read event after the write (RAW) and before the arm's write (WAR).
 * Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_if_cond, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
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
        for (int k = 0; k < 4; k++) {
            PRISM_PARTITION(w, st, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = (t == 7) ? (k & 1) : in[g] + k; }
            }
            if (cs[7] && k < 3) {
                PRISM_PARTITION(w, st, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 2; }
                }
            } else if (k == 2 ? cs[7] == 0 : 0) {
                PRISM_GROUP(THREAD(1)) { v += 1000; }
            }
            PRISM_GROUP(THREAD(1)) { v += cs[(t + 1) % 128]; }
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
        int32_t s[128]; int32_t vv[128] = {0};
        for (int k = 0; k < 4; k++) {
            for (int t = 0; t < 128; t++) s[t] = (t == 7) ? (k & 1) : bin[t] + k;
            if (s[7] && k < 3) { for (int t = 0; t < 128; t++) s[t] *= 2; }
            else if (k == 2 ? s[7] == 0 : 0) { for (int t = 0; t < 128; t++) vv[t] += 1000; }
            for (int t = 0; t < 128; t++) vv[t] += s[(t + 1) % 128];
        }
        for (int t = 0; t < 128; t++) bout[t] = vv[t];

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_if_cond, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): if conditions reading the freshly written tile
 *
 * check-error-start
 * check-error-end
 */
