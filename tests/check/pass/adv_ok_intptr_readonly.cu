/*
 * adv_ok_intptr_readonly.cu - (uintptr_t)p & 15 decides, block-uniformly,
 * between a vector and a scalar path; nothing is stored through a
 * pointer rebuilt from the integer.
 */
#include "prism.h"
#include <stdint.h>

PRISM_DEVICE(int, aligned16, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_AT(BLOCK(1)) const int ok = ((uintptr_t)src & 15u) == 0;
    if (ok)
        __syncthreads();
    return ok;
}
/*
 * check-name: adversarial legal: a pointer cast to an integer only to test alignment
 *
 * check-error-start
 * check-error-end
 */
