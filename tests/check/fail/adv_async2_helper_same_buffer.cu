/*
 * adv_async2_helper_same_buffer.cu - a pipeline step helper refills `dst`
 * by cp.async while it computes on `cur`; the caller's tail iteration
 * passes the same stage twice (there is no other stage left to fill).
 * Inside the helper the compute then reads the stage whose copies are in
 * flight.  SPEC 6.3: at a call, two arguments that may point into the
 * same memory are rejected when the callee narrows one and uses the other
 * inside that scope (P061).
 */
#include "prism.h"

PRISM_DEVICE(float, step, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, dst, BLOCK(1)), PRISM_PARAM(const float *, cur, BLOCK(1)),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_ASYNC(d, dst) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(d + i, src + i);
            acc += cur[(i + 4) % 128];
        }
    }
    return acc;
}

PRISM_DEVICE(float, tail_step, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, stage, 128);
    PRISM_AT(THREAD(1)) const float r = PRISM_CALL(step, stage, stage, src); /* error P061 */
    return r;
}
/*
 * check-name: adversarial: a pipeline step helper given the same stage to fill and to read
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_helper_same_buffer.cu:31:65: error: arguments for 'dst' and 'cur' may point into the same memory ('stage'): 'step' narrows 'dst' with PRISM_ASYNC (itself or in a function it calls) and uses 'cur' inside, which would bypass the scope [P061]
adv_async2_helper_same_buffer.cu:18:5: note: 'dst' is narrowed here
adv_async2_helper_same_buffer.cu:21:20: note: 'cur' is used inside the scope here
adv_async2_helper_same_buffer.cu:31:65: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async2_helper_same_buffer.cu:31:65: note: fix: pass memory that cannot overlap: two buffers by their own names (two PRISM_SHARED allocations, or two partitions of one), not two elements of one array of pointers or two values of one pointer ('stage'), which the checker cannot tell apart; buffers that rotate (ping-pong, a ring of N) are named in turn: unroll the loop by their number (docs/GUIDE.md)
adv_async2_helper_same_buffer.cu:31:65: note: see: prism-check --explain P061
 * check-error-end
 */
