/*
 * k.cu - checked with -p: tile.h is found only through the entry's -I,
 * WANT_GROUP is defined only there, prism.h only through --include-path.
 * The one error left is the P080 on line 12, which -p cannot change.
 */
#include "prism.h"
#include "tile.h"
#ifndef WANT_GROUP
#error WANT_GROUP not defined
#endif
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(TILE)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(1)) { __syncthreads(); }
}
