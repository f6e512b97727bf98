/*
 * adv_ok_math_calls.cu - expf, __expf, fmaxf, fminf, __fdividef, rsqrtf,
 * sqrtf, fabsf, floorf, powf, log1pf: value functions, legal in block,
 * warp and thread code, on uniform and per-thread values alike.
 */
#include "prism.h"
#include <math.h>

PRISM_DEVICE(float, softplus, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, x, THREAD(1)), PRISM_PARAM(float, scale, BLOCK(1)))
{
    PRISM_AT(BLOCK(1)) const float s = fmaxf(scale, 1e-6f) * rsqrtf(2.0f);
    PRISM_AT(THREAD(1)) float y = log1pf(__expf(x)) + expf(-fabsf(x));
    PRISM_GROUP(THREAD(32)) {
        y = fminf(y, powf(2.0f, floorf(s)));
    }
    PRISM_GROUP(THREAD(1)) {
        y = __fdividef(y, sqrtf(s + 1.0f));
    }
    if (s > 1.0f)
        __syncthreads();
    return y;
}
/*
 * check-name: adversarial legal: CUDA math functions and intrinsics in every perspective
 *
 * check-error-start
 * check-error-end
 */
