/*
 * adv_run_two_reductions.cu - CUB: a __syncthreads() is needed before temp storage is reused.  Two
 * reductions in a row share the library's scratch; the library and
 * the inference must separate them.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include "block/block_reduce.h"

PRISM_KERNEL(two_reductions, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
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
        v[0] = in[base + (int)PRISM_ID(THREAD(1))];
        PRISM_AT(THREAD(1)) const int32_t s = PRISM_CALL(prism_block_reduce_sum_i32, v, 1);
        PRISM_AT(THREAD(1)) const int32_t m = PRISM_CALL(prism_block_reduce_max_i32, v, 1);
        acc = s + 10000 * m;
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
        int b = i / 128;
        int32_t s = 0, m = in[b * 128];
        for (int j = 0; j < 128; j++) {
            s += in[b * 128 + j];
            if (in[b * 128 + j] > m)
                m = in[b * 128 + j];
        }
        out[i] = s + 10000 * m;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(two_reductions, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): two block reductions back to back (CUB temp storage reuse)
 *
 * check-error-start
 * check-error-end
 */
