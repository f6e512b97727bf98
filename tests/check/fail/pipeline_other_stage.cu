/*
 * pipeline_other_stage.cu - addresses of another stage than the round's inside the scopes: a TMA into the other stage, a box that spills into the next stage, consumers reading the stage the producer is filling.
 */
#include "prism.h"

typedef struct { unsigned char opaque[128]; } map_t; /* the checker sees the kernel, not the header's types */

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(tile_product, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(map_t, mapA, GRID(1)),
             PRISM_PARAM(map_t, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)), PRISM_PARAM(int, K, GRID(1)))
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
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                    for (int k = 0; k < rounds; k++) {
                        PRISM_CONSUME(pipe, k) {
                            const uint16_t *a = sA + (PRISM_STAGE(pipe) ^ 1) * TILE; /* error P130 */
                            const uint16_t *b = TILE - PRISM_STAGE(pipe) * TILE + sB; /* error P130 */
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
                                prism_tma_load_2d(sA + (1 - PRISM_STAGE(pipe)) * TILE, /* error P130 */ &mapA, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                                prism_tma_load_2d(sB + PRISM_STAGE(pipe) * TILE + 8 * 64, /* error P130 */ &mapB, 64, 64, 0, k * 64,
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
 * check-name: pipeline: an access outside the round's stage
 * check-exit-value: 1
 *
 * check-error-start
pipeline_other_stage.cu:30:49: error: 'sA' inside PRISM_CONSUME must address the round's stage, sA + PRISM_STAGE(pipe) * 4096 + (0..4095): it picks a stage other than PRISM_STAGE(pipe)'s; the other stages belong to rounds the other side owns now [P130]
pipeline_other_stage.cu:29:25: note: the scope is here
pipeline_other_stage.cu:30:49: note: at stake: between the scopes the stage may be in flight for the other side's round
pipeline_other_stage.cu:30:49: note: fix: name the stage buffer only inside PRISM_PRODUCE/PRISM_CONSUME(pipe, k) { ... buf + PRISM_STAGE(pipe) * TILE ... }
pipeline_other_stage.cu:30:49: note: see: prism-check --explain P130
pipeline_other_stage.cu:31:83: error: 'sB' inside PRISM_CONSUME must address the round's stage, sB + PRISM_STAGE(pipe) * 4096 + (0..4095): it picks a stage other than PRISM_STAGE(pipe)'s; the other stages belong to rounds the other side owns now [P130]
pipeline_other_stage.cu:29:25: note: the scope is here
pipeline_other_stage.cu:31:83: note: at stake: between the scopes the stage may be in flight for the other side's round
pipeline_other_stage.cu:31:83: note: fix: name the stage buffer only inside PRISM_PRODUCE/PRISM_CONSUME(pipe, k) { ... buf + PRISM_STAGE(pipe) * TILE ... }
pipeline_other_stage.cu:49:51: error: 'sA' inside PRISM_PRODUCE must address the round's stage, sA + PRISM_STAGE(pipe) * 4096 + (0..4095): it picks a stage other than PRISM_STAGE(pipe)'s; the other stages belong to rounds the other side owns now [P130]
pipeline_other_stage.cu:48:29: note: the scope is here
pipeline_other_stage.cu:49:51: note: at stake: between the scopes the stage may be in flight for the other side's round
pipeline_other_stage.cu:49:51: note: fix: name the stage buffer only inside PRISM_PRODUCE/PRISM_CONSUME(pipe, k) { ... buf + PRISM_STAGE(pipe) * TILE ... }
pipeline_other_stage.cu:51:51: error: 'sB' inside PRISM_PRODUCE must address the round's stage, sB + PRISM_STAGE(pipe) * 4096 + (0..4095): the TMA box at element 512..4607 of the stage lies outside its 4096 elements; the other stages belong to rounds the other side owns now [P130]
pipeline_other_stage.cu:48:29: note: the scope is here
pipeline_other_stage.cu:51:51: note: at stake: between the scopes the stage may be in flight for the other side's round
pipeline_other_stage.cu:51:51: note: fix: name the stage buffer only inside PRISM_PRODUCE/PRISM_CONSUME(pipe, k) { ... buf + PRISM_STAGE(pipe) * TILE ... }
 * check-error-end
 */
