/*
 * adv_run_exchange_between.cu - library calls between two phases that
 * use the same shared memory.  A sibling block group stages the input in
 * a 2112-byte tile and reads it at a neighbour's slot; then the block
 * exchange (blocked -> striped) runs, its 2112-byte scratch on the same
 * bytes as that finished tile; the caller's own tile (allocated before
 * the call, below the scratch) is written before the call, read after
 * it, rewritten with the reverse index map, then the reverse exchange
 * (striped -> blocked) reuses the first one's scratch, and the tile is
 * read once more.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include "block/block_load.h"
#include "block/block_exchange.h"

PRISM_KERNEL(exchange_between, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512 + 2112),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_AT(THREAD(1)) int32_t blocked[4], striped[4], back[4];
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, big, 528);
            PRISM_PARTITION(wb, big, THREAD(1), 4 * t) {
                PRISM_GROUP(THREAD(1)) {
                    for (int i = 0; i < 4; i++)
                        wb[i] = in[base + 4 * t + i] + 1;
                }
            }
            PRISM_GROUP(THREAD(1)) { acc = big[(4 * t + 6) % 512] + big[(4 * t + 9) % 512]; }
        }
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + 3 * t]; }
        }
        PRISM_CALL(prism_block_load_direct_i32, blocked, in + base, 4);
        PRISM_CALL(prism_block_exchange_b2s_i32_128x4, striped, blocked);
        PRISM_AT(THREAD(1)) int32_t x = 0;
        PRISM_GROUP(THREAD(1)) { x = tile[(t + 1) % 128] + striped[0]; }
        PRISM_PARTITION(w2, tile, THREAD(1), 127 - t) {
            PRISM_GROUP(THREAD(1)) { w2[0] = x + striped[3]; }
        }
        PRISM_CALL(prism_block_exchange_s2b_i32_128x4, back, striped);
        PRISM_GROUP(THREAD(1)) { acc += 1000 * tile[(t + 5) % 128] + back[0] - back[3] + 7 * back[1]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < 256)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        const int32_t *v = in + b * 512;
        int32_t s[128], s2[128];
        for (int t = 0; t < 128; t++)
            s[t] = v[3 * t];
        for (int t = 0; t < 128; t++) {
            /* striped[i] of thread t is item i * 128 + t */
            s2[127 - t] = s[(t + 1) % 128] + v[t] + v[3 * 128 + t];
        }
        for (int t = 0; t < 128; t++) {
            int32_t a = (v[(4 * t + 6) % 512] + 1) + (v[(4 * t + 9) % 512] + 1);
            out[b * 128 + t] = a + 1000 * s2[(t + 5) % 128] + v[4 * t] - v[4 * t + 3] + 7 * v[4 * t + 1];
        }
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(exchange_between, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 256);
}
/*
 * check-name: adversarial legal (runnable): block exchanges between phases of a caller's tile, the first one's scratch on a finished group's tile
 *
 * check-error-start
 * check-error-end
 */
