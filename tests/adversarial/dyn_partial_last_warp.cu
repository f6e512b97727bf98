/*
 * dyn_partial_last_warp.cu - a kernel whose bound promises only single
 * threads (so a 40-thread block is legal) calls an unsafe helper that
 * assumes whole warps: the second warp has 8 lanes, and the full mask
 * names 24 lanes that do not exist.  CUB's "partial warp" pitfall.
 *
 * adv-expect-dynamic: warp-incomplete
 */
#include "prism.h"

PRISM_UNSAFE PRISM_DEVICE(void, warp_fence, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0))
{
    __syncwarp(0xffffffffu);
}

PRISM_KERNEL(dyn_partial, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(THREAD(1)) {
        (void)n;
        PRISM_CALL(warp_fence);
    }
}

PRISM_HOST_API int sync_case_run(void)
{
    return PRISM_LAUNCH(dyn_partial, 1, 40, 0);
}
