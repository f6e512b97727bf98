/*
 * a7_mk_array_member_read.cu - red team A7 (pointer provenance, from the SPEC alone): r += mkpb(tile).ps[0][i]: read through an array member of a returned struct.
 * Expected acceptance; rejected before stop 35 (P040: the helper's `b.ps[0] = q` into its
 * local struct was charged as a store through q).
 */
#include "prism.h"
#include <stdint.h>
#include <string.h>
typedef struct { int *p; } Box;
typedef struct { const int *p; } CBox;
typedef struct { Box in; int n; } Outer;
typedef struct { int *ps[2]; } PBox;
__device__ PBox mkpb(int *q) { PBox b; b.ps[0] = q; b.ps[1] = q; return b; }
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(2048),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_SHARED(int, tile2, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));

        PRISM_GROUP(THREAD(1)) {
            r = tile2[t];
            r += mkpb(tile).ps[0][(t + 1) % 128];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A7: r += mkpb(tile).ps[0][i]: read through an array member of a returned struct
 */
