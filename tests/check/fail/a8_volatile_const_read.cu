/*
 * a8_volatile_const_read.cu - red team A8: a spin on a flag read through
 * a `const volatile int *` grid parameter, the flag read into a block[1]
 * variable that steers __syncthreads.  SPEC 5.2 made a read through a
 * pointer to const uniform (the memory is not written while readable as
 * const), but volatile says another agent writes it: such a read is
 * thread[1] (P030), and warps may see different values.
 */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(const volatile int *, flag, GRID(1)))
{
    PRISM_AT(BLOCK(1)) int f = flag[0]; /* error P030 */
    while (f == 0) {
        prism_syncthreads();
        f = flag[0]; /* error P030 */
    }
}
/*
 * check-name: red-team A8: a read through a pointer to const volatile data is thread[1] (P030)
 * check-exit-value: 1
 *
 * check-error-start
a8_volatile_const_read.cu:12:28: error: 'f' at block[1] cannot receive a thread[1] value (from memory read through 'flag', a pointer to const volatile data another agent may write): values flow only from broader to narrower [P030]
a8_volatile_const_read.cu:12:28: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_volatile_const_read.cu:12:28: note: fix: declare 'f' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
a8_volatile_const_read.cu:12:28: note: see: prism-check --explain P030
a8_volatile_const_read.cu:15:9: error: 'f' at block[1] cannot receive a thread[1] value (from memory read through 'flag', a pointer to const volatile data another agent may write): values flow only from broader to narrower [P030]
a8_volatile_const_read.cu:15:9: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_volatile_const_read.cu:15:9: note: fix: declare 'f' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
 * check-error-end
 */
