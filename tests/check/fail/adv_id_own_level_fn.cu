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
 *
 * check-error-start
adv_id_own_level_fn.cu:10:26: error: PRISM_ID(thread[32]) in code at thread[32] is always 0: the code is one thread[32] unit; take the id in the enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller) [P033]
adv_id_own_level_fn.cu:10:26: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
adv_id_own_level_fn.cu:10:26: note: see: prism-check --explain P033
 * check-error-end
 */
