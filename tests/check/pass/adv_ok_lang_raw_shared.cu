/*
 * adv_ok_lang_raw_shared.cu - the legal side of CUDA's own shared-memory
 * spellings (SPEC 6.2): an `extern __shared__` array in a raw __global__
 * kernel (not Prism code: unchecked) and inside a PRISM_UNSAFE function
 * with an honest signature, and a `__shared__` array declared in block[1]
 * code of a Prism function, partitioned before its threads write it.
 */
#include "prism.h"

extern __shared__ int32_t dyn[];

__global__ void raw_copy(const int32_t *in, int32_t *out)
{
    dyn[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = dyn[(threadIdx.x + 1) % blockDim.x];
}

PRISM_UNSAFE PRISM_DEVICE(int32_t, first_dynamic, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0))
{
    return dyn[0];
}

PRISM_DEVICE(int32_t, rotate, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, v, THREAD(1)))
{
    __shared__ int32_t s[256];
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_PARTITION(mine, s, THREAD(1), t % 256) {
        PRISM_GROUP(THREAD(1)) { mine[0] = v; }
    }
    PRISM_GROUP(THREAD(1)) { r = s[(t + 1) % 256] + PRISM_CALL(first_dynamic); }
    return r;
}
/*
 * check-name: adversarial legal lang: extern __shared__ in raw and unsafe code, __shared__ in block[1] code
 */
