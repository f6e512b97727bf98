/*
 * smem_budgets.cu - shared budgets: sum along a frame, max over branches, nested frames, callees
 */
#include "prism.h"
PRISM_DEVICE(void, stage, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024))
{
    PRISM_SHARED(float, tile, 256);
    (void)tile;
}

PRISM_DEVICE(void, budgets, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(2048 + 16),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_SHARED(int, flags, 3);                 /* 12, counted as 16 */
    if (n > 0) {
        PRISM_SHARED(float, x, 252);             /* 1008: 1024 live */
        (void)x;
    } else {
        PRISM_SHARED(float, y, 16);              /* 64 */
        (void)y;
    }
    PRISM_CALL(stage);                           /* 1024 live + 1024 = 2048 */
    PRISM_SPLIT(WARP) {
        PRISM_CASE(1) { }
    }
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, z, 256);             /* 2048, released at the group's end */
        (void)z;
    }
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, w, 256);             /* the same bytes again */
        (void)w;
    }
    do {
        PRISM_SHARED(int, once, 4);              /* do-while(0) runs once: not a loop */
        (void)once;
    } while (0);
    (void)flags;
}

PRISM_KERNEL(big, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(227 * 1024),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, all, 227 * 256);
        (void)all;
        (void)n;
    }
}
/*
 * check-name: shared budgets: sum along a frame, max over branches, nested frames, callees
 *
 * check-error-start
 * check-error-end
 */
