/*
 * own_grid_element_kept.cu - look-alikes of own_grid_element_moved.cu
 * that keep SPEC 6.6's own-element exemption: the offset variable is
 * assigned only after the partition (or only before the read, outside
 * any loop around it: own_grid_element_by_value); the part is written at
 * [0] and through `*xg`, in a constant index that folds to 0.
 */
#include "prism.h"

PRISM_KERNEL(kept, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) int off = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(THREAD(1)) { if (off < n) v = x[off]; }
    PRISM_PARTITION(xg, x, THREAD(1), off) {
        PRISM_GROUP(THREAD(1)) {
            if (off < n) {
                xg[0] = 2.0f * v;
                *xg += 1.0f;
                xg[1 - 1] -= 1.0f;
            }
        }
    }
    off = off + 1; /* after the partition: no unit's element changes under it */
    (void)off;
}

/*
 * check-name: legal: the own element read, then written at [0] through a partition at the unchanged offset
 *
 * check-error-start
 * check-error-end
 */
