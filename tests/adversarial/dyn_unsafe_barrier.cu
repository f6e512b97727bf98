/*
 * dyn_unsafe_barrier.cu - a PRISM_UNSAFE helper declared thread[1] hides a
 * __syncthreads(); the checker trusts the signature, so calling it from
 * per-thread code under `if (t < 16)` passes.  On the GPU the 16 threads
 * wait for threads that have left the kernel.  Only the emulator sees it.
 *
 * adv-expect-dynamic: barrier-exit
 */
#include "prism.h"

PRISM_UNSAFE PRISM_DEVICE(void, publish, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0))
{
    __syncthreads();
}

PRISM_KERNEL(dyn_barrier, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        if (t < n)
            PRISM_CALL(publish);
    }
}

PRISM_HOST_API int sync_case_run(void)
{
    return PRISM_LAUNCH(dyn_barrier, 1, 32, 16);
}
