/*
 * adv_undef_syncthreads.cu - "#define __syncthreads()" to silence a
 * deadlock while debugging, left in: the checker would count barriers that
 * the compiler never emits.
 */
#include "prism.h"

#define __syncthreads() /* error P105 */

PRISM_DEVICE(void, nobarrier, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    __syncthreads();
}
/*
 * check-name: adversarial: redefining __syncthreads away
 * check-exit-value: 1
 *
 * check-error-start
adv_undef_syncthreads.cu:8:9: error: definition of '__syncthreads', a CUDA built-in the checker relies on [P105]
adv_undef_syncthreads.cu:8:9: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
adv_undef_syncthreads.cu:8:9: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
adv_undef_syncthreads.cu:8:9: note: see: prism-check --explain P105
 * check-error-end
 */
