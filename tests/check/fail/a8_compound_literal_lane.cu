/* expect: P030 */
/* form: element of a compound literal indexed by the lane taken as a warp trip count */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(32)) const int n = (const int[]){1, 2}[lane & 1]; /* error P030 */
    for (int i = 0; i < n; i++)
        prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): element of a compound literal indexed by the lane taken as a warp trip count
 * check-exit-value: 1
 *
 * check-error-start
a8_compound_literal_lane.cu:7:36: error: 'n' at thread[32] cannot receive a thread[1] value (from 'lane'): values flow only from broader to narrower [P030]
a8_compound_literal_lane.cu:6:35: note: 'lane' is declared thread[1] here
a8_compound_literal_lane.cu:7:36: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_compound_literal_lane.cu:7:36: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
a8_compound_literal_lane.cu:7:36: note: see: prism-check --explain P030
 * check-error-end
 */
