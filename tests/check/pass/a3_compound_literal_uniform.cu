/*
 * a3_compound_literal_uniform.cu - an element of a compound literal
 * (`(int[]){4, 8, 16}[k]`, a 2-D one, an element's field) is read from the
 * thread's own unnamed object just made from its initializer: it has the
 * meet of the initializer's and the indexes' perspectives, as a struct
 * literal's field has, so a block[1] selector gives a block[1] trip count
 * for a loop of barriers (was P030: "memory read through non-const";
 * red team A3's leftover).  fail/a3_compound_literal_varying is the
 * look-alike with a per-thread value in the initializer.
 */
#include "prism.h"
typedef struct { int a, b; } P2;
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, sel, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) const int n = (int[]){4, 8, 16}[(sel + b) % 3];
        PRISM_AT(BLOCK(1)) const int m = (const int[2][2]){{1, 2}, {3, 4}}[b & 1][sel & 1];
        PRISM_AT(BLOCK(1)) const int q = (P2[]){{sel, 2}, {b, 5}}[1].a;
        for (int i = 0; i < n + m + q; i++)
            prism_syncthreads();
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = g; }
    }
}
/*
 * check-name: red-team A3: elements of compound literals made of block[1] values are block[1]
 */
