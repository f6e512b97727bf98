/*
 * adv_macro_pasted_dsl.cu - DSL names built by token pasting, as a
 * generic-programming header does (CAT(PRISM_, ID), CAT(PRISM_, GROUP)),
 * and a call through a __VA_OPT__ wrapper that drops an argument.  The
 * pasted PRISM_ID inside the thread's own group is always 0 (every thread
 * takes slot 0); the pasted group makes the full-mask shuffle one lane's
 * (31 lanes named in the mask never arrive); the wrapper calls a
 * two-parameter helper with one argument.
 */
#include "prism.h"

#define CAT(a, b) a##b
#define CALL(f, ...) PRISM_CALL(f __VA_OPT__(, ) __VA_ARGS__)

PRISM_DEVICE(int, add2, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, x, THREAD(1)), PRISM_PARAM(int, y, THREAD(1)))
{
    return x + y;
}

PRISM_DEVICE(int, pasted, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, p, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(THREAD(1)) {
        r = (int)CAT(PRISM_, ID)(THREAD(1)); /* error P033 */
        r += CALL(add2, p); /* error P075 */
    }
    PRISM_GROUP(THREAD(32)) {
        CAT(PRISM_, GROUP)(THREAD(1)) {
            r += __shfl_sync(0xffffffffu, r, 0); /* error P080 */
        }
    }
    return r;
}
/*
 * check-name: adversarial: PRISM_ID and PRISM_GROUP built by ##, a call through __VA_OPT__
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_pasted_dsl.cu:26:34: error: PRISM_ID(thread[1]) in code at thread[1] is always 0: the code is one thread[1] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
adv_macro_pasted_dsl.cu:26:34: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
adv_macro_pasted_dsl.cu:26:34: note: see: prism-check --explain P033
adv_macro_pasted_dsl.cu:27:14: error: 'add2' takes 2 arguments, 1 given [P075]
adv_macro_pasted_dsl.cu:13:9: note: in expansion of macro 'CALL' defined here
adv_macro_pasted_dsl.cu:15:1: note: 'add2' is declared here
adv_macro_pasted_dsl.cu:27:14: note: fix: pass exactly the parameters the callee declares, in order
adv_macro_pasted_dsl.cu:27:14: note: see: prism-check --explain P075
adv_macro_pasted_dsl.cu:31:18: error: '__shfl_sync' is a thread[32] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
adv_macro_pasted_dsl.cu:31:18: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
adv_macro_pasted_dsl.cu:31:18: note: fix: call it outside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1], in the code at thread[32], by every thread of the unit, and use its result inside (v = __shfl_sync(...); PRISM_GROUP(THREAD(1)) { if (lane < k) s += v; })
adv_macro_pasted_dsl.cu:31:18: note: see: prism-check --explain P080
 * check-error-end
 */
