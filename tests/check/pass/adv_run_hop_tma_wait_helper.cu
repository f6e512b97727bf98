/*
 * adv_run_hop_tma_wait_helper.cu - adv_run_hop_tma_double_buffer with the
 * wait factored into a PRISM_DEVICE helper (SPEC 8.2 P139): the helper
 * waits on the barrier it is given on every path (a do-while whose body
 * runs once at least), so its call is a wait on the round's mbarrier, and
 * the reads after it are legal.  Round k + 1 is issued into the other
 * tile before round k's wait; barriers in the loop are left to inference.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define ROWS 8
#define COLS 32
#define BOX (ROWS * COLS)
#define ROUNDS 6
#define NBLK 2

PRISM_DEVICE(void, wait_round, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(prism_mbarrier_t *, full, BLOCK(1)), PRISM_PARAM(unsigned, phase, BLOCK(1)))
{
    int tries = 0;
    do {
        prism_mbarrier_wait(full, phase);
        tries++;
    } while (tries < 1);
}

PRISM_KERNEL(wait_helper, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARP(1), THREAD(1)),
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
            PRISM_CALL(wait_round, &bar[k % 2], (unsigned)((k / 2) & 1));
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
    return PRISM_LAUNCH(wait_helper, NBLK, 256, map, out);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_f32(launch, ref, NBLK * ROUNDS * BOX, NBLK * BOX);
}
/*
 * check-name: adversarial legal (runnable): hopper: TMA double buffering whose wait is a helper (P139)
 *
 * check-error-start
 * check-error-end
 */
