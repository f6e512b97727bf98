/*
 * flow_forms.cu - flow through initializers, compound assignment, ++, memory reads and calls
 */
#include "prism.h"
PRISM_DEVICE(int, first, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, v, THREAD(1)))
{
    return v + 1;
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
    (void)a, (void)c, (void)d, (void)e, (void)f, (void)g, (void)h;
}
/*
 * check-name: flow through initializers, compound assignment, ++, memory reads and calls
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
flow_forms.cu:17:28: error: 'a' at block[1] cannot receive a thread[1] value (from 't'): values flow only from broader to narrower [P030]
flow_forms.cu:19:7: error: 'b' at block[1] cannot receive a thread[1] value (from 't'): values flow only from broader to narrower [P030]
flow_forms.cu:20:7: error: 'b' at block[1] cannot receive a thread[1] value (from 't'): values flow only from broader to narrower [P030]
flow_forms.cu:21:34: error: 'c' at block[1] cannot receive a thread[1] value (from 't'): values flow only from broader to narrower [P030]
flow_forms.cu:23:34: error: 'e' at block[1] cannot receive a thread[1] value (from memory read through non-const 'scratch'): values flow only from broader to narrower [P030]
flow_forms.cu:24:34: error: 'f' at block[1] cannot receive a thread[1] value (from memory read through non-const 'flag'): values flow only from broader to narrower [P030]
flow_forms.cu:25:34: error: 'g' at block[1] cannot receive a thread[1] value (from the result of 'first'): values flow only from broader to narrower [P030]
 * check-error-end
 */
