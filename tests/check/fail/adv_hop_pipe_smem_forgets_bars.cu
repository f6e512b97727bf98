/*
 * adv_hop_pipe_smem_forgets_bars.cu - the shared budget computed from the stage buffers alone, "the
 * barriers are 32 bytes, they fit in the padding".  PRISM_PIPELINE carves
 * 2 x STAGES mbarriers from the block's arena after the stages: with the
 * budget at exactly the stages' bytes they lie past the dynamic shared
 * memory the launch reserves (on the GPU, an out-of-range shared access or
 * another block's memory).  SPEC 8.3: PRISM_PIPELINE is a shared
 * allocation whose bytes count in PRISM_SMEM with the rules of 6.2 (P052).
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)

PRISM_KERNEL(tight, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(mine, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, buf, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 128); /* error P052 */
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
                            PRISM_PRODUCE(pipe, k, TILE * 2) {
                                prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                            }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: PRISM_SMEM without the pipeline's barriers (P052)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_pipe_smem_forgets_bars.cu:23:13: error: shared allocations reach 16416 bytes at 'pipe', above the 16384 bytes 'tight' declares [P052]
adv_hop_pipe_smem_forgets_bars.cu:16:39: note: budget declared here
adv_hop_pipe_smem_forgets_bars.cu:23:13: note: at stake: a launch would fail or overrun the shared memory of the block
adv_hop_pipe_smem_forgets_bars.cu:23:13: note: fix: raise the function's PRISM_SMEM(bytes) budget to cover its PRISM_SHARED allocations, each rounded up to 16 bytes, or allocate less
adv_hop_pipe_smem_forgets_bars.cu:23:13: note: see: prism-check --explain P052
 * check-error-end
 */
