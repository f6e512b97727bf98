/* A header of kernels whose budget depends on the includer's TILE (SPEC 10). */
#include "prism.h"
PRISM_KERNEL(wstage, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(TILE * 4),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), l) { PRISM_GROUP(THREAD(1)) { o[0] = TILE; } }
}
