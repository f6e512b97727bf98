/*
 * adv_run_lang_comma_increment.cu - a block round loop whose for-increment
 * is a comma expression that reads other threads' slots of the tile
 * before `r++`: `for (...; r < 4; acc += 10 * tile[(t + 1 + r) % 128], r++)`.
 * The body writes the tile through a partition; the increment's read must
 * wait for those writes (RAW: docs/SYNC.md 2, refinement 3, loop heads),
 * and the next round's writes for the increment's reads (WAR).  Legal:
 * a read needs no owner (SPEC 5.2), `acc` is thread[1] in block code
 * (SPEC 5.1: write down is allowed).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(lang_comma_increment, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
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
        for (int r = 0; r < 4; acc += 10 * tile[(t + 1 + r) % 128], r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = acc + r; }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 100 * tile[(t + 9) % 128]; }
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
                s[t] = a[t] + r;
            for (int t = 0; t < 128; t++)
                a[t] += 10 * s[(t + 1 + r) % 128];
        }
        for (int t = 0; t < 128; t++)
            a[t] += 100 * s[(t + 9) % 128];
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(lang_comma_increment, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * 128, 2 * 128);
}
/*
 * check-name: adversarial legal (runnable): a for-increment comma expression that reads the tile the body writes
 *
 * check-error-start
 * check-error-end
 */
