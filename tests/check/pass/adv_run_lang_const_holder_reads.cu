/*
 * adv_run_lang_const_holder_reads.cu - reads of the block's tile through a
 * struct holding a pointer to const, made in thread code (legal: nothing
 * can be written through it, SPEC 6.1), between rounds of a write
 * partition of the same tile.  The checked build must order each round's
 * writes before the reads through the holder (RAW) and those reads before
 * the next round's writes (WAR), as it does for reads through the tile.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

struct view {
    const int32_t *src;
    int n;
};

PRISM_KERNEL(lang_const_holder_reads, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
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
        for (int r = 0; r < 3; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] * (r + 1) + acc; }
            }
            PRISM_GROUP(THREAD(1)) {
                struct view a = {.src = tile, .n = 128};
                acc += a.src[(t + 1 + r) % a.n];
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
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 128; t++)
                s[t] = in[b * 128 + t] * (r + 1) + a[t];
            for (int t = 0; t < 128; t++)
                a[t] += s[(t + 1 + r) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(lang_const_holder_reads, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * 128, 2 * 128);
}
/*
 * check-name: adversarial legal (runnable): reads through a struct holding a pointer to const between write rounds
 *
 * check-error-start
 * check-error-end
 */
