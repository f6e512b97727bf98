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
 *
 * check-error-start
adv_uni_clock_steers.cu:22:40: error: 't0' at block[1] cannot receive a thread[1] value (from the result of 'clock64'): values flow only from broader to narrower [P030]
adv_uni_clock_steers.cu:22:40: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_clock_steers.cu:22:40: note: fix: declare 't0' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
adv_uni_clock_steers.cu:22:40: note: see: prism-check --explain P030
adv_uni_clock_steers.cu:25:34: error: 't1' at block[1] cannot receive a thread[1] value (from the result of 'clock'): values flow only from broader to narrower [P030]
adv_uni_clock_steers.cu:25:34: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_clock_steers.cu:25:34: note: fix: declare 't1' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
 * check-error-end
 */
