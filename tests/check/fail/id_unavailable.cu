/*
 * id_unavailable.cu - PRISM_ID of a broader unit, and of a unit the bound does not promise
 */
#include "prism.h"
PRISM_DEVICE(int, which, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    return (int)PRISM_ID(BLOCK(1)); /* error P033 */
}

PRISM_DEVICE(int, pair, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(64)) const int p = (int)PRISM_ID(THREAD(64)); /* error P033 */
    return p;
}
/*
 * check-name: PRISM_ID of a broader unit, and of a unit the bound does not promise
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
id_unavailable.cu:7:26: error: PRISM_ID(block[1]) in code at thread[32]: the unit must be no broader than the code perspective [P033]
id_unavailable.cu:7:26: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
id_unavailable.cu:7:26: note: see: prism-check --explain P033
id_unavailable.cu:12:54: error: PRISM_ID(thread[64]) in code at block[1]: the bound {block[1], thread[32]} does not cut the code into thread[64] units [P033]
id_unavailable.cu:12:54: note: fix: take the id in the code around the group or case that made the code that unit, declared at the id's perspective (PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); before the group), and use it inside
 * check-error-end
 */
