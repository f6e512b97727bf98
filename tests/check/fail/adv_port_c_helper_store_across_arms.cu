/*
 * adv_port_c_helper_store_across_arms.cu - adv_port_producer_arm_helper_store
 * with CUDA's own little __device__ helper kept as plain C,
 * `put(buf + lane, v)` (`*p = v`), instead of a library call.  Same race:
 * the consumer warp reads buf while the producer warp is still writing it,
 * in two arms of one split that nothing orders.  The helper stores through
 * the block's writable pointer from an arm that does not own it: P040 by
 * SPEC 6.1 (a store needs a thread[1] owner; `int *p = buf + lane;` is
 * P040).  SPEC 3.2 says plain C calls are "checked only for the
 * perspectives of their arguments' reads", which may be read as leaving
 * the store unchecked: see the report.
 */
#include "prism.h"

static inline void put(int32_t *p, int32_t v)
{
    *p = v;
}

PRISM_KERNEL(ws_pair_c, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, buf, 32);
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_GROUP(THREAD(1)) { put(buf + lane, v * 3 + 1); } /* error P040 */
            }
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_GROUP(THREAD(1)) { v += buf[lane]; }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port: a plain C helper stores the block's buffer from one arm, the other arm reads it
 * check-exit-value: 1
 *
 * check-error-start
adv_port_c_helper_store_across_arms.cu:30:46: error: 'put' may store through 'buf', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_port_c_helper_store_across_arms.cu:30:46: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_port_c_helper_store_across_arms.cu:30:46: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_port_c_helper_store_across_arms.cu:30:46: note: see: prism-check --explain P040
 * check-error-end
 */
