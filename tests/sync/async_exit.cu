/*
 * async_exit.cu - copies in flight when a function returns, and copies in
 * flight around a loop whose prefetches are guarded (red-team A5 1, 4).
 *
 * A `return` is a function end: the copies a helper left in flight into
 * its own tile would land on the bytes its caller allocates next, after a
 * barrier that does not wait for them.  Each return with copies pending
 * waits for them (wait_group 0) in front of it, an early one and a final
 * `return x;` alike.
 *
 * A ping-pong double buffer whose prefetch of the next tile is under
 * `if (k + 1 < nt)` in both arms: the copies one round commits are read
 * the next round, so the loop's head state must keep them.  It was built
 * from the last round alone and flipped between two sets; joined over
 * every round it keeps them, and the read waits.
 */
#include "prism.h"

PRISM_DEVICE(int, fetch_or_skip, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int *, src, BLOCK(1)),
             PRISM_PARAM(int, skip, BLOCK(1)))
{
    PRISM_SHARED(int, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_ASYNC(ta, tile) {
        PRISM_GROUP(THREAD(1)) {
            if (t < 32)
                prism_cp_async16(ta + 4 * t, src + 4 * t);
        }
    }
    if (skip)
        return 0;
    PRISM_AT(THREAD(1)) int v = 0;
    PRISM_GROUP(THREAD(1)) { v = tile[(t + 1) % 128]; }
    return v;
}

PRISM_DEVICE(int, prefetch_only, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int *, src, BLOCK(1)))
{
    PRISM_SHARED(int, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_ASYNC(ta, tile) {
        PRISM_GROUP(THREAD(1)) {
            if (t < 32)
                prism_cp_async16(ta + 4 * t, src + 4 * t);
        }
    }
    return t;
}

PRISM_KERNEL(ping_pong, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, nt, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, b0, 512);
        PRISM_SHARED(float, b1, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int k = 0; k < nt; k++) {
            if (k & 1) {
                if (k + 1 < nt) {
                    PRISM_ASYNC(a2, b0) {
                        PRISM_GROUP(THREAD(1)) { prism_cp_async16(a2 + 4 * t, in + (k + 1) * 512 + 4 * t); }
                    }
                }
                PRISM_GROUP(THREAD(1)) { acc += b1[(4 * t + 5) % 512]; }
            } else {
                if (k + 1 < nt) {
                    PRISM_ASYNC(a1, b1) {
                        PRISM_GROUP(THREAD(1)) { prism_cp_async16(a1 + 4 * t, in + (k + 1) * 512 + 4 * t); }
                    }
                }
                PRISM_GROUP(THREAD(1)) { acc += b0[(4 * t + 5) % 512]; }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/*
 * check-name: async copies: a return waits for the copies in flight; guarded ping-pong prefetches stay pending round the loop
 *
 * check-output-start
 * async_exit.cu:34:5: sync 1 in fetch_or_skip: before group: RAW tile (async ta of tile (line 25) -> group thread[1] (line 34)); waits for async copies (cp.async.wait_group 0); group block[1]: __syncthreads() (the owning group is the whole block)
 * async_exit.cu:32:9: in fetch_or_skip: before return: waits for async copies in flight (cp.async.wait_group 0): the caller cannot see them
 * fetch_or_skip: 1 scope, 1 sync point (1 __syncthreads); conservative: 2 scope barriers
 * async_exit.cu:49:5: in prefetch_only: before return: waits for async copies in flight (cp.async.wait_group 0): the caller cannot see them
 * prefetch_only: 1 scope, 0 sync points; conservative: 2 scope barriers
 * async_exit.cu:64:13: sync 1 in ping_pong: before if (hoisted: on behalf of accesses inside it): WAR b0 (group thread[1] (line 77) -> async a2 of b0 (line 66), back edge); RAW b1 (async a1 of b1 (line 73) -> group thread[1] (line 70), back edge); WAR b1 (group thread[1] (line 70) -> async a1 of b1 (line 73), back edge); RAW b0 (async a2 of b0 (line 66) -> group thread[1] (line 77), back edge); waits for async copies (cp.async.wait_group 0); group block[1]: __syncthreads() (the owning group is the whole block)
 * ping_pong: 3 scopes, 1 sync point (1 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 */
