/*
 * adv_uni_clock_steers.cu - CUDA's cycle counters, clock() and clock64(),
 * taken as block-uniform and used to decide whether the block meets at
 * __syncthreads() (SPEC 3.2, 5.1 P030).
 *
 * clock64() reads the SM's cycle counter when each thread executes it:
 * threads of one block (and certainly warps scheduled apart) get
 * different values, so `t0 & 1` sends some threads to a barrier the
 * others skip - a deadlock.  SPEC 3.2: a call's result is "the meet of
 * what they read from their arguments, unless the function's body ...
 * reads per-thread state: threadIdx and its kin, an atomic, a shuffle or
 * another intrinsic whose result is per thread ... or asm; then ... the
 * result ... is thread[1]".  The checker gives the argument-less
 * intrinsic the perspective of its (no) arguments, a constant, and
 * accepts both declarations as block[1].  (nvcc compiles this; the
 * emulator has no clock64.)
 */
#include "prism.h"

PRISM_DEVICE(void, clock_steers, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) const long long t0 = clock64();     /* error P030 */
    if (t0 & 1)
        prism_syncthreads();
    PRISM_AT(BLOCK(1)) const int t1 = (int)clock();        /* error P030 */
    for (int i = 0; i < (t1 & 3); i++)
        prism_syncthreads();
}
/*
 * check-name: adversarial buggy: clock64() and clock() taken as block[1] steer __syncthreads
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_uni_clock_steers.cu:22:0: error: P030 expected by the marker (bless.sh writes the text once the rule lands)
adv_uni_clock_steers.cu:25:0: error: P030 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
