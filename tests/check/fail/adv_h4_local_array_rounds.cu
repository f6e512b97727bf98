/*
 * adv_h4_local_array_rounds.cu - a block[1] local array written by one
 * thread through a pointer to it.
 *
 * `cfg` is declared PRISM_AT(BLOCK(1)), so cfg[0] may bound a loop of
 * barriers.  A local array is each thread's own (registers or local
 * memory): `int *p = cfg; p[0] = t;` in thread code gives every thread a
 * different trip count, and the block's __syncthreads() are reached a
 * different number of times by each thread (a hang on the GPU).  Written
 * directly (`cfg[0] = t`, `*(cfg + 1) = t`) it is P031/P030/P040; through
 * a pointer variable made in thread code it is accepted.  SPEC 5.1
 * (P031), 6.1 (P040: `struct R *rp = &r` of a block[1] struct is P040
 * today, "takes a pointer into 'r' (block[1])").
 */
#include "prism.h"

PRISM_DEVICE(void, array_rounds, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) int cfg[2] = {2, 3};
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        int *p = cfg;                        /* error P040 */
        p[0] = t;
    }
    for (int i = 0; i < cfg[0]; i++)
        prism_syncthreads();
}
/*
 * check-name: adversarial h4 (hole): a block[1] local array written through a thread's pointer to it
 * check-exit-value: 1
 *
 * check-error-start
adv_h4_local_array_rounds.cu:22:14: error: 'p' at thread[1] takes a pointer into 'cfg' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_h4_local_array_rounds.cu:22:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_h4_local_array_rounds.cu:22:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_h4_local_array_rounds.cu:22:14: note: see: prism-check --explain P040
 * check-error-end
 */
