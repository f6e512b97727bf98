/*
 * adv_run_lib_striped_pipeline.cu - the arrangement mix-up done right:
 * a coalesced striped load, striped-to-blocked exchange, a blocked scan
 * with a running total over two tiles, blocked-to-striped exchange and a
 * striped store.  The two exchanges share one arena offset with the
 * scan's scratch, every round (exchange -> scan -> exchange -> next
 * tile's exchange).
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(striped_pipeline, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 1024;
    (void)n;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_AT(THREAD(1)) int32_t run = 0;
            for (int k = 0; k < 2; k++) {
                PRISM_CALL(prism_block_load_striped_i32, items, in + base + 512 * k, 4);
                PRISM_CALL(prism_block_exchange_s2b_i32_128x4, items, items);
                run = PRISM_CALL(prism_block_scan_incl_running_sum_i32, items, items, 4, run);
                PRISM_CALL(prism_block_exchange_b2s_i32_128x4, items, items);
                PRISM_CALL(prism_block_store_striped_i32, ob + 512 * k, items, 4);
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t s = 0;
        for (int i = 0; i < 1024; i++) {
            s += in[b * 1024 + i];
            out[b * 1024 + i] = s;
        }
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(striped_pipeline, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2048, 2048);
}
/*
 * check-name: adversarial legal (runnable): striped load, exchange, running scan, exchange, striped store, two tiles
 *
 * check-error-start
 * check-error-end
 */
