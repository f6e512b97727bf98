/*
 * adv_run_reuse_lib_back_to_back.cu - library block primitives called
 * back to back on one user tile, interleaved with the user's own
 * partitions of the same tile, in a loop.  Each round:
 *   1. prism_block_store_direct_i32(tile, regs, 4): thread t writes
 *      tile[4t .. 4t+3] (blocked);
 *   2. prism_block_load_striped_i32(back, tile, 4): thread t reads
 *      tile[t + 128 k] (striped: other threads' elements, RAW on 1);
 *   3. the user's thread[1] partition at offset 4t + (r mod 4) rewrites
 *      one of the thread's four slots (WAR against 2's reads);
 *   4. prism_block_reduce_sum_i32 of the thread's registers (its own
 *      scratch, above the tile);
 *   5. every thread reads tile[(4t + 9) mod 512] (RAW on 3, and on 1
 *      for the slots 3 did not rewrite);
 * and the next round's store (1) overwrites what 2 and 5 read (WAR
 * through the back edge).
 *
 * Legal: SPEC 3.2 (dst block[1], src/dst registers thread[1]), SPEC 6.3
 * (the user partition: 4t + c is injective), SPEC 6.2.  SPEC 7 / CUB:
 * "a __syncthreads() should follow if temp storage is reused".
 */
#include "prism.h"
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(reuse_lib_back_to_back, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t regs[4];
        PRISM_AT(THREAD(1)) int32_t back[4];
        for (int r = 0; r < 3; r++) {
            PRISM_GROUP(THREAD(1)) {
                for (int k = 0; k < 4; k++)
                    regs[k] = in[base + (t + k * 17 + r) % 128] + acc % 13;
            }
            PRISM_CALL(prism_block_store_direct_i32, tile, regs, 4);
            PRISM_CALL(prism_block_load_striped_i32, back, tile, 4);
            PRISM_PARTITION(w, tile, THREAD(1), 4 * t + r % 4) {
                PRISM_GROUP(THREAD(1)) { w[0] = back[0] - back[3]; }
            }
            PRISM_AT(THREAD(1)) const int32_t sum = PRISM_CALL(prism_block_reduce_sum_i32, back, 4);
            PRISM_GROUP(THREAD(1)) {
                acc += tile[(4 * t + 9) % 512] * 3 + back[1];
                if (t == 0)
                    acc += sum % 1000;
            }
        }
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
    for (int blk = 0; blk * 128 < n; blk++) {
        const int32_t *v = in + blk * 128;
        int32_t tile[512], back[128][4], acc[128] = {0};
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 128; t++)
                for (int k = 0; k < 4; k++)
                    tile[4 * t + k] = v[(t + k * 17 + r) % 128] + acc[t] % 13;
            for (int t = 0; t < 128; t++)
                for (int k = 0; k < 4; k++)
                    back[t][k] = tile[t + 128 * k];
            int32_t sum = 0;
            for (int t = 0; t < 128; t++) {
                tile[4 * t + r % 4] = back[t][0] - back[t][3];
                for (int k = 0; k < 4; k++)
                    sum += back[t][k];
            }
            for (int t = 0; t < 128; t++) {
                acc[t] += tile[(4 * t + 9) % 512] * 3 + back[t][1];
                if (t == 0)
                    acc[t] += sum % 1000;
            }
        }
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_lib_back_to_back, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): library store, load and reduce back to back on one tile with user partitions between
 *
 * check-error-start
 * check-error-end
 */
