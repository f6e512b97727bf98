/*
 * adv_alias_passed_twice.cu - smooth(dst, src) partitions dst and reads
 * src[t+1]; called as smooth(buf, buf) it reads the neighbour's slot while
 * the neighbour writes it, exactly the race the partition's hiding is
 * there to prevent.  The callee cannot see the aliasing; the call can.
 */
#include "prism.h"

PRISM_DEVICE(void, smooth, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, dst, BLOCK(1)),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(d, dst, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { d[0] = 0.5f * (src[t] + src[t + 1]); }
    }
}

PRISM_DEVICE(void, in_place, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, buf, BLOCK(1)))
{
    PRISM_CALL(smooth, buf, buf); /* error P061 */
}
/*
 * check-name: adversarial: one buffer passed as a written and a read parameter
 * check-exit-value: 1
 *
 * check-error-start
adv_alias_passed_twice.cu:22:29: error: arguments for 'dst' and 'src' may point into the same memory ('buf'): 'smooth' narrows 'dst' with PRISM_PARTITION (itself or in a function it calls) and uses 'src' inside, which would bypass the scope [P061]
adv_alias_passed_twice.cu:14:5: note: 'dst' is narrowed here
adv_alias_passed_twice.cu:15:49: note: 'src' is used inside the scope here
adv_alias_passed_twice.cu:22:29: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_alias_passed_twice.cu:22:29: note: fix: pass memory that cannot overlap: two buffers by their own names (two PRISM_SHARED allocations, or two partitions of one), not two elements of one array of pointers or two values of one pointer ('buf'), which the checker cannot tell apart; buffers that rotate (ping-pong, a ring of N) are named in turn: unroll the loop by their number (docs/GUIDE.md)
adv_alias_passed_twice.cu:22:29: note: see: prism-check --explain P061
 * check-error-end
 */
