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
 * check-known-to-fail
 *
 * check-error-start
adv_undef_syncthreads.cu:8:0: error: P105 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
