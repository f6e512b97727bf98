/*
 * adv_hop_pipe_bytes_over.cu - the K slice narrowed from 64 to 32 columns (a 64-byte swizzle
 * variant), the TMA box changed to 64 x 32, and the expected bytes left
 * at the 64 x 64 x 2 of the kernel it was copied from.  Each round's full
 * barrier now waits for 8192 bytes of which only 4096 ever arrive: the
 * phase never completes and the consumers hang on round 0.  SPEC 8.3
 * P132: BYTES equals the sum over the scope's loads of box_rows x
 * box_cols x sizeof(element).
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 32)

PRISM_KERNEL(narrowed, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(mine, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, buf, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_STAGES(pipe, buf);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float s = 0.0f;
                    for (int k = 0; k < n; k++)
                        PRISM_CONSUME(pipe, k) {
                            PRISM_GROUP(THREAD(1)) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; }
                        }
                    PRISM_GROUP(THREAD(1)) { mine[0] = s; }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < n; k++)
                            PRISM_PRODUCE(pipe, k, 64 * 64 * 2) { /* error P132 */
                                prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 32, 0, k * 32,
                                                  PRISM_STAGE_BAR(pipe));
                            }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: expected bytes above what the box copies: a hang (P132)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_pipe_bytes_over.cu:37:60: error: PRISM_PRODUCE arms the stage for 8192 bytes, but its TMA loads copy 4096: the consumers' wait never ends (a hang) [P132]
adv_hop_pipe_bytes_over.cu:37:60: note: at stake: the consumers' wait on the stage's full barrier: a hang or a race
adv_hop_pipe_bytes_over.cu:37:60: note: fix: make BYTES the constant sum of box_rows * box_cols * sizeof(element) over the scope's TMA loads
adv_hop_pipe_bytes_over.cu:37:60: note: see: prism-check --explain P132
 * check-error-end
 */
