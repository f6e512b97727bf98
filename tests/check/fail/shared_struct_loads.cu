/*
 * shared_struct_loads.cu - what a __shared__ struct holds is the block's
 * memory, which other threads may change: reading it in block code gives
 * a per-thread value, even through an array member (s.rows[1][0] is a
 * load, not an element of a value as p.dims[1] of a struct parameter
 * is), and an address indexed by a thread's id is per thread.  The
 * addresses themselves are block-wide (pass/adv_run_shared_struct_address.cu).
 */
#include "prism.h"

typedef struct {
    int rows[2][64];
    int x;
} ssl_tile;

PRISM_KERNEL(shared_struct_loads, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        __shared__ ssl_tile s;
        int v = s.x;             /* error P030 */
        int y = s.rows[1][0];    /* error P030 */
        int *q = s.rows[g & 1];  /* error P030 */
        int *z = &s.rows[0][g];  /* error P030 */
        ssl_tile t = s;          /* error P030 */
        int u = (&s)->x;         /* error P030 */
        (void)v;
        (void)y;
        (void)q;
        (void)z;
        (void)t;
        (void)u;
    }
    (void)out;
}
/*
 * check-name: reads of a __shared__ struct's members and elements in block code are per-thread values (P030)
 * check-exit-value: 1
 *
 * check-error-start
shared_struct_loads.cu:22:13: error: 'v' at block[1] cannot receive a thread[1] value (from the __shared__ variable 's', which other threads may change): values flow only from broader to narrower [P030]
shared_struct_loads.cu:22:13: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
shared_struct_loads.cu:22:13: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
shared_struct_loads.cu:22:13: note: see: prism-check --explain P030
shared_struct_loads.cu:23:13: error: 'y' at block[1] cannot receive a thread[1] value (from memory read through non-const 's'): values flow only from broader to narrower [P030]
shared_struct_loads.cu:23:13: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
shared_struct_loads.cu:23:13: note: fix: declare 'y' PRISM_AT(THREAD(1)): a read of memory is per-thread to the checker (another thread may write it); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
shared_struct_loads.cu:24:14: error: 'q' at block[1] cannot receive a thread[1] value (from 'g'): values flow only from broader to narrower [P030]
shared_struct_loads.cu:19:35: note: 'g' is declared thread[1] here
shared_struct_loads.cu:24:14: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
shared_struct_loads.cu:24:14: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
shared_struct_loads.cu:25:14: error: 'z' at block[1] cannot receive a thread[1] value (from 'g'): values flow only from broader to narrower [P030]
shared_struct_loads.cu:19:35: note: 'g' is declared thread[1] here
shared_struct_loads.cu:25:14: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
shared_struct_loads.cu:25:14: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
shared_struct_loads.cu:26:18: error: 't' at block[1] cannot receive a thread[1] value (from the __shared__ variable 's', which other threads may change): values flow only from broader to narrower [P030]
shared_struct_loads.cu:26:18: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
shared_struct_loads.cu:26:18: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
shared_struct_loads.cu:27:13: error: 'u' at block[1] cannot receive a thread[1] value (from the __shared__ variable 's', which other threads may change): values flow only from broader to narrower [P030]
shared_struct_loads.cu:27:13: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
shared_struct_loads.cu:27:13: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
 * check-error-end
 */
