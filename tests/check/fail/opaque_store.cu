/*
 * opaque_store.cu - a plain C function writing through a block[1] pointer
 *
 * A function without a perspective signature that may write through a
 * pointer argument stores through it (SPEC 3.2, 6.1): the block's buffer
 * handed to it is a store through block[1] memory.  (Atomics on shared
 * memory are checked as atomics, legal from any perspective.)
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
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
opaque_store.cu:19:11: error: 'zero4' may store through 'buf', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
opaque_store.cu:19:11: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
opaque_store.cu:19:11: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
opaque_store.cu:19:11: note: see: prism-check --explain P040
 * check-error-end
 */
