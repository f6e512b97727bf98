/*
 * adv_ok_own_overlapping_args_sequential.cu - a helper receives the same tile twice (tile and tile +
 * 16) and partitions each to warps in turn, never using one inside the
 * other's scope: legal (SPEC 6.3 rejects only a use inside the other's
 * scope), and the second partition must be ordered after the first as one
 * memory (docs/SYNC.md 9).
 */
#include "prism.h"

PRISM_DEVICE(void, warp_rows, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(float *, a, BLOCK(1)), PRISM_PARAM(float *, b, BLOCK(1)))
{
    PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(pa, a, THREAD(32), w * 32) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(x, pa, THREAD(1), l) { PRISM_GROUP(THREAD(1)) { x[0] = 1.0f; } }
        }
    }
    PRISM_PARTITION(pb, b, THREAD(32), w * 32) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(x, pb, THREAD(1), l) { PRISM_GROUP(THREAD(1)) { x[0] += 2.0f; } }
        }
    }
}
PRISM_DEVICE(void, caller, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(512))
{
    PRISM_SHARED(float, tile, 96);
    PRISM_CALL(warp_rows, tile, tile + 16);
}
/*
 * check-name: adversarial (ownership): one tile passed twice, narrowed in two scopes one after the other
 *
 * check-error-start
 * check-error-end
 */
