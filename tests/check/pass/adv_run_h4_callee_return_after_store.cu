/*
 * adv_run_h4_callee_return_after_store.cu - a block-level helper whose loop
 * returns (block-uniformly) right after a round's partition store, before
 * the neighbour read that would follow.  The caller then reads a
 * neighbour's slot of the same tile: on the returning path nothing in the
 * callee ordered that store, so the barrier must come after the call.
 * Odd blocks return in round 1, even blocks run all rounds.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(int32_t, rounds_until, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, tile, BLOCK(1)), PRISM_PARAM(int32_t, x, THREAD(1)),
             PRISM_PARAM(int, stop, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = x;
    for (int k = 0; k < 3; k++) {
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = r + k; }
        }
        if (k == stop)
            return r;
        PRISM_GROUP(THREAD(1)) { r += tile[(t + 1) % 128] & 255; }
    }
    return r;
}

PRISM_KERNEL(h4_ret_store, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
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
        PRISM_AT(THREAD(1)) int32_t x = 0;
        PRISM_GROUP(THREAD(1)) { x = in[g]; }
        x = PRISM_CALL(rounds_until, tile, x, (b & 1) ? 1 : 99);
        PRISM_GROUP(THREAD(1)) { v = x * 1000 + tile[(t + 64) % 128]; }
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
        int32_t r[128], tile[128];
        int stop = (b & 1) ? 1 : 99;
        for (int t = 0; t < 128; t++)
            r[t] = in[b * 128 + t];
        for (int k = 0; k < 3; k++) {
            for (int t = 0; t < 128; t++)
                tile[t] = r[t] + k;
            if (k == stop)
                break;
            for (int t = 0; t < 128; t++)
                r[t] += tile[(t + 1) % 128] & 255;
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = r[t] * 1000 + tile[(t + 64) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h4_ret_store, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h4 legal (runnable): a block helper returning right after a partition store, the caller reading a neighbour
 *
 * check-error-start
 * check-error-end
 */
