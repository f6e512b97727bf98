/*
 * adv_run_h4_vote_reads_tile.cu - a block vote whose predicate reads a
 * neighbour's slot of a tile written just before.  __syncthreads_or(p)
 * evaluates p before its barrier, so the vote does not order the store
 * and the read in its own predicate: a barrier is still needed before the
 * vote.  After it, the next round's store follows the predicate's read
 * across the vote's own barrier (which may stand in for one there).
 * Legal: the predicate may be per-thread, the result is block[1].
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h4_vote_tile, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t acc = 0;
        PRISM_GROUP(THREAD(1)) { acc = in[g]; }
        for (int k = 0; k < 3; k++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = acc - 40 * k; }
            }
            const int c = __syncthreads_count(tile[(t + 7) % 128] > 0);
            PRISM_GROUP(THREAD(1)) { acc += c; }
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
            acc[t] = in[b * 128 + t];
        for (int k = 0; k < 3; k++) {
            int c = 0;
            for (int t = 0; t < 128; t++)
                tile[t] = acc[t] - 40 * k;
            for (int t = 0; t < 128; t++)
                c += tile[(t + 7) % 128] > 0;
            for (int t = 0; t < 128; t++)
                acc[t] += c;
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h4_vote_tile, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h4 legal (runnable): a block vote whose predicate reads a neighbour's freshly written slot
 *
 * check-error-start
 * check-error-end
 */
