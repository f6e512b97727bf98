/*
 * prov_returned_global_ok.cu - the look-alikes of fail/prov_returned_global:
 * a pointer to const into the __device__ array returned and read, and a
 * helper that returns its argument given the thread's partition name.
 */
#include "prism.h"
__device__ int g_arr[256];
__device__ const int *peek_arr(void) { return g_arr; }
__device__ int *pass_through(int *p) { return p; }
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            const int *c = peek_arr();
            pass_through(o)[0] = c[g % 256];
        }
    }
}
/*
 * check-name: a pointer to const into a __device__ array returned by a helper, and a helper returning its argument
 */
