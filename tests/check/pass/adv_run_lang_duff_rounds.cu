/*
 * adv_run_lang_duff_rounds.cu - Duff's device at block level: `count`
 * steps (4, 5 or 6 by block: block-uniform) cycling through write, read,
 * rewrite of the tile, unrolled three times in a do-while that the switch
 * enters at the case label count % 3 selects.  Entering at `case 2` reads
 * the tile first (RAW against the write before the switch); entering at
 * `case 1` rewrites it first (WAR against the read before the switch).
 * Legal: every condition is block[1] (SPEC 5.1), the labels are in block
 * code, not inside a scope (SPEC 6.6); the points must hold on every
 * entry (SPEC 7, docs/SYNC.md 2).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(lang_duff, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
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
        PRISM_AT(BLOCK(1)) const int count = 4 + blk;
        PRISM_AT(BLOCK(1)) int k = (count + 2) / 3;
        PRISM_AT(BLOCK(1)) int step = 0;
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t]; }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[(t + 9) % 128]; }
        switch (count % 3) {
        case 0:
            do {
                PRISM_PARTITION(w, tile, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = acc + step; }
                }
                step++;
                /* fallthrough */
        case 2:
                PRISM_GROUP(THREAD(1)) { acc += tile[(t + 1) % 128]; }
                step++;
                /* fallthrough */
        case 1:
                PRISM_PARTITION(w, tile, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 2 + acc; }
                }
                step++;
            } while (--k > 0);
        }
        PRISM_GROUP(THREAD(1)) { acc += 3 * tile[(t + 17) % 128]; }
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
        int32_t s[128], a[128];
        int count = 4 + b, start = (3 - count % 3) % 3;
        for (int t = 0; t < 128; t++)
            s[t] = in[b * 128 + t];
        for (int t = 0; t < 128; t++)
            a[t] = s[(t + 9) % 128];
        for (int step = 0; step < count; step++) {
            int op = (start + step) % 3;
            if (op == 0)
                for (int t = 0; t < 128; t++)
                    s[t] = a[t] + step;
            else if (op == 1)
                for (int t = 0; t < 128; t++)
                    a[t] += s[(t + 1) % 128];
            else
                for (int t = 0; t < 128; t++)
                    s[t] = s[t] * 2 + a[t];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t] + 3 * s[(t + 17) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(lang_duff, 3, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 384, 384);
}
/*
 * check-name: adversarial legal (runnable): Duff's device at block level, a switch entering an unrolled do-while of writes and reads
 *
 * check-error-start
 * check-error-end
 */
