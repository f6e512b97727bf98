/*
 * launder_lookalikes.cu - pointers in holders that keep their owner: a
 * block[1] array of pointers indexed in block[1] code and partitioned, a
 * struct of a thread's own pointers, an alignment test on an integer, a
 * thread[1] pointer round-tripped through an integer, a read-only view,
 * and a number (not an address) stored into memory.
 */
#include "prism.h"
#include <stdint.h>

typedef struct {
    float *lo;
    float *hi;
} Halves;

PRISM_DEVICE(void, holders, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int, round, GRID(1)), PRISM_PARAM(const float *, in, BLOCK(1)))
{
    PRISM_SHARED(float, a, 128);
    PRISM_SHARED(float, b, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    float *bufs[2] = {a, b};                   /* block[1]: the code's perspective */
    float *cur = bufs[round & 1];
    PRISM_PARTITION(c, cur, THREAD(1), 4 * t) {
        PRISM_GROUP(THREAD(1)) {
            Halves h = {c, c + 2};             /* a thread's own pointers */
            h.lo[0] = 1.0f;
            h.hi[0] = 2.0f;
            uintptr_t bits = (uintptr_t)c;
            if ((bits & 3u) == 0)
                ((float *)bits)[1] = 3.0f;
            const float *view = in + t;        /* read-only: may be narrowed */
            c[3] = view[0] + (float)(int)(bits & 1u);
        }
    }
}

PRISM_DEVICE(void, numbers, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, BLOCK(1)), PRISM_PARAM(const float *, in, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            const float *p = in + t;
            o[0] = (int)(p - in);              /* a difference is a number */
        }
    }
}
/*
 * check-name: pointers in holders that keep their owner: a
 * check-command: prism-check $file
 * check-exit-value: 0
 *
 * check-error-start
 * check-error-end
 */
