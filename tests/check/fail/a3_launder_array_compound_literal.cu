/*
 * a3_launder_array_compound_literal.cu - SPEC 6.1's launder-struct with
 * the struct put in an array compound literal: `(*(Box[1]){{buf}}).q[i]`
 * stores into the block's tile from thread[1] code without a partition.
 * A store through a pointer no one variable names must be through a
 * thread[1] pointer, whichever it may be (P040).  Red-team A3, finding 15.
 */
#include "prism.h"

typedef struct {
    int *q;
} Box;

PRISM_KERNEL(k15, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, buf, 128);
        PRISM_GROUP(THREAD(1)) {
            r = buf[g];
            (*(Box[1]){{buf}}).q[(g + 1) % 128] = g; /* error P040 */
        }
        PRISM_PARTITION(w, buf, THREAD(1), g % 128) {
            PRISM_GROUP(THREAD(1)) { (*(Box[1]){{w}}).q[0] = g; } /* fine: the thread's slot */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A3 15: a store through an array compound literal of structs holding the block's tile (P040)
 * check-exit-value: 1
 *
 * check-error-start
a3_launder_array_compound_literal.cu:23:14: error: store through a pointer that may be 'buf', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
a3_launder_array_compound_literal.cu:23:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
a3_launder_array_compound_literal.cu:23:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
a3_launder_array_compound_literal.cu:23:14: note: see: prism-check --explain P040
 * check-error-end
 */
