/*
 * a7_mk_call_device_array.cu - red team A7 (pointer provenance, from the SPEC alone): mk(g_arr).p[i] = v: a __device__ array through a returned struct.
 * Expected P040; accepted before stop 35 (a hole).
 */
#include "prism.h"
#include <stdint.h>
#include <string.h>
typedef struct { int *p; } Box;
typedef struct { const int *p; } CBox;
typedef struct { Box in; int n; } Outer;
typedef struct { int *ps[2]; } PBox;
__device__ int g_arr[256];
__device__ Box mk(int *q) { Box b; b.p = q; return b; }
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(2048),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_SHARED(int, tile2, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));

        PRISM_GROUP(THREAD(1)) { mk(g_arr).p[(g + 1) % 128] = g; } /* error P040 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A7: mk(g_arr).p[i] = v: a __device__ array through a returned struct
 * check-exit-value: 1
 *
 * check-error-start
a7_mk_call_device_array.cu:24:34: error: store through a pointer that may be 'g_arr', which is grid[1] data: only a thread[1] pointer (from a partition) may be written [P040]
a7_mk_call_device_array.cu:24:34: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
a7_mk_call_device_array.cu:24:34: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
a7_mk_call_device_array.cu:24:34: note: see: prism-check --explain P040
 * check-error-end
 */
