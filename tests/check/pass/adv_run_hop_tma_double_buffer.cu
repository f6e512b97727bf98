/*
 * adv_run_hop_tma_double_buffer.cu - TMA double buffering written by hand, outside the pipeline
 * construct: two tiles and two mbarriers; round 0 is loaded before the
 * loop and each iteration first issues round k + 1 into the other tile
 * (tile + ((k + 1) % 2) * BOX: a local non-const alias of it would be
 * P040 in thread[1] code), then waits for round k and reads it.  The copy
 * of round k + 1 overwrites the tile round k - 1 was read from: the
 * write-after-read barrier must come before the issue; each barrier's parity
 * flips every second round.  The program writes no block barrier in the
 * loop: that is left to inference.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define ROWS 8
#define COLS 32
#define BOX (ROWS * COLS)
#define ROUNDS 6
#define NBLK 2

PRISM_KERNEL(double_buffer, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARP(1), THREAD(1)),
             PRISM_SMEM(2 * BOX * 4 + 32), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float s = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(float, tile, 2 * BOX);
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_ONE {
            prism_mbarrier_init(&bar[0], 1);
            prism_mbarrier_init(&bar[1], 1);
            prism_fence_mbarrier_init();
            prism_mbarrier_arrive_expect_tx(&bar[0], BOX * 4);
            prism_tma_load_2d(tile, &map, ROWS, COLS, blk * ROUNDS * ROWS, 0, &bar[0]);
        }
        prism_syncthreads();
        for (int k = 0; k < ROUNDS; k++) {
            PRISM_ONE {
                if (k + 1 < ROUNDS) {
                    prism_mbarrier_arrive_expect_tx(&bar[(k + 1) % 2], BOX * 4);
                    prism_tma_load_2d(tile + ((k + 1) % 2) * BOX, &map, ROWS, COLS, (blk * ROUNDS + k + 1) * ROWS, 0, &bar[(k + 1) % 2]);
                }
            }
            prism_mbarrier_wait(&bar[k % 2], (unsigned)((k / 2) & 1));
            PRISM_GROUP(THREAD(1)) {
                s += (float)(k + 1) * tile[(k % 2) * BOX + t] - tile[(k % 2) * BOX + (t + 7) % BOX];
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = s; }
    }
}

static void ref(const float *in, float *out, int n)
{
    (void)n;
    for (int b = 0; b < NBLK; b++)
        for (int t = 0; t < BOX; t++) {
            float s = 0.0f;
            for (int k = 0; k < ROUNDS; k++) {
                const float *box = in + (size_t)(b * ROUNDS + k) * BOX;
                s += (float)(k + 1) * box[t] - box[(t + 7) % BOX];
            }
            out[b * BOX + t] = s;
        }
}

static int launch(const float *in, float *out, int n)
{
    prism_tensor_map_t map;
    (void)n;
    if (prism_tensor_map_2d(&map, in, PRISM_F32, NBLK * ROUNDS * ROWS, COLS, COLS * 4, ROWS, COLS,
                            PRISM_SWIZZLE_NONE) != 0)
        return 1;
    return PRISM_LAUNCH(double_buffer, NBLK, 256, map, out);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_f32(launch, ref, NBLK * ROUNDS * BOX, NBLK * BOX);
}
/*
 * check-name: adversarial legal (runnable): hopper: hand-written TMA double buffering, barriers left to inference
 *
 * check-error-start
 * check-error-end
 */
