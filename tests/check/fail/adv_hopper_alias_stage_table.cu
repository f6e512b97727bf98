/*
 * adv_hopper_alias_stage_table.cu - a table of stage pointers built once before the split ("avoid the
 * multiply in the loop") and indexed by PRISM_STAGE inside the scope.
 * Each entry is an alias of a stage that outlives every scope.  SPEC 8.3
 * P130: an alias taken before the scope is a use.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(stage_table, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)))
{
    const int rounds = K / 64;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(C_th, C, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, STAGES * TILE);
            PRISM_SHARED(uint16_t, sB, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_STAGES(pipe, sA);
            PRISM_STAGES(pipe, sB);
            const uint16_t *ringA[STAGES] = {sA, sA + TILE}; /* error P130 */
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                    for (int k = 0; k < rounds; k++) {
                        PRISM_CONSUME(pipe, k) {
                            const uint16_t *a = ringA[PRISM_STAGE(pipe)];
                            const uint16_t *b = sB + PRISM_STAGE(pipe) * TILE;
                            prism_wgmma_fence();
                            for (int kk = 0; kk < 64; kk += 16)
                                prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + kk, 1),
                                                               prism_wgmma_desc(b + kk, 1), 1);
                            prism_wgmma_commit();
                            prism_wgmma_wait(0);
                        }
                    }
                    PRISM_GROUP(THREAD(1)) {
                        for (int i = 0; i < 32; i++)
                            C_th[i] = acc[i];
                    }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        for (int k = 0; k < rounds; k++) {
                            PRISM_PRODUCE(pipe, k, STAGE_BYTES) {
                                prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, &mapA, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                                prism_tma_load_2d(sB + PRISM_STAGE(pipe) * TILE, &mapB, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                            }
                        }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: a table of stage pointers built before the split (P130)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_alias_stage_table.cu:27:46: error: stage buffer 'sA' used outside a PRISM_PRODUCE or PRISM_CONSUME of its pipeline 'pipe': which round's stage it holds is known only inside them [P130]
adv_hopper_alias_stage_table.cu:25:32: note: 'sA' is declared the stages of 'pipe' here
adv_hopper_alias_stage_table.cu:27:46: note: at stake: between the scopes the stage may be in flight for the other side's round
adv_hopper_alias_stage_table.cu:27:46: note: fix: name the stage buffer only inside PRISM_PRODUCE/PRISM_CONSUME(pipe, k) { ... buf + PRISM_STAGE(pipe) * TILE ... }
adv_hopper_alias_stage_table.cu:27:46: note: see: prism-check --explain P130
adv_hopper_alias_stage_table.cu:27:50: error: stage buffer 'sA' used outside a PRISM_PRODUCE or PRISM_CONSUME of its pipeline 'pipe': which round's stage it holds is known only inside them [P130]
adv_hopper_alias_stage_table.cu:25:32: note: 'sA' is declared the stages of 'pipe' here
adv_hopper_alias_stage_table.cu:27:50: note: at stake: between the scopes the stage may be in flight for the other side's round
adv_hopper_alias_stage_table.cu:27:50: note: fix: name the stage buffer only inside PRISM_PRODUCE/PRISM_CONSUME(pipe, k) { ... buf + PRISM_STAGE(pipe) * TILE ... }
 * check-error-end
 */
