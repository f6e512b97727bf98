m4_divert(-1)
# thread/thread_ops.m4 - the built-in operators sum, min and max.
#
# An operator is a thread[1] function prism_op_NAME_SUFFIX(a, b) -> a op b.
# Operators are called through PRISM_CALL like any other function, so the
# checker sees their bound, and a user operator is written the same way
# (docs/LIBRARY.md "User types and operators").  Only associativity is
# assumed; every algorithm keeps operands in index order, so an operator
# need not commute.
# Signed sums wrap like the GPU's integer add instead of being undefined
# (the sanitizer pass of the tests would stop on them otherwise).
m4_define([[PL_SUM_EXPR]], [[m4_ifelse(PL_S, [[i32]], [[(int32_t)((uint32_t)a + (uint32_t)b)]], PL_S, [[i64]], [[(int64_t)((uint64_t)a + (uint64_t)b)]], [[a + b]])]])
m4_define([[PL_THREAD_OPS]], [[
PRISM_DEVICE(PL_T, prism_op_sum_[[]]PL_S, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T, a, THREAD(1)), PRISM_PARAM(PL_T, b, THREAD(1)))
{
    return PL_SUM_EXPR;
}

PRISM_DEVICE(PL_T, prism_op_min_[[]]PL_S, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T, a, THREAD(1)), PRISM_PARAM(PL_T, b, THREAD(1)))
{
    return b < a ? b : a;
}

PRISM_DEVICE(PL_T, prism_op_max_[[]]PL_S, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(PL_T, a, THREAD(1)), PRISM_PARAM(PL_T, b, THREAD(1)))
{
    return a < b ? b : a;
}
]])
m4_divert(0)m4_dnl
m4_ifdef([[PL_DEFS_ONLY]], [[]], [[PL_GEN_FILE([[thread/thread_ops]], [[sum, min and max for every built-in type (thread[1])]], [[#include "thread/thread_common.h"
]], [[PL_THREAD_OPS]])]])m4_dnl
