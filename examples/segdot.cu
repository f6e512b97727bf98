/*
 * segdot.cu - a segmented dot product, one warp per segment: the lanes
 * stride through the segment, a warp reduction adds their sums, and one
 * lane writes the segment's result.
 */
#include "prism_lib.h"
#include "examples.h"

PRISM_KERNEL(segdot, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, a, GRID(1)),
             PRISM_PARAM(const float *, b, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, nseg, GRID(1)),
             PRISM_PARAM(int, len, GRID(1)))
{
    PRISM_AT(WARP(1)) const int seg = (int)PRISM_ID(WARP(1));
    PRISM_AT(THREAD(1)) float s = 0.0f;
    PRISM_PARTITION_TILE(o, out, WARP(1), 1) {
        PRISM_GROUP(WARP(1)) {
            PRISM_FOR_STRIDED(i, seg < nseg ? len : 0) {
                s += a[(long)seg * len + i] * b[(long)seg * len + i];
            }
            s = PRISM_CALL(prism_warp_reduce_sum_f32, s, 32);
            PRISM_ONE_CLAIM(o1, o) {
                if (seg < nseg)
                    o1[0] = s;
            }
        }
    }
}

PRISM_HOST_API int segdot_launch(const float *a, const float *b, float *out, int nseg, int len)
{
    return PRISM_LAUNCH(segdot, (nseg + 3) / 4, 128, a, b, out, nseg, len);
}
