/*
 * adv_ok_own_callee_partition_other_buffer.cu - the look-alike of adv_own_grid_callee_partition: the
 * kernel calls a helper that doubles data through a grid-level write
 * partition and afterwards touches only res and its own register copy.
 */
#include "prism.h"

PRISM_DEVICE(void, scale, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, data, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(d, data, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < n) d[0] = 2.0f * d[0]; }
    }
}
PRISM_KERNEL(callee_then_other, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, data, GRID(1)), PRISM_PARAM(float *, res, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const float mine = g < n ? data[g] : 0.0f;
    PRISM_CALL(scale, data, n);
    PRISM_PARTITION(r, res, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < n) r[0] = mine + 1.0f; }
    }
}
/*
 * check-name: adversarial (ownership): a callee's grid write partition, then only other buffers are used
 *
 * check-error-start
 * check-error-end
 */
