/*
 * a3_copy_into_holder_reads_nothing.cu - SPEC 6.6: copying a grid[1]
 * pointer reads nothing, into a pointer, a struct, a pointer array or a
 * compound literal; reading the unit's own element through a whole copy
 * before its write partition is the unit's own read.  Red-team A3,
 * finding 12: `Box bx = {buf};` was taken as a read of buf (P066).
 */
#include "prism.h"

typedef struct {
    int *p;
} Box;

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, buf, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    Box bx = {buf};
    Box by = (Box){buf};
    int *arr[2] = {buf, buf};
    int *cp = buf;
    (void)cp;
    (void)arr;
    (void)bx;
    PRISM_GROUP(THREAD(1)) { r = by.p[g]; }
    PRISM_PARTITION(w, buf, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { w[0] = g + r; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A3 12: copying a pointer into a struct, a pointer array or a compound literal reads nothing
 *
 * check-error-start
 * check-error-end
 */
