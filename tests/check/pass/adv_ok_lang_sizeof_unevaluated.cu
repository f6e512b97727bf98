/*
 * adv_ok_lang_sizeof_unevaluated.cu - collectives and assignments inside
 * `sizeof` are never evaluated (C17 6.5.3.4: the operand is not evaluated
 * unless it is a VLA type): `sizeof(prism_shfl(v, 1))` in one thread's
 * code runs no shuffle, and `sizeof(flag = lane)` in warp code writes
 * nothing.  Legal at run time; whether the SPEC's rules read unevaluated
 * operands is not said (see the report).
 */
#include "prism.h"

PRISM_DEVICE(int, sizes, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)), PRISM_PARAM(int32_t *, out, THREAD(1)))
{
    PRISM_AT(BLOCK(1)) int flag = 0;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) const int32_t sz = (int32_t)sizeof(flag = lane);
        PRISM_GROUP(THREAD(1)) {
            out[0] = sz + (int32_t)sizeof(prism_shfl(v, 1));
        }
    }
    return flag;
}
/*
 * check-name: adversarial legal lang: a shuffle and an assignment inside sizeof (unevaluated)
 *
 * check-error-start
 * check-error-end
 */
