/*
 * switch_budget.cu - allocations in separate switch cases share their bytes
 *
 * Only one case runs, so the peak is the larger case (as for if/else);
 * a case that falls through adds to the next (fail/shared_budget.cu).
 */
#include "prism.h"

PRISM_DEVICE(void, modes, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int, mode, BLOCK(1)))
{
    switch (mode) {
    case 0: {
        PRISM_SHARED(float, a, 256);             /* 1024 */
        (void)a;
        break;
    }
    default: {
        PRISM_SHARED(float, b, 256);             /* 1024, not 2048 */
        (void)b;
        break;
    }
    }
}
/*
 * check-name: allocations in separate switch cases share their bytes
 *
 * check-error-start
 * check-error-end
 */
