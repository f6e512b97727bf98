/*
 * adv_run_lib_aggregate_everywhere.cu - what CUB gives only to thread 0
 * (the block aggregate of a scan, the reduction's result) or leaves
 * undefined (the first output of an exclusive scan with a non-sum
 * operator) is read by every thread: docs/LIBRARY.md promises the
 * aggregate to every thread and `dst[0] = init` in thread 0.  An
 * exclusive max from INT32_MIN, a min reduction and an exclusive sum
 * from 7, back to back on one item array, two rounds.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(aggregate_everywhere, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t first = 0, agg = 0, lo = 0, tot = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t v[2];
        PRISM_AT(THREAD(1)) int32_t e[2];
        for (int r = 0; r < 2; r++) {
            v[0] = in[2 * g] + r;
            v[1] = in[2 * g + 1] - r;
            agg += PRISM_CALL(prism_block_scan_excl_max_i32, e, v, 2, INT32_MIN);
            first += e[0] == INT32_MIN ? 1 : e[0] % 7;
            lo += PRISM_CALL(prism_block_reduce_min_i32, v, 2);
            tot += PRISM_CALL(prism_block_scan_excl_sum_i32, v, v, 2, 7) + v[0] + v[1];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), 4 * g) {
        PRISM_GROUP(THREAD(1)) { o[0] = first; o[1] = agg; o[2] = lo; o[3] = tot; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++)
        for (int t = 0; t < 96; t++) {
            int32_t first = 0, agg = 0, lo = 0, tot = 0;
            for (int r = 0; r < 2; r++) {
                int32_t run = INT32_MIN, mx = INT32_MIN, mn = INT32_MAX, s = 7, all = 0;
                for (int u = 0; u < 96 * 2; u++) {
                    int32_t x = in[b * 192 + u] + ((u % 2) ? -r : r);
                    if (u == 2 * t)
                        first += run == INT32_MIN ? 1 : run % 7;
                    if (x > run)
                        run = x;
                    mx = x > mx ? x : mx;
                    mn = x < mn ? x : mn;
                    all += x;
                }
                int32_t ex0 = s, ex1;
                for (int u = 0; u < 2 * t; u++)
                    ex0 += in[b * 192 + u] + ((u % 2) ? -r : r);
                ex1 = ex0 + in[b * 192 + 2 * t] + r;
                agg += mx;
                lo += mn;
                tot += all + ex0 + ex1;
            }
            int g = b * 96 + t;
            out[4 * g] = first;
            out[4 * g + 1] = agg;
            out[4 * g + 2] = lo;
            out[4 * g + 3] = tot;
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(aggregate_everywhere, 2, 96, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 384, 768);
}
/*
 * check-name: adversarial legal (runnable): scan aggregates and exclusive first outputs read by every thread
 *
 * check-error-start
 * check-error-end
 */
