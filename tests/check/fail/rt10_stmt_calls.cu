/*
 * rt10_stmt_calls.cu - a call of a block's function and another use of
 * the memory it writes in one statement (red team rt10: each raced, or
 * hung, in the checked build).  The inferred barriers go between
 * statements; none can be written between the two parts of one, so the
 * statement is refused (P106): write the call as a statement of its own.
 * So is a Prism scope inside a GNU statement expression
 * (hole_stmt_expr_scope).
 */
#include "prism.h"
PRISM_DEVICE(void, bump, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, c, BLOCK(1)))
{
    PRISM_ONE_CLAIM(cc, c) { cc[0] = cc[0] + 41; }
}
PRISM_DEVICE(int, fill, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, p, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(z, p, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { z[0] = t; }
    }
    return 0;
}
PRISM_DEVICE(int, peek, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(const int *, p, BLOCK(1)),
             PRISM_PARAM(int, k, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int v = 0;
    PRISM_GROUP(THREAD(1)) { v = p[(t + 1) % 64] + k; }
    return v;
}
PRISM_KERNEL(stmt_calls, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, cnt, 4);
        PRISM_SHARED(int, tile, 64);
        PRISM_ONE_CLAIM(c, cnt) { c[0] = 1; }
        const int *cv = cnt;
        PRISM_AT(THREAD(1)) int v = (PRISM_CALL(bump, cnt), cv[0]);          /* error P106 */
        PRISM_AT(THREAD(1)) int w = PRISM_CALL(peek, tile, PRISM_CALL(fill, tile)); /* error P106 */
        for (PRISM_CALL(bump, cnt); cv[0] < 100;) {                         /* error P106 */
            PRISM_CALL(bump, cnt);
        }
        for (int r = 0; cv[0] < 200; r++, PRISM_CALL(bump, cnt)) {          /* error P106 */
            (void)r;
        }
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int x = ({
            PRISM_PARTITION(z, tile, THREAD(1), t) { /* error P106 */
                PRISM_GROUP(THREAD(1)) { z[0] = t; }
            }
            0;
        }) + tile[(t + 1) % 64];
        (void)v, (void)w, (void)x;
    }
    (void)out;
}
/*
 * check-name: red team rt10: a block function's call and another use of its memory in one statement (P106)
 * check-exit-value: 1
 *
 * check-error-start
rt10_stmt_calls.cu:39:49: error: the call of 'bump' and another part of the same statement both use 'cnt', one of them writing it: the barrier or cp.async wait between them cannot be placed inside one statement [P106]
rt10_stmt_calls.cu:39:63: note: the other use is here
rt10_stmt_calls.cu:39:49: note: at stake: a barrier written anywhere else would order the wrong accesses
rt10_stmt_calls.cu:39:49: note: fix: write the call as a statement of its own (a for's init, condition or increment too), and use its result in the next statement
rt10_stmt_calls.cu:39:49: note: see: prism-check --explain P106
rt10_stmt_calls.cu:40:48: error: the call of 'peek' and another part of the same statement both use 'tile', one of them writing it: the barrier or cp.async wait between them cannot be placed inside one statement [P106]
rt10_stmt_calls.cu:40:77: note: the other use is here
rt10_stmt_calls.cu:40:48: note: at stake: a barrier written anywhere else would order the wrong accesses
rt10_stmt_calls.cu:40:48: note: fix: write the call as a statement of its own (a for's init, condition or increment too), and use its result in the next statement
rt10_stmt_calls.cu:40:71: error: the call of 'fill' and another part of the same statement both use 'tile', one of them writing it: the barrier or cp.async wait between them cannot be placed inside one statement [P106]
rt10_stmt_calls.cu:40:54: note: the other use is here
rt10_stmt_calls.cu:40:71: note: at stake: a barrier written anywhere else would order the wrong accesses
rt10_stmt_calls.cu:40:71: note: fix: write the call as a statement of its own (a for's init, condition or increment too), and use its result in the next statement
rt10_stmt_calls.cu:41:25: error: the call of 'bump' and another part of the same statement both use 'cnt', one of them writing it: the barrier or cp.async wait between them cannot be placed inside one statement [P106]
rt10_stmt_calls.cu:41:39: note: the other use is here
rt10_stmt_calls.cu:41:25: note: at stake: a barrier written anywhere else would order the wrong accesses
rt10_stmt_calls.cu:41:25: note: fix: write the call as a statement of its own (a for's init, condition or increment too), and use its result in the next statement
rt10_stmt_calls.cu:44:54: error: the call of 'bump' and another part of the same statement both use 'cnt', one of them writing it: the barrier or cp.async wait between them cannot be placed inside one statement [P106]
rt10_stmt_calls.cu:44:27: note: the other use is here
rt10_stmt_calls.cu:44:54: note: at stake: a barrier written anywhere else would order the wrong accesses
rt10_stmt_calls.cu:44:54: note: fix: write the call as a statement of its own (a for's init, condition or increment too), and use its result in the next statement
rt10_stmt_calls.cu:49:13: error: a Prism scope, barrier or block's or warp's call inside a statement expression: the barriers around it cannot be placed inside an expression [P106]
rt10_stmt_calls.cu:48:37: note: the statement expression begins here
rt10_stmt_calls.cu:49:13: note: at stake: a barrier written anywhere else would order the wrong accesses
rt10_stmt_calls.cu:49:13: note: fix: write its statements as statements of the enclosing block
 * check-error-end
 */
