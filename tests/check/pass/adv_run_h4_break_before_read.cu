/*
 * adv_run_h4_break_before_read.cu - a block-uniform `break` between a
 * tile's store and the neighbour read that would follow it, and a read of
 * the tile after the loop.  On the breaking round the read after the loop
 * is the first read of the last store: the barrier must be on the break's
 * path too, not only before the in-loop read.  A `continue` on other
 * rounds skips the read and goes straight to the next store (the same
 * thread's slot).  Legal: `stop` and `k` are block[1].
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h4_break_read, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t acc = 0;
        PRISM_GROUP(THREAD(1)) { acc = in[g]; }
        const int stop = 2 + (b & 1);
        for (int k = 0; k < 8; k++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = acc + k; }
            }
            if (k == stop)
                break;
            if (k == 1)
                continue;
            PRISM_GROUP(THREAD(1)) { acc += tile[(t + 3) % 128] & 1023; }
        }
        PRISM_GROUP(THREAD(1)) { v = acc * 2 + tile[(t + 64) % 128]; }
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
        int32_t acc[128], tile[128];
        int stop = 2 + (b & 1);
        for (int t = 0; t < 128; t++)
            acc[t] = in[b * 128 + t];
        for (int k = 0; k < 8; k++) {
            for (int t = 0; t < 128; t++)
                tile[t] = acc[t] + k;
            if (k == stop)
                break;
            if (k == 1)
                continue;
            for (int t = 0; t < 128; t++)
                acc[t] += tile[(t + 3) % 128] & 1023;
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = acc[t] * 2 + tile[(t + 64) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h4_break_read, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h4 legal (runnable): a block-uniform break between a store and the read after the loop
 *
 * check-error-start
 * check-error-end
 */
