/*
 * adv_ok_h4_atomic_plain_helper.cu - a histogram bump wrapped in a plain C
 * `__device__` helper, called from thread[1] code with the block's bins.
 *
 * The same atomicAdd written inline is legal (SPEC 6.7: "an atomic is the
 * one write that needs no partition ... Any owner, any perspective of the
 * pointer: the pointer may be block[1]"), and so is the wrapper written as
 * a PRISM_DEVICE with a block[1] parameter.  SPEC 3.2 judges a plain C
 * callee whose body the checker reads by "the parameters it writes
 * through"; the body's only write is the atomic, so the call is checked
 * as that atomic is (P108's rules at the call, not P040's; the edges are
 * in fail/adv_atomic_helper_rules.cu).
 */
#include "prism.h"

static __device__ void bump(int *bins, int k)
{
    atomicAdd(&bins[k], 1);
}

PRISM_DEVICE(void, h4_hist, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(64),
             PRISM_PARAM(const int *, in, BLOCK(1)))
{
    PRISM_SHARED(int, bins, 16);
    PRISM_FOR_STRIDED(i, 256) {
        atomicAdd(&bins[in[i] & 15], 1);     /* legal inline */
        bump(bins, in[i] & 15);              /* the same, in a helper */
    }
}
/*
 * check-name: adversarial h4 legal: a shared-memory atomic wrapped in a plain C helper
 *
 * check-error-start
 * check-error-end
 */
