/*
 * adv_run_scan_then_reduce.cu - the scan's output feeds the reduction; both use the library scratch,
 * whose reuse needs a barrier between the scan's last read and the
 * reduction's first write.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include "block/block_reduce.h"
#include "block/block_scan.h"

PRISM_KERNEL(scan_then_reduce, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t v[1], s[1];
        v[0] = in[base + (int)PRISM_ID(THREAD(1))];
        (void)PRISM_CALL(prism_block_scan_incl_sum_i32, s, v, 1);
        acc = s[0] + 100000 * PRISM_CALL(prism_block_reduce_sum_i32, s, 1);
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
        int32_t run = 0, tot = 0, mine = 0;
        for (int j = 0; j < 128; j++) {
            run += in[b * 128 + j];
            tot += run;
            if (j == t)
                mine = run;
        }
        out[i] = mine + 100000 * tot;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(scan_then_reduce, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a block scan followed by a block reduction of its result
 *
 * check-error-start
 * check-error-end
 */
