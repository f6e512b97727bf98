/*
 * adv_ok_macro_half_scope.cu - the same BEGIN/END macros used right: the
 * warp id taken before WARP_BEGIN, the broadcast in the warp's code, the
 * lane's code holding only per-lane work, and a macro-opened partition
 * whose body reads only through its own view.
 */
#include "prism.h"

#define WARP_BEGIN PRISM_GROUP(WARP(1)) {
#define WARP_END }
#define LANES_BEGIN PRISM_GROUP(THREAD(1)) {
#define LANES_END }
#define WARP_IDX ((int)PRISM_ID(THREAD(32)))
#define OWN_ROWS(y, x) PRISM_PARTITION(y, x, THREAD(1), PRISM_ID(THREAD(1)) * 4) {
#define END_OWN }

PRISM_DEVICE(void, per_warp_tiles, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) float x = v;
    PRISM_AT(THREAD(32)) const int w = WARP_IDX;
    WARP_BEGIN
        x = __shfl_sync(0xffffffffu, x, 0) + (float)w;
        LANES_BEGIN
            x = x * 2.0f;
        LANES_END
    WARP_END
    OWN_ROWS(row, out)
        LANES_BEGIN
            row[0] = 0.5f * (row[0] + row[1]) + x;
        LANES_END
    END_OWN
}
/*
 * check-name: adversarial legal: BEGIN/END half-scope macros with the ids taken outside
 *
 * check-error-start
 * check-error-end
 */
