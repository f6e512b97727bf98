/*
 * asm_goto_device.cu - an asm goto in device code (SPEC 13.3 P106; red team
 * rt20): its jumps go to labels no pass follows, so one out of a
 * PRISM_UNSAFE past a helper's barrier let the caller drop its own; nvcc's
 * device code has no asm goto either.
 */
#include "prism.h"

PRISM_DEVICE(int, meet_asm, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_UNSAFE {
        if (n == 0)
            asm goto("" :::: out); /* error P106 */
    }
    __syncthreads();
out:
    return n;
}

/*
 * check-name: asm goto in device code (P106)
 * check-exit-value: 1
 *
 * check-error-start
asm_goto_device.cu:13:17: error: asm goto in device code: the jumps to its labels are not followed, and nvcc's device code has no asm goto [P106]
asm_goto_device.cu:13:17: note: at stake: a barrier written anywhere else would order the wrong accesses
asm_goto_device.cu:13:17: note: fix: write the statements out at the macro's use (or pass them to a macro that uses its argument once, without # or ##), or end the macro's first part with PRISM_SYNC(); keep #if __CUDA_ARCH__ to code that needs no barrier
asm_goto_device.cu:13:17: note: see: prism-check --explain P106
 * check-error-end
 */
