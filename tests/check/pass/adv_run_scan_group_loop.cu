/*
 * adv_run_scan_group_loop.cu - a library scan and a block group's tile on
 * the same arena bytes, in a loop.  Each round a nested block group
 * allocates a tile at offset 0, writes it through a partition and reads a
 * neighbour's slot; when the group ends the block scan runs, and its
 * scratch starts at offset 0 too.  The scan's first writes must wait for
 * the group's reads (WAR across a callee's budget), and the next round's
 * tile writes for the scan's last reads of its scratch (WAR through the
 * back edge, across names).  Then a block reduction, whose scratch is
 * the same bytes again.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include "block/block_scan.h"
#include "block/block_reduce.h"

PRISM_KERNEL(scan_group_loop, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t v[1], s[1];
        for (int r = 0; r < 3; r++) {
            PRISM_GROUP(BLOCK(1)) {
                PRISM_SHARED(int32_t, tile, 128);
                PRISM_PARTITION(w, tile, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = in[base + (t + r) % 128] + (acc & 3); }
                }
                PRISM_GROUP(THREAD(1)) { v[0] = tile[(t + 1 + r) % 128] + tile[(t + 64) % 128]; }
            }
            (void)PRISM_CALL(prism_block_scan_incl_sum_i32, s, v, 1);
            acc += s[0] % 1000;
        }
        v[0] = acc;
        acc += 7 * PRISM_CALL(prism_block_reduce_sum_i32, v, 1);
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
    for (int b = 0; b * 128 < n; b++) {
        int32_t a[128] = {0}, tile[128], v[128];
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 128; t++)
                tile[t] = in[b * 128 + (t + r) % 128] + (a[t] & 3);
            for (int t = 0; t < 128; t++)
                v[t] = tile[(t + 1 + r) % 128] + tile[(t + 64) % 128];
            int32_t run = 0;
            for (int t = 0; t < 128; t++) {
                run += v[t];
                a[t] += run % 1000;
            }
        }
        int32_t tot = 0;
        for (int t = 0; t < 128; t++)
            tot += a[t];
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t] + 7 * tot;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(scan_group_loop, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a block scan whose scratch lands on a finished group's tile, every round of a loop
 *
 * check-error-start
 * check-error-end
 */
