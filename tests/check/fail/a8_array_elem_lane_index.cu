/* expect: P030 */
/* form: block-level local array element written at a lane-dependent index (constant value): implicit flow through the index */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) int arr[2] = {0, 0};
    arr[t & 1] = 1; /* error P030 */
    if (arr[0])
        prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): block-level local array element written at a lane-dependent index (constant value): implicit flow through the index
 * check-exit-value: 1
 *
 * check-error-start
a8_array_elem_lane_index.cu:8:5: error: 'arr' at block[1] cannot receive a thread[1] value (from 't'): values flow only from broader to narrower [P030]
a8_array_elem_lane_index.cu:6:35: note: 't' is declared thread[1] here
a8_array_elem_lane_index.cu:8:5: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_array_elem_lane_index.cu:8:5: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
a8_array_elem_lane_index.cu:8:5: note: see: prism-check --explain P030
 * check-error-end
 */
