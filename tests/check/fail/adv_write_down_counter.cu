/*
 * adv_write_down_counter.cu - counting matches into a block-level local
 * variable from per-thread code: each thread has its own register copy, so
 * the "block count" is a per-thread count (in CUDA it would need an atomic
 * or a reduction).
 */
#include "prism.h"

PRISM_DEVICE(int, count_matches, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, x, THREAD(1)))
{
    PRISM_AT(BLOCK(1)) int count = 0;
    PRISM_GROUP(THREAD(1)) {
        if (x > 0)
            count++; /* error P031 */
    }
    return count;
}
/*
 * check-name: adversarial: a block-wide counter incremented by each thread
 * check-exit-value: 1
 *
 * check-error-start
adv_write_down_counter.cu:15:13: error: write to 'count' at block[1] in code at thread[1]: only part of the block[1] runs here, so it would stop being uniform [P031]
adv_write_down_counter.cu:12:28: note: 'count' is declared block[1] here
adv_write_down_counter.cu:15:13: note: at stake: a variable the whole unit shares would be written by only part of it, so its threads disagree on its value
adv_write_down_counter.cu:15:13: note: fix: a value each thread has: declare the variable in the narrower code (inside the PRISM_GROUP); a value the unit combines from its threads (a count, a sum): compute it with the unit's collective in the broader code (a library block or warp reduce, __syncthreads_count), or with atomics on a PRISM_SHARED counter; else assign it from the broader code
adv_write_down_counter.cu:15:13: note: see: prism-check --explain P031
 * check-error-end
 */
