/* expect: P032 */
/* form: plain helper that traps on its argument, called with the lane before __syncwarp (hidden early exit, no condition at the call site) */
#include "prism.h"
__device__ void bail(int x) { if (x) __trap(); }
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    bail(lane & 1); /* error P032 */
    prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): plain helper that traps on its argument, called with the lane before __syncwarp (hidden early exit, no condition at the call site)
 * check-exit-value: 1
 *
 * check-error-start
a8_plain_helper_trap_lane.cu:8:10: error: the call of 'bail', which may end the thread, reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_plain_helper_trap_lane.cu:7:35: note: 'lane' is declared thread[1] here
a8_plain_helper_trap_lane.cu:8:10: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_plain_helper_trap_lane.cu:8:10: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective): call 'bail' from thread code, PRISM_GROUP(THREAD(1)) { ... }, or on values the whole unit shares
a8_plain_helper_trap_lane.cu:8:10: note: see: prism-check --explain P032
 * check-error-end
 */
