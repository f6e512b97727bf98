/*
 * dyn_unsafe_mma_half.cu - an unsafe wrapper around the tf32 mma declared
 * thread[1] (a wrong signature: mma.sync needs the whole warp), called by
 * the lanes that hold valid rows only.
 *
 * adv-expect-dynamic: mma-incomplete
 */
#include "prism.h"

PRISM_UNSAFE PRISM_DEVICE(void, mma_tile, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
                          PRISM_PARAM(float *, c, THREAD(1)))
{
    float a[4] = {1.0f, 1.0f, 1.0f, 1.0f}, b[2] = {1.0f, 1.0f};
    prism_mma_m16n8k8_tf32(c, a, b, c);
}

PRISM_KERNEL(dyn_mma, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, rows, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1)) % 32;
    PRISM_AT(THREAD(1)) float c[4] = {0};
    PRISM_GROUP(THREAD(1)) {
        if (lane < rows)
            PRISM_CALL(mma_tile, c);
    }
}

PRISM_HOST_API int sync_case_run(void)
{
    return PRISM_LAUNCH(dyn_mma, 1, 32, 16);
}
