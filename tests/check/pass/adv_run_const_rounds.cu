/*
 * adv_run_const_rounds.cu - a value read through a const pointer at a block-uniform index is block
 * uniform (SPEC 5.2), so a loop bounded by it is run the same number
 * of times by every thread of the block, barriers included.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(const_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_AT(BLOCK(1)) const int rounds = (in[PRISM_ID(BLOCK(1))] & 3) + 1;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        acc = in[base + t];
        for (int r = 0; r < rounds; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = acc; }
            }
            PRISM_GROUP(THREAD(1)) { acc = tile[(t + 3) % 128]; }
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
    for (int i = 0; i < n; i++) {
        int b = i / 128, t = i % 128, rounds = (in[b] & 3) + 1;
        out[i] = in[b * 128 + (t + 3 * rounds) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(const_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a per-block round count read through a const pointer steers barriers
 *
 * check-error-start
 * check-error-end
 */
