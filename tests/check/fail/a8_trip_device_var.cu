/* expect: P030 */
/* form: trip count from a __device__ global variable other threads may change */
#include "prism.h"
__device__ int g_rounds;
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) const int n = g_rounds; /* error P030 */
    for (int i = 0; i < n; i++)
        prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): trip count from a __device__ global variable other threads may change
 * check-exit-value: 1
 *
 * check-error-start
a8_trip_device_var.cu:7:34: error: 'n' at block[1] cannot receive a thread[1] value (from 'g_rounds'): values flow only from broader to narrower [P030]
a8_trip_device_var.cu:4:16: note: 'g_rounds' is declared thread[1] here
a8_trip_device_var.cu:7:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_trip_device_var.cu:7:34: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
a8_trip_device_var.cu:7:34: note: see: prism-check --explain P030
 * check-error-end
 */
