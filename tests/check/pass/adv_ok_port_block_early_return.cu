/*
 * adv_ok_port_block_early_return.cu - the legal look-alike of
 * fail/adv_port_early_return_thread: a whole block that has no tile to
 * work on returns before the tile's barriers (legal on the GPU: no thread
 * of that block waits).  The test is block[1] in a block[1] function;
 * the rest of the block's threads all take the same path.
 */
#include "prism.h"

PRISM_DEVICE(void, tile_shift, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, BLOCK(1)),
             PRISM_PARAM(int, first, BLOCK(1)), PRISM_PARAM(int, n, GRID(1)))
{
    if (first >= n)
        return; /* the whole block: no tile */
    PRISM_SHARED(float, tile, 1024);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int nt = (int)PRISM_NTHREADS();
    PRISM_PARTITION(w, tile, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { w[0] = first + t < n ? in[first + t] : 0.0f; }
    }
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            if (first + t < n)
                o[0] = tile[(t + 1) % nt];
        }
    }
}

PRISM_KERNEL(shift_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int first = (int)PRISM_ID(BLOCK(1)) * (int)PRISM_NTHREADS();
    PRISM_PARTITION(ob, out, BLOCK(1), first) {
        PRISM_GROUP(BLOCK(1)) { PRISM_CALL(tile_shift, in, ob, first, n); }
    }
}
/*
 * check-name: adversarial port legal: a whole block returns before its tile's barriers
 *
 * check-error-start
 * check-error-end
 */
