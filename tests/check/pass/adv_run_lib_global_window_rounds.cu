/*
 * adv_run_lib_global_window_rounds.cu - library calls on the block's
 * slice of global memory in rounds with a sliding window: round k
 * block-loads the window at 64*k (written by the previous round's block
 * store at 64*(k-1), by other threads), adds, and block-stores it at
 * 64*k + 64.  Read after write and write after read through global
 * memory, between library calls only, with offsets that move.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(global_window_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 1024;
    (void)n;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) int32_t items[2];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 2);
            PRISM_CALL(prism_block_store_direct_i32, ob, items, 2);
            for (int k = 0; k < 4; k++) {
                PRISM_CALL(prism_block_load_striped_i32, items, ob + 64 * k, 2);
                items[0] += k + 1;
                items[1] -= k;
                PRISM_CALL(prism_block_store_striped_i32, ob + 64 * k + 64, items, 2);
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t *o = out + b * 1024;
        for (int i = 0; i < 1024; i++)
            o[i] = i < 256 ? in[b * 1024 + i] : 0;
        for (int k = 0; k < 4; k++) {
            int32_t w[256];
            for (int i = 0; i < 256; i++)
                w[i] = o[64 * k + i] + (i < 128 ? k + 1 : -k);
            for (int i = 0; i < 256; i++)
                o[64 * k + 64 + i] = w[i];
        }
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(global_window_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2048, 2048);
}
/*
 * check-name: adversarial legal (runnable): block loads and stores on sliding windows of the block's global slice
 *
 * check-error-start
 * check-error-end
 */
