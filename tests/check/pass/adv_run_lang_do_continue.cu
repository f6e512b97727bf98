/*
 * adv_run_lang_do_continue.cu - a do-while round loop whose `continue`
 * (block-uniform: round 1 + block) jumps to the `while (++r < 4)`
 * condition, skipping the read phase: the next round writes again with
 * the skipped round's writes pending and the round before's reads to
 * wait for (WAR).  Block 2 continues in the last round, so the read
 * after the loop waits for that round's writes.  Legal (SPEC 5.1, 6.6:
 * the continue is in block code, no scope around it).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(lang_do_continue, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(BLOCK(1)) const int base = blk * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t]; }
        }
        PRISM_AT(BLOCK(1)) int r = 0;
        do {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = w[0] + acc + r * 7; }
            }
            if (r == 1 + blk)
                continue;
            PRISM_GROUP(THREAD(1)) { acc += tile[(t + 1) % 128]; }
        } while (++r < 4);
        PRISM_GROUP(THREAD(1)) { acc += 100 * tile[(t + 5) % 128]; }
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
    for (int b = 0; b * 128 < n; b++) {
        int32_t s[128], a[128] = {0};
        for (int t = 0; t < 128; t++)
            s[t] = in[b * 128 + t];
        for (int r = 0; r < 4; r++) {
            for (int t = 0; t < 128; t++)
                s[t] = s[t] + a[t] + r * 7;
            if (r == 1 + b)
                continue;
            for (int t = 0; t < 128; t++)
                a[t] += s[(t + 1) % 128];
        }
        for (int t = 0; t < 128; t++)
            a[t] += 100 * s[(t + 5) % 128];
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(lang_do_continue, 3, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 3 * 128, 3 * 128);
}
/*
 * check-name: adversarial legal (runnable): a do-while round loop with a block-uniform continue skipping the read phase
 *
 * check-error-start
 * check-error-end
 */
