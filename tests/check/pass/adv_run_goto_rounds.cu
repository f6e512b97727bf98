/*
 * adv_run_goto_rounds.cu - a loop written with a label and a backward
 * `goto` at block level (uniform: the round counter is block[1]), and a
 * forward `goto` that skips the read phase on one round.  Each round
 * writes the tile through a partition (slot t) and reads the next
 * thread's slot.  The label is reached from the top and from the goto:
 * the writes after it must wait for the previous round's reads (WAR),
 * the reads for the writes (RAW).  SPEC 6.6 forbids only a goto that
 * leaves or enters a scope's body; these stay in block code.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(goto_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) int r = 0;
    again:
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + (t + r) % 128] * (r + 1) + (acc & 15); }
        }
        if (r == 2)
            goto skip;
        PRISM_GROUP(THREAD(1)) { acc += tile[(t + 1) % 128]; }
    skip:
        r++;
        if (r < 5)
            goto again;
        PRISM_GROUP(THREAD(1)) { acc += 1000 * tile[(t + 7) % 128]; }
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
        for (int r = 0; r < 5; r++) {
            for (int t = 0; t < 128; t++)
                s[t] = in[b * 128 + (t + r) % 128] * (r + 1) + (a[t] & 15);
            if (r == 2)
                continue;
            for (int t = 0; t < 128; t++)
                a[t] += s[(t + 1) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t] + 1000 * s[(t + 7) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(goto_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a block-level loop made of a label and gotos, one of them skipping the read phase
 *
 * check-error-start
 * check-error-end
 */
