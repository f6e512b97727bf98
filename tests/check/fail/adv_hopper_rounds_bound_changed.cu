/*
 * adv_hopper_rounds_bound_changed.cu - one round variable for both sides, computed before the split - and
 * then decremented in the consumer arm ("the last round is done by the
 * epilogue").  The two loops read the same name but not the same value:
 * the producer fills a round the consumers never release, and its last
 * TMA is in flight at exit.  SPEC 8.3 P134: the bound is an expression of
 * names that the function never assigns (at the producer's loop);
 * the write itself is P031: a grid[1] variable written in thread[128] code.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(bound_changed, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)),
             PRISM_PARAM(int, K, GRID(1)))
{
    int rounds = K / 64;
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
                    rounds -= 1; /* error P031 */
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
                        for (int k = 0; k < rounds; k++) { /* error P134 */
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
 * check-name: adversarial: hopper: the shared round bound decremented in the consumer arm (P134)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_rounds_bound_changed.cu:32:21: error: write to 'rounds' at grid[1] in code at thread[128]: only part of the grid[1] runs here, so it would stop being uniform [P031]
adv_hopper_rounds_bound_changed.cu:21:9: note: 'rounds' is declared grid[1] here
adv_hopper_rounds_bound_changed.cu:32:21: note: at stake: a variable the whole unit shares would be written by only part of it, so its threads disagree on its value
adv_hopper_rounds_bound_changed.cu:32:21: note: fix: a value each thread has: declare the variable in the narrower code (inside the PRISM_GROUP); a value the unit combines from its threads (a count, a sum): compute it with the unit's collective in the broader code (a library block or warp reduce, __syncthreads_count), or with atomics on a PRISM_SHARED counter; else assign it from the broader code
adv_hopper_rounds_bound_changed.cu:32:21: note: see: prism-check --explain P031
adv_hopper_rounds_bound_changed.cu:53:45: error: cannot prove that PRISM_PRODUCE and PRISM_CONSUME of 'pipe' run the same rounds: on the producer side, its loop's bounds read a variable that is assigned in the function, so the two sides may see different values [P134]
adv_hopper_rounds_bound_changed.cu:54:29: note: that side's scope is here
adv_hopper_rounds_bound_changed.cu:53:45: note: at stake: the side with more rounds waits forever
adv_hopper_rounds_bound_changed.cu:53:45: note: fix: write both loops as for (int k = 0; k < n; k++) with the same n, no early exit, no branch around the scope
adv_hopper_rounds_bound_changed.cu:53:45: note: see: prism-check --explain P134
 * check-error-end
 */
