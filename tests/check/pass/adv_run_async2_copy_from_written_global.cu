/*
 * adv_run_async2_copy_from_written_global.cu - the source of the copies
 * is global memory the block itself has just written: each thread writes
 * 4 ints of the block's scratch row (a thread[1] partition of the block's
 * slice of `out`), then the block copies the row into shared memory by
 * cp.async, each thread taking its neighbour's chunk.  The copies read
 * what other threads stored, so the scratch writes must be ordered before
 * the async scope (a block barrier: cp.async reads global memory like a
 * load), and the reads of the tile after the copies land.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(copy_written, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    (void)n;
    PRISM_PARTITION(blk, out, BLOCK(1), b * 640) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 512);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, blk, THREAD(1), 128 + 4 * t) {
                PRISM_GROUP(THREAD(1)) {
                    for (int j = 0; j < 4; j++)
                        w[j] = in[b * 512 + 4 * t + j] * 2 + j;
                }
            }
            PRISM_ASYNC(a, tile) {
                PRISM_GROUP(THREAD(1)) { prism_cp_async16(a + 4 * t, blk + 128 + 4 * ((t + 1) % 128)); }
            }
            PRISM_PARTITION(r, blk, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { r[0] = tile[(4 * t + 9) % 512] - tile[(4 * t + 2) % 512]; }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t row[512], tile[512];
        for (int e = 0; e < 512; e++)
            row[e] = in[b * 512 + e] * 2 + e % 4;
        for (int e = 0; e < 512; e++)
            tile[e] = row[(e + 4) % 512];
        for (int t = 0; t < 128; t++)
            out[b * 640 + t] = tile[(4 * t + 9) % 512] - tile[(4 * t + 2) % 512];
        for (int e = 0; e < 512; e++)
            out[b * 640 + 128 + e] = row[e];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(copy_written, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 1280);
}
/*
 * check-name: adversarial legal (runnable): cp.async from global memory the block just wrote, each thread copying its neighbour's chunk
 *
 * check-error-start
 * check-error-end
 */
