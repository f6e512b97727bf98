/*
 * fig12_flow.cu - Fig. 12: a thread[1] value written into a block[1] variable
 */
#include "prism.h"
PRISM_DEVICE(void, fig12, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int x = (int)PRISM_ID(THREAD(1)) % 2;
    PRISM_AT(BLOCK(1)) int y = 0;
    y = x; /* error P030 */
    if (y)
        prism_syncthreads();
}
/*
 * check-name: Fig. 12: a thread[1] value written into a block[1] variable
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
fig12_flow.cu:9:5: error: 'y' at block[1] cannot receive a thread[1] value (from 'x'): values flow only from broader to narrower [P030]
fig12_flow.cu:7:35: note: 'x' is declared thread[1] here
fig12_flow.cu:9:5: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
fig12_flow.cu:9:5: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
fig12_flow.cu:9:5: note: see: prism-check --explain P030
 * check-error-end
 */
