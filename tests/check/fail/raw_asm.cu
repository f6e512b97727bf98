/*
 * raw_asm.cu - inline asm outside unsafe code
 */
#include "prism.h"
PRISM_DEVICE(void, fence, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0))
{
    __asm__ volatile("" ::: "memory"); /* error P082 */
}

PRISM_UNSAFE PRISM_DEVICE(void, fence_ok, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0))
{
    __asm__ volatile("" ::: "memory");
}
/*
 * check-name: inline asm outside unsafe code
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
raw_asm.cu:7:5: error: inline asm outside PRISM_UNSAFE: the checker cannot see which threads it needs [P082]
raw_asm.cu:7:5: note: fix: wrap inline assembly in PRISM_UNSAFE { ... }, or use the intrinsic the checker knows
raw_asm.cu:7:5: note: see: prism-check --explain P082
 * check-error-end
 */
