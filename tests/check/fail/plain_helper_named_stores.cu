/*
 * plain_helper_named_stores.cu - a plain __device__ helper storing by name
 * into variables outside the threads (SPEC 6.1: `__shared__`, `__device__`
 * and `__managed__` arrays and scalars, members of them, static locals):
 * no thread owns them, so the store is P040 in a helper as in Prism code,
 * whichever thread calls it, through a local pointer to them too.  The
 * helper a helper calls answers for its own stores; passing it the
 * address is the caller's store (P040 there).  One report per variable
 * and helper.
 */
#include <string.h>
#include "prism.h"
typedef struct {
    int a, b;
} S2;
__shared__ int sbuf[128];
__shared__ int sscalar;
static __device__ int gbuf[1024];
__device__ int gscalar;
__device__ S2 gs;
__managed__ int mbuf[64];

static __device__ void put_s(int i, int v) { sbuf[i] = v; }            /* error P040 */
static __device__ void put_g(int i, int v) { gbuf[i] += v; }           /* error P040 */
static __device__ void put_m(int i, int v) { mbuf[i] = v; }            /* error P040 */
static __device__ int bump(void)
{
    static int calls;
    calls++;                                                           /* error P040 */
    return calls;
}
static __device__ void set_scalars(int v)
{
    gscalar = v; /* error P040 */
    sscalar = v; /* error P040 */
    gs.a = v;    /* error P040 */
}
static __device__ void via_local(int i, int v)
{
    int *p = sbuf + i;
    *p = v; /* error P040 */
}
static __device__ void via_address(int v)
{
    memcpy(&gscalar, &v, sizeof v); /* error P040 */
    S2 *q = &gs;
    q->b = v; /* error P040 */
}
static __device__ void via_deref(int v) { *(&gscalar) = v; } /* error P040 */
static __device__ void put_p(int *p, int v) { *p = v; }
static __device__ void via_callee(int i, int v)
{
    put_p(&gbuf[i], v);               /* error P040 */
    memset(sbuf, 0, sizeof(int) * 4); /* error P040 */
}

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            put_s(g % 128, g);
            put_g(g, 1);
            put_m(g % 64, g);
            set_scalars(g);
            via_local(g % 128, g);
            via_callee(g, g);
            via_address(g);
            via_deref(g);
            o[0] = bump();
        }
    }
}
/*
 * check-name: a plain helper stores by name into __shared__/__device__/__managed__ variables or a static local (P040)
 * check-exit-value: 1
 *
 * check-error-start
plain_helper_named_stores.cu:23:50: error: 'put_s' stores to 'sbuf', a __shared__ variable: one for the whole block, which no thread owns: 'put_s' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:23:50: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:23:50: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_named_stores.cu:23:50: note: see: prism-check --explain P040
plain_helper_named_stores.cu:24:50: error: 'put_g' stores to 'gbuf', a __device__ variable: one for the whole grid, which no thread owns: 'put_g' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:24:50: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:24:50: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_named_stores.cu:25:50: error: 'put_m' stores to 'mbuf', a __device__ variable: one for the whole grid, which no thread owns: 'put_m' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:25:50: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:25:50: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_named_stores.cu:29:5: error: 'bump' stores to 'calls', a static local: one for the whole grid, which no thread owns: 'bump' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:29:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:29:5: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_named_stores.cu:34:5: error: 'set_scalars' stores to 'gscalar', a __device__ variable: one for the whole grid, which no thread owns: 'set_scalars' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:34:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:34:5: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_named_stores.cu:35:5: error: 'set_scalars' stores to 'sscalar', a __shared__ variable: one for the whole block, which no thread owns: 'set_scalars' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:35:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:35:5: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_named_stores.cu:36:5: error: 'set_scalars' stores to 'gs', a __device__ variable: one for the whole grid, which no thread owns: 'set_scalars' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:36:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:36:5: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_named_stores.cu:41:5: error: 'via_local' stores to 'sbuf', a __shared__ variable: one for the whole block, which no thread owns: 'via_local' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:41:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:41:5: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_named_stores.cu:45:12: error: 'via_address' stores to 'gscalar', a __device__ variable: one for the whole grid, which no thread owns: 'via_address' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:45:12: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:45:12: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_named_stores.cu:47:6: error: 'via_address' stores to 'gs', a __device__ variable: one for the whole grid, which no thread owns: 'via_address' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:47:6: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:47:6: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_named_stores.cu:49:43: error: 'via_deref' stores to 'gscalar', a __device__ variable: one for the whole grid, which no thread owns: 'via_deref' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:49:43: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:49:43: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_named_stores.cu:53:11: error: 'via_callee' stores to 'gbuf', a __device__ variable: one for the whole grid, which no thread owns: 'via_callee' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:53:11: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:53:11: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
plain_helper_named_stores.cu:54:12: error: 'via_callee' stores to 'sbuf', a __shared__ variable: one for the whole block, which no thread owns: 'via_callee' has no perspective signature to hand it a part; store it through a partition in Prism code, or update it with an atomic [P040]
plain_helper_named_stores.cu:54:12: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
plain_helper_named_stores.cu:54:12: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
