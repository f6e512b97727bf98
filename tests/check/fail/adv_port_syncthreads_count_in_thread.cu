/*
 * adv_port_syncthreads_count_in_thread.cu - counting a block's positive
 * elements with __syncthreads_count, written inside the per-thread code
 * that computes the predicate (PRISM_FOR_STRIDED's body, CUDA's
 * grid-stride body): each thread calls the block-wide barrier once per
 * element it visits, and the last round's threads are fewer than the
 * block: a hang or a count from a barrier that opened early.  A block
 * collective in thread[1] code is P080.
 */
#include "prism.h"

PRISM_KERNEL(count_pos, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, per_block, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * per_block;
    PRISM_AT(THREAD(1)) int total = 0;
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), 1) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_FOR_STRIDED(k, per_block) {
                total += __syncthreads_count(in[base + k] > 0); /* error P080 */
            }
            PRISM_ONE_CLAIM(o1, ob) { o1[0] = total; }
        }
    }
}
/*
 * check-name: adversarial port: __syncthreads_count inside a block-strided per-thread loop
 * check-exit-value: 1
 *
 * check-error-start
adv_port_syncthreads_count_in_thread.cu:21:26: error: '__syncthreads_count' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_port_syncthreads_count_in_thread.cu:21:26: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_port_syncthreads_count_in_thread.cu:21:26: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at block[1], by every thread of the unit, and use its result inside (v = __syncthreads_count(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
adv_port_syncthreads_count_in_thread.cu:21:26: note: see: prism-check --explain P080
 * check-error-end
 */
