/*
 * call_arity.cu - a call with the wrong number of arguments
 */
#include "prism.h"
PRISM_DEVICE(int, twice, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, x, THREAD(1)))
{
    return 2 * x;
}

PRISM_DEVICE(int, caller, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int, x, THREAD(1)))
{
    return PRISM_CALL(twice, x, x); /* error P075 */
}
/*
 * check-name: a call with the wrong number of arguments
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
call_arity.cu:14:12: error: 'twice' takes 1 argument, 2 given [P075]
call_arity.cu:5:1: note: 'twice' is declared here
call_arity.cu:14:12: note: fix: pass exactly the parameters the callee declares, in order
call_arity.cu:14:12: note: see: prism-check --explain P075
 * check-error-end
 */
