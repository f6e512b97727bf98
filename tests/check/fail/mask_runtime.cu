/*
 * mask_runtime.cu - P084: a mask computed at run time is accepted only as
 * PRISM_LANEMASK(), written at the call: __activemask() depends on which
 * lanes happen to be converged, a per-lane mask differs between the lanes
 * that meet, and a variable may hold the lanes of another scope's unit.
 */
#include "prism.h"

PRISM_DEVICE(unsigned, votes, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, p, THREAD(1)),
             PRISM_PARAM(unsigned, m_in, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const unsigned lane = PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(32)) unsigned b = __ballot_sync(__activemask(), p);         /* error P084 */
    PRISM_AT(THREAD(1)) const unsigned pair = (1u << lane) | (1u << (lane ^ 1u));
    PRISM_AT(THREAD(1)) unsigned r = __shfl_xor_sync(pair, (unsigned)p, 1);      /* error P084 */
    r += __shfl_xor_sync(m_in, r, 1);                                            /* error P084 */
    PRISM_AT(THREAD(32)) const unsigned mine = PRISM_LANEMASK();
    r += __shfl_xor_sync(mine, r, 1);                                            /* error P084 */
    r += __shfl_xor_sync(PRISM_LANEMASK(), r, 1);                                /* fine */
    r += __shfl_xor_sync((unsigned)PRISM_LANEMASK(), r, 1);                      /* fine */
    b += __ballot_sync((unsigned short)PRISM_LANEMASK(), p);                     /* error P084 */
    return b + r;
}

/* The same on a sub-warp unit: the P084 says why, no P080 on top. */
PRISM_DEVICE(void, halves, PRISM_REQUIRES(BLOCK(1), THREAD(16)), PRISM_SMEM(0), PRISM_PARAM(int, p, THREAD(1)))
{
    PRISM_GROUP(THREAD(16)) {
        __syncwarp(__activemask());                                    /* error P084 */ /* one error: __activemask is not P080 too */
    }
    (void)p;
}
/*
 * check-name: P084: run-time masks other than PRISM_LANEMASK()
 * check-exit-value: 1
 *
 * check-error-start
mask_runtime.cu:13:53: error: mask '__activemask()' of '__ballot_sync' names the lanes that happen to be converged, not the lanes of the thread[32] unit that runs it; use PRISM_LANEMASK() [P084]
mask_runtime.cu:13:53: note: at stake: a mask computed at run time cannot be proved to name the running lanes
mask_runtime.cu:13:53: note: fix: use PRISM_LANEMASK() (the lanes of the code's unit) or a constant
mask_runtime.cu:13:53: note: see: prism-check --explain P084
mask_runtime.cu:15:54: error: mask of '__shfl_xor_sync' is neither a constant nor PRISM_LANEMASK(): the checker cannot show that it names exactly the lanes of the thread[32] unit that runs it [P084]
mask_runtime.cu:15:54: note: at stake: a mask computed at run time cannot be proved to name the running lanes
mask_runtime.cu:15:54: note: fix: use PRISM_LANEMASK() (the lanes of the code's unit) or a constant
mask_runtime.cu:16:26: error: mask of '__shfl_xor_sync' is neither a constant nor PRISM_LANEMASK(): the checker cannot show that it names exactly the lanes of the thread[32] unit that runs it [P084]
mask_runtime.cu:16:26: note: at stake: a mask computed at run time cannot be proved to name the running lanes
mask_runtime.cu:16:26: note: fix: use PRISM_LANEMASK() (the lanes of the code's unit) or a constant
mask_runtime.cu:18:26: error: mask of '__shfl_xor_sync' is neither a constant nor PRISM_LANEMASK(): the checker cannot show that it names exactly the lanes of the thread[32] unit that runs it [P084]
mask_runtime.cu:18:26: note: at stake: a mask computed at run time cannot be proved to name the running lanes
mask_runtime.cu:18:26: note: fix: use PRISM_LANEMASK() (the lanes of the code's unit) or a constant
mask_runtime.cu:21:24: error: mask of '__ballot_sync' is neither a constant nor PRISM_LANEMASK(): the checker cannot show that it names exactly the lanes of the thread[32] unit that runs it [P084]
mask_runtime.cu:21:24: note: at stake: a mask computed at run time cannot be proved to name the running lanes
mask_runtime.cu:21:24: note: fix: use PRISM_LANEMASK() (the lanes of the code's unit) or a constant
mask_runtime.cu:29:20: error: mask '__activemask()' of '__syncwarp' names the lanes that happen to be converged, not the lanes of the thread[16] unit that runs it; use PRISM_LANEMASK() [P084]
mask_runtime.cu:29:20: note: at stake: a mask computed at run time cannot be proved to name the running lanes
mask_runtime.cu:29:20: note: fix: use PRISM_LANEMASK() (the lanes of the code's unit) or a constant
 * check-error-end
 */
