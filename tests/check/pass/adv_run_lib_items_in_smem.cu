/*
 * adv_run_lib_items_in_smem.cu - the "items" of a block scan and a block
 * load are not registers but each thread's slots of a shared tile (a
 * partition's window is a thread[1] pointer, exactly the parameter's
 * perspective): the library writes shared memory through its thread[1]
 * parameters.  The window rotates every round, so a thread's slots were
 * written by another thread in the round before (read after write) and
 * read by another thread after (write after read).
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(items_in_smem, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048 + 128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    (void)n;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 512);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(mine, tile, THREAD(1), 4 * t) {
                PRISM_CALL(prism_block_load_direct_i32, mine, in + base, 4);
            }
            for (int k = 1; k < 4; k++) {
                PRISM_PARTITION(mine, tile, THREAD(1), (4 * t + 4 * k) % 512) {
                    (void)PRISM_CALL(prism_block_scan_incl_max_i32, mine, mine, 4);
                }
            }
            PRISM_CALL(prism_block_store_striped_i32, ob, tile + 4 * t, 4);
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t tile[512], nt[512];
        for (int i = 0; i < 512; i++)
            tile[i] = in[b * 512 + i];
        for (int k = 1; k < 4; k++) {
            /* thread t scans slots (4t + 4k) % 512 ..; the blocked order of the
             * scan is thread order, so the scan runs over slots 4k, 4k+1, ... */
            int32_t m = INT32_MIN;
            for (int j = 0; j < 512; j++) {
                int s = (j + 4 * k) % 512;
                m = tile[s] > m ? tile[s] : m;
                nt[s] = m;
            }
            for (int i = 0; i < 512; i++)
                tile[i] = nt[i];
        }
        /* striped store of thread t's items tile[4t..4t+3]: item i to i*128 + t */
        for (int t = 0; t < 128; t++)
            for (int i = 0; i < 4; i++)
                out[b * 512 + i * 128 + t] = tile[4 * t + i];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(items_in_smem, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 1024);
}
/*
 * check-name: adversarial legal (runnable): block load and scan whose item arrays are rotating windows of a shared tile
 *
 * check-error-start
 * check-error-end
 */
