/*
 * adv_async2_sync_inside_scope.cu - "the copies are issued, so meet and
 * use the tile": the author puts a block barrier inside the async scope,
 * after the copies, and reads the stage by its original name there.  A
 * barrier does not wait for cp.async copies: on the GPU the read sees the
 * tile before they land.  SPEC 6.5: x is hidden inside its async scope
 * (P061; also a C compile error); the read belongs after the scope.
 */
#include "prism.h"

PRISM_DEVICE(float, wait_inside, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_ASYNC(t_a, tile) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(t_a + i, src + i);
        }
        PRISM_SYNC();
        PRISM_GROUP(THREAD(1)) { r = tile[(i + 4) % 128]; } /* error P061 */
    }
    return r;
}
/*
 * check-name: adversarial: a wait and a barrier inside the async scope, then the stage read by its name
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_sync_inside_scope.cu:22:38: error: 'tile' is hidden inside the PRISM_ASYNC that narrows it; use 't_a' [P061]
adv_async2_sync_inside_scope.cu:17:5: note: 'tile' is narrowed to 't_a' here
adv_async2_sync_inside_scope.cu:22:38: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async2_sync_inside_scope.cu:22:38: note: fix: inside PRISM_ASYNC the memory is in flight: 't_a' is only the destination of prism_cp_async*; read 'tile' after the scope ends
adv_async2_sync_inside_scope.cu:22:38: note: see: prism-check --explain P061
 * check-error-end
 */
