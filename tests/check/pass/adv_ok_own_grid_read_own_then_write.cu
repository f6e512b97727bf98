/*
 * adv_ok_own_grid_read_own_then_write.cu - the look-alike of adv_own_grid_shift_in_place: each
 * thread reads its own element before the grid-level write partition and
 * stores it back scaled; no block reads what another block writes.
 */
#include "prism.h"

PRISM_KERNEL(read_own_then_write, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, data, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const float mine = g < n ? data[g] : 0.0f;
    PRISM_PARTITION(d, data, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < n) d[0] = 2.0f * mine; }
    }
}
/*
 * check-name: adversarial (ownership): read the own element, then write it through a grid partition
 *
 * check-error-start
 * check-error-end
 */
