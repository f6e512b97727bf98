/*
 * adv_macro_checker_guard.cu - code the author hid from the checker with
 * `#ifndef __PRISM_CHECK__` ("the checker does not like this barrier, but
 * it is needed"): gcc and nvcc compile the __syncthreads() in warp code,
 * where one warp waits at a block barrier the other warps reach
 * elsewhere or never (a hang, or two barriers matched), and the checker,
 * which predefines __PRISM_CHECK__ (SPEC 12), never sees it.  The escape
 * hatch for code the checker cannot verify is PRISM_UNSAFE, which a
 * reviewer can find; this one is a preprocessor test.
 */
#include "prism.h"

PRISM_DEVICE(void, warp_then_block, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(THREAD(32)) {
        (void)n;
#ifndef __PRISM_CHECK__
        __syncthreads(); /* error P080 */
#endif
    }
}
/*
 * check-name: adversarial: a barrier hidden from the checker by #ifndef __PRISM_CHECK__
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_macro_checker_guard.cu:19:0: error: P080 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
