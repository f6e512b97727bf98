/*
 * adv_run_h4_syncthreads_or_loop.cu - a work loop that runs until no
 * thread of the block has work left, steered by __syncthreads_or (its
 * result is block[1], SPEC 8), with a shared tile written and read across
 * neighbours in every round.  Each thread has (in & 3) + 1 items; a thread
 * whose items are done keeps taking part (stores its last value).  The
 * vote is itself a barrier; the tile's store, the neighbour read and the
 * next round's store still need their own ordering.  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h4_or_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int left = 0;
        PRISM_AT(THREAD(1)) int32_t acc = 0;
        PRISM_GROUP(THREAD(1)) {
            left = (in[g] & 3) + 1;
            acc = in[g];
        }
        PRISM_AT(BLOCK(1)) int more = 1;
        while (more) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = acc; }
            }
            PRISM_GROUP(THREAD(1)) {
                if (left > 0) {
                    acc += tile[(t + 1) % 128];
                    left--;
                }
            }
            more = __syncthreads_or(left > 0);
        }
        v = acc;
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
        int left[128], more = 1;
        for (int t = 0; t < 128; t++) {
            acc[t] = in[b * 128 + t];
            left[t] = (in[b * 128 + t] & 3) + 1;
        }
        while (more) {
            for (int t = 0; t < 128; t++)
                tile[t] = acc[t];
            more = 0;
            for (int t = 0; t < 128; t++) {
                if (left[t] > 0) {
                    acc[t] += tile[(t + 1) % 128];
                    left[t]--;
                }
                more |= left[t] > 0;
            }
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h4_or_loop, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h4 legal (runnable): a work loop steered by __syncthreads_or with a neighbour exchange per round
 *
 * check-error-start
 * check-error-end
 */
