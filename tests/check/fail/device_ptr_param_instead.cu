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
}
PRISM_KERNEL(k2, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        float *mine = g_out; /* error P040 */
        if (i < n)
            mine[i] = 2.0f;
    }
}
/*
 * check-name: a __device__ pointer as a kernel's output: P030 in grid code, P040 in thread code, each with the fix to pass a parameter
 * check-exit-value: 1
 *
 * check-error-start
device_ptr_param_instead.cu:12:12: error: 'out' at grid[1] cannot receive a thread[1] value (from 'g_out'): values flow only from broader to narrower [P030]
device_ptr_param_instead.cu:9:19: note: 'g_out' is declared thread[1] here
device_ptr_param_instead.cu:12:12: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
device_ptr_param_instead.cu:12:12: note: fix: 'g_out' is read as thread[1] (another thread may change a __device__ variable) and the memory it points to is the grid's: pass the pointer to the kernel as a PRISM_PARAM at GRID(1) instead, and partition it
device_ptr_param_instead.cu:12:12: note: see: prism-check --explain P030
device_ptr_param_instead.cu:22:16: error: 'mine' at thread[1] takes a writable pointer read from 'g_out', one variable for the whole grid: every thread reads the same pointer, so its memory is owned as broadly; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P040]
device_ptr_param_instead.cu:22:16: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
device_ptr_param_instead.cu:22:16: note: fix: pass the pointer to the kernel as a PRISM_PARAM at GRID(1) instead of 'g_out', and partition it
device_ptr_param_instead.cu:22:16: note: see: prism-check --explain P040
 * check-error-end
 */
