/*
 * prov_returned_global.cu - a pointer into the file's memory (a
 * __device__ array) returned by a helper with a body, from its return
 * statement directly, through one of its locals, or through a call to
 * another such helper: the call's value points into that memory, as if
 * named, so a store through it, or a copy into a thread[1] pointer, is
 * P040 (SPEC 6.1; before, a call's value was built from its arguments
 * only and these were accepted).
 */
#include "prism.h"
__device__ int g_arr[256];
__device__ int *find_arr(void) { return g_arr; }
__device__ int *find_via_local(int k)
{
    int *q = g_arr + k;
    return q;
}
__device__ int *find_nested(void) { return find_arr() + 1; }
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        find_arr()[g + 1] = g; /* error P040 */
        int *p = find_via_local(2); /* error P040 */
        p[g] = g;
        int *r = find_nested(); /* error P040 */
        r[g] = g;
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = g; }
    }
}
/*
 * check-name: a pointer into a __device__ array returned by a helper with a body is that array's memory (P040)
 * check-exit-value: 1
 *
 * check-error-start
prov_returned_global.cu:24:9: error: store through a pointer that may be 'g_arr', which is grid[1] data: only a thread[1] pointer (from a partition) may be written [P040]
prov_returned_global.cu:24:9: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_returned_global.cu:24:9: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_returned_global.cu:24:9: note: see: prism-check --explain P040
prov_returned_global.cu:25:14: error: 'p' at thread[1] takes a pointer into 'g_arr' (grid[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
prov_returned_global.cu:25:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_returned_global.cu:25:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
prov_returned_global.cu:27:14: error: 'r' at thread[1] takes a pointer into 'g_arr' (grid[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
prov_returned_global.cu:27:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
prov_returned_global.cu:27:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
