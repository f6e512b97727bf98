/*
 * dyn_unsafe_budget.cu - an unsafe helper declares PRISM_SMEM(0) but
 * carves a 4 KiB scratch: the checker trusts the budget, the launch
 * reserves 16 bytes, and the scratch runs past the arena.
 *
 * adv-expect-dynamic: smem-budget
 */
#include "prism.h"

PRISM_UNSAFE PRISM_DEVICE(void, scratchy, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_SHARED(float, scratch, 1024);
    (void)scratch;
}

PRISM_KERNEL(dyn_budget, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, mine, 4);
        (void)mine;
        (void)n;
        PRISM_CALL(scratchy);
    }
}

PRISM_HOST_API int sync_case_run(void)
{
    return PRISM_LAUNCH(dyn_budget, 1, 32, 0);
}
