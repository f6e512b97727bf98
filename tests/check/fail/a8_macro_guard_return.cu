/* expect: P032 */
/* form: macro expanding to if (...) return; guards a block reduction-style barrier */
#include "prism.h"
#define GUARD(c) if (c) return
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    GUARD(t >= n); /* error P032 */
    prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): macro expanding to if (...) return; guards a block reduction-style barrier
 * check-exit-value: 1
 *
 * check-error-start
a8_macro_guard_return.cu:8:11: error: the condition of 'if' reads 't' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
a8_macro_guard_return.cu:4:9: note: in expansion of macro 'GUARD' defined here
a8_macro_guard_return.cu:7:35: note: 't' is declared thread[1] here
a8_macro_guard_return.cu:8:11: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_macro_guard_return.cu:8:11: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective); keep the work under the opposite condition in thread code instead: PRISM_GROUP(THREAD(1)) { if (i < n) { ... } } (docs/GUIDE.md, 'Bounds checks and per-thread loops')
a8_macro_guard_return.cu:8:11: note: see: prism-check --explain P032
 * check-error-end
 */
