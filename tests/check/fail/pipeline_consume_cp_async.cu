/*
 * pipeline_consume_cp_async.cu - a cp.async into the consumed stage: an mbarrier arrival does not wait for it, so it lands after the release, racing with the producer's next TMA.
 */
#include "prism.h"

typedef struct { unsigned char opaque[128]; } map_t; /* the checker sees the kernel, not the header's types */

static __device__ void poke(uint16_t *p, int i) { p[i] = 0; }
static __device__ float peek(const uint16_t *p, int i) { return (float)p[i]; }

#define STAGES 2
#define TILE (64 * 64)
#define STAGE_BYTES (2 * TILE * 2)

PRISM_KERNEL(tile_product, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(map_t, mapA, GRID(1)),
             PRISM_PARAM(map_t, mapB, GRID(1)), PRISM_PARAM(float *, C, GRID(1)), PRISM_PARAM(int, K, GRID(1)),
             PRISM_PARAM(const uint16_t *, src, GRID(1)))
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
                            PRISM_GROUP(THREAD(1)) {
                                prism_cp_async16(sA + PRISM_STAGE(pipe) * TILE + 8 * t, src + 8 * t); /* error P131 */
                                prism_cp_async16((uint16_t *)a + 8 * t, src + 8 * t); /* error P131 */
                                prism_cp_async_commit();
                                poke((uint16_t *)a, t); /* error P040 */ /* error P131 */
                                acc[0] += peek(a, t); /* fine: a read */
                            }
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
 * check-name: pipeline: cp.async into the stage inside PRISM_CONSUME
 * check-exit-value: 1
 *
 * check-error-start
pipeline_consume_cp_async.cu:46:38: error: 'poke' may store through 'a', which is thread[128] data: only a thread[1] pointer (from a partition) may be written [P040]
pipeline_consume_cp_async.cu:46:38: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
pipeline_consume_cp_async.cu:46:38: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
pipeline_consume_cp_async.cu:46:38: note: see: prism-check --explain P040
pipeline_consume_cp_async.cu:43:80: error: stage buffer 'sA' written inside PRISM_CONSUME by an asynchronous copy (it may still land after the scope's release, which does not wait for it): the consumers only read a stage; the producer owns it until the next round's PRISM_PRODUCE [P131]
pipeline_consume_cp_async.cu:33:25: note: the stage is consumed here
pipeline_consume_cp_async.cu:43:80: note: at stake: the consumers' reads and the producer's next fill of the stage
pipeline_consume_cp_async.cu:43:80: note: fix: write results elsewhere (registers, another PRISM_SHARED); only the producer fills a stage
pipeline_consume_cp_async.cu:43:80: note: see: prism-check --explain P131
pipeline_consume_cp_async.cu:44:64: error: stage buffer 'sA' written inside PRISM_CONSUME by an asynchronous copy (it may still land after the scope's release, which does not wait for it): the consumers only read a stage; the producer owns it until the next round's PRISM_PRODUCE [P131]
pipeline_consume_cp_async.cu:33:25: note: the stage is consumed here
pipeline_consume_cp_async.cu:44:64: note: at stake: the consumers' reads and the producer's next fill of the stage
pipeline_consume_cp_async.cu:44:64: note: fix: write results elsewhere (registers, another PRISM_SHARED); only the producer fills a stage
pipeline_consume_cp_async.cu:46:38: error: stage buffer 'sA' written inside PRISM_CONSUME (given to a function as a pointer to non-const, which may store through it): the consumers only read a stage; the producer owns it until the next round's PRISM_PRODUCE [P131]
pipeline_consume_cp_async.cu:33:25: note: the stage is consumed here
pipeline_consume_cp_async.cu:46:38: note: at stake: the consumers' reads and the producer's next fill of the stage
pipeline_consume_cp_async.cu:46:38: note: fix: write results elsewhere (registers, another PRISM_SHARED); only the producer fills a stage
 * check-error-end
 */
