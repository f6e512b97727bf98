/*
 * adv_macro_checker_guard.cu - code the author hid from the checker with
 * `#ifndef __PRISM_CHECK__` ("the checker does not like this barrier, but
 * it is needed"): gcc and nvcc compile the __syncthreads() in warp code,
 * where one warp waits at a block barrier the other warps reach
 * elsewhere or never (a hang, or two barriers matched), and the checker,
 * which predefines __PRISM_CHECK__ (SPEC 12), never sees it.  The escape
 * hatch for code the checker cannot verify is PRISM_UNSAFE, which a
 * reviewer can find; this one is a preprocessor test.  Was a hole: now
 * P107, a test of __PRISM_CHECK__ inside a checked function's body.
 */
#include "prism.h"

PRISM_DEVICE(void, warp_then_block, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(THREAD(32)) {
        (void)n;
#ifndef __PRISM_CHECK__ /* error P107 */
        __syncthreads();
#endif
    }
}
/*
 * check-name: adversarial: a barrier hidden from the checker by #ifndef __PRISM_CHECK__
 * check-exit-value: 1
 *
 * check-error-start
adv_macro_checker_guard.cu:19:9: error: a test of __PRISM_CHECK__ inside a checked function's body: gcc and nvcc would build code other than what prism-check checks [P107]
adv_macro_checker_guard.cu:19:9: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
adv_macro_checker_guard.cu:19:9: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
adv_macro_checker_guard.cu:19:9: note: see: prism-check --explain P107
 * check-error-end
 */
