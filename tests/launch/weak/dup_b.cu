/* The other 'wfill': any multiple of 32 threads, no shared memory, another value. */
#include "prism.h"
PRISM_KERNEL(wfill, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), l) { PRISM_GROUP(THREAD(1)) { o[0] = 2; } }
}
PRISM_HOST_API int w_fill_b(int *out) { return PRISM_LAUNCH(wfill, 1, 32, out); }
