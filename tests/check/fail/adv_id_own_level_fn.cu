/*
 * adv_id_own_level_fn.cu - a warp function computes its warp index with
 * PRISM_ID(THREAD(32)): inside the function the code is the warp itself,
 * so the answer is always 0 (pass the index in as a parameter).
 */
#include "prism.h"

PRISM_DEVICE(int, warp_base, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    return (int)PRISM_ID(THREAD(32)) * 32; /* error P033 */
}
/*
 * check-name: adversarial: a thread[32] function asking for its own warp id
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_id_own_level_fn.cu:10:0: error: P033 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
