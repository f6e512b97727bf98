/*
 * pipeline_stage_hidden_use_ok.cu - the look-alikes of
 * fail/pipeline_stage_hidden_use.cu: an atomic inside PRISM_CONSUME into a
 * buffer that is no stage, and a masked descriptor of such a buffer kept
 * past the scope.
 */
#include "prism.h"
#define STAGES 2
#define TILE (64 * 64)
PRISM_KERNEL(side_atomic, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2 + 2 * STAGES * 8 + 64 + 1024), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, buf, STAGES * TILE);
        PRISM_SHARED(unsigned, side, 256);
        PRISM_PARTITION(ps, side, THREAD(1), t) { PRISM_GROUP(THREAD(1)) { ps[0] = 0; } }
        PRISM_PIPELINE(pipe, STAGES, 128);
        PRISM_STAGES(pipe, buf);
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) float s = 0.0f;
                
                for (int k = 0; k < n; k++)
                    PRISM_CONSUME(pipe, k) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; PRISM_GROUP(THREAD(1)) { atomicAdd(&side[t], 1u); } }
                
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

PRISM_KERNEL(side_desc_number, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2 + 2 * STAGES * 8 + 64 + 2 * TILE + 1024), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, buf, STAGES * TILE);
        PRISM_SHARED(uint16_t, side, TILE);
        PRISM_PARTITION(ps, side, THREAD(1), t * 16) { PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 16; i++) ps[i] = 0; } }
        PRISM_PIPELINE(pipe, STAGES, 128);
        PRISM_STAGES(pipe, buf);
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) float s = 0.0f; PRISM_AT(THREAD(1)) uint64_t keep = 0; PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                
                for (int k = 0; k < n; k++)
                    PRISM_CONSUME(pipe, k) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; keep = prism_wgmma_desc(side, PRISM_SWIZZLE_128B) & 0x3fffull; }
                
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
 * check-name: an atomic and a masked descriptor kept, on a buffer that is no stage
 *
 * check-error-start
 * check-error-end
 */
