/*
 * smem_device_limit.cu - a kernel budget above 227 KiB
 */
#include "prism.h"
PRISM_KERNEL(greedy, PRISM_REQUIRES(GRID(1), BLOCK(1)), PRISM_SMEM(240 * 1024), /* error P054 */
             PRISM_PARAM(int, n, GRID(1)))
{
    (void)n;
}
/*
 * check-name: a kernel budget above 227 KiB
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
smem_device_limit.cu:5:68: error: 'greedy' declares 245760 bytes of shared memory, above the device limit of 232448 (227 KiB) [P054]
smem_device_limit.cu:5:68: note: at stake: no GPU can launch the kernel
smem_device_limit.cu:5:68: note: fix: keep PRISM_SMEM at or below 227 KiB; tile the data so a block needs less
smem_device_limit.cu:5:68: note: see: prism-check --explain P054
 * check-error-end
 */
