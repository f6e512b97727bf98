/* expect: P084 */
/* form: __syncwarp(__activemask()) after a per-lane region */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    __syncwarp(__activemask()); /* error P084 */
}
/*
 * check-name: red team A8 (convergence): __syncwarp(__activemask()) after a per-lane region
 * check-exit-value: 1
 *
 * check-error-start
a8_mask_activemask_in_branch.cu:6:16: error: mask '__activemask()' of '__syncwarp' names the lanes that happen to be converged, not the lanes of the thread[32] unit that runs it; use PRISM_LANEMASK() [P084]
a8_mask_activemask_in_branch.cu:6:16: note: at stake: a mask computed at run time cannot be proved to name the running lanes
a8_mask_activemask_in_branch.cu:6:16: note: fix: use PRISM_LANEMASK() (the lanes of the code's unit) or a constant
a8_mask_activemask_in_branch.cu:6:16: note: see: prism-check --explain P084
 * check-error-end
 */
