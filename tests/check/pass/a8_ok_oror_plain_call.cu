/* expect: accept (SPEC 5.1) */
/* form: lane < 16 || helper() with a plain defined helper: spec says && / || whose right side makes a call is a condition */
#include "prism.h"
__device__ int helper(int x) { return x * 2; }
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int r = lane < 16 || helper(lane);
    prism_syncwarp();
    return r;
}
/*
 * check-name: red team A8 (convergence): lane < 16 || helper(lane) with a pure plain helper guards nothing (SPEC 5.1: only Prism calls, intrinsics and calls that may end the thread count)
 *
 * check-error-start
 * check-error-end
 */
