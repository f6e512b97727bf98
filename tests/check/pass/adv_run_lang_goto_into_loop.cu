/*
 * adv_run_lang_goto_into_loop.cu - odd blocks jump (block-uniform goto)
 * into the middle of a round loop, to a label before the read phase:
 * their first read must wait for the initial writes before the loop,
 * although a point hoisted in front of the loop (docs/SYNC.md 2,
 * refinement 2) is skipped by the jump.  Legal: the goto and the label
 * are in block code and enter no Prism scope (SPEC 6.6).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(lang_goto_into_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
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
        if (blk & 1)
            goto middle;
        for (r = 0; r < 4; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = acc + r; }
            }
        middle:
            PRISM_GROUP(THREAD(1)) { acc += tile[(t + 1) % 128]; }
        }
        PRISM_GROUP(THREAD(1)) { acc += 100 * tile[(t + 7) % 128]; }
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
        for (int r = (b & 1) ? -1 : 0; r < 4; r++) {
            if (r >= 0)
                for (int t = 0; t < 128; t++)
                    s[t] = a[t] + r;
            for (int t = 0; t < 128; t++)
                a[t] += s[(t + 1) % 128];
            if (r < 0)
                r = 0;
        }
        for (int t = 0; t < 128; t++)
            a[t] += 100 * s[(t + 7) % 128];
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(lang_goto_into_loop, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * 128, 2 * 128);
}
/*
 * check-name: adversarial legal (runnable): a block-uniform goto into the middle of a loop, past its write phase
 *
 * check-error-start
 * check-error-end
 */
