/* A kernel named like the host's CPU reference (main.c's wscale); extern "C" under nvcc, as CUDA code writes it. */
#include "prism.h"
#ifdef __cplusplus
extern "C"
#endif
PRISM_KERNEL(wscale, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), l) { PRISM_GROUP(THREAD(1)) { o[0] = 7; } }
}
PRISM_HOST_API int w_scale(int *out) { return PRISM_LAUNCH(wscale, 1, 32, out); }
