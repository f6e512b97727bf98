/*
 * flow_forms.cu - flow through initializers, compound assignment, ++, memory reads and calls
 */
#include "prism.h"
PRISM_DEVICE(int, first, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, v, THREAD(1)))
{
    return v + 1;
}

/* Which value it returns depends on a: so does the result. */
PRISM_DEVICE(int, pick, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, a, THREAD(1)))
{
    if (a > 0)
        return 1;
    return 2;
}

PRISM_DEVICE(void, forms, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(const int *, table, BLOCK(1)),
             PRISM_PARAM(int *, scratch, BLOCK(1)))
{
    PRISM_SHARED(int, flag, 4);
    PRISM_AT(THREAD(1)) int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) int a = t; /* error P030 */
    PRISM_AT(BLOCK(1)) int b = 0;
    b += t; /* error P030 */
    b = t++; /* error P030 */
    PRISM_AT(BLOCK(1)) const int c = table[t]; /* error P030 */
    PRISM_AT(BLOCK(1)) const int d = table[b];      /* const read, block[1] index: fine */
    PRISM_AT(BLOCK(1)) const int e = scratch[b]; /* error P030 */
    PRISM_AT(BLOCK(1)) const int f = flag[0]; /* error P030 */
    PRISM_AT(BLOCK(1)) const int g = PRISM_CALL(first, t); /* error P030 */
    PRISM_AT(BLOCK(1)) const int h = PRISM_CALL(first, b); /* a pure helper of block[1] data */
    PRISM_AT(BLOCK(1)) const int i = PRISM_CALL(pick, b);       /* fine */
    PRISM_AT(BLOCK(1)) const int j = PRISM_CALL(pick, t); /* error P030 */
    (void)a, (void)c, (void)d, (void)e, (void)f, (void)g, (void)h, (void)i, (void)j;
}
/*
 * check-name: flow through initializers, compound assignment, ++, memory reads and calls
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
flow_forms.cu:26:28: error: 'a' at block[1] cannot receive a thread[1] value (from 't'): values flow only from broader to narrower [P030]
flow_forms.cu:25:29: note: 't' is declared thread[1] here
flow_forms.cu:26:28: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
flow_forms.cu:26:28: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
flow_forms.cu:26:28: note: see: prism-check --explain P030
flow_forms.cu:28:5: error: 'b' at block[1] cannot receive a thread[1] value (from 't'): values flow only from broader to narrower [P030]
flow_forms.cu:25:29: note: 't' is declared thread[1] here
flow_forms.cu:28:5: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
flow_forms.cu:28:5: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
flow_forms.cu:29:5: error: 'b' at block[1] cannot receive a thread[1] value (from 't'): values flow only from broader to narrower [P030]
flow_forms.cu:29:5: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
flow_forms.cu:29:5: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
flow_forms.cu:30:34: error: 'c' at block[1] cannot receive a thread[1] value (from 't'): values flow only from broader to narrower [P030]
flow_forms.cu:25:29: note: 't' is declared thread[1] here
flow_forms.cu:30:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
flow_forms.cu:30:34: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
flow_forms.cu:32:34: error: 'e' at block[1] cannot receive a thread[1] value (from memory read through non-const 'scratch'): values flow only from broader to narrower [P030]
flow_forms.cu:32:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
flow_forms.cu:32:34: note: fix: declare 'e' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
flow_forms.cu:33:34: error: 'f' at block[1] cannot receive a thread[1] value (from memory read through non-const 'flag'): values flow only from broader to narrower [P030]
flow_forms.cu:33:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
flow_forms.cu:33:34: note: fix: declare 'f' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
flow_forms.cu:34:34: error: 'g' at block[1] cannot receive a thread[1] value (from the result of 'first'): values flow only from broader to narrower [P030]
flow_forms.cu:25:29: note: 't' is declared thread[1] here
flow_forms.cu:34:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
flow_forms.cu:34:34: note: fix: declare 'g' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
flow_forms.cu:37:34: error: 'j' at block[1] cannot receive a thread[1] value (from the result of 'pick'): values flow only from broader to narrower [P030]
flow_forms.cu:25:29: note: 't' is declared thread[1] here
flow_forms.cu:37:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
flow_forms.cu:37:34: note: fix: declare 'j' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
 * check-error-end
 */
