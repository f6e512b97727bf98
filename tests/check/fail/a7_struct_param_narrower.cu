/*
 * a7_struct_param_narrower.cu - red team A7 (pointer provenance, from the SPEC alone): Box built in block code, passed by value to PRISM_PARAM(Box, b, THREAD(1)) which stores b.p[0].
 * Expected P073; accepted before stop 35 (a hole).
 */
#include "prism.h"
#include <stdint.h>
#include <string.h>
typedef struct { int *p; } Box;
typedef struct { const int *p; } CBox;
typedef struct { Box in; int n; } Outer;
typedef struct { int *ps[2]; } PBox;
PRISM_DEVICE(void, thread_put, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(Box, b, THREAD(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    b.p[0] = v;
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
        Box bb = {tile};
        PRISM_GROUP(THREAD(1)) {
            r = tile2[t];
            PRISM_CALL(thread_put, bb, g); /* error P073 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A7: Box built in block code, passed by value to PRISM_PARAM(Box, b, THREAD(1)) which stores b.p[0]
 * check-exit-value: 1
 *
 * check-error-start
a7_struct_param_narrower.cu:29:36: error: argument holding a pointer into 'tile' (block[1]) given to parameter 'b' at thread[1] of 'thread_put': a struct keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P073]
a7_struct_param_narrower.cu:13:14: note: parameter 'b' is declared thread[1] here
a7_struct_param_narrower.cu:29:36: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
a7_struct_param_narrower.cu:29:36: note: fix: partition the pointer to the parameter's perspective before the call: PRISM_PARTITION(part, ptr, LEVEL(n), offset) { PRISM_CALL(f, part); } with the parameter's level
a7_struct_param_narrower.cu:29:36: note: see: prism-check --explain P073
 * check-error-end
 */
