/*
 * unseen_device_body.cu - __device__ functions declared here and defined
 * in another translation unit (separate compilation, -rdc): whatever
 * they do, a __syncthreads() called from one thread's code included, is
 * not checked (SPEC 3.2, P077: a warning, once per function, at its first
 * call).  A prototype whose body comes later in the file is read, and
 * draws nothing.
 */
#include "prism.h"

extern __device__ void block_helper(int *p);
__device__ float scale_of(int k);
__device__ float later(float x);

PRISM_DEVICE(float, uses_unseen, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, k, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_GROUP(THREAD(1)) {
        if (k < 3)
            block_helper(0);          /* warning P077 */
        r = scale_of(k);              /* warning P077 */
        r += scale_of(k + 1) + later(r);
    }
    return r;
}

__device__ float later(float x)
{
    return x * 2.0f;
}
/*
 * check-name: calls of __device__ functions whose bodies are in another translation unit
 *
 * check-error-start
unseen_device_body.cu:21:13: warning: 'block_helper' is declared but its body is not in what prism-check reads (another translation unit?): barriers, shuffles, votes and stores inside it are not checked at this call or any other [P077]
unseen_device_body.cu:11:24: note: 'block_helper' is declared here
unseen_device_body.cu:21:13: note: at stake: the callee's collectives and stores: nothing inside it is checked
unseen_device_body.cu:21:13: note: fix: define it in a header the checker reads (#include "..."), or make it a PRISM_DEVICE, or wrap the call in PRISM_UNSAFE if it is a checked-by-hand leaf
unseen_device_body.cu:21:13: note: see: prism-check --explain P077
unseen_device_body.cu:22:13: warning: 'scale_of' is declared but its body is not in what prism-check reads (another translation unit?): barriers, shuffles, votes and stores inside it are not checked at this call or any other [P077]
unseen_device_body.cu:12:18: note: 'scale_of' is declared here
unseen_device_body.cu:22:13: note: at stake: the callee's collectives and stores: nothing inside it is checked
unseen_device_body.cu:22:13: note: fix: define it in a header the checker reads (#include "..."), or make it a PRISM_DEVICE, or wrap the call in PRISM_UNSAFE if it is a checked-by-hand leaf
 * check-error-end
 */
