/*
 * adv_ok_hopper_wgmma_helper_waited.cu - the legal look-alike of
 * fail/adv_hopper_wgmma_helper_unwaited.cu: the helper fences, issues,
 * commits and waits for the stage's wgmmas (P126: a function does not
 * return with a wgmma into its caller's accumulator in flight), and the
 * caller waits too (wait(0) at the scope's top level, after the call)
 * before PRISM_CONSUME releases the stage: a call to a function that
 * issues wgmma counts, for P133, as a wgmma and its commit at the call.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_DEVICE(void, mma_k64, PRISM_REQUIRES(WARPGROUP(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, acc, THREAD(1)), PRISM_PARAM(const uint16_t *, a, WARPGROUP(1)),
             PRISM_PARAM(const uint16_t *, b, WARPGROUP(1)))
{
    prism_wgmma_fence();
    prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a, 1), prism_wgmma_desc(b, 1), 1);
    prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + 16, 1), prism_wgmma_desc(b + 16, 1), 1);
    prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + 32, 1), prism_wgmma_desc(b + 32, 1), 1);
    prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + 48, 1), prism_wgmma_desc(b + 48, 1), 1);
    prism_wgmma_commit();
    prism_wgmma_wait(0);
}

PRISM_KERNEL(helper_waited, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
                    for (int k = 0; k < rounds; k++) {
                        PRISM_CONSUME(pipe, k) {
                            const uint16_t *a = sA + PRISM_STAGE(pipe) * TILE;
                            const uint16_t *b = sB + PRISM_STAGE(pipe) * TILE;
                            PRISM_CALL(mma_k64, acc, a, b);
                            prism_wgmma_wait(0);
                        }
                    }
                    prism_wgmma_wait(0);
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
 * check-name: adversarial: hopper: a helper's committed wgmma, waited for before the consume scope ends
 * check-exit-value: 0
 */
