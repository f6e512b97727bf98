/*
 * adv_run_lib_reduce_smem_view.cu - each thread writes its slot of a
 * shared tile (partition), then the block reduction folds a window of
 * the tile that belongs to other threads (`tile + 4 * (t % 32)`, a const
 * view: a broader pointer is a legal source).  Read after write into the
 * call, and, in the next round, the partition's writes after the
 * reduction's reads of the view (write after read out of the call).
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(reduce_smem_view, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(640),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int k = 0; k < 3; k++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[g] * (k + 2); }
            }
            acc = acc * 3 + PRISM_CALL(prism_block_reduce_sum_i32, tile + 4 * ((t + k) % 32), 4);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int g = 0; g < 256; g++) {
        int b = g / 128;
        int32_t acc = 0;
        for (int k = 0; k < 3; k++) {
            int32_t s = 0;
            for (int u = 0; u < 128; u++)
                for (int i = 0; i < 4; i++)
                    s += in[b * 128 + 4 * ((u + k) % 32) + i] * (k + 2);
            acc = acc * 3 + s;
        }
        out[g] = acc;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reduce_smem_view, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a block reduction over a const view of a tile threads just wrote, in rounds
 *
 * check-error-start
 * check-error-end
 */
