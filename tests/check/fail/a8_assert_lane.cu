/* expect: P032 */
/* form: assert(lane < 16) (expands to a ?: on the lane with a call) before a __syncwarp */
#include "prism.h"
#include <assert.h>
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    assert(lane < 16); /* error P032 */
    prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): assert(lane < 16) (expands to a ?: on the lane with a call) before a __syncwarp
 * check-exit-value: 1
 *
 * check-error-start
a8_assert_lane.cu:8:12: error: the condition of 'assert' reads 'lane' at thread[1] in code at thread[32]: threads of one thread[32] could take different paths [P032]
a8_assert_lane.cu:7:35: note: 'lane' is declared thread[1] here
a8_assert_lane.cu:8:12: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
a8_assert_lane.cu:8:12: note: fix: assert at the perspective of the values it tests: in thread code, PRISM_GROUP(THREAD(1)) { assert(...); }, or on values the whole unit shares
a8_assert_lane.cu:8:12: note: see: prism-check --explain P032
 * check-error-end
 */
