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
 * check-error-end
 */
