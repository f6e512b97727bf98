/*
 * adv_ok_sync_h_user.cu - the prism/sync.h barriers that are user API,
 * each in the group its raw spelling needs, next to the names reserved
 * for the checker's output (SPEC 8, 13; preproc/reserved.def).
 *
 * prism_sync_block() is __syncthreads() (block[1] code), prism_sync_warp()
 * is prism_syncwarp() (thread[32] code), prism_sync_async_wait(0) waits
 * for the thread's own copies (thread[1]): intrinsics.def checks each as
 * that spelling.  The context is read through PRISM_ID and
 * PRISM_LANEMASK(), not prism_ctx.tid.  A user's own function whose name
 * ends in _prism_body is declared here, so it is the user's and checked
 * like any other.  Mutated past the edge: prism_sync_block() inside the
 * WARP arm draws P080, prism_ctx.tid for PRISM_ID draws P081, and
 * prism_sync_named_id(1, 64) for prism_sync_block() draws P080.
 */
#include "prism.h"

static __device__ int twice_prism_body(int x)
{
    return 2 * x;
}

PRISM_DEVICE(void, sync_h_user, PRISM_REQUIRES(BLOCK(1), THREAD(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    prism_sync_block();
    PRISM_GROUP(WARP(1)) {
        prism_sync_warp();
    }
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            prism_sync_async_wait(0);
            o[0] = twice_prism_body(t) + (int)(PRISM_LANEMASK() & 1u);
        }
    }
}
/*
 * check-name: adversarial legal: prism/sync.h barriers used in their own groups
 *
 * check-error-start
 * check-error-end
 */
