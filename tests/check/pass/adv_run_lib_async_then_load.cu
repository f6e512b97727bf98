/*
 * adv_run_lib_async_then_load.cu - a tile filled by cp.async (PRISM_ASYNC)
 * and then read by the block load, in rounds: the load must wait for the
 * copies (the async scope's wait and barrier), and the next round's
 * copies into the same tile must wait for every warp's load of the
 * previous one (write after read from a library call into an async
 * scope).  Each thread copies a 16-byte chunk its neighbours load.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(async_then_load, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048 + 128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 2048;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(1)) const int i = ((int)PRISM_ID(THREAD(1)) * 4 + 36) % 512;
        PRISM_AT(THREAD(1)) int32_t items[4];
        for (int k = 0; k < 4; k++) {
            PRISM_ASYNC(ta, tile) {
                PRISM_GROUP(THREAD(1)) {
                    prism_cp_async16(ta + i, in + base + 512 * k + i);
                    prism_cp_async_commit();
                }
            }
            PRISM_CALL(prism_block_load_direct_i32, items, tile, 4);
            acc += PRISM_CALL(prism_thread_reduce_sum_i32, items, 4) * (k + 1);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++)
        for (int t = 0; t < 128; t++) {
            int32_t acc = 0;
            for (int k = 0; k < 4; k++) {
                int32_t s = 0;
                for (int j = 0; j < 4; j++)
                    s += in[b * 2048 + 512 * k + 4 * t + j];
                acc += s * (k + 1);
            }
            out[b * 128 + t] = acc;
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(async_then_load, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 4096, 256);
}
/*
 * check-name: adversarial legal (runnable): cp.async fills a tile a block load reads, in rounds
 *
 * check-error-start
 * check-error-end
 */
