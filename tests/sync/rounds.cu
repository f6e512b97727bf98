/*
 * rounds.cu - a warp's group inside a block loop, rewriting its slice every
 * round while its lanes read their neighbours' slots.  The warp's region
 * is analysed apart from the loop, and again from the state its previous
 * round leaves (docs/SYNC.md 2, "Regions inside loops"): besides the warp
 * barrier between a round's writes and reads (RAW), one orders a round's
 * reads before the next round's writes (WAR, back edge).  In the second
 * kernel a block barrier runs every round, so the warp's region needs no
 * back-edge point.
 */
#include "prism.h"

PRISM_KERNEL(warp_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int *, in, GRID(1)),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(ws, tile, THREAD(32), warp * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(l1, ws, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) { l1[0] = in[g] + r; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += ws[(lane + 1) % 32]; }
                }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

PRISM_KERNEL(block_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int *, in, GRID(1)),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(ws, tile, THREAD(32), warp * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(l1, ws, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) { l1[0] = in[g] + r; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += ws[(lane + 1) % 32]; }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += tile[(t + 32) % 128]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: a warp's region in a block loop gets its back-edge warp barrier unless a block barrier runs every round
 *
 * check-output-start
 * rounds.cu:29:21: sync 1 in warp_rounds: before group: RAW tile (partition l1 of tile (line 26) -> group thread[1] (line 29)); group thread[32]: __syncwarp(0xffffffff) (the owning group is one aligned warp)
 * rounds.cu:26:21: sync 2 in warp_rounds: before partition: WAR tile (group thread[1] (line 29) -> partition l1 of tile (line 26), back edge); group thread[32]: __syncwarp(0xffffffff) (the owning group is one aligned warp)
 * warp_rounds: 3 scopes, 2 sync points (2 __syncwarp); conservative: 4 scope barriers
 * rounds.cu:50:13: sync 1 in block_rounds: before partition: WAR tile (group thread[1] (line 59) -> partition ws of tile (line 50), back edge); group block[1]: __syncthreads() (the owning group is the whole block)
 * rounds.cu:56:21: sync 2 in block_rounds: before group: RAW tile (partition l1 of tile (line 53) -> group thread[1] (line 56)); group thread[32]: __syncwarp(0xffffffff) (the owning group is one aligned warp)
 * rounds.cu:59:13: sync 3 in block_rounds: before group: RAW tile (partition ws of tile (line 50) -> group thread[1] (line 59)); group block[1]: __syncthreads() (the owning group is the whole block)
 * block_rounds: 3 scopes, 3 sync points (2 __syncthreads, 1 __syncwarp); conservative: 4 scope barriers
 * check-output-end
 */
