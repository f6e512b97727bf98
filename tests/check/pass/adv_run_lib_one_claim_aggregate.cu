/*
 * adv_run_lib_one_claim_aggregate.cu - the CUB habit "thread 0 writes the
 * block aggregate to shared memory, everyone reads it after a
 * __syncthreads()", kept although Prism gives the aggregate to every
 * thread: thread 0 owns a shared slot (PRISM_ONE_CLAIM) and writes the
 * scan's aggregate; all threads read it; the next round's scan (whose
 * scratch is separate) and the next write of the slot must wait for
 * those reads.  A switch on a uniform round number picks the operator.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(one_claim_aggregate, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, slot, 4);
        PRISM_AT(THREAD(1)) int32_t v[1];
        PRISM_AT(THREAD(1)) int32_t agg = 0;
        for (int r = 0; r < 4; r++) {
            v[0] = in[g] + r * 3;
            switch (r % 3) {
            case 0: agg = PRISM_CALL(prism_block_scan_incl_sum_i32, v, v, 1); break;
            case 1: agg = PRISM_CALL(prism_block_scan_incl_max_i32, v, v, 1); break;
            default: agg = PRISM_CALL(prism_block_reduce_min_i32, v, 1); break;
            }
            PRISM_ONE_CLAIM(s0, slot) {
                s0[r % 2] = agg;
            }
            acc += slot[r % 2] * (r + 1) + v[0] % 5;
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t acc[64] = {0};
        for (int r = 0; r < 4; r++) {
            int32_t s = 0, mx = INT32_MIN, mn = INT32_MAX, agg, vv[64];
            for (int t = 0; t < 64; t++) {
                int32_t x = in[b * 64 + t] + r * 3;
                s += x;
                mx = x > mx ? x : mx;
                mn = x < mn ? x : mn;
                vv[t] = r % 3 == 0 ? s : r % 3 == 1 ? mx : x;
            }
            agg = r % 3 == 0 ? s : r % 3 == 1 ? mx : mn;
            for (int t = 0; t < 64; t++)
                acc[t] += agg * (r + 1) + vv[t] % 5;
        }
        for (int t = 0; t < 64; t++)
            out[b * 64 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(one_claim_aggregate, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): thread 0 publishes each round's aggregate in a shared slot
 *
 * check-error-start
 * check-error-end
 */
