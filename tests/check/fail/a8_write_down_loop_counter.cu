/* expect: P031 */
/* form: warp loop counter bumped inside PRISM_GROUP(THREAD(1)) under a lane test */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    for (int i = 0; i < 4; i++) {
        PRISM_GROUP(THREAD(1)) { if (lane == 3) i++; } /* error P031 */
        prism_syncwarp();
    }
}
/*
 * check-name: red team A8 (convergence): warp loop counter bumped inside PRISM_GROUP(THREAD(1)) under a lane test
 * check-exit-value: 1
 *
 * check-error-start
a8_write_down_loop_counter.cu:8:49: error: write to 'i' at thread[32] in code at thread[1]: only part of the thread[32] runs here, so it would stop being uniform [P031]
a8_write_down_loop_counter.cu:7:14: note: 'i' is declared thread[32] here
a8_write_down_loop_counter.cu:8:49: note: at stake: a variable the whole unit shares would be written by only part of it, so its threads disagree on its value
a8_write_down_loop_counter.cu:8:49: note: fix: a value each thread has: declare the variable in the narrower code (inside the PRISM_GROUP); a value the unit combines from its threads (a count, a sum): compute it with the unit's collective in the broader code (a library block or warp reduce, __syncthreads_count), or with atomics on a PRISM_SHARED counter; else assign it from the broader code
a8_write_down_loop_counter.cu:8:49: note: see: prism-check --explain P031
 * check-error-end
 */
