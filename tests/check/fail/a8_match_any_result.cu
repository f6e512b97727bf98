/* expect: P030 */
/* form: __match_any_sync result (per lane) used as a warp value */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(THREAD(32)) const unsigned m = __match_any_sync(0xffffffffu, x); /* error P030 */
    if (m == 0xffffffffu)
        prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): __match_any_sync result (per lane) used as a warp value
 * check-exit-value: 1
 *
 * check-error-start
a8_match_any_result.cu:6:41: error: 'm' at thread[32] cannot receive a thread[1] value (from the result of '__match_any_sync'): values flow only from broader to narrower [P030]
a8_match_any_result.cu:6:41: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_match_any_result.cu:6:41: note: fix: declare 'm' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of thread[32] takes (a condition around a collective), compute it with a collective uniform over it: __any_sync, __all_sync, __reduce_*_sync, or prism_shfl(v, 0) of a constant lane
a8_match_any_result.cu:6:41: note: see: prism-check --explain P030
 * check-error-end
 */
