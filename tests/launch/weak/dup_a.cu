/* One of two files that define a kernel 'wfill' differently (13-launch-header.sh, SPEC 10): 64 threads, 256 bytes. */
#include "prism.h"
PRISM_KERNEL(wfill, PRISM_REQUIRES(GRID(1), BLOCKDIM(64)), PRISM_SMEM(256), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), l) { PRISM_GROUP(THREAD(1)) { o[0] = 1; } }
}
PRISM_HOST_API int w_fill_a(int *out) { return PRISM_LAUNCH(wfill, 1, 64, out); }
