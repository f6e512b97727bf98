/*
 * async_copy_in_one_stmt.cu - an asynchronous copy and a read of its
 * destination in one statement: even the thread that issued the copy may
 * read the destination only after a cp.async wait, and no point can be
 * written inside a statement.  A for's init that copies and a condition
 * that reads (the point in front of the for would run before the copy),
 * a comma expression, a declaration's initializer, a helper's copy.  The look-alikes in
 * tests/sync/async_raw_own.cu write the copy as a statement of its own.
 */
#include "prism.h"

/* A helper that issues the copy into what it is given (red team rt13). */
PRISM_DEVICE(void, copy_in, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int *, d, THREAD(1)),
             PRISM_PARAM(const int *, s, THREAD(1)))
{
    prism_cp_async4(d, s);
}

PRISM_KERNEL(copy_in_one_stmt, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                for (prism_cp_async4(z, in + g), prism_cp_async_commit(); z[0] > acc;) /* error P106 */
                    acc++;
                for (int q = (prism_cp_async4(z, in + g), prism_cp_async_commit(), 0); q < z[0]; q++) /* error P106 */
                    acc++;
                acc += (prism_cp_async4(z, in + g), prism_cp_async_commit(), z[0]); /* error P106 */
                int v = (prism_cp_async4(z, in + g), z[0]); /* error P106 */
                acc += (PRISM_CALL(copy_in, z, in + g), prism_cp_async_commit(), z[0]); /* error P106 */
                acc += v;
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/*
 * check-name: an asynchronous copy and a read of its destination in one statement
 * check-exit-value: 1
 *
 * check-error-start
async_copy_in_one_stmt.cu:29:22: error: the call of 'prism_cp_async4' and another part of the same statement both use 'tile', one of them writing it: the barrier or cp.async wait between them cannot be placed inside one statement [P106]
async_copy_in_one_stmt.cu:29:76: note: the other use is here
async_copy_in_one_stmt.cu:29:22: note: at stake: a barrier written anywhere else would order the wrong accesses
async_copy_in_one_stmt.cu:29:22: note: fix: write the call as a statement of its own (a for's init, condition or increment too), and use its result in the next statement
async_copy_in_one_stmt.cu:29:22: note: see: prism-check --explain P106
async_copy_in_one_stmt.cu:31:31: error: the call of 'prism_cp_async4' and another part of the same statement both use 'tile', one of them writing it: the barrier or cp.async wait between them cannot be placed inside one statement [P106]
async_copy_in_one_stmt.cu:31:93: note: the other use is here
async_copy_in_one_stmt.cu:31:31: note: at stake: a barrier written anywhere else would order the wrong accesses
async_copy_in_one_stmt.cu:31:31: note: fix: write the call as a statement of its own (a for's init, condition or increment too), and use its result in the next statement
async_copy_in_one_stmt.cu:33:25: error: the call of 'prism_cp_async4' and another part of the same statement both use 'tile', one of them writing it: the barrier or cp.async wait between them cannot be placed inside one statement [P106]
async_copy_in_one_stmt.cu:33:79: note: the other use is here
async_copy_in_one_stmt.cu:33:25: note: at stake: a barrier written anywhere else would order the wrong accesses
async_copy_in_one_stmt.cu:33:25: note: fix: write the call as a statement of its own (a for's init, condition or increment too), and use its result in the next statement
async_copy_in_one_stmt.cu:34:26: error: the call of 'prism_cp_async4' and another part of the same statement both use 'tile', one of them writing it: the barrier or cp.async wait between them cannot be placed inside one statement [P106]
async_copy_in_one_stmt.cu:34:55: note: the other use is here
async_copy_in_one_stmt.cu:34:26: note: at stake: a barrier written anywhere else would order the wrong accesses
async_copy_in_one_stmt.cu:34:26: note: fix: write the call as a statement of its own (a for's init, condition or increment too), and use its result in the next statement
async_copy_in_one_stmt.cu:35:36: error: the call of 'copy_in' and another part of the same statement both use 'tile', one of them writing it: the barrier or cp.async wait between them cannot be placed inside one statement [P106]
async_copy_in_one_stmt.cu:35:83: note: the other use is here
async_copy_in_one_stmt.cu:35:36: note: at stake: a barrier written anywhere else would order the wrong accesses
async_copy_in_one_stmt.cu:35:36: note: fix: write the call as a statement of its own (a for's init, condition or increment too), and use its result in the next statement
 * check-error-end
 */
