/*
 * adv_run_macro_collectives.cu - #define BLOCK_SYNC() and #define TID wrap a Prism barrier and
 * PRISM_ID; used at block level with no divergent branch they are
 * legal, and the explicit barrier orders the tile's writes before the
 * reads.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#define BLOCK_SYNC() PRISM_SYNC()
#define TID ((int)PRISM_ID(THREAD(1)))

PRISM_KERNEL(macro_collectives, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = TID;
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] + 9; }
        }
        BLOCK_SYNC();
        PRISM_GROUP(THREAD(1)) { acc = tile[(t + 17) % 128]; }
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
        int b = i / 128, t = i % 128;
        out[i] = in[b * 128 + (t + 17) % 128] + 9;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(macro_collectives, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): user macros for the barrier and the thread id, used uniformly
 *
 * check-error-start
 * check-error-end
 */
