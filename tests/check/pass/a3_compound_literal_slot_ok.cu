/*
 * a3_compound_literal_slot_ok.cu - the legal side of red-team A3's
 * findings 10, 14 and 15: a partition's own slot stored through a
 * compound literal (struct, pointer array, array of structs), in the
 * kernel and in a plain helper given the slot, and a grid write
 * partition stored that way that nothing reads again in the kernel.
 */
#include "prism.h"

typedef struct {
    int *q;
} Box;

static __device__ void put_box(int *p, int v)
{
    Box s = (Box){p};
    s.q[0] = v;
}

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, buf, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                put_box(w, g);
                ((int *[1]){w})[0][0] += 1;
                (*(Box[1]){{w}}).q[0] += 2;
            }
        }
        PRISM_GROUP(THREAD(1)) { r = tile[(t + 1) % 128]; }
    }
    PRISM_PARTITION(w, buf, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            Box s = (Box){w};
            s.q[0] = r;
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A3 10/14/15: a partition's own slot stored through a compound literal is legal
 *
 * check-error-start
 * check-error-end
 */
