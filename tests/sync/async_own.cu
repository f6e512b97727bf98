/*
 * async_own.cu - a thread copies into its own slice and reads it back
 * right after the async scope (SPEC 6.5: the data is there when the scope
 * ends).  One thread sees its own plain accesses in program order, but not
 * its copies: the read waits for them (cp.async.wait_group 0) with no
 * barrier, since no other thread is involved.  Then the block reads the
 * slices of other threads: a wait and a block barrier.
 */
#include "prism.h"

PRISM_KERNEL(async_own, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), 4 * (t % 32)) {
            PRISM_GROUP(THREAD(1)) {
                if (t < 32) {
                    PRISM_ASYNC(a, w) {
                        prism_cp_async16(a, src + 4 * t);
                    }
                    acc += w[1];
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += tile[(t + 4) % 128]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: a thread's read of its own async slice waits for its copies, with no barrier
 *
 * check-output-start
 * async_own.cu:26:21: sync 1 in async_own: before statement: RAW tile (async a of tile (line 23) -> statement (line 26)); waits for async copies (cp.async.wait_group 0); group thread[1]: cp.async.wait_group 0 (one thread sees its own writes in program order; only its asynchronous copies must be waited for)
 * async_own.cu:30:9: sync 2 in async_own: before group: RAW tile (partition w of tile (line 20) -> group thread[1] (line 30)); waits for async copies (cp.async.wait_group 0); group block[1]: __syncthreads() (the owning group is the whole block)
 * async_own: 3 scopes, 2 sync points (1 none (one thread), 1 __syncthreads); conservative: 2 scope barriers
 * check-output-end
 */
