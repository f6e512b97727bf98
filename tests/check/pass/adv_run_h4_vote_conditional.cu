/*
 * adv_run_h4_vote_conditional.cu - a block vote that is itself a barrier,
 * run only on some rounds: `(k & 1) ? __syncthreads_count(p) : 0` and
 * `(k & 2) && __syncthreads_or(p)`, between a tile's store and a
 * neighbour's read.  The condition is block[1] (legal), but on the rounds
 * where the vote is not evaluated nothing orders the store and the read:
 * the inference must not take the vote for a barrier on every path.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h4_vote_cond, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_SHARED(int32_t, tile2, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t acc = 0;
        PRISM_GROUP(THREAD(1)) { acc = in[g] & 7; }
        for (int k = 0; k < 4; k++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = acc; }
            }
            const int c = (k & 1) ? __syncthreads_count(acc > 3) : 0;
            PRISM_GROUP(THREAD(1)) { acc += tile[(t + 1) % 128] + c; }
            PRISM_PARTITION(w2, tile2, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w2[0] = acc; }
            }
            const int any = (k & 2) && __syncthreads_or(acc > 100);
            PRISM_GROUP(THREAD(1)) { acc += tile2[(t + 5) % 128] + any; }
            acc &= 255;
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
        for (int t = 0; t < 128; t++)
            acc[t] = in[b * 128 + t] & 7;
        for (int k = 0; k < 4; k++) {
            int c = 0, any = 0;
            for (int t = 0; t < 128; t++)
                tile[t] = acc[t];
            if (k & 1)
                for (int t = 0; t < 128; t++)
                    c += acc[t] > 3;
            for (int t = 0; t < 128; t++)
                acc[t] += tile[(t + 1) % 128] + c;
            for (int t = 0; t < 128; t++)
                tile[t] = acc[t];
            if (k & 2)
                for (int t = 0; t < 128; t++)
                    any |= acc[t] > 100;
            for (int t = 0; t < 128; t++)
                acc[t] = (acc[t] + tile[(t + 5) % 128] + any) & 255;
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h4_vote_cond, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h4 legal (runnable): block votes run on some rounds only, between a store and a neighbour read
 *
 * check-error-start
 * check-error-end
 */
