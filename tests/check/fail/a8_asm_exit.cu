/* expect: P082 */
/* form: asm("exit;") for odd lanes in thread code before a warp shuffle */
#include "prism.h"
PRISM_DEVICE(int, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        if (lane & 1)
            asm volatile("exit;"); /* error P082 */
    }
    return prism_shfl_xor(v, 1);
}
/*
 * check-name: red team A8 (convergence): asm("exit;") for odd lanes in thread code before a warp shuffle
 * check-exit-value: 1
 *
 * check-error-start
a8_asm_exit.cu:9:13: error: inline asm outside PRISM_UNSAFE: the checker cannot see which threads it needs [P082]
a8_asm_exit.cu:9:13: note: fix: wrap inline assembly in PRISM_UNSAFE { ... }, or use the intrinsic the checker knows
a8_asm_exit.cu:9:13: note: see: prism-check --explain P082
 * check-error-end
 */
