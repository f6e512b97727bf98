/*
 * call_quoted_lib.cu - the legal side of fail/call_unread_callee.cu: the
 * library included with quotes (its directory on -I) is read, so its
 * functions' signatures check the call and its body the barriers (P076
 * does not apply); a Prism function declared before its use counts too.
 */
#include "prism.h"
#include "prism_lib.h"

PRISM_DEVICE(float, twice, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)));

PRISM_KERNEL(quoted_lib, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float s = in[g];
    PRISM_GROUP(BLOCK(1)) {
        s = PRISM_CALL(prism_block_reduce_sum_f32, &s, 1);
    }
    PRISM_GROUP(THREAD(1)) { s = PRISM_CALL(twice, s); }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = s; }
    }
}

PRISM_DEVICE(float, twice, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(float, v, THREAD(1)))
{
    return 2.0f * v;
}
/*
 * check-name: PRISM_CALL of library and declared functions the checker has read
 *
 * check-error-start
 * check-error-end
 */
