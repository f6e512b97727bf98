/*
 * adv_run_group_then_libcall.cu - a sibling block group stages the input in a tile and each thread reads
 * its neighbour's slot; then the block reduction runs, and its
 * scratch starts at the same arena offset as the finished group's
 * tile.  The reduction's writes must wait for the neighbour reads
 * (write after read across a callee's budget).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include "block/block_reduce.h"

PRISM_KERNEL(group_then_libcall, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, a, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, a, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] * 3; }
        }
        PRISM_GROUP(THREAD(1)) { acc = a[(t + 1) % 128]; }
    }
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t mine[1];
        mine[0] = acc;
        acc += 1000 * PRISM_CALL(prism_block_reduce_sum_i32, mine, 1);
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
        int32_t s = 0;
        for (int j = 0; j < 128; j++)
            s += in[b * 128 + j] * 3;
        out[i] = in[b * 128 + (t + 1) % 128] * 3 + 1000 * s;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(group_then_libcall, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a block reduction whose scratch lands on a tile read just before
 *
 * check-error-start
 * check-error-end
 */
