/*
 * kernel_bound.cu - a kernel whose bound does not begin with GRID(1)
 */
#include "prism.h"
PRISM_KERNEL(blocky, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), /* error P110 */
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}
/*
 * check-name: a kernel whose bound does not begin with GRID(1)
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
kernel_bound.cu:5:37: error: kernel 'blocky' must begin its bound with GRID(1), not block[1]: a launch runs the whole grid [P110]
kernel_bound.cu:5:37: note: fix: begin the kernel's bound with GRID(1): PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(n))
kernel_bound.cu:5:37: note: see: prism-check --explain P110
 * check-error-end
 */
