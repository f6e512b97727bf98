/*
 * adv_ok_uni_cluster.cu - the legal side of adv_h4_unlisted_collectives:
 * `__uni_sync` run by whole warps with the full mask, and by 16-thread
 * units with PRISM_LANEMASK() (SPEC 8.1: the mask names exactly the lanes
 * that run it; the vote is then uniform over the unit, so it may steer a
 * __syncwarp of the unit); and the cluster barrier's arrive/wait pair run
 * by the whole block (block[1] code, SPEC 8: without a cluster launch the
 * cluster is the block).
 */
#include "prism.h"

PRISM_DEVICE(int, ok_uni_cluster, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int x = 0;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(32)) const int same = __uni_sync(0xffffffffu, v > 0);
        if (same)
            __syncwarp(0xffffffffu);
        x = same;
    }
    PRISM_GROUP(THREAD(16)) {
        PRISM_AT(THREAD(16)) const int half = __uni_sync(PRISM_LANEMASK(), v > 0);
        if (half)
            __syncwarp(PRISM_LANEMASK());
        x += half;
    }
    __cluster_barrier_arrive();
    __cluster_barrier_wait();
    __cluster_barrier_arrive_relaxed();
    __cluster_barrier_wait();
    return x;
}
/*
 * check-name: adversarial legal: __uni_sync by whole warps and masked sub-warp units, the cluster barrier by the whole block
 *
 * check-error-start
 * check-error-end
 */
