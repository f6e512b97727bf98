/*
 * adv_uni_const_param_same_param_atomic.cu - the look-alike of
 * pass/adv_ok_const_param_other_param_atomics.cu with the atomics on the
 * buffer the round count is read from (through a const view of the same
 * parameter): threads that run ahead bump cfg[0] while others read it, so
 * the loop around __syncthreads runs a different number of rounds in
 * different threads (SPEC 5.2: the read is thread[1]).
 */
#include "prism.h"

PRISM_KERNEL(rounds_self, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, cfg, GRID(1)), PRISM_PARAM(const int *, in, GRID(1)))
{
    const int *view = cfg;
    const int rounds = view[0]; /* error P030 */
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    for (int r = 0; r < rounds; r++) {
        PRISM_GROUP(THREAD(1)) {
            if (in[g] == r)
                atomicAdd(&cfg[0], 1);
        }
        __syncthreads();
    }
}
/*
 * check-name: adversarial (uniformity): a const view of a parameter read as grid[1] while atomics update that parameter
 * check-exit-value: 1
 *
 * check-error-start
adv_uni_const_param_same_param_atomic.cu:15:15: error: 'rounds' at grid[1] cannot receive a thread[1] value (from memory read through 'view', which an atomic of this function may update): values flow only from broader to narrower [P030]
adv_uni_const_param_same_param_atomic.cu:15:15: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_uni_const_param_same_param_atomic.cu:15:15: note: fix: declare 'rounds' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of grid[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
adv_uni_const_param_same_param_atomic.cu:15:15: note: see: prism-check --explain P030
 * check-error-end
 */
