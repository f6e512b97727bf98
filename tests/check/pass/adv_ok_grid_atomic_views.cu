/*
 * adv_ok_grid_atomic_views.cu - views of grid memory around a grid-level
 * atomic that are legal (SPEC 6.7, P108).
 *
 * `cv` and `c2` point into `count`, which the kernel adds to atomically;
 * `iv` points into `in`, which no atomic touches.  Reading `count` through
 * `cv` before the atomic is fine (nothing has been added yet in this
 * kernel: the value is the one the previous kernel left), more atomics
 * through the other view `c2` are fine (atomics need no order among
 * themselves), and reading `in` through `iv` after the atomic is fine (a
 * view of other memory).  Only a plain access through a name that may
 * point into `count` after the atomic races with other blocks
 * (tests/check/fail/adv_grid_atomic_const_view.cu, adv_grid_atomic_alias.cu).
 */
#include "prism.h"

PRISM_KERNEL(grid_atomic_views, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, count, GRID(1)), PRISM_PARAM(const unsigned *, in, GRID(1)),
             PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    const unsigned *cv = count;              /* grid[1] view of the counter */
    unsigned *c2 = count + 1;                /* another view of it */
    const unsigned *iv = in;                 /* a view of other memory */
    PRISM_AT(THREAD(1)) unsigned before = 0u;
    PRISM_GROUP(THREAD(1)) { before = cv[0]; }
    PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], 1u); }
    PRISM_GROUP(THREAD(1)) { atomicAdd(&c2[0], before); }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = iv[g] + before;
        }
    }
}
/*
 * check-name: adversarial legal: views of a grid counter read before its atomic, more atomics through a view, a view of other memory read after
 *
 * check-error-start
 * check-error-end
 */
