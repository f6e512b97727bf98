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
adv_flow_cast_uniform.cu:10:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_flow_cast_uniform.cu:10:34: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_flow_cast_uniform.cu:10:34: note: see: prism-check --explain P030
 * check-error-end
 */
