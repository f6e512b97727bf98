/*
 * adv_run_lib_warp_to_warp_groups.cu - two sibling warp groups per round,
 * library calls on both sides: in the first each warp stores its items
 * into its own slice of a shared tile (warp store, a thread[32]
 * partition), in the second each warp loads the NEXT warp's slice (warp
 * load through a const view).  Different warps: the load must wait for
 * the other warp's store (a block barrier, not a warp one), and the next
 * round's store for the other warp's load.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(warp_to_warp_groups, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_AT(THREAD(1)) int32_t items[4];
    (void)n;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 512);
            PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
            PRISM_AT(BLOCK(1)) const int nw = (int)PRISM_NTHREADS() / 32;
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            for (int r = 0; r < 3; r++) {
                PRISM_PARTITION(ws, tile, THREAD(32), w * 128) {
                    PRISM_GROUP(THREAD(32)) {
                        PRISM_CALL(prism_warp_store_striped_i32, ws, items, 4);
                    }
                }
                PRISM_GROUP(THREAD(32)) {
                    PRISM_CALL(prism_warp_load_striped_i32, items, tile + 128 * ((w + 1) % nw), 4);
                    items[2] += r;
                }
            }
            PRISM_CALL(prism_block_store_direct_i32, ob, items, 4);
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        /* items per warp: warp w's 128 blocked items (lane l item i at 4l + i);
         * the striped round trip keeps a warp's layout, so each round moves
         * warp w+1's items to warp w and adds r to item 2 */
        int32_t cur[512], nxt[512];
        for (int x = 0; x < 512; x++)
            cur[x] = in[b * 512 + x];
        for (int r = 0; r < 3; r++) {
            for (int w = 0; w < 4; w++)
                for (int x = 0; x < 128; x++)
                    nxt[w * 128 + x] = cur[((w + 1) % 4) * 128 + x] + (x % 4 == 2 ? r : 0);
            for (int x = 0; x < 512; x++)
                cur[x] = nxt[x];
        }
        for (int x = 0; x < 512; x++)
            out[b * 512 + x] = cur[x];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(warp_to_warp_groups, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 1024);
}
/*
 * check-name: adversarial legal (runnable): warp stores and the next warp's warp loads in sibling warp groups, in rounds
 *
 * check-error-start
 * check-error-end
 */
