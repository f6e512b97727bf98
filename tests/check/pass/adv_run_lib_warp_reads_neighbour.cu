/*
 * adv_run_lib_warp_reads_neighbour.cu - each warp loads the NEXT warp's
 * slice of a shared tile with the warp load (a const thread[32] view of
 * block memory), then the block store overwrites the whole tile, in
 * rounds.  The warp loads run in warp groups with no block barrier of
 * their own: the block store's writes must wait for every warp's reads
 * (a warp still reading from the previous phase), and the next round's
 * warp loads for the store.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(warp_reads_neighbour, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    (void)n;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 512);
            PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
            PRISM_AT(BLOCK(1)) const int nw = (int)PRISM_NTHREADS() / 32;
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            PRISM_CALL(prism_block_store_direct_i32, tile, items, 4);
            for (int r = 0; r < 3; r++) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_CALL(prism_warp_load_direct_i32, items, tile + 128 * ((w + 1) % nw), 4);
                }
                for (int i = 0; i < 4; i++)
                    items[i] += r;
                PRISM_CALL(prism_block_store_direct_i32, tile, items, 4);
            }
            PRISM_CALL(prism_block_load_striped_i32, items, tile, 4);
            PRISM_CALL(prism_block_store_striped_i32, ob, items, 4);
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t cur[512], nxt[512];
        for (int i = 0; i < 512; i++)
            cur[i] = in[b * 512 + i];
        for (int r = 0; r < 3; r++) {
            for (int i = 0; i < 512; i++)
                nxt[i] = cur[(i + 128) % 512] + r;
            for (int i = 0; i < 512; i++)
                cur[i] = nxt[i];
        }
        for (int i = 0; i < 512; i++)
            out[b * 512 + i] = cur[i];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warp_reads_neighbour, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 1024);
}
/*
 * check-name: adversarial legal (runnable): warps load the next warp's slice, then the block store overwrites the tile, in rounds
 *
 * check-error-start
 * check-error-end
 */
