/*
 * adv_hopper_wgmma_helper_unwaited.cu - the stage's wgmmas factored into a helper that fences, issues and
 * commits (P124 holds in the helper; since P126 asks a function to wait
 * before it returns with a wgmma into its caller's accumulator in flight,
 * the helper is P126 too), called inside PRISM_CONSUME with no wait before the scope ends.  The
 * stage is released while the helper's group still reads it: the
 * producer's next TMA overwrites live operands, as in
 * adv_hopper_wait_after_release.  The SPEC's P133 speaks of "the last
 * prism_wgmma_m64* call" in the scope and reads wgmma only in the
 * function itself (8.2: "the analysis is per function"), so this is a gap
 * in the rule's text as much as in the checker: the marker says where a
 * fix should report it.
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
    prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(a + 48, 1), prism_wgmma_desc(b + 48, 1), 1); /* error P126 */
    prism_wgmma_commit();
}

PRISM_KERNEL(helper_unwaited, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                            PRISM_CALL(mma_k64, acc, a, b); /* error P133 */
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
 * check-name: adversarial: hopper: a helper's committed wgmma unwaited when the consume scope releases the stage (P133)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_wgmma_helper_unwaited.cu:28:5: error: 'mma_k64' returns at its end while a wgmma into 'acc', which its caller can reach, may still run: the caller sees no wgmma to wait for; prism_wgmma_wait before returning [P126]
adv_hopper_wgmma_helper_unwaited.cu:28:5: note: at stake: a wgmma in no commit group, or still running when its function returns, is waited for by nobody: its results land at an unknown time
adv_hopper_wgmma_helper_unwaited.cu:28:5: note: fix: follow the last wgmma on every path with prism_wgmma_commit(), then prism_wgmma_wait(n) before the accumulators are used (in the same function when the caller reaches them)
adv_hopper_wgmma_helper_unwaited.cu:28:5: note: see: prism-check --explain P126
adv_hopper_wgmma_helper_unwaited.cu:53:29: error: this call issues a wgmma (in the function it calls) that reads the stage of PRISM_CONSUME, which is released to the producer when the scope ends, and no prism_wgmma_wait after it (at the scope's top level, after a prism_wgmma_commit) covers it [P133]
adv_hopper_wgmma_helper_unwaited.cu:50:25: note: the stage is released at the end of this scope
adv_hopper_wgmma_helper_unwaited.cu:53:29: note: at stake: the producer refills the stage while the wgmma still reads it
adv_hopper_wgmma_helper_unwaited.cu:53:29: note: fix: end the scope with prism_wgmma_commit(); prism_wgmma_wait(0); after the last wgmma
adv_hopper_wgmma_helper_unwaited.cu:53:29: note: see: prism-check --explain P133
 * check-error-end
 */
