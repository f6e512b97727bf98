/*
 * a3_ptr_array_element_read.cu - double buffers picked from SPEC 6.1's
 * pointer array: an element read through the picked pointer is a value
 * loaded from the tile, not a pointer taken out of the array.  `prev =
 * bufs[k & 1]` points where the element does (a tile), not at the array
 * itself: `int x = prev[i]` was P041 ("takes a pointer out of 'bufs'"),
 * a false positive found while fixing red-team A3's finding 4.
 */
#include "prism.h"

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, a, 128);
        PRISM_SHARED(int, b, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        int *bufs[2] = {a, b};
        for (int k = 0; k < 4; k++) {
            int *cur = bufs[k & 1];
            int *prev = bufs[(k + 1) & 1];
            PRISM_PARTITION(w, cur, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = t + k; }
            }
            PRISM_GROUP(THREAD(1)) {
                int x = prev[(t + 1) % 128];
                r = 3 * r + x;
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: a value read through a pointer picked from a pointer array is no pointer taken out of the array
 *
 * check-error-start
 * check-error-end
 */
