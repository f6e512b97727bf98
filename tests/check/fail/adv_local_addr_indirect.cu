/*
 * adv_local_addr_indirect.cu - a uniform local's address reaching a
 * thread[1] pointer by the roads the direct forms (adv_h4_local_addr_*)
 * do not take: stored through a pointer to another local (`*qq = &a`),
 * stored into a local by a helper (`setp(&z, &a)`), returned by a helper
 * (`int *q = id(&a)`), and stored through straight away
 * (`*pick(&x, &a, t) = 5`, `id(&a)[0] = 1`).
 *
 * Each local is a register of each thread: a store by some threads
 * changes their copies only, and `a`, which steers the barrier loop, is
 * no longer the same in every thread of the block (a hang).  SPEC 6.1:
 * writable memory, a local's storage included, changes owner only
 * through a partition or claim (P040).
 */
#include "prism.h"

static __device__ int *id(int *p) { return p; }
static __device__ int *pick(int *p, int *q, int w) { return w ? p : q; }
static __device__ void setp(int **dst, int *v) { *dst = v; }

PRISM_DEVICE(void, through_local_ptr, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) int a = 2;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        int *z = 0;
        int **qq = &z;
        *qq = &a;                              /* error P040 */
        *z = t;
    }
    for (int i = 0; i < a; i++)
        prism_syncthreads();
}

PRISM_DEVICE(void, through_helper_out, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) int a = 2;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        int *z = 0;
        setp(&z, &a);                          /* error P040 */
        *z = t;
    }
    for (int i = 0; i < a; i++)
        prism_syncthreads();
}

PRISM_DEVICE(void, through_returned, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) int a = 2;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        int *q = id(&a);                       /* error P040 */
        *q = t;
        int x = 0;
        *pick(&x, &a, t) = 5;                  /* error P040 */
        id(&a)[0] = 1;                         /* error P040 */
    }
    for (int i = 0; i < a; i++)
        prism_syncthreads();
}
/*
 * check-name: adversarial: a uniform local's address reaching a thread's pointer through a pointer, a helper's out-parameter or result
 * check-exit-value: 1
 *
 * check-error-start
adv_local_addr_indirect.cu:28:13: error: 'qq' at thread[1] takes a pointer into 'a' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_local_addr_indirect.cu:28:13: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_local_addr_indirect.cu:28:13: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_local_addr_indirect.cu:28:13: note: see: prism-check --explain P040
adv_local_addr_indirect.cu:41:15: error: 'z' at thread[1] takes a pointer into 'a' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_local_addr_indirect.cu:41:15: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_local_addr_indirect.cu:41:15: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_local_addr_indirect.cu:53:14: error: 'q' at thread[1] takes a pointer into 'a' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_local_addr_indirect.cu:53:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_local_addr_indirect.cu:53:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_local_addr_indirect.cu:56:10: error: store through a pointer that may be into 'a', a local at block[1]: a store by some threads would change their copies only [P040]
adv_local_addr_indirect.cu:56:10: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_local_addr_indirect.cu:56:10: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_local_addr_indirect.cu:57:9: error: store through a pointer that may be into 'a', a local at block[1]: a store by some threads would change their copies only [P040]
adv_local_addr_indirect.cu:57:9: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_local_addr_indirect.cu:57:9: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
