/*
 * adv_flow_cast_uniform.cu - `(int)` on a per-thread float, assigned to a
 * block-level variable that then bounds a loop with a barrier.
 */
#include "prism.h"

PRISM_DEVICE(void, casted, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, f, THREAD(1)))
{
    PRISM_AT(BLOCK(1)) const int rounds = (int)f; /* error P030 */
    for (int r = 0; r < rounds; r++)
        prism_syncthreads();
}
/*
 * check-name: adversarial: a cast does not make a per-thread value uniform
 * check-exit-value: 1
 *
 * check-error-start
adv_flow_cast_uniform.cu:10:34: error: 'rounds' at block[1] cannot receive a thread[1] value (from 'f'): values flow only from broader to narrower [P030]
adv_flow_cast_uniform.cu:8:33: note: 'f' is declared thread[1] here
 * check-error-end
 */
