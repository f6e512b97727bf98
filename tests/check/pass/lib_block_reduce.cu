/*
 * lib_block_reduce.cu - the library: a block reduction called by the whole block
 */
#include "prism.h"
#include "block/block_reduce.h"

PRISM_KERNEL(sum_tiles, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(out_b, out, BLOCK(1), b) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) const int32_t *mine = in + b * (int)PRISM_NTHREADS() + t;
            PRISM_AT(THREAD(1)) const int32_t total = PRISM_CALL(prism_block_reduce_sum_i32, mine, 1);
            PRISM_CLAIM(out_1, out_b, THREAD(1)) {
                PRISM_SPLIT(THREAD) {
                    PRISM_CASE(1) { out_1[0] = total; }
                }
            }
        }
    }
}
/*
 * check-name: the library: a block reduction called by the whole block
 *
 * check-error-start
 * check-error-end
 */
