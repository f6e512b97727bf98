/*
 * mask_subwarp.cu - warp collectives on thread[16] units.  Which 16 lanes
 * a unit is depends on its id, so no constant mask is right for both
 * halves (P080, as for the DSL spellings); PRISM_LANEMASK() is, and then a
 * shuffle must stay inside the half: a constant width dividing 16.
 */
#include "prism.h"

PRISM_DEVICE(float, halves, PRISM_REQUIRES(BLOCK(1), THREAD(16)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)),
             PRISM_PARAM(int, w, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) float r = v;
    PRISM_GROUP(THREAD(16)) {
        r += __shfl_xor_sync(0x0000ffffu, r, 1, 16);        /* error P080 */
        r += __shfl_xor_sync(PRISM_LANEMASK(), r, 1);       /* error P080 */
        r += __shfl_xor_sync(PRISM_LANEMASK(), r, 1, 32);   /* error P080 */
        r += __shfl_xor_sync(PRISM_LANEMASK(), r, 1, w);    /* error P080 */
        r += __shfl_xor_sync(PRISM_LANEMASK(), r, 1, 16);   /* fine */
        r += __shfl_down_sync(PRISM_LANEMASK(), r, 1, 8);   /* fine */
        prism_syncwarp();                                   /* error P080 */
        __syncwarp(PRISM_LANEMASK());                       /* fine */
    }
    PRISM_GROUP(THREAD(16)) {
        PRISM_AT(THREAD(16)) const unsigned b = __ballot_sync(PRISM_LANEMASK(), r > 0.0f);
        PRISM_AT(THREAD(32)) unsigned wide = 0u;            /* error P031 */
        wide = b;                                 /* fine: 'wide' drew its one error at its declaration */
        PRISM_AT(THREAD(16)) const unsigned half = b; /* fine: the vote is the half's, not per-lane */
        (void)wide;
        (void)half;
    }
    return r;
}
/*
 * check-name: P080 for warp collectives on sub-warp units unless the mask is PRISM_LANEMASK()
 * check-exit-value: 1
 *
 * check-error-start
mask_subwarp.cu:14:14: error: '__shfl_xor_sync' is a thread[32] collective; code here is {thread[16]}, which cannot run it as whole aligned units [P080]
mask_subwarp.cu:14:14: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
mask_subwarp.cu:14:14: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
mask_subwarp.cu:14:14: note: see: prism-check --explain P080
mask_subwarp.cu:15:14: error: '__shfl_xor_sync' on a thread[16] unit needs a constant width dividing 16, so that every lane it reads is in the unit [P080]
mask_subwarp.cu:15:14: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
mask_subwarp.cu:15:14: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
mask_subwarp.cu:16:14: error: '__shfl_xor_sync' on a thread[16] unit needs a constant width dividing 16, so that every lane it reads is in the unit [P080]
mask_subwarp.cu:16:14: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
mask_subwarp.cu:16:14: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
mask_subwarp.cu:17:14: error: '__shfl_xor_sync' on a thread[16] unit needs a constant width dividing 16, so that every lane it reads is in the unit [P080]
mask_subwarp.cu:17:14: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
mask_subwarp.cu:17:14: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
mask_subwarp.cu:20:9: error: 'prism_syncwarp' is a thread[32] collective; code here is {thread[16]}, which cannot run it as whole aligned units [P080]
mask_subwarp.cu:20:9: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
mask_subwarp.cu:20:9: note: fix: call it in code at its own unit (__syncthreads in block[1] code, __shfl_*_sync in thread[32] code: PRISM_GROUP(WARP(1)) { ... }), in a PRISM_DEVICE function
mask_subwarp.cu:25:18: error: declaration of 'wide' at thread[32] in code at thread[16]: only part of the thread[32] runs here, so it would stop being uniform [P031]
mask_subwarp.cu:25:18: note: at stake: a variable the whole unit shares would be written by only part of it, so its threads disagree on its value
mask_subwarp.cu:25:18: note: fix: a value each thread has: declare the variable in the narrower code (inside the PRISM_GROUP); a value the unit combines from its threads (a count, a sum): compute it with the unit's collective in the broader code (a library block or warp reduce, __syncthreads_count), or with atomics on a PRISM_SHARED counter; else assign it from the broader code
mask_subwarp.cu:25:18: note: see: prism-check --explain P031
 * check-error-end
 */
