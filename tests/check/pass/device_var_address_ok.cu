/*
 * device_var_address_ok.cu - the legal look-alikes of
 * fail/device_var_address.cu: pointers to const into __device__ variables
 * read in thread code, and atomics on their addresses.
 */
#include "prism.h"
__device__ int g_counter;
__device__ float g_buf[256];
typedef struct { float arr[256]; int n; } G;
__device__ G gs;
PRISM_KERNEL(kg, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { const int *c = &g_counter; o[0] = (float)*c; }
        PRISM_GROUP(THREAD(1)) { const float *q = g_buf; o[0] += q[t]; }
        PRISM_GROUP(THREAD(1)) { const float *q = gs.arr; o[0] += q[t] + (float)gs.n; }
        PRISM_GROUP(THREAD(1)) { atomicAdd(&g_counter, 1); atomicAdd(&gs.n, 1); }
    }
}
/*
 * check-name: pointers to const into __device__ variables and atomics on them are accepted
 */
