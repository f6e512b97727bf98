/*
 * adv_async2_zfill_plain_tail.cu - the tail of a tile is zeroed with plain
 * stores through the async name, in the same scope that issues the
 * copies of the full chunks.  On the GPU the plain store and a
 * neighbour's 16-byte cp.async into the same chunk (the last, partial
 * one) land in either order, and the scope's wait does not cover plain
 * stores at all.  The zero-filling form prism_cp_async16z(dst, src, n)
 * (bytes past n are zeros) is the fix.  SPEC 6.5: the async name may only
 * be an argument of an asynchronous copy (P065).
 */
#include "prism.h"

PRISM_DEVICE(float, tail_tile, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_ASYNC(t_a, tile) {
        PRISM_GROUP(THREAD(1)) {
            if (i + 4 <= n)
                prism_cp_async16(t_a + i, src + i);
            else
                for (int j = 0; j < 4; j++)
                    t_a[i + j] = i + j < n ? src[i + j] : 0.0f; /* error P065 */
        }
    }
    PRISM_AT(THREAD(1)) const float r = tile[(i + 4) % 128];
    return r;
}
/*
 * check-name: adversarial: a tile's tail zeroed by plain stores through the async name
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_zfill_plain_tail.cu:24:21: error: 't_a' names memory in flight: it may only be passed to an asynchronous-copy intrinsic [P065]
adv_async2_zfill_plain_tail.cu:24:21: note: at stake: an async copy's destination is not ready until the wait: a plain read or write would race with the copy
adv_async2_zfill_plain_tail.cu:24:21: note: fix: use the async name only as the destination of prism_cp_async* in thread[1] code, and read it after the PRISM_ASYNC scope
adv_async2_zfill_plain_tail.cu:24:21: note: see: prism-check --explain P065
 * check-error-end
 */
