/*
 * adv_run_lib_warp_slices_block.cu - warps store their items into their
 * own slices of a shared tile with the warp store (warp barriers only),
 * then the whole block loads blocked items across the slices (read after
 * write between warps), scans them, stores them back into the tile with
 * the block store, and each warp reads the next warp's slice.  Next
 * round, the warp stores overwrite slices other warps were reading.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(warp_slices_block, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2176),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t items[4];
        for (int r = 0; r < 3; r++) {
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            for (int i = 0; i < 4; i++)
                items[i] += r;
            PRISM_PARTITION(ws, tile, THREAD(32), w * 128) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_CALL(prism_warp_store_striped_i32, ws, items, 4);
                }
            }
            PRISM_CALL(prism_block_load_direct_i32, items, tile, 4);
            (void)PRISM_CALL(prism_block_scan_incl_sum_i32, items, items, 4);
            PRISM_CALL(prism_block_store_direct_i32, tile, items, 4);
            acc += tile[(t * 4 + 128 + r) % 512];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t tile[3][512];
        for (int r = 0; r < 3; r++) {
            /* warp w's blocked items, stored warp-striped: slot w*128 + i*32 + lane
             * gets thread (w*32+lane)'s item i = in[base + 4*(w*32+lane) + i] + r */
            int32_t s = 0, lin[512];
            for (int w = 0; w < 4; w++)
                for (int i = 0; i < 4; i++)
                    for (int l = 0; l < 32; l++)
                        lin[w * 128 + i * 32 + l] = in[b * 512 + 4 * (w * 32 + l) + i] + r;
            for (int j = 0; j < 512; j++) {
                s += lin[j];
                tile[r][j] = s;
            }
        }
        for (int t = 0; t < 128; t++) {
            int32_t acc = 0;
            for (int r = 0; r < 3; r++)
                acc += tile[r][(t * 4 + 128 + r) % 512];
            out[b * 128 + t] = acc;
        }
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warp_slices_block, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 256);
}
/*
 * check-name: adversarial legal (runnable): warp stores into slices, then block load, scan and store on the same tile, in rounds
 *
 * check-error-start
 * check-error-end
 */
