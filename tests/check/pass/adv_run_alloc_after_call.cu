/*
 * adv_run_alloc_after_call.cu - the reduction's scratch is freed when it returns and the next
 * PRISM_SHARED starts at the same offset: the tile's writes must wait
 * for the reduction's last reads.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include "block/block_reduce.h"

PRISM_KERNEL(alloc_after_call, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) int32_t v[1];
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        v[0] = in[g];
        PRISM_AT(THREAD(1)) const int32_t s = PRISM_CALL(prism_block_reduce_sum_i32, v, 1);
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = v[0] + s; }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[(t + 64) % 128]; }
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
            s += in[b * 128 + j];
        out[i] = in[b * 128 + (t + 64) % 128] + s;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(alloc_after_call, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a tile allocated right after a library call, on the bytes its scratch used
 *
 * check-error-start
 * check-error-end
 */
