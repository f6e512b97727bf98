/*
 * device_var_address.cu - the address of a __device__ variable that is no
 * array (a scalar, a struct, a struct's member or array member) taken in
 * thread code and stored through: the variable's memory is the grid's, as
 * a __device__ array's is, so a writable pointer to it at thread[1] is
 * P040 like `float *q = g_buf;` (found beside red-team P2's decay fix).
 */
#include "prism.h"
__device__ int g_counter;
typedef struct { float arr[256]; int n; } G;
__device__ G gs;
PRISM_KERNEL(kg, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { int *c = &g_counter; *c = t; } /* error P040 */
        PRISM_GROUP(THREAD(1)) { int *c = &gs.n; *c = t; } /* error P040 */
        PRISM_GROUP(THREAD(1)) { G *c = &gs; c->n = t; } /* error P040 */
        PRISM_GROUP(THREAD(1)) { float *q = gs.arr; q[(t + 1) % 256] = 1.0f; o[0] = q[t]; } /* error P040 */
    }
}
/*
 * check-name: a writable pointer to a __device__ scalar or struct taken in thread code is P040
 * check-exit-value: 1
 *
 * check-error-start
device_var_address.cu:17:39: error: 'c' at thread[1] takes a pointer into 'g_counter' (grid[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
device_var_address.cu:17:39: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
device_var_address.cu:17:39: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
device_var_address.cu:17:39: note: see: prism-check --explain P040
device_var_address.cu:18:39: error: 'c' at thread[1] takes a pointer into 'gs' (grid[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
device_var_address.cu:18:39: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
device_var_address.cu:18:39: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
device_var_address.cu:19:37: error: 'c' at thread[1] takes a pointer into 'gs' (grid[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
device_var_address.cu:19:37: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
device_var_address.cu:19:37: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
device_var_address.cu:20:41: error: 'q' at thread[1] takes a pointer into 'gs' (grid[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
device_var_address.cu:20:41: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
device_var_address.cu:20:41: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
