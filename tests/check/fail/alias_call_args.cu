/*
 * alias_call_args.cu - one buffer passed as two arguments of a function
 * that partitions one parameter and reads the other inside the partition.
 * Inside the callee the two names look independent; in this call they are
 * the same bytes, so the read of a neighbour's slot races with its write.
 */
#include "prism.h"

PRISM_DEVICE(void, shift, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, dst, BLOCK(1)), PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(d, dst, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { d[0] = src[(t + 1) % 32]; }
    }
}

/* A wrapper passes the same obligation on to its own callers. */
PRISM_DEVICE(void, shift_twice, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, a, BLOCK(1)), PRISM_PARAM(const float *, b, BLOCK(1)))
{
    PRISM_CALL(shift, a, b);
    PRISM_CALL(shift, a, b);
}

PRISM_DEVICE(void, caller, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(float *, buf, BLOCK(1)), PRISM_PARAM(const float *, in, BLOCK(1)))
{
    PRISM_SHARED(float, s, 32);
    PRISM_SHARED(float, s2, 32);
    const float *view = s;
    PRISM_CALL(shift, buf, buf); /* error P061 */
    PRISM_CALL(shift, s, view + 0); /* error P061 */
    PRISM_CALL(shift_twice, s2, s2); /* error P061 */
    PRISM_CALL(shift, buf, in);                 /* fine: different memory */
    PRISM_CALL(shift, s, s2);                   /* fine */
}
/*
 * check-name: one buffer passed as two arguments of a function
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
alias_call_args.cu:32:28: error: arguments for 'dst' and 'src' may point into the same memory ('buf'): 'shift' narrows 'dst' with PRISM_PARTITION (itself or in a function it calls) and uses 'src' inside, which would bypass the scope [P061]
alias_call_args.cu:13:5: note: 'dst' is narrowed here
alias_call_args.cu:14:41: note: 'src' is used inside the scope here
alias_call_args.cu:32:28: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_call_args.cu:32:28: note: fix: pass memory that cannot overlap: two buffers by their own names (two PRISM_SHARED allocations, or two partitions of one), not two elements of one array of pointers or two values of one pointer ('buf'), which the checker cannot tell apart; buffers that rotate (ping-pong, a ring of N) are named in turn: unroll the loop by their number (docs/GUIDE.md)
alias_call_args.cu:32:28: note: see: prism-check --explain P061
alias_call_args.cu:33:26: error: arguments for 'dst' and 'src' may point into the same memory ('s'): 'shift' narrows 'dst' with PRISM_PARTITION (itself or in a function it calls) and uses 'src' inside, which would bypass the scope [P061]
alias_call_args.cu:13:5: note: 'dst' is narrowed here
alias_call_args.cu:14:41: note: 'src' is used inside the scope here
alias_call_args.cu:33:26: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_call_args.cu:33:26: note: fix: pass memory that cannot overlap: two buffers by their own names (two PRISM_SHARED allocations, or two partitions of one), not two elements of one array of pointers or two values of one pointer ('s'), which the checker cannot tell apart; buffers that rotate (ping-pong, a ring of N) are named in turn: unroll the loop by their number (docs/GUIDE.md)
alias_call_args.cu:34:33: error: arguments for 'a' and 'b' may point into the same memory ('s2'): 'shift_twice' narrows 'a' with PRISM_PARTITION (itself or in a function it calls) and uses 'b' inside, which would bypass the scope [P061]
alias_call_args.cu:13:5: note: 'a' is narrowed here
alias_call_args.cu:14:41: note: 'b' is used inside the scope here
alias_call_args.cu:34:33: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_call_args.cu:34:33: note: fix: pass memory that cannot overlap: two buffers by their own names (two PRISM_SHARED allocations, or two partitions of one), not two elements of one array of pointers or two values of one pointer ('s2'), which the checker cannot tell apart; buffers that rotate (ping-pong, a ring of N) are named in turn: unroll the loop by their number (docs/GUIDE.md)
 * check-error-end
 */
