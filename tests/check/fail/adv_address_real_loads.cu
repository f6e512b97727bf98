/*
 * adv_address_real_loads.cu - the look-alikes of adv_ok_address_not_load
 * that do load: an element of a 2-D __shared__ array (`t2[1][0]`,
 * `*t2[1]`, `**t2`, `*&t2[1][0]`), and a pointer read from a __shared__
 * array of pointers, are values in memory other threads may write:
 * thread[1], which a block[1] local cannot receive (P030).  The
 * addresses (`t2[1]`, `*&a`) stay fine (red team A3 7).
 */
#include "prism.h"

PRISM_KERNEL(real_loads, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        __shared__ int t2[2][128];
        __shared__ int *ptrs[2];
        PRISM_SHARED(int, a, 128);
        int *row = t2[1];             /* fine: an address */
        int *cur = *&a;               /* fine: a itself */
        int e0 = t2[1][0];            /* error P030 */
        int e1 = *t2[1];              /* error P030 */
        int e2 = **t2;                /* error P030 */
        int e3 = *&t2[1][0];          /* error P030 */
        int *p = ptrs[1];             /* error P030 */
        (void)row; (void)cur; (void)e0; (void)e1; (void)e2; (void)e3; (void)p; (void)g;
    }
}
/*
 * check-name: adversarial: elements of a 2-D __shared__ array and pointers read from shared memory are loads (P030)
 * check-exit-value: 1
 *
 * check-error-start
adv_address_real_loads.cu:21:13: error: 'e0' at block[1] cannot receive a thread[1] value (from memory read through non-const 't2'): values flow only from broader to narrower [P030]
adv_address_real_loads.cu:21:13: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_address_real_loads.cu:21:13: note: fix: declare 'e0' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
adv_address_real_loads.cu:21:13: note: see: prism-check --explain P030
adv_address_real_loads.cu:22:13: error: 'e1' at block[1] cannot receive a thread[1] value (from memory read through non-const 't2'): values flow only from broader to narrower [P030]
adv_address_real_loads.cu:22:13: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_address_real_loads.cu:22:13: note: fix: declare 'e1' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
adv_address_real_loads.cu:23:13: error: 'e2' at block[1] cannot receive a thread[1] value (from memory read through non-const 't2'): values flow only from broader to narrower [P030]
adv_address_real_loads.cu:23:13: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_address_real_loads.cu:23:13: note: fix: declare 'e2' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
adv_address_real_loads.cu:24:13: error: 'e3' at block[1] cannot receive a thread[1] value (from memory read through non-const 't2'): values flow only from broader to narrower [P030]
adv_address_real_loads.cu:24:13: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_address_real_loads.cu:24:13: note: fix: declare 'e3' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
adv_address_real_loads.cu:25:14: error: 'p' at block[1] cannot receive a thread[1] value (from memory read through non-const 'ptrs'): values flow only from broader to narrower [P030]
adv_address_real_loads.cu:25:14: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_address_real_loads.cu:25:14: note: fix: declare 'p' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
 * check-error-end
 */
