/*
 * warp_load_from_thread_load.cu - calling warp_load from thread_load
 */
#include "prism.h"
PRISM_DEVICE(void, thread_load, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, input, THREAD(1)),
             PRISM_PARAM(int *, output, THREAD(1)),
             PRISM_PARAM(int, items_per_thread, THREAD(1)))
{
    for (int i = 0; i < items_per_thread; i++)
        output[i] = input[i];
}

PRISM_DEVICE(void, warp_load, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, input, THREAD(32)),
             PRISM_PARAM(int *, output, THREAD(1)),
             PRISM_PARAM(int, items_per_thread, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int tid = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(input_thrd, input, THREAD(1), tid * items_per_thread) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_CALL(thread_load, input_thrd, output, items_per_thread);
        }
    }
}

/* The mistake the paper's section 6.1 describes. */
PRISM_DEVICE(void, thread_load_wrong, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, input, THREAD(1)),
             PRISM_PARAM(int *, output, THREAD(1)),
             PRISM_PARAM(int, items_per_thread, THREAD(1)))
{
    PRISM_CALL(warp_load, input, output, items_per_thread); /* error P070 */
}
/*
 * check-name: calling warp_load from thread_load
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
warp_load_from_thread_load.cu:33:5: error: 'warp_load' requires {thread[32]}; code here is {thread[1]}, which does not derive thread[32] [P070]
warp_load_from_thread_load.cu:14:31: note: 'warp_load' declares its bound here
warp_load_from_thread_load.cu:33:5: note: at stake: the callee's collectives and barriers assume units the caller cannot guarantee
warp_load_from_thread_load.cu:33:5: note: fix: call from code whose bound includes the callee's (group first: PRISM_GROUP(THREAD(32)) { PRISM_CALL(...) }), or add the level to the caller's PRISM_REQUIRES
warp_load_from_thread_load.cu:33:5: note: see: prism-check --explain P070
 * check-error-end
 */
