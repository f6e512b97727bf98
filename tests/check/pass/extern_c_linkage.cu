/*
 * extern_c_linkage.cu - extern "C" as a CUDA file writes it (SPEC 13,
 * "Linkage specifications"): before a PRISM_KERNEL (an unmangled entry for
 * driver-API users), a block around kernels, a device function and host
 * declarations, before one host function; and bool, true, false in a body.
 * The emitted file spells each extern "C" as a macro, so prism-cc builds C.
 */
#include "prism.h"

extern "C"
PRISM_KERNEL(scale, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const bool in = i < n;
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { if (in) xi[0] *= 2.0f; }
    }
}

extern "C" {
PRISM_DEVICE(bool, is_even, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    return (v & 1) == 0 ? true : false;
}

PRISM_KERNEL(evens, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, y, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(yi, y, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { yi[0] = PRISM_CALL(is_even, i); }
    }
}

int extc_api(float *x, int n);
extern int extc_count;
}

extern "C" int extc_api(float *x, int n) { return PRISM_LAUNCH(scale, 1, 32, x, n); }
/*
 * check-name: extern "C" before a kernel, around kernels and host declarations; bool in a body
 */
