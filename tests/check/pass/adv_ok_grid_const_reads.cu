/*
 * adv_ok_grid_const_reads.cu - every block reads its neighbours' part of
 * the input (a halo in global memory): the input is const and never
 * written in the kernel, so no grid-level ordering is needed (P066 is
 * about memory written through a grid partition).
 */
#include "prism.h"

PRISM_KERNEL(halo, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g > 0 && g + 1 < n)
                o[0] = in[g - 1] + in[g] + in[g + 1];
        }
    }
}
/*
 * check-name: adversarial legal: reading other blocks' input through a const pointer
 *
 * check-error-start
 * check-error-end
 */
