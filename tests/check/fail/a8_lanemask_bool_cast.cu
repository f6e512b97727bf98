/* expect: P084 */
/* form: (_Bool)PRISM_LANEMASK() gives mask 1 */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32), THREAD(16)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(16)) {
        __syncwarp((_Bool)PRISM_LANEMASK()); /* error P084 */
    }
}
/*
 * check-name: red team A8 (convergence): (_Bool)PRISM_LANEMASK() gives mask 1
 * check-exit-value: 1
 *
 * check-error-start
a8_lanemask_bool_cast.cu:7:20: error: mask of '__syncwarp' is neither a constant nor PRISM_LANEMASK(): the checker cannot show that it names exactly the lanes of the thread[16] unit that runs it [P084]
a8_lanemask_bool_cast.cu:7:20: note: at stake: a mask computed at run time cannot be proved to name the running lanes
a8_lanemask_bool_cast.cu:7:20: note: fix: use PRISM_LANEMASK() (the lanes of the code's unit) or a constant
a8_lanemask_bool_cast.cu:7:20: note: see: prism-check --explain P084
 * check-error-end
 */
