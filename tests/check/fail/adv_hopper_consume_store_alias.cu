/*
 * adv_hopper_consume_store_alias.cu - adv_hopper_consume_clears with the store moved behind a local,
 * non-const alias of the stage declared inside the scope (the alias is
 * legal to hold there, the store through it is not): the generic-proxy
 * zeros and the producer's next async-proxy TMA into the same bytes are
 * unordered without fence.proxy.async.  SPEC 8.3 P131: a store through
 * the stage inside PRISM_CONSUME; 6.1 P040 for the thread[1] store into
 * block[1] memory.
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(consume_store_alias, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
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
                            uint16_t *w = sA + PRISM_STAGE(pipe) * TILE; /* error P040 */
                            PRISM_GROUP(THREAD(1)) { w[t] = 0; } /* error P040 */ /* error P131 */
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
 * check-name: adversarial: hopper: a store into the consumed stage through a local alias (P131)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_consume_store_alias.cu:43:39: error: 'w' at thread[128] takes a pointer into 'sA' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_hopper_consume_store_alias.cu:43:39: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_hopper_consume_store_alias.cu:43:39: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_hopper_consume_store_alias.cu:43:39: note: see: prism-check --explain P040
adv_hopper_consume_store_alias.cu:44:54: error: store through 'w', which is thread[128] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_hopper_consume_store_alias.cu:44:54: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_hopper_consume_store_alias.cu:44:54: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_hopper_consume_store_alias.cu:44:55: error: stage buffer 'sA' written inside PRISM_CONSUME: the consumers only read a stage; the producer owns it until the next round's PRISM_PRODUCE [P131]
adv_hopper_consume_store_alias.cu:34:25: note: the stage is consumed here
adv_hopper_consume_store_alias.cu:44:55: note: at stake: the consumers' reads and the producer's next fill of the stage
adv_hopper_consume_store_alias.cu:44:55: note: fix: write results elsewhere (registers, another PRISM_SHARED); only the producer fills a stage
adv_hopper_consume_store_alias.cu:44:55: note: see: prism-check --explain P131
 * check-error-end
 */
