/*
 * prism_fn_local_result.cu - a PRISM_DEVICE hash whose result is made of its
 * argument through a local given its value once (porter p10: the result
 * was thread[1], the local's own perspective, so a warp-uniform key's hash
 * could not steer warp code).  The local's initializer is what the result
 * is made of; the look-alike whose local reads memory another thread may
 * write is fail/prism_fn_local_result.cu.
 */
#include "prism.h"
PRISM_DEVICE(unsigned, hash32, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(unsigned, k, THREAD(1)))
{
    unsigned h = k * 2654435761u;
    const unsigned m = h ^ (h >> 16);
    return m;
}
PRISM_KERNEL(probe, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(32)) const unsigned w = (unsigned)PRISM_ID(THREAD(32));
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(32)) unsigned slot = PRISM_CALL(hash32, w) & 63u;
        if (slot < 32u)
            __syncwarp();
    }
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = PRISM_CALL(hash32, (unsigned)t); }
    }
}
/*
 * check-name: a Prism function's result made of its argument through a local given one value is as broad as the argument
 *
 * check-error-start
 * check-error-end
 */
