/*
 * adv_ok_blockdim_shapes.cu - legal look-alikes of the BLOCKDIM misuses:
 * uneven warp splits of a whole pinned block (3 warps as 2 + 1, 5 warps
 * as 4 + 1), the same split in thread[n] code whose n is the pinned block
 * (a group of the whole block), occupancies at the limit (96 * 21 = 2016,
 * 1024 * 2 = 2048), and a BLOCKDIM(128) helper called from a kernel pinned
 * to the same 128.
 */
#include "prism.h"

#define THREADS 96
#define MIN_BLOCKS 21

PRISM_KERNEL(three_warps, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(THREADS, MIN_BLOCKS), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(2) { (void)n; }   /* warps 0-1 */
            PRISM_CASE(1) { }            /* warp 2 */
        }
    }
}

PRISM_KERNEL(five_warps, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(160), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(4) { (void)n; }   /* warps 0-3: thread[128] at 0 */
            PRISM_CASE(1) { }            /* warp 4 */
        }
    }
}

PRISM_KERNEL(whole_block_group, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_GROUP(THREAD(384)) {       /* the whole block: its base is thread 0 */
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(2) { (void)n; }
                PRISM_CASE(1) { }
            }
        }
    }
}

PRISM_KERNEL(full_sm, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(1024, 2), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}

PRISM_DEVICE(void, fill_128, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(float, v, GRID(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(cell, tile, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { cell[0] = v; }
    }
}

PRISM_KERNEL(exact, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(float, v, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(fill_128, v);
    }
}
/*
 * check-name: adversarial legal: uneven splits of pinned blocks, occupancy at the limit, a matching BLOCKDIM callee
 *
 * check-error-start
 * check-error-end
 */
