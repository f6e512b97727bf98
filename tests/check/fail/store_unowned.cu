/*
 * store_unowned.cu - stores through block[1] pointers, from warp code, and through a laundered pointer
 */
#include "prism.h"
PRISM_DEVICE(void, unowned, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(float *, c, BLOCK(1)))
{
    PRISM_SHARED(float, buf, 256);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    c[i] = 0.0f; /* error P040 */
    *(buf + i) = 1.0f; /* error P040 */
    PRISM_PARTITION(b, buf, THREAD(1), i) {
        PRISM_GROUP(THREAD(32)) {
            b[0] = 2.0f; /* error P040 */
        }
        PRISM_GROUP(THREAD(1)) {
            b[0] += 3.0f;                    /* owner and thread[1] code: fine */
        }
    }
    /* Ownership does not change by assignment. */
    PRISM_AT(THREAD(1)) float *mine = c + i; /* error P040 */
    PRISM_GROUP(THREAD(1)) {
        mine[0] = 4.0f;
    }
}
/*
 * check-name: stores through block[1] pointers, from warp code, and through a laundered pointer
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
store_unowned.cu:10:5: error: store through 'c', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
store_unowned.cu:10:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
store_unowned.cu:10:5: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
store_unowned.cu:10:5: note: see: prism-check --explain P040
store_unowned.cu:11:7: error: store through 'buf', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
store_unowned.cu:11:7: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
store_unowned.cu:11:7: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
store_unowned.cu:14:13: error: store through 'b' in code at thread[32]: stores are made from thread[1] code (PRISM_GROUP(THREAD(1))) [P040]
store_unowned.cu:14:13: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
store_unowned.cu:14:13: note: fix: wrap the store in PRISM_GROUP(THREAD(1)) { ... } inside the scope that made 'b'
store_unowned.cu:21:32: error: 'mine' at thread[1] takes a pointer into 'c' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
store_unowned.cu:21:32: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
store_unowned.cu:21:32: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
