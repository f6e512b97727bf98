/*
 * adv_run_lang_switch_fallthrough.cu - three rounds of a block-uniform
 * switch ((block + round) % 3): case 0 writes the tile through a
 * partition and falls through into case 1, which reads the next thread's
 * slot; the default reads another slot.  The read after the fallthrough
 * must wait for case 0's writes (RAW) although no `if` arm or statement
 * list of case 1 shows them, and every write must wait for the previous
 * round's reads (WAR, through the loop).  Legal: the switch's value is
 * block[1] (SPEC 5.1), no break leaves a scope (SPEC 6.6); SPEC 7 and
 * docs/SYNC.md 2 place the points, a switch read as C runs it.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(lang_fallthrough, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
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
        PRISM_GROUP(THREAD(1)) { acc = tile[(t + 3) % 128]; }
        for (int r = 0; r < 3; r++) {
            switch ((blk + r) % 3) {
            case 0:
                PRISM_PARTITION(w, tile, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = acc + r; }
                }
                /* fallthrough */
            case 1:
                PRISM_GROUP(THREAD(1)) { acc += tile[(t + 1) % 128]; }
                break;
            default:
                PRISM_GROUP(THREAD(1)) { acc -= tile[(t + 5) % 128]; }
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
        int32_t s[128], a[128];
        for (int t = 0; t < 128; t++)
            s[t] = in[b * 128 + t];
        for (int t = 0; t < 128; t++)
            a[t] = s[(t + 3) % 128];
        for (int r = 0; r < 3; r++) {
            int m = (b + r) % 3;
            if (m == 0)
                for (int t = 0; t < 128; t++)
                    s[t] = a[t] + r;
            if (m == 0 || m == 1) {
                for (int t = 0; t < 128; t++)
                    a[t] += s[(t + 1) % 128];
            } else {
                for (int t = 0; t < 128; t++)
                    a[t] -= s[(t + 5) % 128];
            }
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(lang_fallthrough, 3, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 384, 384);
}
/*
 * check-name: adversarial legal (runnable): a block-uniform switch whose writing case falls through into a reading case
 *
 * check-error-start
 * check-error-end
 */
