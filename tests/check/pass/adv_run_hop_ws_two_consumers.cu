/*
 * adv_run_hop_ws_two_consumers.cu - the warp-specialised shape with registers moved: 384 threads at
 * BLOCKDIM(384, 1), two consumer warpgroups first (setmaxnreg_inc(232)),
 * the producer warpgroup after them (setmaxnreg_dec(40)); 256 x 232 +
 * 128 x 40 = 64512 = 384 x 168.  Both consumer warpgroups run ONE
 * PRISM_CONSUME (256 arrivals per release), 7 rounds through 3 stages.
 * Inside the consumer arm each warpgroup then writes its result into its
 * own third of a shared scratch row (a partition handed out per warpgroup
 * before the split), the producer warpgroup its own third, and after the
 * split every thread reads the slot one warpgroup over: the reads cross
 * both arms and both consumer warpgroups, so the checked build needs the
 * block barrier after the split, and the 256-thread arm must not be
 * synchronised as if it were one warpgroup.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define STAGES 3
#define ROWS 8
#define COLS 32
#define TILE (ROWS * COLS)
#define ROUNDS 7
#define NBLK 2

PRISM_KERNEL(ws_two_consumers, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384, 1), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 4 + 2 * STAGES * 8 + 384 * 4), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(128)) const int wg = (int)PRISM_ID(THREAD(128));
        PRISM_SHARED(float, buf, STAGES * TILE);
        PRISM_PIPELINE(pipe, STAGES, 256);
        PRISM_STAGES(pipe, buf);
        PRISM_SHARED(float, scratch, 384);
        PRISM_PARTITION(third, scratch, THREAD(128), wg * 128) {
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(2) {
                    prism_setmaxnreg_inc(232);
                    PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1)); /* 0..255 */
                    PRISM_AT(THREAD(1)) float s = 0.0f;
                    for (int k = 0; k < ROUNDS; k++)
                        PRISM_CONSUME(pipe, k) {
                            PRISM_GROUP(THREAD(1)) {
                                s += (float)(k + 1) * buf[PRISM_STAGE(pipe) * TILE + u] -
                                     buf[PRISM_STAGE(pipe) * TILE + (u + 5) % TILE];
                            }
                        }
                    PRISM_GROUP(WARPGROUP(1)) {
                        PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                        PRISM_PARTITION(w, third, THREAD(1), l) {
                            PRISM_GROUP(THREAD(1)) { w[0] = s; }
                        }
                    }
                }
                PRISM_CASE(1) {
                    prism_setmaxnreg_dec(40);
                    PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                    PRISM_ONE {
                        for (int k = 0; k < ROUNDS; k++)
                            PRISM_PRODUCE(pipe, k, TILE * 4) {
                                prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, ROWS, COLS,
                                                  (blk * ROUNDS + k) * ROWS, 0, PRISM_STAGE_BAR(pipe));
                            }
                    }
                    PRISM_PARTITION(w, third, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { w[0] = (float)(u * 3 - blk); }
                    }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { r = scratch[(t + 128) % 384]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}

static float consumer(const float *in, int b, int u)
{
    float s = 0.0f;
    for (int k = 0; k < ROUNDS; k++) {
        const float *box = in + (size_t)(b * ROUNDS + k) * TILE;
        s += (float)(k + 1) * box[u] - box[(u + 5) % TILE];
    }
    return s;
}

static void ref(const float *in, float *out, int n)
{
    (void)n;
    for (int b = 0; b < NBLK; b++)
        for (int t = 0; t < 384; t++) {
            const int slot = (t + 128) % 384;
            out[b * 384 + t] = slot < 256 ? consumer(in, b, slot) : (float)((slot - 256) * 3 - b);
        }
}

static int launch(const float *in, float *out, int n)
{
    prism_tensor_map_t map;
    (void)n;
    if (prism_tensor_map_2d(&map, in, PRISM_F32, NBLK * ROUNDS * ROWS, COLS, COLS * 4, ROWS, COLS,
                            PRISM_SWIZZLE_NONE) != 0)
        return 1;
    return PRISM_LAUNCH(ws_two_consumers, NBLK, 384, map, out);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_f32(launch, ref, NBLK * ROUNDS * TILE, NBLK * 384);
}
/*
 * check-name: adversarial legal (runnable): hopper: two consumer warpgroups and a producer with setmaxnreg, 3 stages, results crossing arms through shared memory
 *
 * check-error-start
 * check-error-end
 */
