/*
 * grid_split.cu - a grid split into block arms, and partitions written once per kernel
 */
#include "prism.h"
PRISM_KERNEL(two_jobs, PRISM_REQUIRES(GRID(1), BLOCK(2), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, a, GRID(1)),
             PRISM_PARAM(float *, b, GRID(1)))
{
    /* Each array goes whole to one block of every pair. */
    PRISM_CLAIM(a_blk, a, BLOCK(1)) {
        PRISM_CLAIM(b_blk, b, BLOCK(1)) {
            PRISM_SPLIT(BLOCK) {
                PRISM_CASE(1) {
                    PRISM_PARTITION(a_th, a_blk, THREAD(1), PRISM_ID(THREAD(1))) {
                        PRISM_GROUP(THREAD(1)) { a_th[0] = 0.0f; }
                    }
                }
                PRISM_CASE(1) {
                    PRISM_PARTITION(b_th, b_blk, THREAD(1), PRISM_ID(THREAD(1))) {
                        PRISM_GROUP(THREAD(1)) { b_th[0] = 1.0f; }
                    }
                }
            }
        }
    }
}
/*
 * check-name: a grid split into block arms, and partitions written once per kernel
 *
 * check-error-start
 * check-error-end
 */
