/*
 * shared_index_runtime_outside.cu - a run-time index every value of which
 * is outside its shared allocation (SPEC 6.2 P055; red team rt19): the
 * allocations lie back to back, so A[NT + (t + 1) % NT] is B's element,
 * which B's partition just wrote, and the checker, charging the read to A,
 * placed no barrier.  In-bounds look-alikes are legal:
 * pass/shared_index_runtime_inside.cu.
 */
#include "prism.h"
#define NT 64

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(NT), THREAD(32)), PRISM_SMEM(2 * NT * 4),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, A, NT);
        PRISM_SHARED(int, B, NT);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(b, B, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { b[0] = t; }
        }
        PRISM_GROUP(THREAD(1)) { acc = A[NT + (t + 1) % NT]; } /* error P055 */
        PRISM_GROUP(THREAD(1)) { acc += A[(t & 7) - 8]; } /* error P055 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/*
 * check-name: a run-time index every value of which is outside its shared allocation (P055)
 * check-exit-value: 1
 *
 * check-error-start
shared_index_runtime_outside.cu:24:41: error: every element index of shared allocation 'A' here is at least 64, outside its 64 elements: it is another allocation's memory (or none) [P055]
shared_index_runtime_outside.cu:24:41: note: at stake: the access reaches another allocation's memory, which its scopes do not guard (or memory outside every allocation)
shared_index_runtime_outside.cu:24:41: note: fix: reach each allocation by its own name and keep constant offsets within it: a[i], not (b - 128)[i]
shared_index_runtime_outside.cu:24:41: note: see: prism-check --explain P055
shared_index_runtime_outside.cu:25:42: error: every element index of shared allocation 'A' here is at most -1, outside its 64 elements: it is another allocation's memory (or none) [P055]
shared_index_runtime_outside.cu:25:42: note: at stake: the access reaches another allocation's memory, which its scopes do not guard (or memory outside every allocation)
shared_index_runtime_outside.cu:25:42: note: fix: reach each allocation by its own name and keep constant offsets within it: a[i], not (b - 128)[i]
 * check-error-end
 */
