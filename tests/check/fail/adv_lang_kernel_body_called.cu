/*
 * adv_lang_kernel_body_called.cu - one warp calls another kernel's body
 * function, `inner_prism_body(prism_ctx, n)`, by hand: the block-level
 * barriers in it are reached by one warp of two (SPEC 3.1, 3.2 P070).
 *
 * SPEC 3.1: "PRISM_KERNEL defines the body as a device function
 * name_prism_body" (it takes the context first, like a PRISM_DEVICE).
 * SPEC 3.2: a Prism function called "with the context by hand ... is
 * checked as PRISM_CALL would be", and a grid[1] callee cannot be called
 * from thread[32] code (P070: the callee's top must be derivable at the
 * call site).  Here warp 0's arm runs inner's body, whose
 * prism_syncthreads() loop warp 1 never enters: the block hangs on the
 * GPU.  The checker accepts it.
 *
 * Seen in the emulator (checked build, one block of 64): "threads 0-31 of
 * block 0 wait at __syncthreads (barrier 0: 32 of 64 threads arrived) here,
 * but threads 32-63 returned from the kernel [barrier-exit]".
 */
#include "prism.h"

PRISM_KERNEL(inner, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        for (int i = 0; i < n; i++)
            prism_syncthreads();
    }
}

PRISM_KERNEL(outer, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64), WARP(1)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) { inner_prism_body(prism_ctx, n); }   /* error P070 */
        }
    }
}
/*
 * check-name: adversarial buggy: a kernel's body function called by hand from one warp's arm
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_kernel_body_called.cu:33:29: error: 'inner_prism_body' is a kernel's body function, reserved for the code prism-check emits: named by hand it escapes every check; launch the kernel (PRISM_LAUNCH), or move the shared code into a PRISM_DEVICE function and PRISM_CALL it [P070]
adv_lang_kernel_body_called.cu:33:29: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
adv_lang_kernel_body_called.cu:33:29: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
adv_lang_kernel_body_called.cu:33:29: note: see: prism-check --explain P070
 * check-error-end
 */
