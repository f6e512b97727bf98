/*
 * a3_helper_store_compound_literal.cu - plain helpers that store through
 * their pointer parameter by way of a compound literal holding it: a
 * struct value, an array of pointers, an array of structs.  SPEC 3.2: a
 * callee writes through a parameter when its body stores through it
 * (through the holders of 6.1), so a writable pointer into block memory
 * given to one must be a thread[1] pointer (P040).  Red-team A3, finding
 * 10: the compound literal hid the store, no P040 and no barrier.
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

static __device__ void put_arr(int *p, int v)
{
    ((int *[1]){p})[0][0] = v;
}

static __device__ void put_boxes(int *p, int v)
{
    (*(Box[1]){{p}}).q[0] = v;
}

static __device__ int peek_box(int *p)
{
    Box s = (Box){p};
    return s.q[0];
}

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_GROUP(THREAD(1)) {
            put_box(tile + (g + 1) % 128, g);   /* error P040 */
            put_arr(tile + (g + 1) % 128, g);   /* error P040 */
            put_boxes(tile + (g + 1) % 128, g); /* error P040 */
            r = peek_box(tile + g);             /* fine: it only reads */
        }
        PRISM_PARTITION(w, tile, THREAD(1), g % 128) {
            PRISM_GROUP(THREAD(1)) { put_box(w, g); } /* fine: the thread's own slot */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A3 10: a helper's store through a compound literal holding its parameter is a store through it (P040)
 * check-exit-value: 1
 *
 * check-error-start
a3_helper_store_compound_literal.cu:46:21: error: 'put_box' may store through 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
a3_helper_store_compound_literal.cu:46:21: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
a3_helper_store_compound_literal.cu:46:21: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
a3_helper_store_compound_literal.cu:46:21: note: see: prism-check --explain P040
a3_helper_store_compound_literal.cu:47:21: error: 'put_arr' may store through 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
a3_helper_store_compound_literal.cu:47:21: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
a3_helper_store_compound_literal.cu:47:21: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
a3_helper_store_compound_literal.cu:48:23: error: 'put_boxes' may store through 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
a3_helper_store_compound_literal.cu:48:23: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
a3_helper_store_compound_literal.cu:48:23: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
