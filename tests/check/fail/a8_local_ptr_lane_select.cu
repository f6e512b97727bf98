/* expect: P030 */
/* form: pointer to one of two block-level locals chosen by arithmetic on the thread id, then stored through */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) int pair[2] = {0, 0};
    PRISM_AT(BLOCK(1)) int *p = &pair[0]; /* error P030 */
    p[t & 1] = 1; /* error P040 */
    if (pair[0])
        prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): pointer to one of two block-level locals chosen by arithmetic on the thread id, then stored through
 * check-exit-value: 1
 *
 * check-error-start
a8_local_ptr_lane_select.cu:8:29: error: 'p' at block[1] cannot receive a thread[1] value (from the address of local 'pair'): values flow only from broader to narrower [P030]
a8_local_ptr_lane_select.cu:8:29: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_local_ptr_lane_select.cu:8:29: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
a8_local_ptr_lane_select.cu:8:29: note: see: prism-check --explain P030
a8_local_ptr_lane_select.cu:9:5: error: store through 'p', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
a8_local_ptr_lane_select.cu:9:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
a8_local_ptr_lane_select.cu:9:5: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
a8_local_ptr_lane_select.cu:9:5: note: see: prism-check --explain P040
 * check-error-end
 */
