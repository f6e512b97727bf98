/*
 * adv_run_lang_break_switch_loop.cu - a round loop around a switch on
 * the round: case 0 writes the tile, case 1 and the default read other
 * threads' slots, and the default leaves early with a block-uniform
 * `break` (the switch's, not the loop's).  Every write must wait for the
 * previous rounds' reads through the back edge (WAR), every read for the
 * last write (RAW).  Legal (SPEC 5.1, 6.6).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(lang_break_switch_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
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
        for (int r = 0; r < 6; r++) {
            switch (r % 3) {
            case 0:
                PRISM_PARTITION(w, tile, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = acc + r; }
                }
                break;
            case 1:
                PRISM_GROUP(THREAD(1)) { acc += tile[(t + 1) % 128]; }
                break;
            default:
                if (blk == 1)
                    break;
                PRISM_GROUP(THREAD(1)) { acc -= tile[(t + 2) % 128]; }
                break;
            }
        }
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
        for (int r = 0; r < 6; r++) {
            if (r % 3 == 0)
                for (int t = 0; t < 128; t++)
                    s[t] = a[t] + r;
            else if (r % 3 == 1)
                for (int t = 0; t < 128; t++)
                    a[t] += s[(t + 1) % 128];
            else if (b != 1)
                for (int t = 0; t < 128; t++)
                    a[t] -= s[(t + 2) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(lang_break_switch_loop, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * 128, 2 * 128);
}
/*
 * check-name: adversarial legal (runnable): a switch in a round loop with breaks, one of them early
 *
 * check-error-start
 * check-error-end
 */
