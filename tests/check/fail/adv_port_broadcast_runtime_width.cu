/*
 * adv_port_broadcast_runtime_width.cu - a warp-per-row kernel for short
 * rows (cols <= 32, cols a power of two, several rows per warp) that
 * broadcasts each row's maximum from its first lane with the row width
 * given at run time: m = __shfl_sync(FULL, v, 0, cols).  With cols < 32
 * every segment gets its own lane 0's value: m differs between the rows
 * of one warp, and a warp-wide loop bounded by it diverges around the
 * warp's shuffles.  A broadcast whose width is not a constant is uniform
 * over no known unit (SPEC 5.2: thread[1]); kept in a thread[32] variable
 * it is P030.
 */
#include "prism.h"

PRISM_KERNEL(short_rows, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, cols, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = in[g] & 3;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(32)) const int32_t m = __shfl_sync(0xffffffffu, v, 0, cols); /* error P030 */
            for (int k = 0; k < m; k++)
                v += __shfl_xor_sync(0xffffffffu, v, 1);
            PRISM_GROUP(THREAD(1)) { o[0] = v; }
        }
    }
}
/*
 * check-name: adversarial port: a broadcast with a run-time width taken as uniform over the warp
 * check-exit-value: 1
 *
 * check-error-start
adv_port_broadcast_runtime_width.cu:22:48: error: 'm' at thread[32] cannot receive a thread[1] value (from the result of '__shfl_sync'): values flow only from broader to narrower [P030]
adv_port_broadcast_runtime_width.cu:22:48: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_port_broadcast_runtime_width.cu:22:48: note: fix: declare 'm' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
adv_port_broadcast_runtime_width.cu:22:48: note: see: prism-check --explain P030
 * check-error-end
 */
