/*
 * a7_kernel_constboxptr_param_local.cu - red team A7 (pointer provenance, from the SPEC alone): kernel param const Box *cfg: int *p = cfg->p; p[0] = v in thread code.
 * Expected P040; accepted before stop 35 (a hole).
 */
#include "prism.h"
#include <stdint.h>
#include <string.h>
typedef struct { int *p; } Box;
typedef struct { const int *p; } CBox;
typedef struct { Box in; int n; } Outer;
typedef struct { int *ps[2]; } PBox;

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(2048),
             PRISM_PARAM(int *, out, GRID(1)),
             PRISM_PARAM(const Box *, cfg, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_SHARED(int, tile2, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));

        PRISM_GROUP(THREAD(1)) { int *p = cfg->p; p[0] = g; } /* error P040 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A7: kernel param const Box *cfg: int *p = cfg->p; p[0] = v in thread code
 * check-exit-value: 1
 *
 * check-error-start
a7_kernel_constboxptr_param_local.cu:24:39: error: 'p' at thread[1] takes a writable pointer read from memory that 'cfg' reaches (grid[1]): every unit that reads it there gets the same pointer, so its memory is owned as broadly; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P040]
a7_kernel_constboxptr_param_local.cu:24:39: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
a7_kernel_constboxptr_param_local.cu:24:39: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
a7_kernel_constboxptr_param_local.cu:24:39: note: see: prism-check --explain P040
 * check-error-end
 */
