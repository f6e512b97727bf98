/*
 * pipeline_stage_hidden_use.cu - uses of a pipeline's stage the pipeline
 * rules missed (red team rt35): an atomic into the stage inside
 * PRISM_CONSUME (a store whatever its result: P131, as a plain store is),
 * and the stage's descriptor kept past the scope as a number, its address
 * field masked out (`& 0x3fff`), then rebuilt for a wgmma after the loop
 * (P130, as keeping the whole descriptor is).  The look-alikes, the same
 * on a buffer that is no stage, are pass/pipeline_stage_hidden_use_ok.cu.
 */
#include "prism.h"
#define STAGES 2
#define TILE (64 * 64)
PRISM_KERNEL(stage_atomic, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2 + 2 * STAGES * 8 + 64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, buf, STAGES * TILE);
        PRISM_PIPELINE(pipe, STAGES, 128);
        PRISM_STAGES(pipe, buf);
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) float s = 0.0f;
                
                for (int k = 0; k < n; k++)
                    PRISM_CONSUME(pipe, k) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; PRISM_GROUP(THREAD(1)) { atomicAdd((unsigned *)&buf[PRISM_STAGE(pipe) * TILE + 2 * t], 1u); } } /* error P131 */
                
                PRISM_GROUP(THREAD(1)) { o[0] = s; }
            }
            PRISM_CASE(1) {
                
                PRISM_ONE {
                    for (int k = 0; k < n; k++)
                        PRISM_PRODUCE(pipe, k, TILE * 2) {
                            prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(pipe));
                        }
                }
            }
        }
    }
    }
}

PRISM_KERNEL(stage_desc_number, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2 + 2 * STAGES * 8 + 64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, buf, STAGES * TILE);
        PRISM_PIPELINE(pipe, STAGES, 128);
        PRISM_STAGES(pipe, buf);
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) float s = 0.0f; PRISM_AT(THREAD(1)) uint64_t keep = 0; PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                
                for (int k = 0; k < n; k++)
                    PRISM_CONSUME(pipe, k) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; keep = prism_wgmma_desc(buf + PRISM_STAGE(pipe) * TILE, PRISM_SWIZZLE_128B) & 0x3fffull; } /* error P130 */
                
                prism_wgmma_fence();
                prism_wgmma_m64n64k16_f32_bf16(acc, keep | (1ull << 62) | (1ull << 16) | (64ull << 32),
                                               keep | (1ull << 62) | (1ull << 16) | (64ull << 32), 1);
                prism_wgmma_commit();
                prism_wgmma_wait(0);
                s += acc[0];
                PRISM_GROUP(THREAD(1)) { o[0] = s; }
            }
            PRISM_CASE(1) {
                
                PRISM_ONE {
                    for (int k = 0; k < n; k++)
                        PRISM_PRODUCE(pipe, k, TILE * 2) {
                            prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 64, 0, 0, PRISM_STAGE_BAR(pipe));
                        }
                }
            }
        }
    }
    }
}

/*
 * check-name: an atomic into a consumed stage; a stage's masked descriptor kept past PRISM_CONSUME
 * check-exit-value: 1
 *
 * check-error-start
pipeline_stage_hidden_use.cu:28:128: error: stage buffer 'buf' written inside PRISM_CONSUME by an atomic: the consumers only read a stage; the producer owns it until the next round's PRISM_PRODUCE [P131]
pipeline_stage_hidden_use.cu:28:21: note: the stage is consumed here
pipeline_stage_hidden_use.cu:28:128: note: at stake: the consumers' reads and the producer's next fill of the stage
pipeline_stage_hidden_use.cu:28:128: note: fix: write results elsewhere (registers, another PRISM_SHARED); only the producer fills a stage
pipeline_stage_hidden_use.cu:28:128: note: see: prism-check --explain P131
pipeline_stage_hidden_use.cu:61:93: error: 'keep' keeps a pointer into stage buffer 'buf' past the PRISM_CONSUME that reveals it: after the scope the stage belongs to another round [P130]
pipeline_stage_hidden_use.cu:61:21: note: the scope is here
pipeline_stage_hidden_use.cu:61:93: note: at stake: between the scopes the stage may be in flight for the other side's round
pipeline_stage_hidden_use.cu:61:93: note: fix: name the stage buffer only inside PRISM_PRODUCE/PRISM_CONSUME(pipe, k) { ... buf + PRISM_STAGE(pipe) * TILE ... }
pipeline_stage_hidden_use.cu:61:93: note: see: prism-check --explain P130
 * check-error-end
 */
