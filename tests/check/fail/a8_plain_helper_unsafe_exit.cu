/* expect: P082 */
/* form: plain helper whose PRISM_UNSAFE statement runs asm("exit;") on its argument, called with the lane before __syncwarp */
#include "prism.h"
__device__ void bail(int x) { PRISM_UNSAFE { if (x) asm volatile("exit;"); } }
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    bail(lane & 1); /* error P032 */
    prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): plain helper whose PRISM_UNSAFE statement runs asm("exit;") on its argument, called with the lane before __syncwarp
 * check-exit-value: 1
 *
 * check-error-start
a8_plain_helper_unsafe_exit.cu:8:5: error: the call of 'bail', which may end the thread, reads the per-thread state 'bail' reads (threadIdx, an asm, an atomic, a shuffle, a shared or __device__ variable, a function it does not read) at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_plain_helper_unsafe_exit.cu:8:5: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_plain_helper_unsafe_exit.cu:8:5: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective): call 'bail' from thread code, PRISM_GROUP(THREAD(1)) { ... }, or on values the whole unit shares
a8_plain_helper_unsafe_exit.cu:8:5: note: see: prism-check --explain P032
 * check-error-end
 */
