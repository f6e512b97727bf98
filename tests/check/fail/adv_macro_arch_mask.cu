/*
 * adv_macro_arch_mask.cu - a mask chosen per architecture: on sm_90 the
 * author "knows" only the first half-warp has data and narrows the
 * ballot's mask.  The code runs in whole-warp code, so on sm_90 lanes
 * 16-31 call __ballot_sync without being named (undefined behaviour);
 * the host and sm_80 views are fine, so the bug lives only in the device
 * pass that sees __CUDA_ARCH__ = 900.
 */
#include "prism.h"

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
#define VOTE_MASK 0x0000ffffu
#else
#define VOTE_MASK 0xffffffffu
#endif

PRISM_DEVICE(unsigned, votes, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, p, THREAD(1)))
{
    PRISM_AT(THREAD(32)) const unsigned r = __ballot_sync(VOTE_MASK, p); /* error P083 */
    return r;
}
/*
 * check-name: adversarial: a lane mask that is wrong only where __CUDA_ARCH__ >= 900
 * check-exit-value: 1
 * check-command: prism-check --cuda-arch=80,90a $file
 *
 * check-error-start
adv_macro_arch_mask.cu:20:59: error: mask 0x0000ffff of '__ballot_sync' names 16 of the 32 lanes that run it: code here is thread[32], so each warp runs it with all its lanes; use 0xffffffff (PRISM_FULL_MASK) [P083]
adv_macro_arch_mask.cu:12:9: note: in expansion of macro 'VOTE_MASK' defined here
adv_macro_arch_mask.cu:11:13: note: in the device pass for sm_90a, __CUDA_ARCH__=900 (--cuda-arch)
adv_macro_arch_mask.cu:20:59: note: at stake: lanes outside the mask would skip the collective, or lanes of another unit would be waited for
adv_macro_arch_mask.cu:20:59: note: fix: use PRISM_FULL_MASK for a warp, or PRISM_LANEMASK() for the unit running the code
adv_macro_arch_mask.cu:20:59: note: see: prism-check --explain P083
 * check-error-end
 */
