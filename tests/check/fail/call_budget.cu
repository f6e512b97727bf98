/*
 * call_budget.cu - a callee budget above what the caller has left
 */
#include "prism.h"
PRISM_DEVICE(void, stage, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(4096))
{
    PRISM_SHARED(float, tile, 1024);
    (void)tile;
}

PRISM_DEVICE(void, caller, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(4096))
{
    PRISM_SHARED(float, mine, 16);       /* 64 bytes live: 4032 left */
    (void)mine;
    PRISM_CALL(stage); /* error P071 */
}
/*
 * check-name: a callee budget above what the caller has left
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
call_budget.cu:15:5: error: call to 'stage' needs 4096 bytes of shared memory; 4032 of the 4096 bytes 'caller' declares are left here [P071]
call_budget.cu:15:5: note: at stake: the callee's PRISM_SHARED allocations would overrun the block's shared memory
call_budget.cu:15:5: note: fix: raise the caller's PRISM_SMEM budget by the callee's, or release the caller's allocations before the call
call_budget.cu:15:5: note: see: prism-check --explain P071
 * check-error-end
 */
