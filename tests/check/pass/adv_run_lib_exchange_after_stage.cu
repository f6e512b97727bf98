/*
 * adv_run_lib_exchange_after_stage.cu - CUB's "exchange through the
 * buffer that staged the load": a first block group stages the tile in a
 * shared buffer and each thread reads a neighbour's items from it; the
 * group ends and the blocked-to-striped exchange runs, whose scratch
 * starts at the same arena offset as the finished staging buffer.  The
 * exchange's writes must wait for the neighbours' reads.  Two rounds.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(exchange_after_stage, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 1024;
    PRISM_AT(THREAD(1)) int32_t items[4];
    (void)n;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        for (int r = 0; r < 2; r++) {
            PRISM_GROUP(BLOCK(1)) {
                PRISM_SHARED(int32_t, stage, 512);
                PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
                PRISM_CALL(prism_block_load_direct_i32, items, in + base + 512 * r, 4);
                PRISM_CALL(prism_block_store_direct_i32, stage, items, 4);
                for (int i = 0; i < 4; i++)
                    items[i] += stage[(4 * t + 4 + i) % 512];
            }
            PRISM_GROUP(BLOCK(1)) {
                PRISM_CALL(prism_block_exchange_b2s_i32_128x4, items, items);
                PRISM_CALL(prism_block_store_striped_i32, ob + 512 * r, items, 4);
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++)
        for (int r = 0; r < 2; r++)
            for (int s = 0; s < 512; s++) {
                const int32_t *tile = in + b * 1024 + 512 * r;
                out[b * 1024 + 512 * r + s] = tile[s] + tile[(s + 4) % 512];
            }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(exchange_after_stage, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2048, 2048);
}
/*
 * check-name: adversarial legal (runnable): an exchange whose scratch reuses a staging tile neighbours just read
 *
 * check-error-start
 * check-error-end
 */
