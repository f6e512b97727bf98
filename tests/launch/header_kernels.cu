/*
 * header_kernels.cu - kernels whose launch prototypes prism-check writes
 * (--launch-header, SPEC 10) for header_main.c, a driver in another
 * translation unit that includes only the generated header: pointer,
 * const pointer, fixed-width, floating and vector parameters, and none.
 */
#include "prism.h"

PRISM_KERNEL(hdr_scale, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float*, out, GRID(1)),
             PRISM_PARAM(int32_t, n, GRID(1)), PRISM_PARAM(float, a, GRID(1)), PRISM_PARAM(float2, off, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = a * in[g] + off.x + off.y;
        }
    }
}

PRISM_KERNEL(hdr_count, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, counter, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_ONE { atomicAdd(&counter[0], 1u); }
    }
}

PRISM_KERNEL(hdr_nothing, PRISM_REQUIRES(GRID(1), BLOCK(1)), PRISM_SMEM(0))
{
}
