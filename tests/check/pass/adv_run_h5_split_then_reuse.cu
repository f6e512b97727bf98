/*
 * adv_run_h5_split_then_reuse.cu - a split whose arms (64 + 64 threads) read a tile for different
 * lengths of time (no barrier ends a split), then a sibling group
 * allocates a new tile at the same arena bytes and writes it: the write
 * must wait for the slower arm's reads (WAR across the split's end and the
 * arena reuse).  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_split_then_reuse, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, a, 128);
            const int32_t *ca = a;
            PRISM_PARTITION(w, a, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[g]; }
            }
            PRISM_SPLIT(THREAD) {
                PRISM_CASE(64) {
                    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                    PRISM_GROUP(THREAD(1)) {
                        for (int r = 0; r < 8; r++)
                            v += ca[(i + 1 + r) % 128];
                    }
                }
                PRISM_CASE(64) {
                    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                    PRISM_GROUP(THREAD(1)) { v = ca[64 + (i + 1) % 64]; }
                }
            }
        }
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, b, 128);
            const int32_t *cb = b;
            PRISM_PARTITION(w, b, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = -7; }
            }
            PRISM_GROUP(THREAD(1)) { v = v * 3 + cb[(t + 3) % 128]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 128 < n; b++) {
        const int32_t *bin = in + b * 128;
        int32_t *bout = out + b * 128;
        (void)bin;
        for (int t = 0; t < 128; t++) {
            int32_t x = 0;
            if (t < 64) { for (int r = 0; r < 8; r++) x += bin[(t + 1 + r) % 128]; }
            else x = bin[64 + (t - 64 + 1) % 64];
            bout[t] = x * 3 - 7;
        }

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_split_then_reuse, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 legal (runnable): arena bytes reused after a split whose arms read them
 *
 * check-error-start
 * check-error-end
 */
