/*
 * opaque_store.cu - a plain C function writing through a block[1] pointer
 *
 * Known gap: calls of functions that are neither Prism functions nor
 * intrinsics are opaque; their arguments are checked as reads only, so a
 * helper that stores through a pointer it was given escapes P040.  (Atomics
 * on shared memory are such calls, and legal from any perspective, which
 * is why the checker does not simply reject non-const pointer arguments.)
 */
#include "prism.h"

static __device__ void zero4(float *p)
{
    p[0] = p[1] = p[2] = p[3] = 0.0f;
}

PRISM_DEVICE(void, block_zero, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(16))
{
    PRISM_SHARED(float, buf, 4);
    zero4(buf); /* error P040 */
}
/*
 * check-name: a plain C function writing through a block[1] pointer
 * check-command: prism-check $file
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
opaque_store.cu:20:11: error: 'zero4' may store through 'buf', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
 * check-error-end
 */
