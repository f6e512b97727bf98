/*
 * alias_lookalikes.cu - aliasing that is fine: views of other buffers
 * inside a partition, views made inside the scope from the narrowed name,
 * views of the partitioned buffer used after the scope has closed (its
 * barrier has run), pointers that only share an integer offset, a pointer
 * difference, and one buffer passed twice to a function that does not
 * narrow either parameter.
 */
#include "prism.h"
#include <stdint.h>

PRISM_DEVICE(float, sum2, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, a, BLOCK(1)), PRISM_PARAM(const float *, b, BLOCK(1)))
{
    return a[0] + b[1];
}

PRISM_DEVICE(void, shift, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, dst, BLOCK(1)), PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(d, dst, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { d[0] = src[(t + 1) % 32]; }
    }
}

PRISM_DEVICE(void, fine, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(float *, x, BLOCK(1)), PRISM_PARAM(const float *, in, BLOCK(1)),
             PRISM_PARAM(int, k, GRID(1)))
{
    PRISM_SHARED(float, other, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    const float *v = x + k;          /* a view of x, used only after the scope */
    const float *o = other + k;      /* a view of another buffer */
    PRISM_AT(THREAD(1)) const float *inv = in + t;   /* shares 't' with the partition, not memory */
    const int span = (int)(v - x);   /* a number, not an address */
    uintptr_t aligned = (uintptr_t)in & 15u;
    PRISM_PARTITION(mine, x, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            const float *near = mine + 1;            /* made inside, from the narrowed name */
            float acc = o[t % 4] + inv[0] + near[-1] + (float)span;
            if (aligned == 0)
                acc += 1.0f;
            mine[0] = acc;
        }
    }
    PRISM_AT(THREAD(1)) const float after = v[t];    /* the barrier has run */
    (void)after;
    PRISM_AT(BLOCK(1)) const float s = PRISM_CALL(sum2, x, x);   /* neither is narrowed */
    (void)s;
    PRISM_CALL(shift, x, other);
}
/*
 * check-name: aliasing that is fine: views of other buffers
 * check-command: prism-check $file
 * check-exit-value: 0
 *
 * check-error-start
 * check-error-end
 */
