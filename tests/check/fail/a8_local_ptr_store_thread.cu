/* expect: P040 */
/* form: pointer to a warp-level local written from thread code (implicit per-lane value in a warp variable) */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(32)) int n = 0;
    int *p = &n; /* error P030 */
    PRISM_GROUP(THREAD(1)) { *p = lane; } /* error P040 */
    for (int i = 0; i < n; i++)
        prism_syncwarp();
}
/*
 * check-name: red team A8 (convergence): pointer to a warp-level local written from thread code (implicit per-lane value in a warp variable)
 * check-exit-value: 1
 *
 * check-error-start
a8_local_ptr_store_thread.cu:8:10: error: 'p' at thread[32] cannot receive a thread[1] value (from the address of local 'n'): values flow only from broader to narrower [P030]
a8_local_ptr_store_thread.cu:8:10: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_local_ptr_store_thread.cu:8:10: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
a8_local_ptr_store_thread.cu:8:10: note: see: prism-check --explain P030
a8_local_ptr_store_thread.cu:9:31: error: store through 'p', which is thread[32] data: only a thread[1] pointer (from a partition) may be written [P040]
a8_local_ptr_store_thread.cu:9:31: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
a8_local_ptr_store_thread.cu:9:31: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
a8_local_ptr_store_thread.cu:9:31: note: see: prism-check --explain P040
 * check-error-end
 */
