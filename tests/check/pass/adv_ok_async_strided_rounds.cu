/*
 * adv_ok_async_strided_rounds.cu - legal look-alikes of the async and
 * BLOCKDIM misuses: a user-written PRISM_ASYNC_NOSYNC scope in a round
 * loop whose copies are issued by PRISM_FOR_STRIDED (thread[1] code),
 * the tile read after each scope; and in a block pinned to 128 threads, a
 * claim of a three-warp thread[96] target that only the first arm of a
 * whole-block warp split is (SPEC 6.4), its view partitioned and read
 * inside that arm.
 */
#include "prism.h"

PRISM_DEVICE(float, rounds_sum, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, rounds, GRID(1)))
{
    PRISM_SHARED(float, tile, 512);
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    for (int r = 0; r < rounds; r++) {
        PRISM_ASYNC_NOSYNC(tile_a, tile) {
            PRISM_FOR_STRIDED(i, 128) {
                prism_cp_async16(tile_a + 4 * i, src + r * 512 + 4 * i);
            }
            PRISM_GROUP(THREAD(1)) { prism_cp_async_commit(); }
        }
        PRISM_FOR_STRIDED(i, 512) { acc += tile[i]; }
    }
    return acc;
}

PRISM_KERNEL(three_of_four, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, buf, 96);
            PRISM_CLAIM(w, buf, THREAD(96)) {
                PRISM_SPLIT(WARP) {
                    PRISM_CASE(3) {
                        PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                        PRISM_PARTITION(cell, w, THREAD(1), i) {
                            PRISM_GROUP(THREAD(1)) { cell[0] = (float)i; }
                        }
                        PRISM_GROUP(THREAD(1)) { o[0] = w[95 - i]; }
                    }
                    PRISM_CASE(1) { }
                }
            }
        }
    }
}
/*
 * check-name: adversarial legal: a NOSYNC async round loop fed by PRISM_FOR_STRIDED, a thread[96] claim in a pinned 128-thread block
 *
 * check-error-start
 * check-error-end
 */
