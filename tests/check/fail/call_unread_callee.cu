/*
 * call_unread_callee.cu - PRISM_CALL of functions prism-check has not read
 * (P076): the block reduction lives in a header included with <...> from
 * a system directory (no -I directory holds it), which the checker skips
 * while the compilers read it, and `tile_sum` is named
 * without any declaration.  Nothing about either call could be proved: its
 * bound, budget, parameter perspectives, nor the barriers around it.
 */
#include "prism.h"
#include <vendor_reduce.h>

PRISM_KERNEL(unread_callee, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float s = in[g];
    PRISM_GROUP(BLOCK(1)) {
        s = PRISM_CALL(vendor_block_reduce_sum_f32, &s, 1); /* error P076 */
        s += PRISM_CALL(tile_sum, &s, 1); /* error P076 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = s; }
    }
}
/*
 * check-name: PRISM_CALL of a function the checker has not read (a <...> system header, no declaration)
 * check-exit-value: 1
 *
 * check-error-start
call_unread_callee.cu:19:24: error: PRISM_CALL of 'vendor_block_reduce_sum_f32', which prism-check has not read: its bound, budget and parameters cannot be checked, nor the barriers around the call (a header included with <...> from a system directory is not read) [P076]
call_unread_callee.cu:19:24: note: at stake: the call's perspectives, budget and barriers: nothing about the callee is proved
call_unread_callee.cu:19:24: note: fix: include the callee's header with quotes (#include "prism_lib.h") and its directory with -I, or define the function in this file
call_unread_callee.cu:19:24: note: see: prism-check --explain P076
call_unread_callee.cu:20:25: error: PRISM_CALL of 'tile_sum', which prism-check has not read: its bound, budget and parameters cannot be checked, nor the barriers around the call (a header included with <...> from a system directory is not read) [P076]
call_unread_callee.cu:20:25: note: at stake: the call's perspectives, budget and barriers: nothing about the callee is proved
call_unread_callee.cu:20:25: note: fix: include the callee's header with quotes (#include "prism_lib.h") and its directory with -I, or define the function in this file
 * check-error-end
 */
