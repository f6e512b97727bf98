/*
 * adv_run_lib_helper_shift_in_place.cu - a helper that block-loads from
 * `src` and block-stores to `dst`, called with two views of one shared
 * tile (`dst = tile`, `src = tile + 4`: shift the tile by one thread in
 * place), in rounds.  Inside the helper the load's reads through `src`
 * and the store's writes through `dst` are the same memory: the writes
 * must wait for every thread's reads (thread t writes the slots thread
 * t-1 loads), and the next round's load for the store.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(void, move_tile, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, dst, BLOCK(1)),
             PRISM_PARAM(const int32_t *, src, BLOCK(1)),
             PRISM_PARAM(int, add, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) int32_t items[4];
    PRISM_CALL(prism_block_load_direct_i32, items, src, 4);
    for (int i = 0; i < 4; i++)
        items[i] += add;
    PRISM_CALL(prism_block_store_direct_i32, dst, items, 4);
}

PRISM_KERNEL(helper_shift_in_place, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2560),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    (void)n;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 640);
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            PRISM_CALL(prism_block_store_direct_i32, tile, items, 4);
            PRISM_CALL(prism_block_store_direct_i32, tile + 512, items, 1);
            for (int r = 0; r < 3; r++)
                PRISM_CALL(move_tile, tile, tile + 4, r + 1);
            PRISM_CALL(prism_block_load_direct_i32, items, tile, 4);
            PRISM_CALL(prism_block_store_direct_i32, ob, items, 4);
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t tile[640];
        for (int i = 0; i < 512; i++)
            tile[i] = in[b * 512 + i];
        /* the tail: thread t's item 0 goes to slot 512 + t */
        for (int t = 0; t < 128; t++)
            tile[512 + t] = in[b * 512 + 4 * t];
        for (int r = 0; r < 3; r++) {
            int32_t nt[512];
            for (int i = 0; i < 512; i++)
                nt[i] = tile[i + 4] + r + 1;
            for (int i = 0; i < 512; i++)
                tile[i] = nt[i];
        }
        for (int i = 0; i < 512; i++)
            out[b * 512 + i] = tile[i];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(helper_shift_in_place, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 1024);
}
/*
 * check-name: adversarial legal (runnable): a load-then-store helper given two overlapping views of one tile, in rounds
 *
 * check-error-start
 * check-error-end
 */
