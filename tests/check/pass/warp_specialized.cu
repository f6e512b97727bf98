/*
 * warp_specialized.cu - warp specialization: a pinned block split into a producer and consumer warpgroups
 */
#include "prism.h"
PRISM_KERNEL(specialised, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARPGROUP(1), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {                      /* producer: thread[128] */
                    PRISM_SPLIT(WARP) {
                        PRISM_CASE(1) { prism_syncwarp(); }
                    }
                }
                PRISM_CASE(1) {                      /* consumers */
                    PRISM_GROUP(WARP(1)) { prism_syncwarp(); }
                    PRISM_GROUP(THREAD(1)) { o[0] = 1.0f; }
                }
                PRISM_CASE(1) {
                    PRISM_GROUP(THREAD(1)) { o[0] = 2.0f; }
                }
            }
            prism_syncthreads();
        }
    }
}
/*
 * check-name: warp specialization: a pinned block split into a producer and consumer warpgroups
 *
 * check-error-start
 * check-error-end
 */
