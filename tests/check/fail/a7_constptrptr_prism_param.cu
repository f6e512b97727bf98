/*
 * a7_constptrptr_prism_param.cu - red team A7 (pointer provenance, from the SPEC alone): block array of pointers to a THREAD(1) PRISM_PARAM(int *const *) whose body stores pp[1][0].
 * Expected P073; rejected before stop 35 only by a misread of const (or, for pp[g % 2], as a store through
 * the grid[1] table), kept so that the fix of that misread stays sound.
 */
#include "prism.h"
#include <stdint.h>
#include <string.h>
typedef struct { int *p; } Box;
typedef struct { const int *p; } CBox;
typedef struct { Box in; int n; } Outer;
typedef struct { int *ps[2]; } PBox;
PRISM_DEVICE(void, thread_put, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *const *, pp, THREAD(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    pp[1][0] = v;
}
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(2048),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_SHARED(int, tile2, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        int *ptrs[2] = {tile, tile2};
        PRISM_GROUP(THREAD(1)) {
            r = tile2[t];
            PRISM_CALL(thread_put, ptrs, g); /* error P030 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A7: block array of pointers to a THREAD(1) PRISM_PARAM(int *const *) whose body stores pp[1][0]
 * check-exit-value: 1
 *
 * check-error-start
a7_constptrptr_prism_param.cu:30:36: error: local array 'ptrs' at block[1] receives the values of parameter 'pp' at thread[1] from 'thread_put' through this pointer: values flow only from broader to narrower [P030]
a7_constptrptr_prism_param.cu:27:14: note: 'ptrs' is declared block[1] here
a7_constptrptr_prism_param.cu:30:36: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a7_constptrptr_prism_param.cu:30:36: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
a7_constptrptr_prism_param.cu:30:36: note: see: prism-check --explain P030
 * check-error-end
 */
