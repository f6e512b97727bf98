/*
 * adv_run_hop_tma_raw_reload.cu - one shared tile reloaded by TMA every round, outside a pipeline:
 * thread 0 arms a hand-initialised mbarrier with the box's bytes and
 * issues the copy, every thread waits for the round's phase and reads the
 * whole tile (each thread its own element and its neighbour's).  The next
 * round's TMA overwrites the tile the other threads may still be reading,
 * and re-arms the barrier they may not have waited on yet: on the GPU a
 * block barrier must separate the last read of round k from the copy of
 * round k + 1 (write after read, SPEC 7).  The program writes none: that
 * is what Prism infers (the conservative build gets it from PRISM_ONE's
 * split, the checked build must infer it).  CUDA's version of this loop
 * is the classic "missing __syncthreads() before the next TMA" bug.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define ROWS 8
#define COLS 32
#define BOX (ROWS * COLS)
#define ROUNDS 5
#define NBLK 2

PRISM_KERNEL(raw_reload, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARP(1), THREAD(1)),
             PRISM_SMEM(BOX * 4 + 16), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float s = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(float, tile, BOX); /* offset 0: 128-byte aligned for TMA */
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
        }
        prism_syncthreads();
        for (int k = 0; k < ROUNDS; k++) {
            PRISM_ONE {
                prism_mbarrier_arrive_expect_tx(bar, BOX * 4);
                prism_tma_load_2d(tile, &map, ROWS, COLS, (blk * ROUNDS + k) * ROWS, 0, bar);
            }
            prism_mbarrier_wait(bar, (unsigned)(k & 1));
            PRISM_GROUP(THREAD(1)) { s += (float)(k + 1) * (tile[t] - tile[(t + 1) % BOX]); }
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
                s += (float)(k + 1) * (box[t] - box[(t + 1) % BOX]);
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
    return PRISM_LAUNCH(raw_reload, NBLK, 256, map, out);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_f32(launch, ref, NBLK * ROUNDS * BOX, NBLK * BOX);
}
/*
 * check-name: adversarial legal (runnable): hopper: one tile reloaded by TMA each round, raw mbarrier, no explicit barrier before the next copy
 *
 * check-error-start
 * check-error-end
 */
