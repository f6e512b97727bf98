/* pp_stub_cuda/stub_ops.h - a project header beside a stub cuda_runtime.h: read and checked */
#include "prism.h"
PRISM_DEVICE(void, stub_step, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_GROUP(THREAD(1)) {
        if (x > 0)
            __syncthreads();
    }
}
