/*
 * split_single_arm.cu - a split whose body is one arm without braces
 *
 * The statement after the split is the parent's, not another arm.
 */
#include "prism.h"

PRISM_DEVICE(void, first_warp_only, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_SPLIT(WARP)
        PRISM_CASE(1) { PRISM_GROUP(THREAD(1)) { out[0] = 1; } }
    prism_syncthreads();
    PRISM_GROUP(THREAD(1)) { out[0] += 1; }
}
/*
 * check-name: a split whose body is one arm without braces
 *
 * check-error-start
 * check-error-end
 */
