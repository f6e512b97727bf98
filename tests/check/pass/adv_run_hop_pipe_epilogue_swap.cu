/*
 * adv_run_hop_pipe_epilogue_swap.cu - a TMA pipeline (f32 stages, plain loads, 5 rounds through 2
 * stages, so both parities and the empty barriers' reuse are exercised)
 * whose result leaves through shared memory across the split: each
 * consumer thread stores its sum in the consumers' half of a scratch
 * tile, each producer-warpgroup thread a value of its own in the other
 * half, and after the split every thread of the block reads a slot of the
 * OTHER warpgroup.  The arms never meet inside the split (no barrier ends
 * a split, SPEC 4.2), so the checked build must place a block barrier
 * between the arms' partitions and the block's reads; the stage reads
 * inside PRISM_CONSUME must stay before the empty arrival.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define STAGES 2
#define ROWS 8
#define COLS 32
#define TILE (ROWS * COLS)
#define ROUNDS 5
#define NBLK 2

PRISM_KERNEL(epilogue_swap, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 4 + 2 * STAGES * 8 + 256 * 4), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(128)) const int wg = (int)PRISM_ID(THREAD(128));
        PRISM_SHARED(float, buf, STAGES * TILE);
        PRISM_PIPELINE(pipe, STAGES, 128);
        PRISM_STAGES(pipe, buf);
        PRISM_SHARED(float, scratch, 256);
        PRISM_PARTITION(half, scratch, THREAD(128), wg * 128) {
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                    PRISM_AT(THREAD(1)) float s = 0.0f;
                    for (int k = 0; k < ROUNDS; k++)
                        PRISM_CONSUME(pipe, k) {
                            PRISM_GROUP(THREAD(1)) {
                                s += (float)(k + 1) * buf[PRISM_STAGE(pipe) * TILE + u] -
                                     buf[PRISM_STAGE(pipe) * TILE + 128 + u];
                            }
                        }
                    PRISM_PARTITION(w, half, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { w[0] = s; }
                    }
                }
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                    PRISM_ONE {
                        for (int k = 0; k < ROUNDS; k++)
                            PRISM_PRODUCE(pipe, k, TILE * 4) {
                                prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, ROWS, COLS,
                                                  (blk * ROUNDS + k) * ROWS, 0, PRISM_STAGE_BAR(pipe));
                            }
                    }
                    PRISM_PARTITION(w, half, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { w[0] = (float)(u * 3 - blk); }
                    }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { r = scratch[(t + 128) % 256]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}

static void ref(const float *in, float *out, int n)
{
    (void)n;
    for (int b = 0; b < NBLK; b++)
        for (int t = 0; t < 256; t++) {
            float v;
            if (t < 128) {
                v = (float)(t * 3 - b);
            } else {
                const int u = t - 128;
                v = 0.0f;
                for (int k = 0; k < ROUNDS; k++) {
                    const float *box = in + (size_t)(b * ROUNDS + k) * TILE;
                    v += (float)(k + 1) * box[u] - box[128 + u];
                }
            }
            out[b * 256 + t] = v;
        }
}

static int launch(const float *in, float *out, int n)
{
    prism_tensor_map_t map;
    (void)n;
    if (prism_tensor_map_2d(&map, in, PRISM_F32, NBLK * ROUNDS * ROWS, COLS, COLS * 4, ROWS, COLS,
                            PRISM_SWIZZLE_NONE) != 0)
        return 1;
    return PRISM_LAUNCH(epilogue_swap, NBLK, 256, map, out);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_f32(launch, ref, NBLK * ROUNDS * TILE, NBLK * 256);
}
/*
 * check-name: adversarial legal (runnable): hopper: a TMA pipeline whose arms hand results to each other through shared memory after the split
 *
 * check-error-start
 * check-error-end
 */
