/*
 * adv_run_lib_store_then_async.cu - the block stores its items to its
 * slice of global memory, then cp.async copies that slice (written by
 * other threads) into a shared tile, which the block loads striped: the
 * async copies' global reads must wait for the other threads' global
 * writes (read after write through memory the checker sees only as a
 * cp.async source), and the next round's store for the copies.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(store_then_async, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    (void)n;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 512);
            PRISM_AT(THREAD(1)) const int i = ((int)PRISM_ID(THREAD(1)) * 4 + 100) % 512;
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            for (int r = 0; r < 3; r++) {
                for (int j = 0; j < 4; j++)
                    items[j] += r;
                PRISM_CALL(prism_block_store_direct_i32, ob, items, 4);
                PRISM_ASYNC(ta, tile) {
                    PRISM_GROUP(THREAD(1)) {
                        prism_cp_async16(ta + i, ob + i);
                        prism_cp_async_commit();
                    }
                }
                PRISM_CALL(prism_block_load_striped_i32, items, tile, 4);
            }
            PRISM_CALL(prism_block_store_direct_i32, ob, items, 4);
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t it[512], mem[512];
        for (int x = 0; x < 512; x++)
            it[x] = in[b * 512 + x]; /* blocked: thread t item j at 4t + j */
        for (int r = 0; r < 3; r++) {
            for (int x = 0; x < 512; x++)
                mem[x] = it[x] + r;
            /* striped load: thread t item j = tile[j*128 + t], kept blocked at 4t + j */
            for (int t = 0; t < 128; t++)
                for (int j = 0; j < 4; j++)
                    it[4 * t + j] = mem[j * 128 + t];
        }
        for (int x = 0; x < 512; x++)
            out[b * 512 + x] = it[x];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(store_then_async, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 1024);
}
/*
 * check-name: adversarial legal (runnable): block stores to global memory that cp.async then copies into shared memory, in rounds
 *
 * check-error-start
 * check-error-end
 */
