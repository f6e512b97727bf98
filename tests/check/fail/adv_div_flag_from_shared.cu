/*
 * adv_div_flag_from_shared.cu - thread 0 sets a "done" flag in shared
 * memory; everyone reads it and breaks out of the loop around a barrier.
 * The read is non-const, so it is per-thread (another thread may write it
 * between reads): without a barrier before the read, threads disagree.
 */
#include "prism.h"

PRISM_DEVICE(void, poll, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(int, rounds, BLOCK(1)))
{
    PRISM_SHARED(int, done, 4);
    for (int r = 0; r < rounds; r++) {
        prism_syncthreads();
        if (done[0]) /* error P032 */
            break;
    }
}
/*
 * check-name: adversarial: a flag read back from shared memory steers a barrier
 * check-exit-value: 1
 *
 * check-error-start
adv_div_flag_from_shared.cu:15:13: error: the condition of 'if' reads memory read through non-const 'done' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_div_flag_from_shared.cu:15:13: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
adv_div_flag_from_shared.cu:15:13: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective); keep the work under the opposite condition in thread code instead: PRISM_GROUP(THREAD(1)) { if (i < n) { ... } } (docs/GUIDE.md, 'Bounds checks and per-thread loops')
adv_div_flag_from_shared.cu:15:13: note: see: prism-check --explain P032
 * check-error-end
 */
