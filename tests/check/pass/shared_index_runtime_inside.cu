/*
 * shared_index_runtime_inside.cu - look-alikes of
 * fail/shared_index_runtime_outside.cu (P055): run-time indices that may
 * stay inside (the checker proves none of them outside).
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
        PRISM_GROUP(THREAD(1)) { acc = A[(t + 1) % NT]; }
        PRISM_GROUP(THREAD(1)) { acc += A[NT - 1 - (t & 7)] + A[t - 8 < 0 ? 0 : t - 8]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/*
 * check-name: run-time indices that may stay inside their shared allocation
 *
 * check-error-start
 * check-error-end
 */
