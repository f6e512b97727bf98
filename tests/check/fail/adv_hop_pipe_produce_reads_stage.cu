/*
 * adv_hop_pipe_produce_reads_stage.cu - the producer checks what it just
 * loaded ("skip empty tiles"): right after issuing the round's TMA it
 * reads the stage.  The TMA fills the stage asynchronously and is complete
 * only at the stage's full barrier, which the consumers wait for, not the
 * producer: the read sees the previous round's data or a torn tile.
 * (Found by the SPEC-only Hopper corpus: nothing forbade it.)
 */
#include "prism.h"

#define STAGES 2
#define TILE (64 * 64)

PRISM_KERNEL(peek, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(mine, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, buf, STAGES * TILE);
            PRISM_PIPELINE(pipe, STAGES, 128);
            PRISM_STAGES(pipe, buf);
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_AT(THREAD(1)) float s = 0.0f;
                    for (int k = 0; k < n; k++)
                        PRISM_CONSUME(pipe, k) {
                            PRISM_GROUP(THREAD(1)) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; }
                        }
                    PRISM_GROUP(THREAD(1)) { mine[0] = s; }
                }
                PRISM_CASE(1) {
                    PRISM_ONE {
                        PRISM_AT(THREAD(1)) int nonzero = 0;
                        for (int k = 0; k < n; k++)
                            PRISM_PRODUCE(pipe, k, TILE * 2) {
                                prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 64, 0, k * 64,
                                                  PRISM_STAGE_BAR(pipe));
                                nonzero += buf[PRISM_STAGE(pipe) * TILE] != 0; /* error P131 */
                            }
                        (void)nonzero;
                    }
                }
            }
        }
    }
}
/*
 * check-name: adversarial: hopper: the producer reads the stage its TMA is filling (P131)
 * check-exit-value: 1
 *
 * check-error-start
adv_hop_pipe_produce_reads_stage.cu:40:44: error: stage buffer 'buf' read inside PRISM_PRODUCE: the round's TMA fills it asynchronously, complete only at the full barrier the consumers wait for; read the stage in PRISM_CONSUME [P131]
adv_hop_pipe_produce_reads_stage.cu:37:29: note: the stage is produced here
adv_hop_pipe_produce_reads_stage.cu:40:44: note: at stake: the consumers' reads and the producer's next fill of the stage
adv_hop_pipe_produce_reads_stage.cu:40:44: note: fix: write results elsewhere (registers, another PRISM_SHARED); only the producer fills a stage
adv_hop_pipe_produce_reads_stage.cu:40:44: note: see: prism-check --explain P131
 * check-error-end
 */
