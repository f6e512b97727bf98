/*
 * rt10_stmt_calls_ok.cu - the look-alikes of fail/rt10_stmt_calls.cu:
 * the call as a statement of its own and the read in the next; a call
 * whose arguments only read what it does not write; a block vote as a
 * loop's condition; two calls in one statement on different memory.
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
PRISM_KERNEL(stmt_calls_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, cnt, 4);
        PRISM_SHARED(int, tile, 64);
        PRISM_SHARED(int, other, 64);
        PRISM_ONE_CLAIM(c, cnt) { c[0] = 1; }
        const int *cv = cnt;
        PRISM_CALL(bump, cnt);
        PRISM_AT(THREAD(1)) int v = cv[0];
        PRISM_AT(BLOCK(1)) const int f = PRISM_CALL(fill, tile);
        PRISM_AT(THREAD(1)) int w = PRISM_CALL(peek, tile, f) + PRISM_CALL(fill, other);
        PRISM_AT(THREAD(1)) int u = PRISM_CALL(peek, tile, cv[0]);
        for (int r = 0; r < 3; r++)
            PRISM_CALL(bump, cnt);
        (void)v, (void)w, (void)u;
    }
    (void)out;
}
/*
 * check-name: red team rt10 look-alikes: block calls as statements of their own, or on memory nothing else in the statement writes
 *
 * check-error-start
 * check-error-end
 */
