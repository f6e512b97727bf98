m4_divert(-1)
# thread/thread_reduce.m4 - fold a thread's items with an operator (thread[1]).
m4_define([[PL_THREAD_REDUCE]], [[
/*
 * src[0] op src[1] op ... op src[n-1]; n >= 1.  Four items at a time,
 * paired before they meet the running value: the operands keep their
 * order (only associativity is used), and the pairs do not wait on the
 * chain, so the compiler retires loads as they land (CUB folds by a tree
 * for the same reason: 16 floats and a warp sum take 23 registers, 32
 * with a plain left fold).
 */
PRISM_DEVICE(PL_T, PL_FNO(thread_reduce), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)))
{
    PL_T acc = src[0];
    int i = 1;
    if (n >= 4) {
        acc = PRISM_CALL(PL_OPFN, PRISM_CALL(PL_OPFN, src[0], src[1]), PRISM_CALL(PL_OPFN, src[2], src[3]));
        for (i = 4; i + 4 <= n; i += 4)
            acc = PRISM_CALL(PL_OPFN, acc,
                             PRISM_CALL(PL_OPFN, PRISM_CALL(PL_OPFN, src[i], src[i + 1]),
                                        PRISM_CALL(PL_OPFN, src[i + 2], src[i + 3])));
    }
    for (; i < n; i++)
        acc = PRISM_CALL(PL_OPFN, acc, src[i]);
    return acc;
}

/* seed op src[0] op ... op src[n-1]; n >= 0. */
PRISM_DEVICE(PL_T, PL_FNO(thread_reduce_seed), PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)),
             PRISM_PARAM(PL_T, seed, THREAD(1)))
{
    PL_T acc = seed;
    for (int i = 0; i < n; i++)
        acc = PRISM_CALL(PL_OPFN, acc, src[i]);
    return acc;
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[thread/thread_reduce]], [[thread[1] reduction of a thread's items]], [[#include "thread/thread_ops.h"
]], [[PL_FOR_OPS([[PL_THREAD_REDUCE]])]])]])m4_dnl
