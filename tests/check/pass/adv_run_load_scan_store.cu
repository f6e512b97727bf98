/*
 * adv_run_load_scan_store.cu - the library pipeline CUB users write: load a tile, scan it, store it
 * to the block's slice of the output.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include "block/block_load.h"
#include "block/block_scan.h"
#include "block/block_store.h"

PRISM_KERNEL(load_scan_store, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) int32_t items[1], scanned[1];
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            (void)n;
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 1);
            (void)PRISM_CALL(prism_block_scan_excl_sum_i32, scanned, items, 1, 7);
            PRISM_CALL(prism_block_store_direct_i32, ob, scanned, 1);
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        int32_t s = 7;
        for (int j = (i / 128) * 128; j < i; j++)
            s += in[j];
        out[i] = s;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(load_scan_store, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): library block load, exclusive scan and block store
 *
 * check-error-start
 * check-error-end
 */
