/*
 * a7_ptrptr_const_window.cu - red team A7 (pointer provenance, from the SPEC alone): int *const *pa = &wp (wp = w): (*pa)[0] = v.
 * Expected acceptance; rejected before stop 35.
 */
#include "prism.h"
#include <stdint.h>
#include <string.h>
typedef struct { int *p; } Box;
typedef struct { const int *p; } CBox;
typedef struct { Box in; int n; } Outer;
typedef struct { int *ps[2]; } PBox;

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
                int *wp = w; int *const *pa = &wp; (*pa)[0] = g;
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A7: int *const *pa = &wp (wp = w): (*pa)[0] = v
 */
