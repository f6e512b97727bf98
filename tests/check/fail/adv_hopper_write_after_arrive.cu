/*
 * adv_hopper_write_after_arrive.cu - the producer zero-fills a stage's padding column after its
 * PRISM_PRODUCE scope - after full[s] was armed.  The consumers may pass
 * the full wait as soon as the TMA bytes land and read the stage while (or
 * before) the store lands: a race, and a store that can also hit the next
 * round's data.  SPEC 8.3 P130: a PRISM_STAGES buffer is named only inside
 * a PRISM_PRODUCE or PRISM_CONSUME of its pipeline; the store from thread[1] code into block[1]
 * memory is also P040 (6.1: the producer writes stages by TMA).
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(write_after_arrive, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                            PRISM_PRODUCE(pipe, k, STAGE_BYTES) {
                                prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, &mapA, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                                prism_tma_load_2d(sB + PRISM_STAGE(pipe) * TILE, &mapB, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                            }
                            sA[(k % STAGES) * TILE + 63] = 0; /* error P040 */ /* error P130 */
                        }
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: the producer stores into a stage outside its PRODUCE scope (P130)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_write_after_arrive.cu:59:29: error: store through 'sA', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_hopper_write_after_arrive.cu:59:29: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_hopper_write_after_arrive.cu:59:29: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_hopper_write_after_arrive.cu:59:29: note: see: prism-check --explain P040
adv_hopper_write_after_arrive.cu:59:29: error: stage buffer 'sA' used outside a PRISM_PRODUCE or PRISM_CONSUME of its pipeline 'pipe': which round's stage it holds is known only inside them [P130]
adv_hopper_write_after_arrive.cu:28:32: note: 'sA' is declared the stages of 'pipe' here
adv_hopper_write_after_arrive.cu:59:29: note: at stake: between the scopes the stage may be in flight for the other side's round
adv_hopper_write_after_arrive.cu:59:29: note: fix: name the stage buffer only inside PRISM_PRODUCE/PRISM_CONSUME(pipe, k) { ... buf + PRISM_STAGE(pipe) * TILE ... }
adv_hopper_write_after_arrive.cu:59:29: note: see: prism-check --explain P130
 * check-error-end
 */
