/* expect: P032 */
/* form: macro hides a for loop and a per-lane break; a shuffle is in the loop body */
#include "prism.h"
#define UNTIL(c) for (int i_ = 0; i_ < 8; i_++) if (c) break; else
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int s = v;
    UNTIL(s > 1000) { s += prism_shfl_xor(s, 1); } /* error P032 */
    return s;
}
/*
 * check-name: red team A8 (convergence): macro hides a for loop and a per-lane break; a shuffle is in the loop body
 * check-exit-value: 1
 *
 * check-error-start
a8_macro_for_each_break.cu:8:11: error: the condition of 'if' reads 's' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_macro_for_each_break.cu:4:9: note: in expansion of macro 'UNTIL' defined here
a8_macro_for_each_break.cu:7:29: note: 's' is declared thread[1] here
a8_macro_for_each_break.cu:8:28: note: at stake: this 'prism_shfl_xor' would run on only some threads of each thread[32]: the others never reach it
a8_macro_for_each_break.cu:8:11: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective); keep the work under the opposite condition in thread code instead: PRISM_GROUP(THREAD(1)) { if (i < n) { ... } } (docs/GUIDE.md, 'Bounds checks and per-thread loops')
a8_macro_for_each_break.cu:8:11: note: see: prism-check --explain P032
 * check-error-end
 */
