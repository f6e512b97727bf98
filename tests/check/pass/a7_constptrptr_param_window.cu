/*
 * a7_constptrptr_param_window.cu - red team A7 (pointer provenance, from the SPEC alone): thread array {w, w} to PRISM_PARAM(int *const *, pp, THREAD(1)) storing pp[1][0].
 * Expected acceptance; rejected before stop 35.
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

        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                r = tile2[t];
                int *ps[2] = {w, w}; PRISM_CALL(thread_put, ps, g);
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A7: thread array {w, w} to PRISM_PARAM(int *const *, pp, THREAD(1)) storing pp[1][0]
 */
