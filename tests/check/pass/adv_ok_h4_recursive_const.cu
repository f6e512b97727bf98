/*
 * adv_ok_h4_recursive_const.cu - a recursive thread[1] helper that only
 * reads through a `const int *` parameter.
 *
 * Legal: SPEC 6.1, "A `const` parameter is read-only unless the callee's
 * body casts the `const` away and stores through it"; docs/SYNC.md 1,
 * "`const float *` ... are read-only" (recursion "assumes the worst" only
 * for what is not read-only).  The body never casts or stores.  The same
 * helper without its recursive call is accepted; with it, the call in the
 * kernel draws P041 "'rec_sum' may write through parameter 'src', a
 * pointer into 'in' (grid[1]) cast from const" (a false positive: nothing
 * is cast, nothing is written).
 */
#include "prism.h"

PRISM_DEVICE(int, rec_sum, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, src, THREAD(1)), PRISM_PARAM(int, d, THREAD(1)))
{
    if (d == 0)
        return 0;
    return src[d] + PRISM_CALL(rec_sum, src, d - 1);
}

PRISM_KERNEL(h4_rec_const, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = PRISM_CALL(rec_sum, in + g, 3); }
    }
}
/*
 * check-name: adversarial h4 legal: a recursive helper reading through a const parameter
 *
 * check-error-start
 * check-error-end
 */
