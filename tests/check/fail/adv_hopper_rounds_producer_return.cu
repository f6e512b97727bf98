/*
 * adv_hopper_rounds_producer_return.cu - the producer thread returns as soon as the tile's K range is past
 * the tensor's end (the CUDA habit "if (kcoord >= K) return;" in the TMA
 * warp), the consumers loop over all rounds.  For a K that is not a multiple
 * of 64 the last round is never armed: the consumers spin on full[s]
 * forever.  SPEC 8.3 P134: no return in the loop; the return also leaves
 * the PRISM_ONE and block scopes (P090), and both are errors.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(producer_return, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                            if (k * 64 >= K - 64)
                                return; /* error P090 */ /* error P134 */
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
 * check-name: adversarial: hopper: the producer returns from inside its round loop (P134)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_rounds_producer_return.cu:53:33: error: 'return' leaves the PRISM_ONE scope from inside: the threads that take it skip the code the scope's unit runs together after it (its end, and the barriers and collectives that follow) [P090]
adv_hopper_rounds_producer_return.cu:50:21: note: the PRISM_ONE begins here
adv_hopper_rounds_producer_return.cu:53:33: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
adv_hopper_rounds_producer_return.cu:53:33: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
adv_hopper_rounds_producer_return.cu:53:33: note: see: prism-check --explain P090
adv_hopper_rounds_producer_return.cu:53:33: error: cannot prove that PRISM_PRODUCE and PRISM_CONSUME of 'pipe' run the same rounds: on the producer side, its loop may leave early or skip a round here, while the other side still waits [P134]
adv_hopper_rounds_producer_return.cu:54:29: note: that side's scope is here
adv_hopper_rounds_producer_return.cu:53:33: note: at stake: the side with more rounds waits forever
adv_hopper_rounds_producer_return.cu:53:33: note: fix: write both loops as for (int k = 0; k < n; k++) with the same n, no early exit, no branch around the scope
adv_hopper_rounds_producer_return.cu:53:33: note: see: prism-check --explain P134
 * check-error-end
 */
