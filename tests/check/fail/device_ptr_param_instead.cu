/*
 * device_ptr_param_instead.cu - a __device__ pointer used as a kernel's
 * output: read in grid code its value is thread[1] (P030), taken in
 * thread code its memory is the grid's (P040).  No annotation makes it
 * legal, so the fix each diagnostic gives is to pass the pointer as a
 * parameter (red team P3: the generic P030 fix led to P040 and P060).
 */
#include "prism.h"
__device__ float *g_out;
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    float *out = g_out; /* error P030 */
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { if (i < n) o[0] = 1.0f; }
    }
    PRISM_GROUP(THREAD(1)) {
        float *mine = g_out; /* error P040 */
        if (i < n)
            mine[i] = 2.0f;
    }
}
/*
 * check-name: a __device__ pointer as a kernel's output: P030 in grid code, P040 in thread code, each with the fix to pass a parameter
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
device_ptr_param_instead.cu:12:0: error: P030 expected by the marker (bless.sh writes the text once the rule lands)
device_ptr_param_instead.cu:18:0: error: P040 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
