/*
 * adv_run_lib_warp_transpose_then_reduce.cu - two collectives back to
 * back whose scratch overlaps while their synchronisation differs: the
 * warp-transposing load uses per-warp slices of its 128x4 tile and only
 * warp barriers, then the block reduction writes its warp-total slots at
 * the same arena offset (inside warp 0's slice) and the block scan
 * after it too; the warp-transposing store follows, in rounds.  Warp 1's
 * slot write must wait for warp 0's reads of its slice (CUB: "a
 * __syncthreads() is needed before TempStorage is reused", here across
 * two different collectives sharing one union).
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(warp_transpose_then_reduce, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 1024;
    (void)n;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) int32_t items[4];
            for (int k = 0; k < 2; k++) {
                PRISM_CALL(prism_block_load_warp_transpose_i32_128x4, items, in + base + 512 * k);
                PRISM_AT(THREAD(1)) const int32_t s = PRISM_CALL(prism_block_reduce_sum_i32, items, 4);
                (void)PRISM_CALL(prism_block_scan_excl_sum_i32, items, items, 4, s);
                PRISM_CALL(prism_block_store_warp_transpose_i32_128x4, ob + 512 * k, items);
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++)
        for (int k = 0; k < 2; k++) {
            const int32_t *tile = in + b * 1024 + 512 * k;
            int32_t s = 0, run;
            for (int i = 0; i < 512; i++)
                s += tile[i];
            /* the transposing load and store keep the tile's order (blocked
             * items out, blocked items in): an exclusive scan from s */
            run = s;
            for (int j = 0; j < 512; j++) {
                out[b * 1024 + 512 * k + j] = run;
                run += tile[j];
            }
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warp_transpose_then_reduce, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2048, 2048);
}
/*
 * check-name: adversarial legal (runnable): a warp-transposing load, block reduce and scan, warp-transposing store on one arena offset
 *
 * check-error-start
 * check-error-end
 */
