/*
 * split_ws_consumers_first.cu - a warp-specialized block of 384 threads:
 * two consumer warpgroups (threads 0-255) and one producer (256-383).  The
 * split's units are the whole pinned block, so the 256-thread arm need not
 * divide 384 (SPEC 4.2): it starts at thread 0 and the producer at 256, a
 * multiple of 128.  Barriers in each arm meet exactly that arm.  The same
 * shape in block code and in thread[384] code, and with warp units.
 */
#include "prism.h"

PRISM_KERNEL(ws_block, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(2) {
                    PRISM_SYNC();
                    PRISM_GROUP(THREAD(1)) { o[0] = 2; }
                }
                PRISM_CASE(1) {
                    PRISM_SYNC();
                    PRISM_GROUP(THREAD(1)) { o[0] = 1; }
                }
            }
        }
    }
}

PRISM_KERNEL(ws_threads, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(THREAD(384)) {
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(2) { (void)n; }
            PRISM_CASE(1) { }
        }
    }
}

PRISM_KERNEL(ws_warps, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(8) { (void)n; } /* warps 0-7 */
            PRISM_CASE(4) { }          /* warps 8-11 */
        }
    }
}
/*
 * check-name: a 256 + 128 split of a pinned 384-thread block is aligned consumers first
 *
 * check-error-start
 * check-error-end
 */
