/* expect: accept */
/* form: __syncwarp / PRISM_SYNC in warp-split arms (each arm's own unit) */
#include "prism.h"
PRISM_KERNEL(kern, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(2) { PRISM_SYNC(); (void)n; }
            PRISM_CASE(1) { prism_syncwarp(); }
            PRISM_CASE(1) { }
        }
        prism_syncthreads();
    }
}
/*
 * check-name: red team A8 (convergence): __syncwarp / PRISM_SYNC in warp-split arms (each arm's own unit)
 *
 * check-error-start
 * check-error-end
 */
